import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, expr, int, select } from '../../../core/database/typed-select.js';

export type MovementType = 'PURCHASE_RECEIPT' | 'SALE' | 'SALE_RETURN' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'ADJUSTMENT' | 'OPENING';

/** One line a valued movement wrote: signed quantity and value, the balance it left and the cost correction it made. */
export interface ValuedMovementRow {
  productId: number;
  quantity: string;
  balance: string;
  value: string;
  costCorrection: string;
}

export interface ValuationRow {
  productId: number;
  productName: string;
  warehouseId: number;
  warehouseName: string;
  quantity: string;
  averageCost: string;
  value: string;
}

export interface StockRow {
  productId: string;
  productName: string;
  categoryName: string;
  warehouseId: string;
  warehouseName: string;
  quantity: string;
}

const l = columnsOf('stock_levels', 'l');
const m = columnsOf('stock_movements', 'm');
const productName = columnsOf('products', 'p').name;
const warehouseName = columnsOf('warehouses', 'w').name;
const LEVELS_FROM = `FROM stock_levels l
      JOIN products p ON p.company_id = l.company_id AND p.id = l.product_id
      JOIN categories c ON c.company_id = p.company_id AND c.id = p.category_id
      JOIN warehouses w ON w.company_id = l.company_id AND w.id = l.warehouse_id`;
const LEVELS = select<StockRow>({
  productId: l.product_id, productName, categoryName: columnsOf('categories', 'c').name, warehouseId: l.warehouse_id, warehouseName, quantity: l.quantity,
}, LEVELS_FROM);
const LEVEL_COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, LEVELS_FROM);
const MOVEMENTS_FROM = `FROM stock_movements m
      JOIN products p ON p.company_id = m.company_id AND p.id = m.product_id
      JOIN warehouses w ON w.company_id = m.company_id AND w.id = m.warehouse_id`;
const MOVEMENTS = select<{
  id: string; date: string; movementType: string; document: string | null; productId: string; productName: string; warehouseId: string;
  warehouseName: string; quantityIn: string; quantityOut: string; balance: string; note: string | null;
}>({
  id: m.id, date: expr<string>(`to_char(m.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`), movementType: m.movement_type,
  document: m.reference_number, productId: m.product_id, productName, warehouseId: m.warehouse_id, warehouseName,
  quantityIn: expr<string>('GREATEST(m.quantity, 0)::numeric(14,3)::text'), quantityOut: expr<string>('GREATEST(-m.quantity, 0)::numeric(14,3)::text'),
  balance: m.balance_after, note: m.note,
}, MOVEMENTS_FROM);
const MOVEMENT_COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, MOVEMENTS_FROM);
const ON_HAND = select<{ productId: number; quantity: string }>(
  { productId: int(l.product_id), quantity: l.quantity }, 'FROM stock_levels l WHERE l.company_id = $1 AND l.warehouse_id = $2',
);
// An aggregate: its row is named here.
const ISSUED_COST = select<{ productId: number; quantity: string; value: string }>({
  productId: int(m.product_id), quantity: expr<string>('(-sum(m.quantity))::text'), value: expr<string>('(-sum(m.value))::text'),
}, `FROM stock_movements m WHERE m.company_id = $1 AND m.movement_type = $2 AND m.reference_id = $3 AND m.quantity < 0
        GROUP BY m.product_id`);

export interface StockFilter {
  warehouseId?: number;
  productId?: number;
}

/** The WHERE of a stock list (levels `l` or movements `m`): the company, the chosen warehouse and product, the search over `searched`. */
function stockWhere(alias: 'l' | 'm', companyId: number, query: ListQuery, filter: StockFilter, searched: string[]): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const where = [`${alias}.company_id = $1`];
  if (filter.warehouseId) {
    params.push(filter.warehouseId);
    where.push(`${alias}.warehouse_id = $${params.length}`);
  }
  if (filter.productId) {
    params.push(filter.productId);
    where.push(`${alias}.product_id = $${params.length}`);
  }
  if (query.search) {
    params.push(likePattern(query.search));
    where.push(`(${searched.map((column) => `${column} ILIKE $${params.length}`).join(' OR ')})`);
  }
  return { where: `WHERE ${where.join(' AND ')}`, params };
}

const SORTABLE: Record<string, string> = { id: 'l.product_id', productName: 'lower(p.name)', quantity: 'l.quantity', warehouseName: 'lower(w.name)' };
export const STOCK_SORTABLE = Object.keys(SORTABLE);

