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

  it('accepts the two subtypes of stock-aware books (issue 27): STOCK an asset, COST_OF_GOODS_SOLD an expense', async () => {
    const stock = await api.post('/api/erp/coa-account', { id: 0, name: 'Stock at Consignee', accountSubType: 'STOCK' }).expect(200);
    expect(stock.body.data).toMatchObject({ accountType: 'ASSET', accountSubType: 'STOCK' });
    const freight = await api.post('/api/erp/coa-account', { id: 0, name: 'Freight Inward', accountSubType: 'COST_OF_GOODS_SOLD' }).expect(200);
    expect(freight.body.data).toMatchObject({ accountType: 'EXPENSE', accountSubType: 'COST_OF_GOODS_SOLD' });
  });

  it.each([
    [{ name: '' }, 'Name required'],
    [{ name: 'X' }, 'Name must be at least 2 characters'],
    [{ accountSubType: '' }, 'Please select account type'],
    // STOCK became a subtype with issue 27 (Stock in Hand); an unknown subtype is still refused.
    [{ accountSubType: 'INVENTORY' }, 'Please select account type'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await api.post('/api/erp/coa-account', { ...bank, name: 'Another bank', ...change }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  describe('IFSC warning and system accounts (issue 9), in a company of their own', () => {
    let ownCompany: Awaited<ReturnType<typeof activeCompany>>;
    let own: ReturnType<typeof accountingApi>;
    beforeAll(async () => {
      ownCompany = await activeCompany(t.http);
      own = accountingApi(t.http, ownCompany);
    });

    it('saves an IFSC that is not in the usual format, with a warning instead of a refusal (spec: bank fields have no validation)', async () => {
      const res = await own.post('/api/erp/coa-account', { ...bank, name: 'Axis Bank', ifscCode: 'utib 000 0123' }).expect(200);
      expect(res.body.data).toMatchObject({
        ifscCode: 'UTIB 000 0123',
        ifscWarning: 'This IFSC does not look like 4 letters, the digit 0 and 6 letters or digits (e.g. HDFC0001234): saved as entered, please check it',
      });
      const ok = await own.post('/api/erp/coa-account', { ...bank, name: 'ICICI Current', ifscCode: 'ICIC0000001' }).expect(200);
      expect(ok.body.data.ifscWarning).toBeNull();
    });

    const systemAccount = async (name: string) =>
      (await own.get('/api/erp/coa-account?q=' + encodeURIComponent(JSON.stringify({ search: name, size: 50 }))).expect(200))
        .body.data.list.find((x: { name: string }) => x.name === name);

    it('keeps the sub-type of Bank Account: 409 with a clear message', async () => {
      const bankAccount = await systemAccount('Bank Account');
      expect(bankAccount).toMatchObject({ systemCode: 'BANK', isSystem: true });
      const res = await own.post('/api/erp/coa-account', { id: bankAccount.id, name: 'Bank Account', accountSubType: 'MARKETING' }).expect(409);
      expect(res.body).toMatchObject({
        status: 'CONFLICT', message: 'Bank Account is a system account that other modules post to: its account type cannot change (its name can)',
      });
      expect((await systemAccount('Bank Account')).accountSubType).toBe('BANK');
    });

    it('lets a system account be renamed', async () => {
      const cash = await systemAccount('Cash');
      const res = await own.post('/api/erp/coa-account', { id: cash.id, name: 'Cash in Hand', accountSubType: 'CASH' }).expect(200);
      expect(res.body.data).toMatchObject({ name: 'Cash in Hand', systemCode: 'CASH', accountSubType: 'CASH' });
    });

    it('refuses to delete a system account (409), and the database refuses it too', async () => {
      const sales = await systemAccount('Sales');
      const res = await own.del(`/api/erp/coa-account?id=${sales.id}`).expect(409);
      expect(res.body.message).toBe('Sales is a system account that other modules post to: it cannot be deleted');
      const { TenantRunner } = await import('../../src/core/tenancy/tenant-runner.js');
      await expect(t.app.get(TenantRunner).runAsCompany(ownCompany.companyId, (m) =>
        m.query(`UPDATE coa_accounts SET account_sub_type = 'MARKETING', account_type = 'EXPENSE' WHERE id = $1`, [sales.id]))).rejects.toThrow(/keeps its sub-type/);
    });

    it('deletes an unused account of the company, refuses one in use, 404 for another company\'s', async () => {
      const spare = (await own.post('/api/erp/coa-account', { id: 0, name: 'Spare Account', accountSubType: 'ADVANCE' }).expect(200)).body.data;
      const other = await activeCompany(t.http);
      await t.http.delete(`/api/erp/coa-account?id=${spare.id}`).set(other.headers).expect(404);
      await own.del(`/api/erp/coa-account?id=${spare.id}`).expect(200);
      await own.del(`/api/erp/coa-account?id=${spare.id}`).expect(404);
      const used = (await own.post('/api/erp/coa-account', { id: 0, name: 'Courier Charges', accountSubType: 'OPERATING_EXPENSE' }).expect(200)).body.data;
      await own.post('/api/erp/expense-category', { id: 0, name: 'Courier', accountId: used.id }).expect(200);
      const res = await own.del(`/api/erp/coa-account?id=${used.id}`).expect(409);
      expect(res.body.message).toBe('This account is used by categories, records or other accounts and cannot be deleted');
    });
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
    // A user-made account (system accounts never change type at all, see below).
    const cash = (await api.post('/api/erp/coa-account', { id: 0, name: 'Till Cash', accountSubType: 'CASH' }).expect(200)).body.data.id;
    await api.expense({ title: 'Tea', amount: '20', expenseDate: '2026-11-02', paymentAccountId: cash,
      expenseCategoryId: await api.categoryId('expense', 'Office Supplies') });
    const res = await api.post('/api/erp/coa-account', { id: cash, name: 'Till Cash', accountSubType: 'SALES' }).expect(400);
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
