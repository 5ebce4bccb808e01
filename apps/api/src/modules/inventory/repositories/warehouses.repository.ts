import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { columnsOf, expr, int, outerColumnsOf, select } from '../../../core/database/typed-select.js';
import type { WarehouseView } from '../dtos/warehouse.dtos.js';
import { WarehouseEntity } from '../entities/warehouse.entity.js';

const SORTABLE: Record<string, string> = { id: 'w.id', name: 'lower(w.name)', city: 'w.city', isDefault: 'w.is_default' };
export const WAREHOUSE_SORTABLE = Object.keys(SORTABLE);

const w = columnsOf('warehouses', 'w');
// The view itself: one entry per field, checked against the schema.
const WAREHOUSE = select<WarehouseView>({
  id: int(w.id), name: w.name, address: w.address, city: w.city, stateId: w.state_id, stateName: outerColumnsOf('states', 's').name,
  countryId: w.country_id, countryName: columnsOf('countries', 'c').name, pincode: w.pincode, isDefault: w.is_default, geoLocation: w.geo_location,
}, 'FROM warehouses w LEFT JOIN states s ON s.id = w.state_id JOIN countries c ON c.id = w.country_id');
const COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, 'FROM warehouses w');
const OPTIONS = select<{ id: number; name: string; isDefault: boolean }>(
  { id: int(w.id), name: w.name, isDefault: w.is_default },
  'FROM warehouses w WHERE w.company_id = $1 ORDER BY w.is_default DESC, lower(w.name), w.id',
);

@Injectable()
export class WarehousesRepository {
  private repo() {
    return currentManager().getRepository(WarehouseEntity);
  }

  /**
   * Serialises every change of a company's warehouses (transaction-scoped advisory lock), so
   * concurrent saves cannot both decide they are the first or both take the default flag.
   */
  async lockCompany(companyId: number): Promise<void> {
    await sql(`SELECT pg_advisory_xact_lock(hashtextextended('bizdesk:warehouses:' || $1::text, 0))`, [companyId]);
  }

  findById(companyId: number, id: number): Promise<WarehouseEntity | null> {
    return this.repo().findOneBy({ companyId: String(companyId), id: String(id) });
  }

  async findRow(companyId: number, id: number): Promise<WarehouseView | null> {
    return (await sql(WAREHOUSE.and('WHERE w.company_id = $1 AND w.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async defaultRow(companyId: number): Promise<WarehouseView | null> {
    return (await sql(WAREHOUSE.and('WHERE w.company_id = $1 AND w.is_default'), [companyId])).rows[0] ?? null;
  }

  async remove(companyId: number, id: number): Promise<void> {
    await sql(`DELETE FROM stock_levels WHERE company_id = $1 AND warehouse_id = $2 AND quantity = 0`, [companyId, id]);
    await sql(`DELETE FROM warehouses WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async count(companyId: number): Promise<number> {
    return (await sql(COUNT.and('WHERE w.company_id = $1'), [companyId])).rows[0].n;
  }

  async nameTaken(companyId: number, name: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM warehouses WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [companyId, name, exceptId])).rows.length > 0;
  }

  async clearDefault(companyId: number, exceptId: number): Promise<void> {
    await sql(`UPDATE warehouses SET is_default = false WHERE company_id = $1 AND is_default AND id <> $2`, [companyId, exceptId]);
  }

  async save(warehouse: Partial<WarehouseEntity>): Promise<number> {
    const saved = await this.repo().save(this.repo().create(warehouse), { transaction: false });
    return Number(saved.id);
  }

  async list(companyId: number, query: ListQuery): Promise<[WarehouseView[], number]> {
    const params: unknown[] = [companyId];
    let filter = 'w.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      filter += ' AND (w.name ILIKE $2 OR w.city ILIKE $2 OR w.address ILIKE $2)';
    }
    const total = (await sql(COUNT.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(
      WAREHOUSE.and(`WHERE ${filter} ORDER BY ${SORTABLE[query.sortBy] ?? 'w.id'} ${query.sortDirection}, w.id DESC LIMIT ${query.size} OFFSET ${query.offset}`),
      params,
    )).rows;
    return [rows, total];
  }

  async options(companyId: number): Promise<{ id: number; name: string; isDefault: boolean }[]> {
    return (await sql(OPTIONS, [companyId])).rows;
  }

  /** Activation: 'Main Warehouse' as the default, unless the company already has a warehouse. */
  async provisionDefault(manager: EntityManager, companyId: number): Promise<void> {
    await sql(
      `INSERT INTO warehouses (company_id, name, country_id, is_default)
       SELECT $1, 'Main Warehouse', 1, true
        WHERE NOT EXISTS (SELECT 1 FROM warehouses WHERE company_id = $1)
       ON CONFLICT DO NOTHING`,
      [companyId],
      manager,
    );
  }
}
