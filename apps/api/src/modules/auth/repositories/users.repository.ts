import { Injectable } from '@nestjs/common';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { UserEntity } from '../entities/user.entity.js';

@Injectable()
export class UsersRepository {
  private repo() {
    return currentManager().getRepository(UserEntity);
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.repo().findOneBy({ id: String(id) });
  }

  /** With the password hash, for the one place that checks it. */
  findByEmailWithHash(email: string): Promise<UserEntity | null> {
    return this.repo().createQueryBuilder('u').addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  findByIdWithHash(id: number): Promise<UserEntity | null> {
    return this.repo().createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo().createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.repo().createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getCount()) > 0;
  }

  insert(user: Partial<UserEntity>): Promise<UserEntity> {
    return this.repo().save(this.repo().create(user), { transaction: false });
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.repo().update({ id: String(id) }, { passwordHash, forcePasswordChange: false, passwordChangedAt: new Date() });
  }

  async setRole(id: number, roleId: number): Promise<void> {
    await this.repo().update({ id: String(id) }, { roleId: String(roleId) });
  }
}
