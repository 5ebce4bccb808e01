import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { accountingApi } from './support.js';

const LOCKED = 'The financial year FY 2025-26 (01 Apr 2025 to 31 Mar 2026) is locked: records dated in it cannot be created, changed or deleted. Unlock the year first.';

describe('financial years', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof activeCompany>>;
  let api: ReturnType<typeof accountingApi>;
  let cash: number;
  let rent: number;
  let current: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    a = await activeCompany(t.http);
    api = accountingApi(t.http, a);
    cash = await api.accountId('Cash');
    rent = await api.categoryId('expense', 'Rent');
    const list = await api.get('/api/erp/financial-year').expect(200);
    current = list.body.data.list[0];
  });
  afterAll(async () => t.close());

  const year = (over: Record<string, unknown> = {}) => ({ id: 0, name: 'FY 2025-26', startDate: '2025-04-01', endDate: '2026-03-31', ...over });

  it('lists the provisioned year, active and open', async () => {
    const res = await api.get('/api/erp/financial-year').expect(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1 });
    expect(res.body.data.list[0]).toMatchObject({ name: 'FY 2026-27', startDate: '2026-04-01', endDate: '2027-03-31', isActive: true, isLocked: false });
  });

  it.each([
    [{ name: '' }, 'Name required'],
    [{ name: 'F' }, 'Name must be at least 2 characters'],
    [{ startDate: '' }, 'Start Date is required'],
    [{ startDate: '2025-13-01' }, 'Start Date must be a valid date'],
    [{ endDate: undefined }, 'End Date is required'],
    [{ endDate: 'soon' }, 'End Date must be a valid date'],
    [{ endDate: '2025-04-01' }, 'End Date must be after Start Date'],
    [{ endDate: '2025-03-01' }, 'End Date must be after Start Date'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await api.post('/api/erp/financial-year', year(change)).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses overlapping years', async () => {
    const res = await api.post('/api/erp/financial-year', year({ name: 'Overlap', startDate: '2026-01-01', endDate: '2026-12-31' })).expect(409);
    expect(res.body.message).toBe('The dates overlap the financial year FY 2026-27 (01 Apr 2026 to 31 Mar 2027); years cannot overlap');
  });

  it('creating an active year deactivates the other, atomically; only one is ever active', async () => {
    expect((await api.get('/api/erp/financial-year/active').expect(200)).body.data).toMatchObject({ name: 'FY 2026-27', isActive: true });
    const res = await api.post('/api/erp/financial-year', year()).expect(200);
    // Issue 9: the answer names the year it switched off.
    expect(res.body.message).toBe('Financial Year created successfully. FY 2026-27 (01 Apr 2026 to 31 Mar 2027) is no longer the active year');
    expect(res.body.data).toMatchObject({ name: 'FY 2025-26', isActive: true, isLocked: false, deactivatedYear: 'FY 2026-27' });
    expect((await api.get('/api/erp/financial-year/active').expect(200)).body.data.name).toBe('FY 2025-26');
    const list = await api.get('/api/erp/financial-year?sort=startDate,asc').expect(200);
    expect(list.body.data.list.map((y: { name: string; isActive: boolean }) => [y.name, y.isActive])).toEqual([['FY 2025-26', true], ['FY 2026-27', false]]);
    // Re-activate the current year.
    const back = await api.post('/api/erp/financial-year', { ...year({ name: 'FY 2026-27', startDate: '2026-04-01', endDate: '2027-03-31' }), id: current.id, isActive: true }).expect(200);
    expect(back.body.message).toBe('Financial Year updated successfully. FY 2025-26 (01 Apr 2025 to 31 Mar 2026) is no longer the active year');
    // Saving the already active year switches nothing off and says nothing more.
    const again = await api.post('/api/erp/financial-year', { ...year({ name: 'FY 2026-27', startDate: '2026-04-01', endDate: '2027-03-31' }), id: current.id, isActive: true }).expect(200);
    expect(again.body).toMatchObject({ message: 'Financial Year updated successfully', data: { deactivatedYear: null } });
    const after = await api.get('/api/erp/financial-year').expect(200);
    expect(after.body.data.list.filter((y: { isActive: boolean }) => y.isActive).map((y: { name: string }) => y.name)).toEqual(['FY 2026-27']);
    const select = await api.get('/api/erp/financial-year/select').expect(200);
    expect(select.body.data.map((o: { name: string }) => o.name)).toEqual(['FY 2026-27', 'FY 2025-26']);
  });

  it('a locked year refuses every create, edit and delete dated inside it, with a clear message', async () => {
    const old = (await api.get('/api/erp/financial-year?sort=startDate,asc').expect(200)).body.data.list[0];
    const inOld = await api.expense({ expenseCategoryId: rent, title: 'March rent', amount: '1000', expenseDate: '2026-03-05', paymentAccountId: cash });
    const inNew = await api.expense({ expenseCategoryId: rent, title: 'April rent', amount: '1000', expenseDate: '2026-04-05', paymentAccountId: cash });

    const lock = await api.post('/api/erp/financial-year', { ...year(), id: old.id, isActive: false, isLocked: true }).expect(200);
    expect(lock.body).toMatchObject({ message: 'Financial Year locked successfully', data: { isLocked: true } });
    expect(lock.body.data.lockedAt).toEqual(expect.any(String));

    const create = await api.post('/api/erp/expense', { id: 0, expenseCategoryId: rent, title: 'Late bill', amount: '10', expenseDate: '2026-03-31', paymentAccountId: cash }).expect(409);
    expect(create.body).toEqual({ status: 'CONFLICT', message: LOCKED, data: null });
    const edit = await api.post('/api/erp/expense', { id: inOld.id, expenseCategoryId: rent, title: 'March rent', amount: '1200', expenseDate: '2026-03-05', paymentAccountId: cash }).expect(409);
    expect(edit.body.message).toBe(LOCKED);
    // Not even moved out of the locked year, nor a title-only change.
    await api.post('/api/erp/expense', { id: inOld.id, expenseCategoryId: rent, title: 'March rent', amount: '1000', expenseDate: '2026-04-05', paymentAccountId: cash }).expect(409);
    await api.post('/api/erp/expense', { id: inOld.id, expenseCategoryId: rent, title: 'Renamed', amount: '1000', expenseDate: '2026-03-05', paymentAccountId: cash }).expect(409);
    // Nor moved into it.
    const moveIn = await api.post('/api/erp/expense', { id: inNew.id, expenseCategoryId: rent, title: 'April rent', amount: '1000', expenseDate: '2026-03-30', paymentAccountId: cash }).expect(409);
    expect(moveIn.body.message).toBe(LOCKED);
    expect((await api.del(`/api/erp/expense?id=${inOld.id}`).expect(409)).body.message).toBe(LOCKED);
    const income = await api.post('/api/erp/income', {
      id: 0, incomeCategoryId: await api.categoryId('income', 'Bank Interest'), title: 'Interest', amount: '5', incomeDate: '2025-06-30',
      receivedIntoAccountId: cash,
    }).expect(409);
    expect(income.body.message).toBe(LOCKED);
    // The open year is unaffected.
    await api.expense({ expenseCategoryId: rent, title: 'May rent', amount: '1000', expenseDate: '2026-05-05', paymentAccountId: cash });

    // A locked year's dates do not move.
    expect((await api.post('/api/erp/financial-year', { ...year({ endDate: '2026-03-30' }), id: old.id, isActive: false }).expect(400)).body.message)
      .toBe('Unlock the financial year before changing its dates');

    // Unlocking is allowed and recorded.
    const unlock = await api.post('/api/erp/financial-year', { ...year(), id: old.id, isActive: false, isLocked: false }).expect(200);
    expect(unlock.body).toMatchObject({ message: 'Financial Year unlocked successfully', data: { isLocked: false, lockedAt: null } });
    await api.post('/api/erp/expense', { id: inOld.id, expenseCategoryId: rent, title: 'March rent', amount: '1200', expenseDate: '2026-03-05', paymentAccountId: cash }).expect(200);
    const history = await api.get(`/api/erp/transaction/history?referenceModule=FINANCIAL_YEAR&referenceId=${old.id}`).expect(200);
    expect(history.body.data.map((h: { remark: string }) => h.remark)).toEqual([
      'Financial year unlocked', 'Financial year locked', 'Financial year deactivated (FY 2026-27 activated)',
      'Financial year created (01 Apr 2025 to 31 Mar 2026)',
    ]);
    expect(history.body.data[0].createdBy).toBe('Ravi Sharma');
  });

  it('edits names and dates of an open year; unknown ids are 404', async () => {
    const old = (await api.get('/api/erp/financial-year?sort=startDate,asc').expect(200)).body.data.list[0];
    const res = await api.post('/api/erp/financial-year', { ...year({ name: 'FY 25-26' }), id: old.id, isActive: false }).expect(200);
    expect(res.body).toMatchObject({ message: 'Financial Year updated successfully', data: { name: 'FY 25-26' } });
    expect((await api.post('/api/erp/financial-year', { ...year({ name: 'FY 2026-27' }), id: old.id }).expect(409)).body.message)
      .toBe('A financial year with this name already exists');
    expect((await api.post('/api/erp/financial-year', { ...year(), id: 999999 }).expect(404)).body.message).toBe('Financial year not found');
  });
});
