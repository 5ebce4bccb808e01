import { paiseToDecimalString } from '@bizdesk/shared';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

/**
 * Many parallel posts against the same accounts, over real HTTP connections: every one commits, nothing
 * is lost, and the ledger balances. Parallel edits of one record leave exactly one live journal.
 */
describe('ledger under concurrent posts', () => {
  let t: TestApp;
  let base: string;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
  });
  afterAll(async () => t.close());

  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method, headers: { ...a.headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { status: string; message: string; data: any } };
  };

  it('60 expenses and 60 incomes posted in parallel on the same accounts all commit and balance', async () => {
    const cash = await api.accountId('Cash');
    const bank = await api.accountId('Bank Account');
    const travel = await api.categoryId('expense', 'Travel');
    const interest = await api.categoryId('income', 'Bank Interest');
    const N = 60;
    const amounts = Array.from({ length: N }, (_, i) => 101 + i * 37); // paise
    const results = await Promise.all([
      ...amounts.map((p, i) => send('POST', '/api/erp/expense', {
        id: 0, expenseCategoryId: travel, title: `Parallel expense ${i}`, amount: paiseToDecimalString(p), expenseDate: '2026-11-15',
        paymentAccountId: i % 2 ? cash : bank,
      })),
      ...amounts.map((p, i) => send('POST', '/api/erp/income', {
        id: 0, incomeCategoryId: interest, title: `Parallel income ${i}`, amount: paiseToDecimalString(p * 2), incomeDate: '2026-11-15',
        receivedIntoAccountId: i % 2 ? cash : bank,
      })),
    ]);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual([]);
    expect(new Set(results.map((r) => r.body.data.groupTransactionId)).size).toBe(2 * N);

    const expenses = await api.get('/api/erp/expense?size=100').expect(200);
    const incomes = await api.get('/api/erp/income?size=100').expect(200);
    expect(expenses.body.data.totalRecords).toBe(N);
    expect(incomes.body.data.totalRecords).toBe(N);

    // The trigger-kept live counts (unfiltered list totals) agree with the rows.
    const runner = t.app.get((await import('../../src/core/tenancy/tenant-runner.js')).TenantRunner);
    const [counts] = await runner.runAsCompany(a.companyId, (m) => m.query(
      `SELECT (SELECT live::int FROM record_counts WHERE kind = 'EXPENSE') AS e, (SELECT live::int FROM record_counts WHERE kind = 'INCOME') AS i,
              (SELECT count(*)::int FROM expenses WHERE deleted_at IS NULL) AS ce, (SELECT count(*)::int FROM incomes WHERE deleted_at IS NULL) AS ci`));
    expect(counts).toEqual({ e: N, i: N, ce: N, ci: N });

    const tb = await api.trialBalance();
    expect(tb.balanced).toBe(true);
    const total = amounts.reduce((s, p) => s + p, 0);
    const row = (id: number) => tb.rows.find((r: { accountId: number }) => r.accountId === id);
    const net = (r: { closingDebit: string; closingCredit: string }) => Math.round(Number(r.closingDebit) * 100) - Math.round(Number(r.closingCredit) * 100);
    // Each side got half the rows: income (2p) in, expense (p) out.
    expect(net(row(cash)) + net(row(bank))).toBe(2 * total - total);
    expect(net(row(await api.accountId('Travel')))).toBe(total);
    expect(-net(row(await api.accountId('Other Income')))).toBe(2 * total);
  });

  it('parallel edits of one expense serialise: one live journal, every other reversed exactly once', async () => {
    const cash = await api.accountId('Cash');
    const rent = await api.categoryId('expense', 'Rent');
    const e = await api.expense({ expenseCategoryId: rent, title: 'Contended', amount: '100', expenseDate: '2026-11-16', paymentAccountId: cash });
    const edits = await Promise.all(Array.from({ length: 12 }, (_, i) => send('POST', '/api/erp/expense', {
      id: e.id, expenseCategoryId: rent, title: 'Contended', amount: `${200 + i}`, expenseDate: '2026-11-16', paymentAccountId: cash,
    })));
    expect(edits.filter((r) => r.status !== 200).map((r) => r.body.message)).toEqual([]);
    const final = (await api.get('/api/erp/expense?size=100').expect(200)).body.data.list.find((r: { id: number }) => r.id === e.id);
    const runner = t.app.get((await import('../../src/core/tenancy/tenant-runner.js')).TenantRunner);
    const [state] = await runner.runAsCompany(a.companyId, (m) => m.query(
      `SELECT count(*) FILTER (WHERE j.reverses_journal_id IS NULL AND NOT EXISTS (SELECT 1 FROM journals r WHERE r.reverses_journal_id = j.id))::int AS live,
              count(*) FILTER (WHERE j.reverses_journal_id IS NOT NULL)::int AS reversals,
              count(*)::int AS total,
              (SELECT sum(l.debit - l.credit) FROM journal_lines l JOIN journals jj ON jj.id = l.journal_id
                WHERE jj.reference_module = 'EXPENSE' AND jj.reference_id = $1 AND l.account_id = $2)::text AS cash_net
         FROM journals j WHERE j.reference_module = 'EXPENSE' AND j.reference_id = $1`, [e.id, cash]));
    expect(state).toEqual({ live: 1, reversals: 12, total: 25, cash_net: `-${final.amount}` });
    const history = await api.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${e.id}`).expect(200);
    expect(history.body.data).toHaveLength(13);
    expect((await api.trialBalance()).balanced).toBe(true);
  });

  it('locking a year while posts are in flight: each post either committed before the lock or was refused', async () => {
    const cash = await api.accountId('Cash');
    const rent = await api.categoryId('expense', 'Rent');
    const years = (await api.get('/api/erp/financial-year').expect(200)).body.data.list;
    const fy = years.find((y: { name: string }) => y.name === 'FY 2026-27');
    const posts = Array.from({ length: 30 }, (_, i) => send('POST', '/api/erp/expense', {
      id: 0, expenseCategoryId: rent, title: `Race ${i}`, amount: '10', expenseDate: '2026-11-20', paymentAccountId: cash,
    }));
    const lock = send('POST', '/api/erp/financial-year', { ...fy, isLocked: true });
    const results = await Promise.all(posts);
    expect((await lock).status).toBe(200);
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409);
    expect(ok + refused.length).toBe(30);
    refused.forEach((r) => expect(r.body.message).toMatch(/FY 2026-27 .* is locked/));
    const listed = (await api.get(`/api/erp/expense?q=${encodeURIComponent(JSON.stringify({ search: 'Race', size: 100 }))}`).expect(200)).body.data.totalRecords;
    expect(listed).toBe(ok);
    await send('POST', '/api/erp/financial-year', { ...fy, isLocked: false });
    expect((await api.trialBalance()).balanced).toBe(true);
  });
});
