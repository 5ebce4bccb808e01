import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from '../accounting/support.js';

/**
 * Issue 17 item 6: report totals are exact decimals end to end. 1,000 expenses of the largest amount
 * (999,999,999,999.99 rupees) total 999,999,999,999,990.00: past Number.MAX_SAFE_INTEGER in paise.
 */
describe('exact report totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('1,000 expenses of the maximum amount give exact totals in every report', async () => {
    const c = await activeCompany(t.http);
    const api = accountingApi(t.http, c);
    const cash = await api.accountId('Cash');
    const travel = await api.categoryId('expense', 'Travel');
    const body = { expenseCategoryId: travel, title: 'Charter', amount: '999999999999.99', expenseDate: '2026-06-15', paymentAccountId: cash };
    for (let i = 0; i < 1000; i += 10) {
      await Promise.all(Array.from({ length: 10 }, () => api.post('/api/erp/expense', body).expect((r) => {
        if (r.status !== 200 && r.status !== 201) throw new Error(`expense: ${r.status} ${JSON.stringify(r.body)}`);
      })));
    }
    const total = '999999999999990.00';
    const range = 'fromDate=2026-04-01&toDate=2027-03-31';

    const pl = (await api.get(`/api/erp/account/reports/profit-and-loss?${range}`).expect(200)).body.data;
    expect(pl.expenses.total).toBe(total);
    expect(pl.netProfit).toBe(`-${total}`);

    const tb = (await api.get(`/api/erp/account/reports/trial-balance?${range}`).expect(200)).body.data;
    expect(tb.totals).toMatchObject({ debit: total, credit: total, closingDebit: total, closingCredit: total });
    expect(tb.balanced).toBe(true);

    const bs = (await api.get(`/api/erp/account/reports/balance-sheet?toDate=2027-03-31`).expect(200)).body.data;
    expect(bs.balanced).toBe(true);

    const ledger = (await api.get(`/api/erp/account/reports/ledger?${range}&accountId=${cash}`).expect(200)).body.data;
    expect(ledger.closing).toEqual({ balance: total, side: 'Cr' });

    await api.get('/api/erp/account/dashboard').expect(200);
  }, 240_000);
});
