import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

/** Issue 9 items 6 and 8: parties on expenses/income, list filters, sort, totals, CSV export, amount input. */
describe('expense and income lists, parties', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let bank: number;
  let rent: number;
  let travel: number;
  let interest: number;
  let supplier: number;
  let otherSupplier: number;
  let customer: number;
  let bSupplier: number;

  const party = (s: Session, path: 'supplier' | 'customer', name: string) =>
    t.http.post(`/api/erp/${path}`).set(s.headers)
      .send({ id: 0, name, city: 'Pune', stateId: 27, countryId: 1, creditLimit: '0' })
      .expect(200).then((r) => r.body.data.id as number);
  const q = (o: object) => encodeURIComponent(JSON.stringify(o));

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    cash = await api.accountId('Cash');
    bank = await api.accountId('Bank Account');
    rent = await api.categoryId('expense', 'Rent');
    travel = await api.categoryId('expense', 'Travel');
    interest = await api.categoryId('income', 'Bank Interest');
    supplier = await party(a, 'supplier', 'Shree Estates');
    otherSupplier = await party(a, 'supplier', 'Deccan Travels');
    customer = await party(a, 'customer', 'Kiran Stores');
    bSupplier = await party(b, 'supplier', 'Company B Supplier');

    await api.expense({ expenseCategoryId: rent, title: 'Rent September', amount: '25000', expenseDate: '2026-09-05', paymentAccountId: bank, supplierId: supplier });
    await api.expense({ expenseCategoryId: rent, title: 'Rent October', amount: '25000', expenseDate: '2026-10-05', paymentAccountId: bank, supplierId: supplier });
    await api.expense({ expenseCategoryId: travel, title: 'Cab to client', amount: '1250.50', expenseDate: '2026-10-12', paymentAccountId: cash, supplierId: otherSupplier });
    await api.expense({ expenseCategoryId: travel, title: 'Train, Mumbai', description: '=cmd|calc', amount: '480', expenseDate: '2026-11-02', paymentAccountId: cash });
  });
  afterAll(async () => t.close());

  const expense = (body: Record<string, unknown>) => api.post('/api/erp/expense', {
    id: 0, expenseCategoryId: travel, title: 'Auto fare', amount: '100', expenseDate: '2026-11-03', paymentAccountId: cash, ...body,
  });

  describe('parties are the company\'s own (item 6)', () => {
    it('refuses an unknown or another company\'s supplier with 404 "Supplier not found"', async () => {
      for (const supplierId of [99999, bSupplier]) {
        const res = await expense({ supplierId }).expect(404);
        expect(res.body).toMatchObject({ status: 'NOT_FOUND', message: 'Supplier not found' });
      }
    });

    it('refuses an unknown or another company\'s customer with 404 "Customer not found"', async () => {
      const bCustomer = await party(b, 'customer', 'Company B Customer');
      for (const customerId of [99999, bCustomer]) {
        const res = await api.post('/api/erp/income', {
          id: 0, incomeCategoryId: interest, title: 'Interest', amount: '10', incomeDate: '2026-11-01', receivedIntoAccountId: bank, customerId,
        }).expect(404);
        expect(res.body.message).toBe('Customer not found');
      }
    });

    it('stores a valid party and shows its name in the list', async () => {
      const saved = (await api.post('/api/erp/income', {
        id: 0, incomeCategoryId: interest, title: 'Interest Q3', amount: '10', incomeDate: '2026-11-01', receivedIntoAccountId: bank, customerId: customer,
      }).expect(200)).body.data;
      expect(saved).toMatchObject({ customerId: customer, customerName: 'Kiran Stores' });
    });

    it('lists the company\'s suppliers and customers for the record forms, without a POS subscription', async () => {
      const suppliers = (await api.get('/api/erp/expense/suppliers').expect(200)).body.data;
      expect(suppliers.map((s: { name: string }) => s.name).sort()).toEqual(['Deccan Travels', 'Shree Estates']);
      expect((await api.get('/api/erp/income/customers').expect(200)).body.data).toEqual([{ id: customer, name: 'Kiran Stores' }]);
      const noPos = await activeCompany(t.http, {}, { subscribe: [] });
      await t.http.get('/api/erp/supplier/select').set(noPos.headers).expect(403);
      expect((await t.http.get('/api/erp/expense/suppliers').set(noPos.headers).expect(200)).body.data).toEqual([]);
    });

    it('is a foreign key in the database too (a direct write of a foreign id fails)', async () => {
      const { TenantRunner } = await import('../../src/core/tenancy/tenant-runner.js');
      await expect(t.app.get(TenantRunner).runAsCompany(a.companyId, (m) =>
        m.query(`UPDATE expenses SET supplier_id = $1 WHERE company_id = $2`, [bSupplier, a.companyId]))).rejects.toThrow(/expenses_supplier_fk/);
    });
  });

  describe('lists (item 8)', () => {
    it('filters by date range, category, account and supplier, with the filtered total of every page', async () => {
      const byDate = (await api.get(`/api/erp/expense?fromDate=2026-10-01&toDate=2026-10-31&q=${q({ size: 1 })}`).expect(200)).body.data;
      expect(byDate).toMatchObject({ totalRecords: 2, totalPages: 2, totalAmount: '26250.50' });
      expect(byDate.list).toHaveLength(1);
      const byCategory = (await api.get(`/api/erp/expense?categoryId=${travel}`).expect(200)).body.data;
      expect(byCategory).toMatchObject({ totalRecords: 2, totalAmount: '1730.50' });
      const byAccount = (await api.get(`/api/erp/expense?paymentAccountId=${bank}`).expect(200)).body.data;
      expect(byAccount.totalAmount).toBe('50000.00');
      const bySupplier = (await api.get(`/api/erp/expense?supplierId=${supplier}`).expect(200)).body.data;
      expect(bySupplier.list.map((e: { title: string }) => e.title)).toEqual(['Rent October', 'Rent September']);
      expect(bySupplier.list[0]).toMatchObject({ supplierId: supplier, supplierName: 'Shree Estates' });
      const all = (await api.get('/api/erp/expense').expect(200)).body.data;
      expect(all).toMatchObject({ totalRecords: 4, totalAmount: '51730.50' });
      await api.get('/api/erp/expense?supplierId=abc').expect(400);
    });

    it('keeps the unfiltered total right through edits and deletes', async () => {
      const extra = (await expense({ amount: '99.50' }).expect(200)).body.data;
      expect((await api.get('/api/erp/expense').expect(200)).body.data.totalAmount).toBe('51830.00');
      await api.post('/api/erp/expense', { id: extra.id, expenseCategoryId: travel, title: 'Auto fare', amount: '100.50', expenseDate: '2026-11-03', paymentAccountId: cash }).expect(200);
      expect((await api.get('/api/erp/expense').expect(200)).body.data.totalAmount).toBe('51831.00');
      await api.del(`/api/erp/expense?id=${extra.id}`).expect(200);
      expect((await api.get('/api/erp/expense').expect(200)).body.data).toMatchObject({ totalRecords: 4, totalAmount: '51730.50' });
    });

    it('sorts by date or amount', async () => {
      const byAmount = (await api.get(`/api/erp/expense?q=${q({ sort: 'amount,asc' })}`).expect(200)).body.data.list;
      expect(byAmount.map((e: { amount: string }) => e.amount)).toEqual(['480.00', '1250.50', '25000.00', '25000.00']);
      const byDate = (await api.get(`/api/erp/expense?q=${q({ sort: 'expenseDate,asc' })}`).expect(200)).body.data.list;
      expect(byDate.map((e: { expenseDate: string }) => e.expenseDate)).toEqual(['2026-09-05', '2026-10-05', '2026-10-12', '2026-11-02']);
    });

    it('finds records by amount, typed plain or with Indian grouping', async () => {
      for (const search of ['1250.50', '1,250.5', '₹1,250.50']) {
        const res = (await api.get(`/api/erp/expense?q=${q({ search })}`).expect(200)).body.data;
        expect(res.list.map((e: { title: string }) => e.title)).toEqual(['Cab to client']);
      }
      const rent25k = (await api.get(`/api/erp/expense?q=${q({ search: '25,000' })}`).expect(200)).body.data;
      expect(rent25k.totalRecords).toBe(2);
    });

    it('accepts amounts typed with Indian grouping commas', async () => {
      const res = await expense({ title: 'Laptop', amount: '1,00,000.50' }).expect(200);
      expect(res.body.data.amount).toBe('100000.50');
      expect((await expense({ title: 'Desk', amount: '1,000' }).expect(200)).body.data.amount).toBe('1000.00');
      const bad = await expense({ amount: '1,0,0' }).expect(400);
      expect(bad.body.message).toBe('Amount must be greater than 0');
      await api.del(`/api/erp/expense?id=${res.body.data.id}`).expect(200);
    });

    it('exports the filtered list (every page) as CSV with Indian amounts and dd MMM yyyy dates', async () => {
      const res = await api.get(`/api/erp/expense/export?fromDate=2026-09-01&toDate=2026-11-02&q=${q({ size: 1, sort: 'expenseDate,asc' })}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="expenses-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Date,Category,Title,Description,Amount (₹),Paid From,Supplier,Group Transaction Id');
      expect(lines).toHaveLength(6);
      expect(lines[1]).toMatch(/^05 Sep 2026,Rent,Rent September,,"25,000.00",Bank Account,Shree Estates,GT\d+$/);
      expect(lines[4]).toMatch(/^02 Nov 2026,Travel,"Train, Mumbai",'=cmd\|calc,480.00,Cash,,GT\d+$/);
      expect(lines[5]).toBe('Total,,,4 record(s),"51,730.50",,,');
      const income = await api.get(`/api/erp/income/export?customerId=${customer}`).expect(200);
      expect(income.text).toContain('Received Into,Customer');
      expect(income.text).toContain('Kiran Stores');
    });

    it('keeps each company\'s list and export to itself', async () => {
      const other = (await t.http.get('/api/erp/expense').set(b.headers).expect(200)).body.data;
      expect(other).toMatchObject({ totalRecords: 0, totalAmount: '0.00' });
      const csv = await t.http.get('/api/erp/expense/export').set(b.headers).expect(200);
      expect(csv.text.trim().split('\r\n')).toHaveLength(2);
      await t.http.get('/api/erp/expense/export').expect(401);
    });
  });
});
