import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { PersonalProfileEntity } from '../entities/personal-profile.entity.js';

const SORTABLE: Record<string, string> = { id: 'p.id', name: 'lower(p.name)', title: 'lower(p.title)', city: 'lower(p.city)' };
export const PROFILE_SORTABLE = Object.keys(SORTABLE);

export type ProfileFields = Omit<PersonalProfileEntity, 'id' | 'companyId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class PersonalProfilesRepository {
  private repo() {
    return currentManager().getRepository(PersonalProfileEntity);
  }

  findById(companyId: number, id: number): Promise<PersonalProfileEntity | null> {
    return this.repo().findOneBy({ companyId: String(companyId), id: String(id) });
  }

  async emailTaken(companyId: number, email: string, exceptId: number): Promise<boolean> {
    const n = await this.repo().createQueryBuilder('p')
      .where('p.company_id = :companyId AND lower(p.email) = lower(:email) AND p.id <> :exceptId', { companyId, email, exceptId })
      .getCount();
    return n > 0;
  }

  async insert(companyId: number, fields: ProfileFields, userId: number | null): Promise<number> {
    const saved = await this.repo().save(this.repo().create({ ...fields, companyId: String(companyId), createdBy: userId === null ? null : String(userId) }), { transaction: false });
    return Number(saved.id);
  }

  async update(companyId: number, id: number, fields: ProfileFields): Promise<void> {
    await this.repo().update({ companyId: String(companyId), id: String(id) }, fields);
  }

  list(companyId: number, query: ListQuery): Promise<[PersonalProfileEntity[], number]> {
    const qb = this.repo().createQueryBuilder('p').where('p.company_id = :companyId', { companyId });
    if (query.search) {
      qb.andWhere('(p.name ILIKE :s OR p.title ILIKE :s OR p.city ILIKE :s OR p.country ILIKE :s)', { s: likePattern(query.search) });
    }
    return qb.orderBy(SORTABLE[query.sortBy] ?? 'p.id', query.sortDirection).addOrderBy('p.id', 'DESC')
      .offset(query.offset).limit(query.size).getManyAndCount();
  }
}
