import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
type Masters = Awaited<ReturnType<typeof hrmsMasters>>;

describe('hrms: employees (/api/erp/user-details)', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let ma: Masters;
  let mb: Masters;

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => new Date('2026-06-15T06:00:00Z'));
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    ma = await hrmsMasters(t.http, a.headers);
    mb = await hrmsMasters(t.http, b.headers);
    await t.http.post('/api/erp/setting').set(a.headers)
      .send({ employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0 }).expect(200);
  });
  afterAll(async () => t.close());

  const save = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/user-details').set(s.headers).send(body);

  it('creates an employee with every field and the display names', async () => {
    const res = await save(a, employeeInput(ma, {
      middleName: 'R', motherName: 'Sunita', phone: '9876543210', gender: 'FEMALE', maritalStatus: 'MARRIED', bloodGroup: 'O_POSITIVE',
      departmentId: ma.department.id, designationId: ma.designation.id, employeeCodeAutoGenerate: true,
    })).expect(200);
    expect(res.body).toMatchObject({
      status: 'OK', message: 'Employee created successfully',
      data: {
        firstName: 'Asha', middleName: 'R', lastName: 'Patil', motherName: 'Sunita', gender: 'FEMALE', maritalStatus: 'MARRIED', bloodGroup: 'O_POSITIVE',
        status: 'ACTIVE', branch: 'Pune HQ', department: 'Operations', designation: 'Associate', shiftName: 'General', lwd: null, deleted: false,
        dateOfJoining: '2026-01-01', dateOfBirth: '1994-08-15', employeeCode: expect.stringMatching(/^EMP\d{4}$/),
      },
    });
  });

  it('generates gap-free unique codes under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => save(a, employeeInput(ma, { firstName: `Para${i}`, email: `p${i}@example.in` }))));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const list = (await t.http.get('/api/erp/user-details?size=100').set(a.headers).expect(200)).body.data.list;
    const numbers = list.map((e: { employeeCode: string }) => Number(e.employeeCode.slice(3))).sort((x: number, y: number) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('a failed save does not burn a number; a typed code is skipped by the generator', async () => {
    await save(a, employeeInput(ma, { branchId: 999999 })).expect(404);
    const typed = await save(a, employeeInput(ma, { employeeCodeAutoGenerate: false, employeeCode: 'EMP0011', email: 't@example.in' })).expect(200);
    expect(typed.body.data.employeeCode).toBe('EMP0011');
    const next = await save(a, employeeInput(ma, { email: 'n@example.in' })).expect(200);
    expect(next.body.data.employeeCode).toBe('EMP0010');
    const after = await save(a, employeeInput(ma, { email: 'n2@example.in' })).expect(200);
    expect(after.body.data.employeeCode).toBe('EMP0012');
  });

  it('typed codes are unique per company (409), required when not generated, and free in another company', async () => {
    const clash = await save(a, employeeInput(ma, { employeeCodeAutoGenerate: false, employeeCode: 'emp0011' })).expect(409);
    expect(clash.body).toMatchObject({ status: 'CONFLICT', message: 'Employee code already exists' });
    const missing = await save(a, employeeInput(ma, { employeeCodeAutoGenerate: false })).expect(400);
    expect(missing.body.message).toBe('Employee Code is required');
    await save(b, employeeInput(mb, { employeeCodeAutoGenerate: false, employeeCode: 'EMP0011' })).expect(200);
  });

  it("answers the spec's messages word for word", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'First Name is required'],
      [{ firstName: 'x'.repeat(101) }, 'First Name must be at most 100 characters'],
      [{ lastName: undefined }, 'Last Name is required'],
      [{ lastName: 'y'.repeat(101) }, 'Last Name must be at most 100 characters'],
      [{ dateOfBirth: '' }, 'Date of Birth is required'],
      [{ dateOfBirth: '1990-02-30' }, 'Date of Birth must be a valid date'],
      [{ email: 'not-mail' }, 'Enter valid Email'],
      [{ email: '' }, 'Email is required'],
      [{ status: undefined }, 'Please select status'],
      [{ branchId: undefined }, 'Please select branch'],
      [{ dateOfJoining: undefined }, 'Date of Joining is required'],
      [{ shiftId: 'abc' }, 'Please select shift'],
      [{ shiftId: undefined }, 'Please select shift'],
      [{ dateOfBirth: '2030-01-01' }, 'Date of Birth cannot be in the future'],
      [{ status: 'RESIGNED' }, 'A new employee can only be PENDING or ACTIVE'],
      // Issue 29 item 7: joining before birth, or as a child.
      [{ dateOfBirth: '2000-01-01', dateOfJoining: '1999-06-01' }, 'Date of Joining must be at least 14 years after Date of Birth'],
      [{ dateOfBirth: '2012-03-02', dateOfJoining: '2026-03-01' }, 'Date of Joining must be at least 14 years after Date of Birth'],
    ];
    for (const [patch, message] of cases) {
      const res = await save(a, employeeInput(ma, patch)).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('status rules: PENDING only for new ones, Last Working Day only once leaving', async () => {
    const e = (await save(a, employeeInput(ma, { status: 'PENDING', email: 'pending@example.in' })).expect(200)).body.data;
    const active = await save(a, { ...e, status: 'ACTIVE', lwd: '2026-05-01' }).expect(200);
    expect(active.body).toMatchObject({ message: 'Employee updated successfully', data: { status: 'ACTIVE', lwd: null } });
    const back = await save(a, { ...e, status: 'PENDING' }).expect(400);
    expect(back.body.message).toBe('An existing employee cannot be moved back to PENDING');
    const resigned = await save(a, { ...e, status: 'RESIGNED', lwd: '2026-05-31' }).expect(200);
    expect(resigned.body.data).toMatchObject({ status: 'RESIGNED', lwd: '2026-05-31' });
    expect((await save(a, { ...e, status: 'TERMINATED', lwd: '2025-12-01' }).expect(400)).body.message).toBe('Last Working Day cannot be before Date of Joining');
    // Issue 29 item 7: a terminated or resigned employee needs the last working day (else they stay in headcount, Absent every day).
    expect((await save(a, { ...e, status: 'TERMINATED', lwd: null }).expect(400)).body.message).toBe('Last Working Day is required for a resigned or terminated employee');
    expect((await save(a, { ...e, status: 'RESIGNED', lwd: undefined }).expect(400)).body.message).toBe('Last Working Day is required for a resigned or terminated employee');
    await save(a, { ...e, status: 'INACTIVE', lwd: null }).expect(200);
    // Exactly 14 years is allowed.
    await save(a, employeeInput(ma, { dateOfBirth: '2012-03-01', dateOfJoining: '2026-03-01', email: 'fourteen@example.in' })).expect(200);
  });

  it('reporting manager: never self, never a loop, never another company', async () => {
    const boss = (await save(a, employeeInput(ma, { firstName: 'Boss', email: 'boss@example.in' })).expect(200)).body.data;
    const mid = (await save(a, employeeInput(ma, { firstName: 'Mid', email: 'mid@example.in', reportingManagerId: boss.id })).expect(200)).body.data;
    const low = (await save(a, employeeInput(ma, { firstName: 'Low', email: 'low@example.in', reportingManagerId: mid.id })).expect(200)).body.data;
    expect(low.reportingManagerName).toBe('Mid Patil');
    expect((await save(a, { ...boss, reportingManagerId: boss.id }).expect(400)).body.message).toBe('An employee cannot report to themselves');
    expect((await save(a, { ...boss, reportingManagerId: low.id }).expect(400)).body.message).toMatch(/reports to the employee/);
    const other = (await save(b, employeeInput(mb, { email: 'x@example.in' })).expect(200)).body.data;
    await save(a, { ...low, reportingManagerId: other.id }).expect(404);
    // Two saves racing to make a loop: at most one wins.
    const race = await Promise.all([save(a, { ...boss, reportingManagerId: mid.id }), save(a, { ...mid, reportingManagerId: low.id })]);
    expect(race.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('soft delete and recover by one DELETE call; deleted cards stay in the list', async () => {
    const e = (await save(a, employeeInput(ma, { firstName: 'Gone', email: 'gone@example.in' })).expect(200)).body.data;
    const del = await t.http.delete(`/api/erp/user-details?id=${e.id}`).set(a.headers).expect(200);
    expect(del.body).toMatchObject({ message: 'Employee deleted successfully', data: { deleted: true } });
    const q = encodeURIComponent(JSON.stringify({ search: 'gone' }));
    expect((await t.http.get(`/api/erp/user-details?q=${q}`).set(a.headers).expect(200)).body.data.list[0]).toMatchObject({ id: e.id, deleted: true });
    const options = (await t.http.get('/api/erp/user-details/select').set(a.headers).expect(200)).body.data;
    expect(options.map((o: { id: number }) => o.id)).not.toContain(e.id);
    await save(a, { ...e, firstName: 'Edit' }).expect(400);
    const rec = await t.http.delete(`/api/erp/user-details?id=${e.id}`).set(a.headers).expect(200);
    expect(rec.body).toMatchObject({ message: 'Employee recovered successfully', data: { deleted: false } });
  });

  it("cross-tenant: another company's employee is 404 and never listed; masters must be the company's own", async () => {
    const e = (await save(a, employeeInput(ma, { firstName: 'Mine', email: 'mine@example.in' })).expect(200)).body.data;
    await t.http.delete(`/api/erp/user-details?id=${e.id}`).set(b.headers).expect(404);
    await save(b, { ...e, branchId: mb.branch.id, shiftId: mb.shift.id }).expect(404);
    const listB = (await t.http.get('/api/erp/user-details?size=100').set(b.headers).expect(200)).body.data.list;
    expect(listB.map((x: { id: number }) => x.id)).not.toContain(e.id);
    await save(a, employeeInput(ma, { email: 'z@example.in', branchId: mb.branch.id })).expect(404);
    await save(a, employeeInput(ma, { email: 'z@example.in', shiftId: mb.shift.id })).expect(404);
    await save(a, employeeInput(ma, { email: 'z@example.in', departmentId: mb.department.id })).expect(404);
  });
});
