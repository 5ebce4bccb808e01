import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

describe('expenses and income on the double-entry ledger', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let bank: number;
  let sales: number;
  let rentCategory: number;
  let travelCategory: number;
  let interestCategory: number;

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    cash = await api.accountId('Cash');
    bank = await api.accountId('Bank Account');
    sales = await api.accountId('Sales');
    rentCategory = await api.categoryId('expense', 'Rent');
    travelCategory = await api.categoryId('expense', 'Travel');
    interestCategory = await api.categoryId('income', 'Bank Interest');
  });
  afterAll(async () => t.close());

  const ledgerOf = async (groupTransactionId: string) => {
    const [rows] = await Promise.all([t.app.get((await import('../../src/core/tenancy/tenant-runner.js')).TenantRunner)
      .runAsCompany(a.companyId, (m) => m.query(
        `SELECT a.name, l.debit::text AS debit, l.credit::text AS credit FROM journal_lines l
           JOIN journals j ON j.id = l.journal_id JOIN coa_accounts a ON a.id = l.account_id
          WHERE j.group_transaction_id = $1 ORDER BY l.id`, [groupTransactionId]))]);
    return rows;
  };

  it('posts an expense as a balanced journal: debit the expense account, credit the paying account', async () => {
    const res = await api.post('/api/erp/expense', {
      id: 0, expenseCategoryId: rentCategory, title: 'Shop rent November', description: 'Paid by NEFT', amount: '25000.50',
      expenseDate: '2026-11-05', paymentAccountId: bank,
    }).expect(200);
    expect(res.body.message).toBe('Expense saved successfully');
    const e = res.body.data;
    expect(e).toMatchObject({
      expenseCategoryId: rentCategory, expenseCategoryName: 'Rent', title: 'Shop rent November', description: 'Paid by NEFT',
      amount: '25000.50', expenseDate: '2026-11-05', paymentAccountId: bank, fromAccount: 'Bank Account', supplierId: null,
      attachmentCount: 0,
    });
    expect(e.groupTransactionId).toMatch(/^GT\d{10}$/);
    expect(await ledgerOf(e.groupTransactionId)).toEqual([
      { name: 'Rent', debit: '25000.50', credit: '0.00' },
      { name: 'Bank Account', debit: '0.00', credit: '25000.50' },
    ]);
    const list = await api.get('/api/erp/expense').expect(200);
    expect(list.body.data.list[0]).toMatchObject({ id: e.id, amount: '25000.50', fromAccount: 'Bank Account', groupTransactionId: e.groupTransactionId });
  });

  it('posts income: debit the receiving account, credit the income account', async () => {
    const res = await api.post('/api/erp/income', {
      id: 0, incomeCategoryId: interestCategory, title: 'Savings interest', amount: 312.4, incomeDate: '2026-11-06', receivedIntoAccountId: bank,
    }).expect(200);
    expect(res.body.message).toBe('Income saved successfully');
    expect(res.body.data).toMatchObject({
      incomeCategoryName: 'Bank Interest', amount: '312.40', incomeDate: '2026-11-06', receivedIntoAccountName: 'Bank Account', customerId: null,
    });
    expect(await ledgerOf(res.body.data.groupTransactionId)).toEqual([
      { name: 'Bank Account', debit: '312.40', credit: '0.00' },
      { name: 'Other Income', debit: '0.00', credit: '312.40' },
    ]);
  });

  const validExpense = () => ({ id: 0, expenseCategoryId: travelCategory, title: 'Cab', amount: '450', expenseDate: '2026-11-07', paymentAccountId: cash });

  it.each([
    [{ title: undefined }, 'Title is required'],
    [{ title: 'A' }, 'Title must be at least 2 characters'],
    [{ amount: undefined }, 'Amount is required'],
    [{ amount: '' }, 'Amount is required'],
    [{ amount: 0 }, 'Amount must be greater than 0'],
    [{ amount: '-10' }, 'Amount must be greater than 0'],
    [{ amount: 'ten' }, 'Amount must be greater than 0'],
    [{ amount: '10.005' }, 'Amount can have at most 2 decimal places'],
    [{ amount: 0.1 + 0.2 }, 'Amount can have at most 2 decimal places'],
    [{ amount: '1000000000000.00' }, 'Amount is too large'],
    [{ expenseDate: undefined }, 'Expense date is required'],
    [{ expenseDate: '2026-02-30' }, 'Date must be a valid date (yyyy-MM-dd)'],
    [{ paymentAccountId: undefined }, 'Please select Payment Account'],
    [{ paymentAccountId: 0 }, 'Please select Payment Account'],
    [{ expenseCategoryId: '' }, 'Please select Category'],
  ])('refuses expense %j with "%s"', async (change, message) => {
    const res = await api.post('/api/erp/expense', { ...validExpense(), ...change }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ amount: '0.00' }, 'Amount must be greater than 0'],
    [{ incomeDate: '' }, 'Income date is required'],
    [{ receivedIntoAccountId: null }, 'Please select Amount Received Account'],
    [{ incomeCategoryId: 0 }, 'Please select Category'],
  ])('refuses income %j with "%s"', async (change, message) => {
    const res = await api.post('/api/erp/income', {
      id: 0, incomeCategoryId: interestCategory, title: 'Interest', amount: '10', incomeDate: '2026-11-07', receivedIntoAccountId: bank, ...change,
    }).expect(400);
    expect(res.body).toMatchObject({ status: 'BAD_REQUEST', message });
  });

  it('refuses accounts of the wrong kind for paying and receiving', async () => {
    expect((await api.post('/api/erp/expense', { ...validExpense(), paymentAccountId: sales }).expect(400)).body.message)
      .toBe('The payment account must be a Cash, Bank, Payable or Loan account');
    const res = await api.post('/api/erp/income', {
      id: 0, incomeCategoryId: interestCategory, title: 'Interest', amount: '10', incomeDate: '2026-11-07', receivedIntoAccountId: sales,
    }).expect(400);
    expect(res.body.message).toBe('The received-into account must be a Cash, Bank or Receivable account');
    expect((await api.post('/api/erp/expense', { ...validExpense(), paymentAccountId: 99999999 }).expect(404)).body.message).toBe('Account not found');
    expect((await api.post('/api/erp/expense', { ...validExpense(), expenseCategoryId: 99999999 }).expect(404)).body.message).toBe('Category not found');
  });

  it('an edit reverses and re-posts, never rewriting history, and the history says who did what', async () => {
    const e = await api.expense(validExpense());
    const res = await api.post('/api/erp/expense', { ...validExpense(), id: e.id, amount: '475.25', paymentAccountId: bank, expenseDate: '2026-11-08' }).expect(200);
    expect(res.body.message).toBe('Expense updated successfully');
    const edited = res.body.data;
    expect(edited).toMatchObject({ id: e.id, amount: '475.25', fromAccount: 'Bank Account', expenseDate: '2026-11-08' });
    expect(edited.groupTransactionId).not.toBe(e.groupTransactionId);
    // The original journal is untouched; a reversal and a new journal were added.
    expect(await ledgerOf(e.groupTransactionId)).toEqual([
      { name: 'Travel', debit: '450.00', credit: '0.00' }, { name: 'Cash', debit: '0.00', credit: '450.00' },
    ]);
    expect(await ledgerOf(edited.groupTransactionId)).toEqual([
      { name: 'Travel', debit: '475.25', credit: '0.00' }, { name: 'Bank Account', debit: '0.00', credit: '475.25' },
    ]);
    // A change the ledger does not see (title) posts nothing new.
    const retitled = await api.post('/api/erp/expense', { ...validExpense(), id: e.id, title: 'Cab to airport', amount: '475.25', paymentAccountId: bank, expenseDate: '2026-11-08' }).expect(200);
    expect(retitled.body.data.groupTransactionId).toBe(edited.groupTransactionId);

    const history = await api.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${e.id}`).expect(200);
    expect(history.body.data).toHaveLength(3);
    const [third, second, first] = history.body.data;
    expect(first).toMatchObject({ createdBy: 'Ravi Sharma', remark: 'Expense created: Cab', transactionDate: '2026-11-07', amount: '450.00', groupTransactionId: e.groupTransactionId });
    expect(second.remark).toBe(`Expense updated: amount ₹450.00 → ₹475.25; date 07 Nov 2026 → 08 Nov 2026; account Cash → Bank Account (${e.groupTransactionId} reversed, re-posted as ${edited.groupTransactionId})`);
    expect(second).toMatchObject({ amount: '475.25', transactionDate: '2026-11-08', createdBy: 'Ravi Sharma' });
    expect(third.remark).toBe('Expense updated: title "Cab" → "Cab to airport"');
    // The spec's generic save helper sends PUT for an existing id: the same save.
    const put = await t.http.put('/api/erp/expense').set(a.headers)
      .send({ ...validExpense(), id: e.id, title: 'Cab to airport', amount: '480', paymentAccountId: bank, expenseDate: '2026-11-08' }).expect(200);
    expect(put.body).toMatchObject({ message: 'Expense updated successfully', data: { id: e.id, amount: '480.00' } });
    expect(new Date(first.createdOn).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a delete reverses the journal and keeps the record and its history', async () => {
    const e = await api.expense({ ...validExpense(), title: 'Snacks', amount: '99.99' });
    const before = (await api.get('/api/erp/expense').expect(200)).body.data.totalRecords;
    const res = await api.del(`/api/erp/expense?id=${e.id}`).expect(200);
    expect((await api.get('/api/erp/expense').expect(200)).body.data.totalRecords).toBe(before - 1);
    expect(res.body.message).toBe('Expense deleted successfully');
    const list = await api.get('/api/erp/expense?size=100').expect(200);
    expect(list.body.data.list.find((r: { id: number }) => r.id === e.id)).toBeUndefined();
    const history = await api.get(`/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=${e.id}`).expect(200);
    expect(history.body.data[0].remark).toMatch(/^Expense deleted \(GT\d+ reversed by GT\d+\)$/);
    await api.del(`/api/erp/expense?id=${e.id}`).expect(404);
    await api.post('/api/erp/expense', { ...validExpense(), id: e.id }).expect(404);
  });

  it('lists with search, filters, sort and the page contract; select gives options', async () => {
    for (let i = 0; i < 3; i++) await api.expense({ ...validExpense(), title: `Fuel ${i}`, amount: `${100 + i}`, expenseDate: `2026-10-0${i + 1}` });
    const q = encodeURIComponent(JSON.stringify({ search: 'fuel', page: 0, size: 2, sort: 'amount,asc' }));
    const res = await api.get(`/api/erp/expense?q=${q}`).expect(200);
    expect(res.body.data).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(res.body.data.list.map((r: { amount: string }) => r.amount)).toEqual(['100.00', '101.00']);
    const ranged = await api.get('/api/erp/expense?fromDate=2026-10-02&toDate=2026-10-31').expect(200);
    expect(ranged.body.data.totalRecords).toBe(2);
    const byCategory = await api.get(`/api/erp/expense?categoryId=${rentCategory}`).expect(200);
    expect(byCategory.body.data.list.every((r: { expenseCategoryName: string }) => r.expenseCategoryName === 'Rent')).toBe(true);
    await api.get('/api/erp/expense?fromDate=yesterday').expect(400);
    const select = await api.get('/api/erp/expense/select?search=Fuel').expect(200);
    expect(select.body.data[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/^Fuel \d \(\d\d Oct 2026\)$/) });
    const incomes = await api.get('/api/erp/income').expect(200);
    expect(incomes.body.data.list[0]).toMatchObject({ incomeCategoryName: 'Bank Interest', receivedIntoAccountName: 'Bank Account' });
  });

  it('the trial balance nets to zero and matches the postings', async () => {
    const tb = await api.trialBalance();
    expect(tb.balanced).toBe(true);
    expect(tb.totals.closingDebit).toBe(tb.totals.closingCredit);
    expect(tb.totals.debit).toBe(tb.totals.credit);
  });

  it('history asks for a module and id', async () => {
    expect((await api.get('/api/erp/transaction/history?referenceId=1').expect(400)).body.message).toBe('referenceModule is required');
    expect((await api.get('/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=x').expect(400)).body.message)
      .toBe('referenceId must be a positive whole number');
    await api.get('/api/erp/transaction/history?referenceModule=EXPENSE&referenceId=987654').expect(404);
  });
});
