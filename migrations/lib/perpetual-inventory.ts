import type { QueryRunner } from 'typeorm';

/** Tables the move to perpetual inventory reads or writes across companies (row-level security lifted for the migration only). */
export const PERPETUAL_TABLES = [
  'coa_accounts', 'journals', 'journal_lines', 'stock_levels', 'stock_movements', 'purchase_orders', 'purchase_order_items', 'products',
  'financial_years',
];

/** The four accounts every company gets (system codes as in apps/api/src/modules/accounting/services/default-chart.ts). */
export const STOCK_BOOK_ACCOUNTS = [
  { code: 'STOCK', name: 'Stock in Hand', subType: 'STOCK', type: 'ASSET' },
  { code: 'COGS', name: 'Cost of Goods Sold', subType: 'COST_OF_GOODS_SOLD', type: 'EXPENSE' },
  { code: 'STOCK_ADJUSTMENTS', name: 'Stock Adjustments', subType: 'COST_OF_GOODS_SOLD', type: 'EXPENSE' },
  { code: 'OPENING_BALANCE_EQUITY', name: 'Opening Balance Equity', subType: 'OWNER_CAPITAL', type: 'EQUITY' },
] as const;

/**
 * Gives every company that has a chart of accounts the four stock-book accounts. An account the company
 * already created under the same name and the same subtype becomes the system account; under another
 * subtype the system account is created as "<name> (system)".
 */
export async function ensureStockBookAccounts(q: QueryRunner): Promise<void> {
  for (const a of STOCK_BOOK_ACCOUNTS) {
    await q.query(
      `UPDATE coa_accounts c SET system_code = $1
         WHERE c.system_code IS NULL AND lower(c.name) = lower($2) AND c.account_sub_type = $3
           AND NOT EXISTS (SELECT 1 FROM coa_accounts s WHERE s.company_id = c.company_id AND s.system_code = $1)`,
      [a.code, a.name, a.subType],
    );
    await q.query(
      `INSERT INTO coa_accounts (company_id, name, account_type, account_sub_type, system_code)
       SELECT DISTINCT c.company_id,
              CASE WHEN EXISTS (SELECT 1 FROM coa_accounts n WHERE n.company_id = c.company_id AND lower(n.name) = lower($2))
                   THEN $2 || ' (system)' ELSE $2 END,
              $4, $3, $1
         FROM coa_accounts c
        WHERE NOT EXISTS (SELECT 1 FROM coa_accounts s WHERE s.company_id = c.company_id AND s.system_code = $1)
       ON CONFLICT DO NOTHING`,
      [a.code, a.name, a.subType, a.type],
    );
  }
}

/**
 * Moves companies booked under periodic inventory (every receipt debited to "Purchases", no cost with sales)
 * to perpetual inventory with ONE dated correcting journal per company, `date` (yyyy-MM-dd):
 *  - each product and warehouse's stock on hand is valued at the weighted average taxable rate of the company's
 *    received purchase orders for that product (the product's purchase price when it never came in on one);
 *    stock_levels gets that value and average, and a REVALUATION stock movement (quantity 0) carries the value
 *    into the stock ledger dated `date`, so the valuation and the Stock in Hand account agree on every date;
 *  - the journal credits "Purchases" with what receipts ever debited to it (the old postings), debits
 *    "Stock in Hand" with the value on the shelf and "Cost of Goods Sold" with the difference (the goods that
 *    left: sold, lost or consumed), with the reason in its narration.
 * A company whose `date` falls in a locked financial year keeps its books as they are (its revaluation is
 * skipped, so valuation and Stock in Hand still agree at zero) and is listed in the answer.
 * Idempotent: a company that already has a STOCK_MIGRATION journal is left alone.
 */
