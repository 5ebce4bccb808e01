import { formatPaise, paiseToDecimalString, toIsoDate } from '@bizdesk/shared';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi, asCompany } from './support.js';

/** Small deterministic PRNG (mulberry32), so a failing series can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rec { kind: 'expense' | 'income'; id: number; paise: number; accountId: number; date: string; categoryId: number }

describe('reports: trial balance, profit and loss, balance sheet, ledger, dashboard', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let bank: number;
  const alive = new Map<string, Rec>();

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    cash = await api.accountId('Cash');
    bank = await api.accountId('Bank Account');
  });
  afterAll(async () => t.close());

  it('the trial balance nets to zero after a random series of posts, edits, deletes and reversals', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 100000);
    const rnd = prng(seed);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
    const expenseCats = await Promise.all(['Rent', 'Travel', 'Office Supplies', 'Marketing'].map((n) => api.categoryId('expense', n)));
    const incomeCats = await Promise.all(['Bank Interest', 'Rental Income', 'Consulting Fees Received'].map((n) => api.categoryId('income', n)));
    const amount = () => 1 + Math.floor(rnd() * 5_000_000); // paise: up to ₹50,000.00, any paise
    const date = () => `2026-${String(4 + Math.floor(rnd() * 8)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;

    for (let step = 0; step < 60; step++) {
      const op = rnd();
      const existing = [...alive.values()];
      if (op < 0.35 || existing.length === 0) {
        const r: Rec = { kind: 'expense', id: 0, paise: amount(), accountId: pick([cash, bank]), date: date(), categoryId: pick(expenseCats) };
        const e = await api.expense({ expenseCategoryId: r.categoryId, title: `E${step}`, amount: paiseToDecimalString(r.paise), expenseDate: r.date, paymentAccountId: r.accountId });
        alive.set(`expense:${e.id}`, { ...r, id: e.id });
      } else if (op < 0.65) {
        const r: Rec = { kind: 'income', id: 0, paise: amount(), accountId: pick([cash, bank]), date: date(), categoryId: pick(incomeCats) };
        const i = await api.income({ incomeCategoryId: r.categoryId, title: `I${step}`, amount: paiseToDecimalString(r.paise), incomeDate: r.date, receivedIntoAccountId: r.accountId });
        alive.set(`income:${i.id}`, { ...r, id: i.id });
      } else if (op < 0.85) {
        const r = pick(existing);
        const next = { ...r, paise: amount(), accountId: pick([cash, bank]), date: date() };
        const body = r.kind === 'expense'
          ? { id: r.id, expenseCategoryId: r.categoryId, title: `edited ${step}`, amount: paiseToDecimalString(next.paise), expenseDate: next.date, paymentAccountId: next.accountId }
          : { id: r.id, incomeCategoryId: r.categoryId, title: `edited ${step}`, amount: paiseToDecimalString(next.paise), incomeDate: next.date, receivedIntoAccountId: next.accountId };
        await api.post(`/api/erp/${r.kind}`, body).expect(200);
        alive.set(`${r.kind}:${r.id}`, next);
      } else if (op < 0.93) {
        const r = pick(existing);
        await api.del(`/api/erp/${r.kind}?id=${r.id}`).expect(200);
        alive.delete(`${r.kind}:${r.id}`);
      } else {
        // Another module's journal (a sale with GST), posted and reversed through JournalService.
        await asCompany(t.app, a.companyId, async (j) => {
          const posted = await j.post({
            date: date(), remark: 'sale', referenceModule: 'SALE', referenceId: step + 1,
            lines: [
              { accountId: await j.systemAccountId('RECEIVABLE'), debitPaise: 11800, creditPaise: 0 },
              { accountId: await j.systemAccountId('SALES'), debitPaise: 0, creditPaise: 10000 },
              { accountId: await j.systemAccountId('OUTPUT_GST'), debitPaise: 0, creditPaise: 1800 },
            ],
          });
          await j.reverse(posted.groupTransactionId, 'sale cancelled');
        });
      }
      if (step % 10 === 9) {
        const tb = await api.trialBalance();
        if (!tb.balanced) throw new Error(`trial balance off at step ${step} (seed ${seed})`);
      }
    }

    const tb = await api.trialBalance();
    expect({ seed, balanced: tb.balanced, equal: tb.totals.closingDebit === tb.totals.closingCredit }).toEqual({ seed, balanced: true, equal: true });

    // Every rupee is where the records say it is.
    const recs = [...alive.values()];
    const sum = (f: (r: Rec) => boolean) => recs.filter(f).reduce((s, r) => s + r.paise, 0);
    const cashExpected = sum((r) => r.kind === 'income' && r.accountId === cash) - sum((r) => r.kind === 'expense' && r.accountId === cash);
    const cashRow = tb.rows.find((r: { accountId: number }) => r.accountId === cash) ?? { closingDebit: '0.00', closingCredit: '0.00' };
    expect(Math.round(Number(cashRow.closingDebit) * 100) - Math.round(Number(cashRow.closingCredit) * 100)).toBe(cashExpected);

    const pl = (await api.get('/api/erp/account/reports/profit-and-loss?fromDate=2026-04-01&toDate=2027-03-31').expect(200)).body.data;
    expect(pl.expenses.total).toBe(paiseToDecimalString(sum((r) => r.kind === 'expense')));
    expect(pl.income.total).toBe(paiseToDecimalString(sum((r) => r.kind === 'income')));
    expect(pl.netProfit).toBe(paiseToDecimalString(sum((r) => r.kind === 'income') - sum((r) => r.kind === 'expense')));

    const bs = (await api.get('/api/erp/account/reports/balance-sheet?toDate=2027-03-31').expect(200)).body.data;
    expect(bs.balanced).toBe(true);
    expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity);
    expect(bs.equity.lines.find((l: { name: string }) => l.name === 'Profit and loss (retained)').amount).toBe(pl.netProfit);

    // The ledger of Cash: opening + movements = closing, and the running balance ends at the closing balance.
    const ledger = (await api.get(`/api/erp/account/reports/ledger?accountId=${cash}&fromDate=2026-04-01&toDate=2027-03-31&size=1000`).expect(200)).body.data;
    const signed = (b: { balance: string; side: string }) => Math.round(Number(b.balance) * 100) * (b.side === 'Cr' ? -1 : 1);
    expect(signed(ledger.closing)).toBe(cashExpected);
    if (ledger.entries.length) expect(signed(ledger.entries[ledger.entries.length - 1])).toBe(cashExpected);
    expect(ledger.account).toMatchObject({ name: 'Cash', accountSubType: 'CASH', normalBalance: 'Dr' });
  });

  it('the ledger shows running balances, counter accounts and paging', async () => {
    const b = await activeCompany(t.http);
    const apiB = accountingApi(t.http, b);
    const cashB = await apiB.accountId('Cash');
    const travel = await apiB.categoryId('expense', 'Travel');
    const interest = await apiB.categoryId('income', 'Bank Interest');
    await apiB.income({ incomeCategoryId: interest, title: 'in', amount: '1000', incomeDate: '2026-05-01', receivedIntoAccountId: cashB });
    await apiB.expense({ expenseCategoryId: travel, title: 'out', amount: '250.50', expenseDate: '2026-05-02', paymentAccountId: cashB });
    await apiB.expense({ expenseCategoryId: travel, title: 'early', amount: '100', expenseDate: '2026-04-15', paymentAccountId: cashB });
    const res = await apiB.get(`/api/erp/account/reports/ledger?accountId=${cashB}&fromDate=2026-04-20&toDate=2026-05-31`).expect(200);
    expect(res.body.data.opening).toEqual({ balance: '100.00', side: 'Cr' });
    expect(res.body.data.entries.map((e: Record<string, unknown>) => [e.date, e.debit, e.credit, e.balance, e.side, e.counterAccounts])).toEqual([
      ['2026-05-01', '1000.00', '0.00', '900.00', 'Dr', 'Other Income'],
      ['2026-05-02', '0.00', '250.50', '649.50', 'Dr', 'Travel'],
    ]);
    expect(res.body.data.closing).toEqual({ balance: '649.50', side: 'Dr' });
    expect(res.body.data.totals).toEqual({ debit: '1000.00', credit: '250.50' });
    const page2 = await apiB.get(`/api/erp/account/reports/ledger?accountId=${cashB}&fromDate=2026-04-01&toDate=2026-05-31&page=1&size=2`).expect(200);
    expect(page2.body.data).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(page2.body.data.entries.map((e: { balance: string }) => e.balance)).toEqual(['649.50']);
    expect((await apiB.get('/api/erp/account/reports/ledger?fromDate=2026-04-01').expect(400)).body.message).toBe('Please select an account');
    expect((await apiB.get(`/api/erp/account/reports/trial-balance?fromDate=2026-05-01&toDate=2026-04-01`).expect(400)).body.message)
      .toBe('From Date must be on or before To Date');
    expect((await apiB.get(`/api/erp/account/reports/trial-balance?fromDate=2026-5-1`).expect(400)).body.message).toBe('From Date must be a valid date');
  });

  it("the dashboard shows this month's income and expense and the cash and bank balances", async () => {
    const c = await activeCompany(t.http);
    const apiC = accountingApi(t.http, c);
    const cashC = await apiC.accountId('Cash');
    const bankC = await apiC.accountId('Bank Account');
    const today = toIsoDate(new Date());
    await apiC.income({ incomeCategoryId: await apiC.categoryId('income', 'Consulting Fees Received'), title: 'Fees', amount: '50000', incomeDate: today, receivedIntoAccountId: bankC });
    await apiC.expense({ expenseCategoryId: await apiC.categoryId('expense', 'Rent'), title: 'Rent', amount: '12000.75', expenseDate: today, paymentAccountId: bankC });
    await apiC.expense({ expenseCategoryId: await apiC.categoryId('expense', 'Travel'), title: 'Auto', amount: '80', expenseDate: today, paymentAccountId: cashC });
    const res = await apiC.get('/api/erp/account/dashboard').expect(200);
    const d = res.body.data;
    expect(d).toMatchObject({ income: '50000.00', expense: '12080.75', net: '37919.25', cashAndBankTotal: '37919.25' });
    expect(d.cashAndBank).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'Cash', balance: '-80.00' }), expect.objectContaining({ name: 'Bank Account', balance: '37999.25' }),
    ]));
    expect(d.recent).toHaveLength(3);
    expect(d.financialYear).toMatchObject({ name: 'FY 2026-27', isLocked: false });
    expect(formatPaise(Math.round(Number(d.income) * 100))).toBe('₹50,000.00');
  });
});
