import type { DeepPartial, EntityTarget, FindOptionsWhere } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';

/** A catalogue master's entity: one company's row, keyed by its bigint id (text, as pg answers it). */
interface CompanyRow {
  id: string;
  companyId: string;
}

/**
 * What categories and products do alike: find one of the company's rows, refuse a name taken by another row (any
 * case), save inside the unit of work's transaction, delete.
 */
export abstract class CatalogueMastersRepository<E extends CompanyRow> {
  protected abstract readonly entity: EntityTarget<E>;
  protected abstract readonly table: 'categories' | 'products';

  protected repo() {
    return currentManager().getRepository(this.entity);
  }

  findById(companyId: number, id: number): Promise<E | null> {
    return this.repo().findOneBy({ companyId: String(companyId), id: String(id) } as FindOptionsWhere<E>);
  }

  async nameTaken(companyId: number, name: string, exceptId: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM ${this.table} WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [companyId, name, exceptId]);
    return rows.length > 0;
  }

  save(row: DeepPartial<E>): Promise<E> {
    return this.repo().save(this.repo().create(row), { transaction: false });
  }

  async remove(companyId: number, id: number): Promise<void> {
    await sql(`DELETE FROM ${this.table} WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }
}
