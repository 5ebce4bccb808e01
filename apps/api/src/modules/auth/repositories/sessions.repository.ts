import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { UserSessionEntity } from '../entities/user-session.entity.js';

@Injectable()
export class SessionsRepository {
  private repo() {
    return currentManager().getRepository(UserSessionEntity);
  }

  async insert(session: Partial<UserSessionEntity>): Promise<void> {
    await this.repo().insert(session);
  }

  findLive(id: string): Promise<UserSessionEntity | null> {
    return this.repo().createQueryBuilder('s')
      .where('s.id = :id AND s.revoked_at IS NULL AND s.expires_at > now()', { id }).getOne();
  }

  async revoke(id: string): Promise<void> {
    await this.repo().update({ id, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.repo().update({ userId: String(userId), revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
