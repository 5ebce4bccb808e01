import { Injectable } from '@nestjs/common';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { CompanyEntity } from '../entities/company.entity.js';

const SORTABLE: Record<string, string> = {
  id: 'c.id', name: 'c.name', contactName: 'c.contact_name', contactEmail: 'c.contact_email', active: 'c.active',
};
export const COMPANY_SORTABLE = Object.keys(SORTABLE);

@Injectable()
export class CompaniesRepository {
  private repo() {
    return currentManager().getRepository(CompanyEntity);
  }

  findById(id: number): Promise<CompanyEntity | null> {
    return this.repo().findOneBy({ id: String(id) });
  }

  /**
   * Row-locked read, for activation and edits that must not interleave. The lock is taken in SQL: TypeORM does
   * not know the unit of work's transaction (core/tenancy/tenant-runner.ts) and refuses its own setLock outside one.
   */
  async findByIdForUpdate(id: number): Promise<CompanyEntity | null> {
    await sql(`SELECT 1 FROM companies WHERE id = $1 FOR UPDATE`, [id]);
    return this.findById(id);
  }

  async existsByContactEmail(email: string, exceptId?: number): Promise<boolean> {
    const qb = this.repo().createQueryBuilder('c').where('lower(c.contact_email) = lower(:email)', { email });
    if (exceptId) qb.andWhere('c.id <> :id', { id: exceptId });
    return (await qb.getCount()) > 0;
  }

  findProvider(): Promise<CompanyEntity | null> {
    return this.repo().findOneBy({ isProvider: true });
  }

  save(company: Partial<CompanyEntity>): Promise<CompanyEntity> {
    return this.repo().save(this.repo().create(company), { transaction: false });
  }

  /** Tenant companies (the provider's own row is not a customer). */
  async list(query: ListQuery, status?: 'PENDING' | 'ACTIVE' | 'INACTIVE'): Promise<[CompanyEntity[], number]> {
    const qb = this.repo().createQueryBuilder('c').where('c.is_provider = false');
    // The same rule as companyStatus(): pending = never activated; inactive = activated once, now off.
    if (status === 'ACTIVE') qb.andWhere('c.active = true');
    if (status === 'PENDING') qb.andWhere('c.active = false AND c.activated_at IS NULL');
    if (status === 'INACTIVE') qb.andWhere('c.active = false AND c.activated_at IS NOT NULL');
    if (query.search) {
      qb.andWhere(
        `(c.name ILIKE :s OR c.contact_name ILIKE :s OR c.contact_email ILIKE :s OR c.contact_phone ILIKE :s OR c.gstin ILIKE :s)`,
        { s: likePattern(query.search) },
      );
    }
    return qb.orderBy(SORTABLE[query.sortBy] ?? 'c.id', query.sortDirection).addOrderBy('c.id', 'DESC')
      .offset(query.offset).limit(query.size).getManyAndCount();
  }
}
