import pg from 'pg';
import type { QueryRunner } from 'typeorm';
import { parsePaise } from '@bizdesk/shared';
import { moveToPerpetualInventory, PERPETUAL_TABLES } from '../../../../migrations/lib/perpetual-inventory.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GSTINS, journalOf, trade } from './trade-fixtures.js';

/**
 * Issue 27 item 3: a company booked the old way (receipts debited to "Purchases", sales without their cost,
 * stock without value) moves to perpetual inventory with one dated correcting journal.
 */
describe('moving a company booked under periodic inventory (migration)', () => {
  let t: TestApp;
  let owner: pg.Client;
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp();
    owner = new pg.Client({ connectionString: t.endpoints.ownerUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await owner.end();
    await t.close();
  });

  const runner = { query: async (text: string, params?: unknown[]) => (await owner.query(text, params)).rows } as unknown as QueryRunner;

  /** Rewrites a company's books to what the code before issue 27 wrote (as the owner, the ledger's guards off). */
  async function makeOldStyle(companyId: number) {
    await owner.query('BEGIN');
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} NO FORCE ROW LEVEL SECURITY`);
    await owner.query(`ALTER TABLE journal_lines DISABLE TRIGGER USER`);
    await owner.query(
      `UPDATE journal_lines l SET account_id = (SELECT id FROM coa_accounts WHERE company_id = $1 AND system_code = 'PURCHASES')
         FROM coa_accounts a WHERE l.company_id = $1 AND a.id = l.account_id AND a.system_code = 'STOCK'
          AND l.journal_id IN (SELECT id FROM journals WHERE company_id = $1 AND reference_module = 'PURCHASE')`,
      [companyId],
    );
    await owner.query(
      `DELETE FROM journal_lines l USING coa_accounts a WHERE l.company_id = $1 AND a.id = l.account_id AND a.system_code IN ('STOCK', 'COGS')`,
      [companyId],
    );
    await owner.query(`ALTER TABLE journal_lines ENABLE TRIGGER USER`);
    await owner.query(`UPDATE stock_movements SET value = 0, cost_correction = 0 WHERE company_id = $1`, [companyId]);
    await owner.query(`UPDATE stock_levels SET stock_value = 0, unit_cost = 0 WHERE company_id = $1`, [companyId]);
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} FORCE ROW LEVEL SECURITY`);
    await owner.query('COMMIT');
  }

  it('posts one correcting journal with its reason; the trial balance balances and the valuation equals Stock in Hand', async () => {
    const s = await activeCompany(t.http);
    const untouched = await activeCompany(t.http);
    const api = trade(t.http, s);
    const supplier = (await api.supplier({ stateId: 27, gstin: GSTINS.MH })).id;
    const cat = (await api.category({ taxPercent: 18 })).id;
    const tv = (await api.product(cat, { name: 'LED TV', pp: '20000', sp: '26000', mrp: '30000' })).id;
    const cable = (await api.product(cat, { name: 'HDMI Cable', pp: '150', sp: '300', mrp: '400' })).id;
    const main = await api.defaultWarehouseId();
    const godown = (await api.warehouse({ name: 'Godown' })).id;
    await api.stockIn(supplier, [{ productId: tv, quantity: 3, rate: '20000' }, { productId: cable, quantity: 40, rate: '150' }]);
    await api.stockIn(supplier, [{ productId: tv, quantity: 1, rate: '21000' }], godown);
    await api.post('/api/erp/sale-invoice', { items: [{ productId: tv, quantity: 2 }, { productId: cable, quantity: 10 }] });
    await makeOldStyle(s.companyId);

    const before = await api.get(`/api/erp/account/reports/profit-and-loss?fromDate=${today}&toDate=${today}`);
    expect(before.expenses.lines.find((l: { name: string }) => l.name === 'Purchases').amount).toBe('87000.00');

    await owner.query('BEGIN');
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} NO FORCE ROW LEVEL SECURITY`);
    const result = await moveToPerpetualInventory(runner, today);
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} FORCE ROW LEVEL SECURITY`);
    await owner.query('COMMIT');
    expect(result.migrated).toEqual([s.companyId]);
    expect(result.migrated).not.toContain(untouched.companyId);

    // TVs: 4 received for 81,000 (average 20,250), 2 left: 40,500. Cables: 30 left at 150: 4,500. On hand 45,000.
    const journal = await journalOf(t.app, s.companyId, 'STOCK_MIGRATION', s.companyId);
    expect(journal).toEqual({
      STOCK: { debit: '45000.00', credit: '0.00' }, PURCHASES: { debit: '0.00', credit: '87000.00' }, COGS: { debit: '42000.00', credit: '0.00' },
    });
    const tb = await api.get(`/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${today}`);
    expect(tb.balanced).toBe(true);
    const stock = tb.rows.find((r: { accountSubType: string }) => r.accountSubType === 'STOCK');
    const valuation = await api.get(`/api/erp/stock/valuation?asOf=${today}`);
    expect(valuation.totalValue).toBe('45000.00');
    expect(parsePaise(stock.closingDebit)).toBe(parsePaise(valuation.totalValue));
    const pl = await api.get(`/api/erp/account/reports/profit-and-loss?fromDate=${today}&toDate=${today}`);
    expect(pl.costOfGoodsSold.total).toBe('42000.00');
    expect(pl.expenses.lines.find((l: { name: string }) => l.name === 'Purchases')).toBeUndefined();
    const remark = (await owner.query(`SELECT remark FROM journals WHERE company_id = $1 AND reference_module = 'STOCK_MIGRATION'`, [s.companyId])).rows[0].remark;
    expect(remark).toMatch(/^Move to perpetual inventory: receipts booked to Purchases \(87000\.00\) reclassified as Stock in Hand \(45000\.00/);

    // Trading goes on at the migrated average: the next sale of a TV from the main warehouse costs 20,250.
    const sale = await api.post('/api/erp/sale-invoice', { items: [{ productId: tv, quantity: 1 }] });
    expect((await journalOf(t.app, s.companyId, 'SALE', sale.id)).COGS.debit).toBe('20250.00');
    // Run again: nothing more is posted.
    await owner.query('BEGIN');
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} NO FORCE ROW LEVEL SECURITY`);
    expect((await moveToPerpetualInventory(runner, today)).migrated).toEqual([]);
    for (const tbl of PERPETUAL_TABLES) await owner.query(`ALTER TABLE ${tbl} FORCE ROW LEVEL SECURITY`);
    await owner.query('COMMIT');
  });
});
