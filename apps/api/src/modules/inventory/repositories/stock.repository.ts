import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';

export type MovementType = 'PURCHASE_RECEIPT' | 'SALE' | 'SALE_RETURN' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'ADJUSTMENT';

export interface StockRow {
  productId: string;
  productName: string;
  categoryName: string;
  warehouseId: string;
  warehouseName: string;
  quantity: string;
}

const SORTABLE: Record<string, string> = { id: 'l.product_id', productName: 'lower(p.name)', quantity: 'l.quantity', warehouseName: 'lower(w.name)' };
export const STOCK_SORTABLE = Object.keys(SORTABLE);

@Injectable()
export class StockRepository {
  /**
   * Adds `delta` (a signed decimal string) to the on-hand quantity and writes the ledger line.
   * The upsert takes the row lock, so concurrent sales of one product queue up and each sees the
   * balance the previous one left.
   */
  async move(input: {
    companyId: number; productId: number; warehouseId: number; delta: string; type: MovementType; referenceId: number; userId: number | null;
    referenceNumber: string | null; note?: string | null;
  }): Promise<string> {
    const { rows } = await sql<{ quantity: string }>(
      `INSERT INTO stock_levels (company_id, product_id, warehouse_id, quantity) VALUES ($1, $2, $3, $4::numeric)
       ON CONFLICT (company_id, product_id, warehouse_id)
       DO UPDATE SET quantity = stock_levels.quantity + EXCLUDED.quantity, updated_at = now()
       RETURNING quantity`,
      [input.companyId, input.productId, input.warehouseId, input.delta],
    );
    const balance = rows[0].quantity;
    await sql(
      `INSERT INTO stock_movements (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, created_by,
         reference_number, note)
       VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7, $8, $9, $10)`,
      [input.companyId, input.productId, input.warehouseId, input.delta, balance, input.type, input.referenceId, input.userId,
        input.referenceNumber, input.note ?? null],
    );
    return balance;
  }

  async list(companyId: number, query: ListQuery, filter: { warehouseId?: number; productId?: number }): Promise<[StockRow[], number]> {
    const params: unknown[] = [companyId];
    const where = ['l.company_id = $1'];
    if (filter.warehouseId) {
      params.push(filter.warehouseId);
      where.push(`l.warehouse_id = $${params.length}`);
    }
    if (filter.productId) {
      params.push(filter.productId);
      where.push(`l.product_id = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(p.name ILIKE $${params.length} OR w.name ILIKE $${params.length})`);
    }
    const from = `FROM stock_levels l
      JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
      JOIN categories c ON c.company_id = p.company_id AND c.id = p.category_id
      JOIN warehouses w ON w.company_id = l.company_id AND w.id = l.warehouse_id
     WHERE ${where.join(' AND ')}`;
    const total = (await sql<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
    const rows = (await sql<StockRow>(
      `SELECT l.product_id AS "productId", p.name AS "productName", c.name AS "categoryName", l.warehouse_id AS "warehouseId",
              w.name AS "warehouseName", l.quantity
         ${from}
        ORDER BY ${SORTABLE[query.sortBy] ?? 'l.product_id'} ${query.sortDirection}, l.product_id DESC, l.warehouse_id
        LIMIT ${query.size} OFFSET ${query.offset}`,
      params,
    )).rows;
    return [rows, total];
  }

  /** The stock ledger: every movement, newest first, with the balance it left. */
  async ledger(companyId: number, query: ListQuery, filter: { warehouseId?: number; productId?: number }) {
    const params: unknown[] = [companyId];
    const where = ['m.company_id = $1'];
    if (filter.warehouseId) {
      params.push(filter.warehouseId);
      where.push(`m.warehouse_id = $${params.length}`);
    }
    if (filter.productId) {
      params.push(filter.productId);
      where.push(`m.product_id = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(p.name ILIKE $${params.length} OR m.reference_number ILIKE $${params.length})`);
    }
    const from = `FROM stock_movements m
      JOIN products p ON p.company_id = m.company_id AND p.id = m.product_id
      JOIN warehouses w ON w.company_id = m.company_id AND w.id = m.warehouse_id
     WHERE ${where.join(' AND ')}`;
    const total = (await sql<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
    const rows = (await sql<{
      id: string; date: string; movementType: string; document: string | null; productId: string; productName: string; warehouseId: string;
      warehouseName: string; quantityIn: string; quantityOut: string; balance: string; note: string | null;
    }>(
      `SELECT m.id, to_char(m.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS date, m.movement_type AS "movementType",
              m.reference_number AS document, m.product_id AS "productId", p.name AS "productName", m.warehouse_id AS "warehouseId",
              w.name AS "warehouseName", GREATEST(m.quantity, 0)::numeric(14,3)::text AS "quantityIn",
              GREATEST(-m.quantity, 0)::numeric(14,3)::text AS "quantityOut", m.balance_after AS balance, m.note
         ${from} ORDER BY m.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`,
      params,
    )).rows;
    return [rows, total] as const;
  }

  /** productId -> on-hand quantity in one warehouse (the POS grid). */
  async onHand(companyId: number, warehouseId: number): Promise<{ productId: number; quantity: string }[]> {
    const { rows } = await sql<{ productId: string; quantity: string }>(
      `SELECT product_id AS "productId", quantity FROM stock_levels WHERE company_id = $1 AND warehouse_id = $2`,
      [companyId, warehouseId],
    );
    return rows.map((r) => ({ productId: Number(r.productId), quantity: r.quantity }));
  }
}