/**
 * The stock valuation statement: today's from the kept levels, a past date's summed from the stock ledger. Exported for
 * bench/stock-valuation.mjs, which times the same text through a bare pg client.
 */
function buildValuationSql(current: boolean): string {
  const source = current
    ? `SELECT product_id, warehouse_id, quantity, stock_value AS value FROM stock_levels WHERE company_id = $1`
    : `SELECT product_id, warehouse_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_movements
        WHERE company_id = $1 AND movement_date <= $2::date GROUP BY product_id, warehouse_id`;
  return `SELECT v.product_id::int AS "productId", p.name AS "productName", v.warehouse_id::int AS "warehouseId", w.name AS "warehouseName",
            v.quantity::numeric(14,3)::text AS quantity, v.value::numeric(16,2)::text AS value,
            CASE WHEN v.quantity <> 0 THEN round(v.value / v.quantity, 2) ELSE 0 END::numeric(16,2)::text AS "averageCost"
       FROM (${source}) v
       JOIN products p ON p.company_id = $1 AND p.id = v.product_id
       JOIN warehouses w ON w.company_id = $1 AND w.id = v.warehouse_id
      WHERE v.quantity <> 0 OR v.value <> 0
      ORDER BY lower(p.name), v.product_id, lower(w.name), v.warehouse_id`;
}
const VALUATION_TODAY_SQL = buildValuationSql(true);
const VALUATION_PAST_SQL = buildValuationSql(false);
export const valuationSql = (current: boolean): string => (current ? VALUATION_TODAY_SQL : VALUATION_PAST_SQL);

@Injectable()
export class StockRepository {
  /**
   * Moves several products in one warehouse at once, at moving weighted average cost (issue 27), in two statements:
   *  1. the level rows are created or locked in ascending product order (two documents touching the same products lock
   *     them in the same order; concurrent sales of one product queue up and each sees what the previous one left);
   *  2. with the rows locked, each line's value is computed from the level it finds, the level updated and the ledger
   *     line written with the value it moved.
   * A line going in brings `value` (its cost; null: at the level's average, else at `fallbackUnitCost`). A line going
   * out leaves at the average (q > 0), or, below zero, at the last known cost; or at the `value` it names (opening stock
   * taken back out at exactly what it came in with). Goods coming into a level that is below
   * zero are valued at their own cost: what the units sold short were booked at is corrected (`costCorrection`, which
   * the caller posts to Cost of Goods Sold), so the level ends at exactly the new cost.
   */
  async moveValued(input: {
    companyId: number; warehouseId: number; date: string; type: MovementType; referenceId: number; userId: number | null;
    referenceNumber: string | null; note?: string | null;
    lines: { productId: number; delta: string; value: string | null; fallbackUnitCost: string | null }[];
  }): Promise<ValuedMovementRow[]> {
    const lines = [...input.lines].sort((a, b) => a.productId - b.productId);
    const products = lines.map((l) => l.productId);
    await sql(
      `INSERT INTO stock_levels AS l (company_id, product_id, warehouse_id, quantity)
       SELECT $1, t.product_id, $2, 0 FROM unnest($3::bigint[]) AS t(product_id) ORDER BY t.product_id
       ON CONFLICT (company_id, product_id, warehouse_id) DO UPDATE SET updated_at = now()`,
      [input.companyId, input.warehouseId, products],
    );
    const { rows } = await sql<ValuedMovementRow>(
      `WITH d AS (
         SELECT * FROM unnest($3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[]) AS t(product_id, dq, dv, fb)
       ), o AS (
         SELECT d.product_id, d.dq, d.dv, l.quantity AS q, l.stock_value AS v, l.unit_cost AS c,
                CASE WHEN l.unit_cost > 0 THEN l.unit_cost ELSE COALESCE(d.fb, 0) END AS kc
           FROM d JOIN stock_levels l ON l.company_id = $1 AND l.warehouse_id = $2 AND l.product_id = d.product_id
       ), i AS (
         SELECT o.*, CASE WHEN o.dq > 0 THEN COALESCE(o.dv, round(o.kc * o.dq, 2)) ELSE 0 END AS iv FROM o
       ), n AS (
         SELECT i.*,
                CASE WHEN i.dq < 0 AND i.dv IS NOT NULL THEN i.v - i.dv
                     WHEN i.dq > 0 AND i.q >= 0 THEN i.v + i.iv
                     WHEN i.dq > 0 THEN round(i.iv / i.dq * (i.q + i.dq), 2)
                     WHEN i.q > 0 AND i.q + i.dq >= 0 THEN i.v - round(i.v * (-i.dq) / i.q, 2)
                     ELSE round(i.kc * (i.q + i.dq), 2) END AS nv
           FROM i
       ), m AS (
         SELECT n.*,
                CASE WHEN n.dq > 0 AND n.q < 0 THEN n.v + n.iv - n.nv ELSE 0 END AS corr,
                CASE WHEN n.dq > 0 AND n.q < 0 THEN round(n.iv / n.dq, 6)
                     WHEN n.q + n.dq > 0 THEN round(n.nv / (n.q + n.dq), 6)
                     ELSE n.kc END AS nc
           FROM n
       ), u AS (
         UPDATE stock_levels l SET quantity = l.quantity + m.dq, stock_value = m.nv, unit_cost = m.nc, updated_at = now()
           FROM m WHERE l.company_id = $1 AND l.warehouse_id = $2 AND l.product_id = m.product_id
         RETURNING l.product_id, l.quantity
       )
       INSERT INTO stock_movements AS s (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, created_by,
                                         reference_number, note, value, cost_correction, movement_date)
       SELECT $1, m.product_id, $2, m.dq, u.quantity, $7, $8, $9, $10, $11, m.nv - m.v, m.corr, $12::date
         FROM m JOIN u ON u.product_id = m.product_id
        ORDER BY m.product_id
       RETURNING s.product_id::int AS "productId", s.quantity::text AS quantity, s.balance_after::text AS balance, s.value::text AS value,
                 s.cost_correction::text AS "costCorrection"`,
      [input.companyId, input.warehouseId, products, lines.map((l) => l.delta), lines.map((l) => l.value),
        lines.map((l) => l.fallbackUnitCost), input.type, input.referenceId, input.userId, input.referenceNumber, input.note ?? null,
        input.date],
    );
    return rows.sort((a, b) => a.productId - b.productId);
  }