export async function moveToPerpetualInventory(q: QueryRunner, date: string): Promise<{ migrated: number[]; skippedLocked: number[] }> {
  const companies: { company_id: string }[] = await q.query(
    `SELECT DISTINCT company_id FROM (
        SELECT company_id FROM stock_levels WHERE quantity <> 0
        UNION SELECT l.company_id FROM journal_lines l JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
               JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
              WHERE a.system_code = 'PURCHASES' AND j.reference_module = 'PURCHASE') x
      WHERE NOT EXISTS (SELECT 1 FROM journals j WHERE j.company_id = x.company_id AND j.reference_module = 'STOCK_MIGRATION')
      ORDER BY company_id`,
  );
  const migrated: number[] = [];
  const skippedLocked: number[] = [];
  for (const { company_id: companyId } of companies) {
    const locked: unknown[] = await q.query(
      `SELECT 1 FROM financial_years WHERE company_id = $1 AND is_locked AND $2::date BETWEEN start_date AND end_date`, [companyId, date],
    );
    if (locked.length > 0) {
      skippedLocked.push(Number(companyId));
      continue;
    }
    // Weighted average receipt rate per product (taxable value / quantity of received orders), else the purchase price.
    await q.query(
      `WITH rate AS (
         SELECT i.product_id, sum(i.taxable_amount) / NULLIF(sum(i.quantity), 0) AS unit_cost
           FROM purchase_order_items i JOIN purchase_orders o ON o.company_id = i.company_id AND o.id = i.purchase_order_id
          WHERE i.company_id = $1 AND o.is_locked
          GROUP BY i.product_id)
       UPDATE stock_levels l
          SET unit_cost = round(COALESCE(r.unit_cost, p.pp, 0), 6),
              stock_value = round(l.quantity * COALESCE(r.unit_cost, p.pp, 0), 2)
         FROM products p LEFT JOIN rate r ON r.product_id = p.id
        WHERE l.company_id = $1 AND p.company_id = l.company_id AND p.id = l.product_id`,
      [companyId],
    );
    await q.query(
      `INSERT INTO stock_movements (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id,
                                   reference_number, note, value, movement_date)
       SELECT company_id, product_id, warehouse_id, 0, quantity, 'REVALUATION', company_id, 'OPENING-VALUE',
              'Stock on hand valued when the books moved to perpetual inventory', stock_value, $2::date
         FROM stock_levels WHERE company_id = $1 AND stock_value <> 0`,
      [companyId, date],
    );
    const [{ stock, purchases }]: { stock: string; purchases: string }[] = await q.query(
      `SELECT (SELECT COALESCE(sum(stock_value), 0) FROM stock_levels WHERE company_id = $1)::numeric(16,2)::text AS stock,
              (SELECT COALESCE(sum(l.debit - l.credit), 0) FROM journal_lines l
                 JOIN journals j ON j.company_id = l.company_id AND j.id = l.journal_id
                 JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
                WHERE l.company_id = $1 AND a.system_code = 'PURCHASES' AND j.reference_module = 'PURCHASE')::numeric(16,2)::text AS purchases`,
      [companyId],
    );
    const stockValue = Number(stock);
    const purchased = Number(purchases);
    if (stockValue === 0 && purchased === 0) continue;
    const ids = new Map<string, string>(
      ((await q.query(
        `SELECT system_code, id FROM coa_accounts WHERE company_id = $1 AND system_code IN ('STOCK', 'COGS', 'PURCHASES')`, [companyId],
      )) as { system_code: string; id: string }[]).map((r) => [r.system_code, r.id]),
    );
    const [journal]: { id: string }[] = await q.query(
      `INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id)
       VALUES ($1, 'GT' || lpad(nextval('journal_group_seq')::text, 10, '0'), $2::date, $3, 'STOCK_MIGRATION', $1) RETURNING id`,
      [companyId, date,
        `Move to perpetual inventory: receipts booked to Purchases (${purchases}) reclassified as Stock in Hand (${stock} on hand, ` +
        'valued at the average receipt rate) and Cost of Goods Sold (the rest: goods sold, lost or used before this date)'],
    );
    // Signed amounts (positive: debit) in exact numeric arithmetic in SQL.
    await q.query(
      `INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
       SELECT $1, $2, t.account_id, $3::date, GREATEST(t.amount, 0), GREATEST(-t.amount, 0)
         FROM (VALUES ($4::bigint, $7::numeric), ($5::bigint, -$8::numeric), ($6::bigint, $8::numeric - $7::numeric)) AS t(account_id, amount)
        WHERE t.amount <> 0`,
      [companyId, journal.id, date, ids.get('STOCK'), ids.get('PURCHASES'), ids.get('COGS'), stock, purchases],
    );
    migrated.push(Number(companyId));
  }
  // The balance checks run now (not at commit): every journal written here balances, and the tables can be altered again.
  await q.query(`SET CONSTRAINTS ALL IMMEDIATE`);
  return { migrated, skippedLocked };
}
