import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

describe('chart of accounts and categories', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
  });
  afterAll(async () => t.close());

  const bank = {
    id: 0, name: 'HDFC Current', accountSubType: 'BANK', bankName: 'HDFC Bank', branchName: 'MG Road, Pune',
    accountNumber: '50200012345678', ifscCode: 'hdfc0001234', upiId: 'shop@hdfcbank',
  };

  it('lists the default chart, paged, with the 5 types derived from the 14 subtypes', async () => {
    const res = await api.get('/api/erp/coa-account?q=' + encodeURIComponent(JSON.stringify({ page: 0, size: 5, sort: 'name,asc' }))).expect(200);
    expect(res.body.status).toBe('OK');
    expect(res.body.data.list).toHaveLength(5);
    expect(res.body.data.totalRecords).toBeGreaterThanOrEqual(15);
    expect(res.body.data.list[0]).toMatchObject({ name: 'Accounts Payable', accountType: 'LIABILITY', accountSubType: 'PAYABLE', bankName: null });
  });

  it('creates a BANK account with its bank fields (IFSC upper-cased), deriving the type on the server', async () => {
    const res = await api.post('/api/erp/coa-account', { ...bank, accountType: 'EXPENSE' }).expect(200);
    expect(res.body.message).toBe('Account created successfully');
    expect(res.body.data).toMatchObject({
      name: 'HDFC Current', accountType: 'ASSET', accountSubType: 'BANK', bankName: 'HDFC Bank', ifscCode: 'HDFC0001234',
      accountNumber: '50200012345678', branchName: 'MG Road, Pune', upiId: 'shop@hdfcbank',
    });
  });

  it('keeps bank fields only for BANK accounts', async () => {
    const res = await api.post('/api/erp/coa-account', { ...bank, name: 'Petty Cash', accountSubType: 'CASH', ifscCode: 'nonsense' }).expect(200);
    expect(res.body.data).toMatchObject({ accountType: 'ASSET', accountSubType: 'CASH', bankName: null, ifscCode: null, upiId: null });
  });

  it.each([
    [{ name: '' }, 'Name required'],
    [{ name: 'X' }, 'Name must be at least 2 characters'],
    [{ accountSubType: '' }, 'Please select account type'],
    [{ accountSubType: 'STOCK' }, 'Please select account type'],
    [{ name: 'Axis', ifscCode: 'ABCD1234567' }, 'IFSC must be 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234)'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await api.post('/api/erp/coa-account', { ...bank, name: 'Another bank', ...change }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('accepts a BANK account without any bank details', async () => {
    await api.post('/api/erp/coa-account', { id: 0, name: 'SBI Savings', accountSubType: 'BANK' }).expect(200);
  });

  it('keeps names unique per company, case-insensitively', async () => {
    const res = await api.post('/api/erp/coa-account', { ...bank, name: 'hdfc current' }).expect(409);
    expect(res.body).toMatchObject({ status: 'CONFLICT', message: 'An account with this name already exists' });
    // Another company may use the same name.
    const b = await activeCompany(t.http);
    await accountingApi(t.http, b).post('/api/erp/coa-account', bank).expect(200);
  });

  it('edits an account; the type follows the subtype; the select narrows by subtype', async () => {
    const id = await api.accountId('SBI Savings');
    const res = await api.post('/api/erp/coa-account', { id, name: 'SBI Savings A/c', accountSubType: 'CASH' }).expect(200);
    expect(res.body.message).toBe('Account updated successfully');
    expect(res.body.data).toMatchObject({ id, accountType: 'ASSET', accountSubType: 'CASH' });
    const sel = await api.get('/api/erp/coa-account/select?subTypes=CASH,BANK').expect(200);
    expect(sel.body.data.map((o: { name: string }) => o.name).sort()).toEqual(['Bank Account', 'Cash', 'HDFC Current', 'Petty Cash', 'SBI Savings A/c']);
  });

  it('refuses to change the type of an account that has transactions', async () => {
    const cash = await api.accountId('Cash');
    await api.expense({ title: 'Tea', amount: '20', expenseDate: '2026-11-02', paymentAccountId: cash,
      expenseCategoryId: await api.categoryId('expense', 'Office Supplies') });
    const res = await api.post('/api/erp/coa-account', { id: cash, name: 'Cash', accountSubType: 'SALES' }).expect(400);
    expect(res.body.message).toMatch(/type cannot change once the account has transactions/);
    await api.post('/api/erp/coa-account', { id: cash, name: 'Cash in hand', accountSubType: 'CASH' }).expect(200);
  });

  it('refuses a parent that is itself or unknown', async () => {
    const id = await api.accountId('Petty Cash');
    expect((await api.post('/api/erp/coa-account', { id, name: 'Petty Cash', accountSubType: 'CASH', parentId: id }).expect(400)).body.message)
      .toBe('An account cannot be its own parent');
    expect((await api.post('/api/erp/coa-account', { id, name: 'Petty Cash', accountSubType: 'CASH', parentId: 999999 }).expect(404)).body.message)
      .toBe('Parent account not found');
    const parent = await api.accountId('Cash in hand');
    await api.post('/api/erp/coa-account', { id, name: 'Petty Cash', accountSubType: 'CASH', parentId: parent }).expect(200);
  });

  describe.each(['expense', 'income'])('%s categories', (kind) => {
    it('lists, creates and edits with the spec messages', async () => {
      const list = await api.get(`/api/erp/${kind}-category`).expect(200);
      expect(list.body.data.totalRecords).toBeGreaterThanOrEqual(4);
      const created = await api.post(`/api/erp/${kind}-category`, { id: 0, name: 'Courier', description: 'Parcels' }).expect(200);
      expect(created.body.message).toBe('Category created successfully');
      expect(created.body.data).toMatchObject({ name: 'Courier', description: 'Parcels', accountName: kind === 'expense' ? 'Office Expenses' : 'Other Income' });
      const edited = await api.post(`/api/erp/${kind}-category`, { id: created.body.data.id, name: 'Courier & Post' }).expect(200);
      expect(edited.body).toMatchObject({ message: 'Category updated successfully', data: { name: 'Courier & Post', description: null } });
      expect((await api.post(`/api/erp/${kind}-category`, { id: 0, name: '' }).expect(400)).body.message).toBe('Category Name required');
      expect((await api.post(`/api/erp/${kind}-category`, { id: 0 }).expect(400)).body.message).toBe('Category Name required');
      expect((await api.post(`/api/erp/${kind}-category`, { id: 0, name: 'a' }).expect(400)).body.message)
        .toBe('Company Name must be at least 2 characters');
      expect((await api.post(`/api/erp/${kind}-category`, { id: 0, name: 'courier & post' }).expect(409)).body.message)
        .toBe('A category with this name already exists');
      const select = await api.get(`/api/erp/${kind}-category/select`).expect(200);
      expect(select.body.data).toEqual(expect.arrayContaining([{ id: created.body.data.id, name: 'Courier & Post' }]));
    });

    it('maps a category to an allowed ledger account only', async () => {
      const sales = await api.accountId('Sales');
      const rent = await api.accountId('Rent');
      const res = await api.post(`/api/erp/${kind}-category`, { id: 0, name: 'Mapped', accountId: kind === 'expense' ? rent : sales }).expect(200);
      expect(res.body.data.accountName).toBe(kind === 'expense' ? 'Rent' : 'Sales');
      const bad = await api.post(`/api/erp/${kind}-category`, { id: 0, name: 'Bad map', accountId: kind === 'expense' ? sales : rent }).expect(400);
      expect(bad.body.message).toMatch(/The category account must be/);
    });
  });
});