  /** What a document took out, per product: quantity (positive) and value at cost (positive), e.g. a sale's goods. */
  async issuedCost(companyId: number, type: MovementType, referenceId: number): Promise<Map<number, { quantity: string; value: string }>> {
    const { rows } = await sql(ISSUED_COST, [companyId, type, referenceId]);
    return new Map(rows.map((r) => [r.productId, { quantity: r.quantity, value: r.value }]));
  }

  /**
   * Stock at cost per product and warehouse on a date: the sums of the movements booked up to that day (or the
   * levels themselves when the date is today or later, nothing being booked ahead). Rows with neither quantity nor value are left out.
   */
  async valuation(companyId: number, asOf: string, current: boolean): Promise<ValuationRow[]> {
    const { rows } = await sql<ValuationRow>(
      valuationSql(current),
      current ? [companyId] : [companyId, asOf],
    );
    return rows;
  }

  async list(companyId: number, query: ListQuery, filter: StockFilter): Promise<[StockRow[], number]> {
    const { where, params } = stockWhere('l', companyId, query, filter, ['p.name', 'w.name']);
    const total = (await sql(LEVEL_COUNT.and(where), params)).rows[0].n;
    const rows = (await sql(
      LEVELS.and(`${where}
        ORDER BY ${SORTABLE[query.sortBy] ?? 'l.product_id'} ${query.sortDirection}, l.product_id DESC, l.warehouse_id
        LIMIT ${query.size} OFFSET ${query.offset}`),
      params,
    )).rows;
    return [rows, total];
  }

  /** The stock ledger: every movement, newest first, with the balance it left. */
  async ledger(companyId: number, query: ListQuery, filter: StockFilter) {
    const { where, params } = stockWhere('m', companyId, query, filter, ['p.name', 'm.reference_number']);
    const total = (await sql(MOVEMENT_COUNT.and(where), params)).rows[0].n;
    const rows = (await sql(MOVEMENTS.and(`${where} ORDER BY m.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`), params)).rows;
    return [rows, total] as const;
  }

  /** productId -> on-hand quantity in one warehouse (the POS grid). */
  async onHand(companyId: number, warehouseId: number): Promise<{ productId: number; quantity: string }[]> {
    return (await sql(ON_HAND, [companyId, warehouseId])).rows;
  }
}
