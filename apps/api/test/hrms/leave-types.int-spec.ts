import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const NOW = new Date('2026-01-05T06:00:00Z'); // Monday 5 Jan 2026

/** Issue 29 item 4: leave types, allocations (one by one, and the year's quota for everyone with carry forward), balances. */
describe('/api/erp/leave-type, /api/erp/leave-allocation, /api/erp/leave-balance', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let asha: { id: number };
  let ravi: { id: number };
  let casual: { id: number };
  let sick: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const ma = await hrmsMasters(t.http, a.headers);
    asha = await ma.ok('/api/erp/user-details', employeeInput(ma, { dateOfJoining: '2025-01-01', email: 'asha@example.in' }));
    ravi = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Ravi', dateOfJoining: '2025-06-01', email: 'ravi@example.in' }));
    // Not active yet (PENDING): no quota.
    await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Neha', status: 'PENDING', email: 'neha@example.in' }));
  });
  afterAll(async () => t.close());

  const save = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/leave-type').set(s.headers).send(body);

  it('saves leave types with their rules; names are unique per company whatever the case', async () => {
    const res = await save(a, { id: 0, name: ' Casual Leave ', paid: true, yearlyAllocation: 12, carryForward: true }).expect(200);
    expect(res.body).toMatchObject({ message: 'Leave type saved successfully', data: { name: 'Casual Leave', paid: true, yearlyAllocation: 12, carryForward: true, allowNegative: false } });
    casual = res.body.data;
    sick = (await save(a, { id: 0, name: 'Sick Leave', yearlyAllocation: 6.5 }).expect(200)).body.data;
    await save(a, { id: 0, name: 'Loss of Pay', paid: false, yearlyAllocation: 0, allowNegative: true }).expect(200);
    expect((await save(a, { id: 0, name: 'casual leave', yearlyAllocation: 1 }).expect(409)).body.message).toBe('A leave type with this name already exists');
    // Another company may use the same name.
    await save(b, { id: 0, name: 'Casual Leave', yearlyAllocation: 1 }).expect(200);

    const list = (await t.http.get('/api/erp/leave-type?search=leave&sort=name,ASC').set(a.headers).expect(200)).body.data;
    expect(list.list.map((r: { name: string }) => r.name)).toEqual(['Casual Leave', 'Sick Leave']);
    const select = (await t.http.get('/api/erp/leave-type/select').set(a.headers).expect(200)).body.data;
    expect(select).toEqual([{ id: casual.id, name: 'Casual Leave', paid: true }, expect.objectContaining({ name: 'Loss of Pay', paid: false }), expect.objectContaining({ name: 'Sick Leave' })]);
  });

  it('bad input is a 400 with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Leave Type Name required'],
      [{ name: 'X' }, 'Leave Type Name must be at least 2 characters'],
      [{ yearlyAllocation: 2.3 }, 'Yearly Allocation must be a number of days from 0 to 366, in steps of 0.5'],
      [{ yearlyAllocation: -1 }, 'Yearly Allocation must be a number of days from 0 to 366, in steps of 0.5'],
      [{ yearlyAllocation: undefined }, 'Yearly Allocation is required'],
      [{ paid: 'yes' }, 'Paid must be true or false'],
      [{ carryForward: 1 }, 'Carry Forward must be true or false'],
    ];
    for (const [patch, message] of cases) {
      expect((await save(a, { id: 0, name: 'Earned Leave', yearlyAllocation: 15, ...patch }).expect(400)).body.message).toBe(message);
    }
  });

  it('allocates the yearly quota to every active employee once, carrying forward the unused balance of types that allow it', async () => {
    // Last year: Asha had 10 days of casual leave and took 3.
    await t.http.post('/api/erp/leave-allocation').set(a.headers).send({ employeeId: asha.id, leaveTypeId: casual.id, year: 2025, allocated: 10 }).expect(200);
    await t.http.post('/api/erp/leave-allocation').set(a.headers).send({ employeeId: asha.id, leaveTypeId: sick.id, year: 2025, allocated: 6 }).expect(200);
    const applied = await t.http.post('/api/erp/leave-application').set(a.headers)
      .send({ employeeId: asha.id, leaveTypeId: casual.id, from: '2025-12-22', to: '2025-12-24', reason: 'Year end' }).expect(200);
    await t.http.post(`/api/erp/leave-application/${applied.body.data.id}/approve`).set(a.headers).send({}).expect(200);

    const res = await t.http.post('/api/erp/leave-allocation/allocate-year').set(a.headers).send({ year: 2026 }).expect(200);
    // Two active employees, two types with a quota.
    expect(res.body).toEqual({ status: 'OK', message: 'Leave allocated for 2026: 4 new allocations', data: { year: 2026, created: 4, kept: 0 } });
    const again = await t.http.post('/api/erp/leave-allocation/allocate-year').set(a.headers).send({ year: 2026 }).expect(200);
    expect(again.body.data).toEqual({ year: 2026, created: 0, kept: 4 });

    const balances = (await t.http.get(`/api/erp/leave-balance?employeeId=${asha.id}`).set(a.headers).expect(200)).body.data;
    expect(balances).toEqual([
      { leaveTypeId: casual.id, leaveTypeName: 'Casual Leave', paid: true, allowNegative: false, year: 2026, allocated: 12, carriedForward: 7, taken: 0, pending: 0, balance: 19, available: 19 },
      expect.objectContaining({ leaveTypeName: 'Loss of Pay', allocated: 0, balance: 0 }),
      // Sick leave does not carry forward.
      expect.objectContaining({ leaveTypeName: 'Sick Leave', allocated: 6.5, carriedForward: 0, balance: 6.5 }),
    ]);
    const raviCasual = (await t.http.get(`/api/erp/leave-allocation?year=2026&employeeId=${ravi.id}&leaveTypeId=${casual.id}`).set(a.headers).expect(200)).body.data;
    expect(raviCasual.list).toEqual([expect.objectContaining({ employeeName: 'Ravi Patil', leaveTypeName: 'Casual Leave', year: 2026, allocated: 12, carriedForward: 0 })]);
    expect((await t.http.get('/api/erp/leave-allocation?year=2026&search=ravi').set(a.headers).expect(200)).body.data.totalRecords).toBe(2);
  });

  it('an allocation cannot go below what is taken or waiting; a type in use cannot be deleted', async () => {
    const applied = await t.http.post('/api/erp/leave-application').set(a.headers)
      .send({ employeeId: ravi.id, leaveTypeId: sick.id, from: '2026-01-06', to: '2026-01-08', reason: 'Fever' }).expect(200);
    expect(applied.body.data.days).toBe(3);
    const below = await t.http.post('/api/erp/leave-allocation').set(a.headers).send({ employeeId: ravi.id, leaveTypeId: sick.id, year: 2026, allocated: 2 }).expect(409);
    expect(below.body.message).toBe('Sick Leave for 2026 cannot be allocated below the 3 days already taken or applied for');
    await t.http.post('/api/erp/leave-allocation').set(a.headers).send({ employeeId: ravi.id, leaveTypeId: sick.id, year: 2026, allocated: 3 }).expect(200);
    expect((await t.http.delete(`/api/erp/leave-type?id=${sick.id}`).set(a.headers).expect(409)).body.message)
      .toBe('This leave type has allocations or applications and cannot be deleted');
    const unused = (await save(a, { id: 0, name: 'Paternity Leave', yearlyAllocation: 0 }).expect(200)).body.data;
    expect((await t.http.delete(`/api/erp/leave-type?id=${unused.id}`).set(a.headers).expect(200)).body.message).toBe('Leave type deleted successfully');
  });

  it("another company's leave type and employee are 404", async () => {
    expect((await save(b, { id: casual.id, name: 'Mine now', yearlyAllocation: 1 }).expect(404)).body.message).toBe('Leave type not found');
    await t.http.delete(`/api/erp/leave-type?id=${casual.id}`).set(b.headers).expect(404);
    const mb = await hrmsMasters(t.http, b.headers);
    const bEmployee = await mb.ok('/api/erp/user-details', employeeInput(mb, { email: 'b@example.in' }));
    await t.http.post('/api/erp/leave-allocation').set(b.headers).send({ employeeId: bEmployee.id, leaveTypeId: casual.id, year: 2026, allocated: 2 }).expect(404);
    await t.http.post('/api/erp/leave-allocation').set(b.headers).send({ employeeId: asha.id, leaveTypeId: casual.id, year: 2026, allocated: 2 }).expect(404);
    await t.http.post('/api/erp/leave-allocation/allocate-year').set(b.headers).send({ year: 2026, leaveTypeId: casual.id }).expect(404);
    expect((await t.http.get('/api/erp/leave-allocation').set(b.headers).expect(200)).body.data.totalRecords).toBe(0);
    // Unchanged for its owner.
    expect((await t.http.get('/api/erp/leave-type?search=casual').set(a.headers).expect(200)).body.data.list[0]).toMatchObject({ name: 'Casual Leave', yearlyAllocation: 12 });
  });
});
