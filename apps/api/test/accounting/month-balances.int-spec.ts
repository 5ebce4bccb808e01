import { ReportsRepository } from '../../src/modules/accounting/repositories/reports.repository.js';
import { activeCompany } from '../support/identity.js';
import { ownerQuery } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi, asCompany } from './support.js';

/**
 * Issue 32 item 1: account_month_balances (kept at commit by the ledger's triggers, migration 1769300000000) always
 * equals the sums of journal_lines per account and month, to the paisa, whatever wrote the lines; no pending row
 * outlives its transaction; and the reports built on it agree with sums taken straight from the lines.
 */
describe('account month balances', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let bank: number;
  let rent: number;
  let travel: number;

  beforeAll(async () => {
    t = await startTestApp();
    c = await activeCompany(t.http);
    api = accountingApi(t.http, c);
    cash = await api.accountId('Cash');
    bank = await api.accountId('Bank Account');
    rent = await api.categoryId('expense', 'Rent');
    travel = await api.categoryId('expense', 'Travel');
  });
  afterAll(async () => t.close());

  /** Month rows that differ from a recomputation from the lines (either side missing counts), and pending leftovers. */
  async function drift(companyId = c.companyId) {
    const rows = await ownerQuery(t.db, `
      WITH kept AS (SELECT account_id, month, debit, credit, lines FROM account_month_balances WHERE company_id = $1),
           recomputed AS (
             SELECT account_id, date_trunc('month', transaction_date)::date AS month, sum(debit) AS debit, sum(credit) AS credit, count(*) AS lines
               FROM journal_lines WHERE company_id = $1 GROUP BY 1, 2)
      SELECT COALESCE(k.account_id, r.account_id)::int AS account, to_char(COALESCE(k.month, r.month), 'YYYY-MM') AS month,
             k.debit::text AS kept_debit, r.debit::text AS debit, k.credit::text AS kept_credit, r.credit::text AS credit,
             k.lines::int AS kept_lines, r.lines::int AS lines
        FROM kept k FULL JOIN recomputed r ON r.account_id = k.account_id AND r.month = k.month
       WHERE k.debit IS DISTINCT FROM r.debit OR k.credit IS DISTINCT FROM r.credit OR k.lines IS DISTINCT FROM r.lines`, [companyId]);
    const [pending] = await ownerQuery(t.db, `SELECT count(*)::int AS n FROM account_month_pending`);
    return { rows, pending: pending.n };
  }
  const months = async () =>
    (await ownerQuery(t.db, `SELECT count(*)::int AS n FROM account_month_balances WHERE company_id = $1`, [c.companyId]))[0].n as number;

  it('follows inserts, concurrent posts on the same months, edits that move an expense across months, and deletes', async () => {
    const body = (over: Record<string, unknown> = {}) =>
      ({ expenseCategoryId: rent, title: 'Shop rent', amount: '12345.67', expenseDate: '2026-05-10', paymentAccountId: cash, ...over });
    // Ten at once on the same two (account, month) rows, half paid in cash and half by bank, in two months.
    await Promise.all(Array.from({ length: 10 }, (_, i) =>
      api.expense(body({ amount: `${100 + i}.0${i}`, paymentAccountId: i % 2 ? bank : cash, expenseDate: i % 3 ? '2026-05-10' : '2026-06-01' }))));
    await api.income({ incomeCategoryId: await api.categoryId('income', 'Bank Interest'), title: 'Interest', amount: '0.01', incomeDate: '2026-05-31', receivedIntoAccountId: bank });
    expect(await drift()).toEqual({ rows: [], pending: 0 });

    const e = await api.expense(body());
    // Edited: another amount, another head, another month, paid by bank (a reversal and a new journal).
    await api.expense(body({ id: e.id, amount: '99.99', expenseCategoryId: travel, expenseDate: '2026-07-31', paymentAccountId: bank }));
    expect(await drift()).toEqual({ rows: [], pending: 0 });
    await api.del(`/api/erp/expense?id=${e.id}`).expect(200);
    expect(await drift()).toEqual({ rows: [], pending: 0 });
    expect(await months()).toBeGreaterThanOrEqual(6);

    // A refused post (bad payment account) leaves no pending row and no month row change behind.
    const before = await ownerQuery(t.db, `SELECT account_id, month, debit::text, credit::text, lines FROM account_month_balances WHERE company_id = $1 ORDER BY 1, 2`, [c.companyId]);
    await api.post('/api/erp/expense', { id: 0, ...body({ paymentAccountId: 999999999 }) }).expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    expect(await ownerQuery(t.db, `SELECT account_id, month, debit::text, credit::text, lines FROM account_month_balances WHERE company_id = $1 ORDER BY 1, 2`, [c.companyId])).toEqual(before);
    expect(await drift()).toEqual({ rows: [], pending: 0 });
  });

  it('follows opening balances, a locked year refusing a post, and unlocking it', async () => {
    const capital = await api.accountId("Owner's Capital");
    await t.http.put('/api/erp/opening-balance').set(c.headers)
      .send({ accounts: [{ accountId: cash, debit: '25,000.50' }, { accountId: bank, debit: '1,00,000' }, { accountId: capital, credit: '50,000' }] })
      .expect(200);
    expect(await drift()).toEqual({ rows: [], pending: 0 });
    // Replaced: the old opening journal is reversed, the new one posted.
    await t.http.put('/api/erp/opening-balance').set(c.headers).send({ accounts: [{ accountId: cash, debit: '10,000' }] }).expect(200);
    expect(await drift()).toEqual({ rows: [], pending: 0 });

    const year = { id: 0, name: 'FY 2025-26', startDate: '2025-04-01', endDate: '2026-03-31', isActive: false };
    const created = await api.post('/api/erp/financial-year', year).expect(200);
    const old = created.body.data.id;
    await api.expense({ expenseCategoryId: rent, title: 'March rent', amount: '1000', expenseDate: '2026-03-05', paymentAccountId: cash });
    await api.post('/api/erp/financial-year', { ...year, id: old, isLocked: true }).expect(200);
    await api.post('/api/erp/expense', { id: 0, expenseCategoryId: rent, title: 'Late bill', amount: '10', expenseDate: '2026-03-31', paymentAccountId: cash }).expect(409);
    expect(await drift()).toEqual({ rows: [], pending: 0 });
    await api.post('/api/erp/financial-year', { ...year, id: old, isLocked: false }).expect(200);
    await api.expense({ expenseCategoryId: rent, title: 'Late bill', amount: '10', expenseDate: '2026-03-31', paymentAccountId: cash });
    expect(await drift()).toEqual({ rows: [], pending: 0 });
  });

  it('reports agree with sums taken straight from the lines, for ranges on and off month boundaries', async () => {
    const straight = async (from: string, to: string) => {
      const [r] = await ownerQuery(t.db, `SELECT COALESCE(sum(debit) FILTER (WHERE transaction_date >= $3), 0)::text AS debit,
          COALESCE(sum(credit) FILTER (WHERE transaction_date >= $3), 0)::text AS credit,
          COALESCE(sum(debit - credit) FILTER (WHERE transaction_date < $3), 0)::text AS opening,
          count(*) FILTER (WHERE transaction_date >= $3)::int AS n
        FROM journal_lines WHERE company_id = $1 AND account_id = $2 AND transaction_date <= $4`, [c.companyId, cash, from, to]);
      return r;
    };
    for (const [from, to] of [['2026-04-01', '2027-03-31'], ['2026-05-10', '2026-06-01'], ['2026-05-11', '2026-05-31'], ['2026-03-06', '2026-07-30'], ['2000-01-01', '2099-12-31']]) {
      const want = await straight(from, to);
      const tb = await api.trialBalance(from, to);
      const row = tb.rows.find((x: { accountId: number }) => x.accountId === cash) ?? { debit: '0.00', credit: '0.00', opening: '0.00' };
      expect({ range: [from, to], debit: row.debit, credit: row.credit, opening: row.opening })
        .toEqual({ range: [from, to], debit: Number(want.debit).toFixed(2), credit: Number(want.credit).toFixed(2), opening: Number(want.opening).toFixed(2) });
      expect(tb.balanced).toBe(true);
      const ledger = (await api.get(`/api/erp/account/reports/ledger?accountId=${cash}&fromDate=${from}&toDate=${to}&q=${encodeURIComponent('{"page":1,"size":3}')}`).expect(200)).body.data;
      expect(ledger.totalRecords).toBe(want.n);
      expect(ledger.totals).toEqual({ debit: Number(want.debit).toFixed(2), credit: Number(want.credit).toFixed(2) });
      // The running balance of the page's first entry: opening plus every entry of the range before it and itself.
      const lines = await ownerQuery<{ net: string }>(t.db, `SELECT debit - credit AS net FROM journal_lines WHERE company_id = $1 AND account_id = $2
        AND transaction_date BETWEEN $3 AND $4 ORDER BY transaction_date, id LIMIT 4`, [c.companyId, cash, from, to]);
      if (lines.length === 4) {
        const expected = lines.reduce((s, l) => s + Math.round(Number(l.net) * 100), Math.round(Number(want.opening) * 100));
        const first = ledger.entries[0];
        expect((first.side === 'Cr' ? -1 : 1) * Math.round(Number(first.balance) * 100)).toBe(expected);
      }
    }
  });

  it("the dashboard's six-month trend equals the income and expense lines summed per month", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await api.expense({ expenseCategoryId: travel, title: 'Taxi', amount: '432.10', expenseDate: today, paymentAccountId: cash });
    await api.income({ incomeCategoryId: await api.categoryId('income', 'Bank Interest'), title: 'Interest', amount: '12.34', incomeDate: today, receivedIntoAccountId: bank });
    const dashboard = (await api.get('/api/erp/account/dashboard').expect(200)).body.data;
    const from = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 5, 1)).toISOString().slice(0, 10);
    const want = await ownerQuery(t.db, `SELECT to_char(date_trunc('month', l.transaction_date), 'YYYY-MM') AS month,
        COALESCE(sum(l.credit - l.debit) FILTER (WHERE a.account_type = 'INCOME'), 0)::text AS income,
        COALESCE(sum(l.debit - l.credit) FILTER (WHERE a.account_type = 'EXPENSE'), 0)::text AS expense
      FROM journal_lines l JOIN coa_accounts a ON a.company_id = l.company_id AND a.id = l.account_id
     WHERE l.company_id = $1 AND l.transaction_date BETWEEN $2::date AND $3::date AND a.account_type IN ('INCOME', 'EXPENSE')
     GROUP BY 1 ORDER BY 1`, [c.companyId, from, dashboard.month.endDate]);
    expect(want.length).toBeGreaterThan(0);
    expect(dashboard.trend).toEqual(want);
  });

  it('a report read inside a posting transaction already counts that transaction\'s lines', async () => {
    const inside = await asCompany(t.app, c.companyId, async (j) => {
      await j.post({
        date: '2026-08-15', remark: 'Same-transaction read', referenceModule: 'MANUAL', referenceId: 1,
        lines: [{ accountId: cash, debitPaise: 123, creditPaise: 0 }, { accountId: bank, debitPaise: 0, creditPaise: 123 }],
      });
      const rows = await t.app.get(ReportsRepository).balances(c.companyId, '2026-08-01', '2026-08-31');
      return rows.find((r) => Number(r.id) === cash)?.period_debit;
    });
    expect(inside).toBe('1.23');
    expect(await drift()).toEqual({ rows: [], pending: 0 });
  });
});
