import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

/** Every accounting endpoint, called by company B on company A's records: 404, never A's data. */
describe('accounting tenant isolation matrix', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let b: Awaited<ReturnType<typeof activeCompany>>;
  let apiA: ReturnType<typeof accountingApi>;
  let apiB: ReturnType<typeof accountingApi>;
  const A: Record<string, number> = {};
  let attachmentId: number;
  const secret = 'A-only secret title';

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    apiA = accountingApi(t.http, a);
    apiB = accountingApi(t.http, b);
    A.cash = await apiA.accountId('Cash');
    A.bankAccount = (await apiA.post('/api/erp/coa-account', { id: 0, name: 'A Secret Bank', accountSubType: 'BANK', accountNumber: '999' }).expect(200)).body.data.id;
    A.expenseCategory = (await apiA.post('/api/erp/expense-category', { id: 0, name: 'A Secret Category' }).expect(200)).body.data.id;
    A.incomeCategory = (await apiA.post('/api/erp/income-category', { id: 0, name: 'A Secret Income' }).expect(200)).body.data.id;
    A.expense = (await apiA.expense({ expenseCategoryId: A.expenseCategory, title: secret, amount: '777.77', expenseDate: '2026-11-01', paymentAccountId: A.cash })).id;
    A.income = (await apiA.income({ incomeCategoryId: A.incomeCategory, title: secret, amount: '888.88', incomeDate: '2026-11-01', receivedIntoAccountId: A.cash })).id;
    A.year = (await apiA.get('/api/erp/financial-year').expect(200)).body.data.list[0].id;
    attachmentId = (await t.http.post('/api/erp/attachment').set(a.headers).field('module', 'EXPENSE').field('referenceId', String(A.expense))
      .attach('file', Buffer.from('%PDF-1.4 secret'), { filename: 'secret.pdf', contentType: 'application/pdf' }).expect(200)).body.data.id;
  });
  afterAll(async () => t.close());

  const B = () => ({
    cash: apiB.accountId('Cash'),
    expenseCategory: apiB.categoryId('expense', 'Rent'),
    incomeCategory: apiB.categoryId('income', 'Bank Interest'),
  });

  const expect404 = async (res: { status: number; body: { status: string; data: unknown; message: string } }) => {
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('NOT_FOUND');
    expect(res.body.data).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('Secret');
    expect(JSON.stringify(res.body)).not.toContain(secret);
  };

  it.each([
    ['POST /coa-account (edit)', () => apiB.post('/api/erp/coa-account', { id: A.bankAccount, name: 'Hijack', accountSubType: 'BANK' })],
    ['POST /coa-account (parent)', () => apiB.post('/api/erp/coa-account', { id: 0, name: 'Child', accountSubType: 'CASH', parentId: A.cash })],
    ['POST /expense-category (edit)', () => apiB.post('/api/erp/expense-category', { id: A.expenseCategory, name: 'Hijack' })],
    ['POST /income-category (edit)', () => apiB.post('/api/erp/income-category', { id: A.incomeCategory, name: 'Hijack' })],
    ['POST /expense-category (account)', () => apiB.post('/api/erp/expense-category', { id: 0, name: 'Mapped', accountId: A.cash })],
    ['POST /expense (edit)', async () => { const s = B(); return apiB.post('/api/erp/expense', { id: A.expense, expenseCategoryId: await s.expenseCategory, title: 'x1', amount: '1', expenseDate: '2026-11-02', paymentAccountId: await s.cash }); }],
    ['POST /expense (A category)', async () => apiB.post('/api/erp/expense', { id: 0, expenseCategoryId: A.expenseCategory, title: 'x1', amount: '1', expenseDate: '2026-11-02', paymentAccountId: await B().cash })],
    ['POST /expense (A account)', async () => apiB.post('/api/erp/expense', { id: 0, expenseCategoryId: await B().expenseCategory, title: 'x1', amount: '1', expenseDate: '2026-11-02', paymentAccountId: A.cash })],
    ['DELETE /expense', () => apiB.del(`/api/erp/expense?id=${A.expense}`)],
    ['POST /income (edit)', async () => { const s = B(); return apiB.post('/api/erp/income', { id: A.income, incomeCategoryId: await s.incomeCategory, title: 'x1', amount: '1', incomeDate: '2026-11-02', receivedIntoAccountId: await s.cash }); }],
    ['POST /income (A account)', async () => apiB.post('/api/erp/income', { id: 0, incomeCategoryId: await B().incomeCategory, title: 'x1', amount: '1', incomeDate: '2026-11-02', receivedIntoAccountId: A.cash })],
    ['DELETE /income', () => apiB.del(`/api/erp/income?id=${A.income}`)],
    ['GET /transaction/history EXPENSE', () => apiB.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${A.expense}`)],
    ['GET /transaction/history INCOME', () => apiB.get(`/api/erp/transaction/history?referenceModule=INCOME&referenceId=${A.income}`)],
    ['GET /transaction/history FINANCIAL_YEAR', () => apiB.get(`/api/erp/transaction/history?referenceModule=FINANCIAL_YEAR&referenceId=${A.year}`)],
    ['POST /financial-year (edit/lock)', () => apiB.post('/api/erp/financial-year', { id: A.year, name: 'FY 2026-27', startDate: '2026-04-01', endDate: '2027-03-31', isLocked: true })],
    ['GET /attachment', () => apiB.get(`/api/erp/attachment?module=EXPENSE&referenceId=${A.expense}`)],
    ['GET /attachment/download', () => apiB.get(`/api/erp/attachment/download?id=${attachmentId}`)],
    ['DELETE /attachment', () => apiB.del(`/api/erp/attachment?id=${attachmentId}`)],
    ['POST /attachment', () => t.http.post('/api/erp/attachment').set(b.headers).field('module', 'INCOME').field('referenceId', String(A.income))
      .attach('file', Buffer.from('%PDF-1.4 x'), { filename: 'x.pdf', contentType: 'application/pdf' })],
    ['GET /account/reports/ledger', () => apiB.get(`/api/erp/account/reports/ledger?accountId=${A.cash}`)],
  ])('%s on company A is 404 for company B', async (_name, call) => {
    await expect404(await call());
  });

  it.each([
    '/api/erp/coa-account?size=100', '/api/erp/coa-account/select', '/api/erp/expense-category?size=100', '/api/erp/expense-category/select',
    '/api/erp/income-category?size=100', '/api/erp/income-category/select', '/api/erp/expense?size=100', '/api/erp/expense/select',
    '/api/erp/income?size=100', '/api/erp/income/select', '/api/erp/financial-year', '/api/erp/financial-year/select',
    '/api/erp/account/dashboard', '/api/erp/account/reports/trial-balance?includeZero=true', '/api/erp/account/reports/profit-and-loss',
    '/api/erp/account/reports/balance-sheet', '/api/erp/transaction/history?referenceModule=SALE&referenceId=1',
  ])("B's %s shows none of A's data", async (path) => {
    const res = await apiB.get(path).expect(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Secret');
    expect(text).not.toContain('777.77');
    expect(text).not.toContain('888.88');
  });

  it("A's records are untouched and a forged CompanyId header is refused", async () => {
    const expenses = (await apiA.get('/api/erp/expense').expect(200)).body.data.list;
    expect(expenses).toEqual([expect.objectContaining({ id: A.expense, title: secret, amount: '777.77' })]);
    expect((await apiA.get(`/api/erp/attachment?module=EXPENSE&referenceId=${A.expense}`).expect(200)).body.data).toHaveLength(1);
    const years = (await apiA.get('/api/erp/financial-year').expect(200)).body.data.list;
    expect(years[0]).toMatchObject({ isLocked: false });
    await t.http.get('/api/erp/expense').set({ ...b.headers, CompanyId: String(a.companyId) }).expect(403);
    await t.http.get('/api/erp/expense').expect(401);
  });
});
