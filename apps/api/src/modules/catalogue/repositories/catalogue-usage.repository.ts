import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

const count = async (query: string, companyId: number, id: number) => (await sql<{ n: number }>(query, [companyId, id])).rows[0].n;

/** Catalogue rows that point at a catalogue record (the deletion guard's counts). */
@Injectable()
export class CatalogueUsageRepository {
  productsInCategory(companyId: number, categoryId: number): Promise<number> {
    return count(`SELECT count(*)::int AS n FROM products WHERE company_id = $1 AND category_id = $2`, companyId, categoryId);
  }
}
