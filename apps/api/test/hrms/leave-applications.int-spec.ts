import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const NOW = new Date('2026-04-10T06:00:00Z'); // Friday 10 Apr 2026, 11:30 IST: March has ended.

/**
 * Issue 29 item 4: leave applications. March 2026 starts on a Sunday (the shift's week-off: 1, 8, 15, 22, 29);
 * 4 March is a holiday. Approved leave is L in the attendance listing and the grid's CSV, and paid or unpaid days in
 * the month summary.
 */
describe('/api/erp/leave-application', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let asha: { id: number; employeeCode: string };
  let casual: { id: number };
  let lop: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const ma = await hrmsMasters(t.http, a.headers);
    asha = await ma.ok('/api/erp/user-details', employeeInput(ma, { email: 'asha@example.in' }));
    await ma.ok('/api/erp/holiday', { id: 0, name: 'Holi', holidayType: 'COMPANY', holidayDate: '2026-03-04' });
    casual = await ma.ok('/api/erp/leave-type', { id: 0, name: 'Casual Leave', paid: true, yearlyAllocation: 5 });
    lop = await ma.ok('/api/erp/leave-type', { id: 0, name: 'Loss of Pay', paid: false, yearlyAllocation: 0, allowNegative: true });
    await ma.ok('/api/erp/leave-allocation/allocate-year', { year: 2026 });
  });
  afterAll(async () => t.close());

  const apply = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/leave-application').set(s.headers).send(body);
  const decide = (s: Session, id: number, action: 'approve' | 'reject' | 'cancel', note?: string) =>
    t.http.post(`/api/erp/leave-application/${id}/${action}`).set(s.headers).send(note ? { note } : {});
  const balance = async () => (await t.http.get(`/api/erp/leave-balance?employeeId=${asha.id}&year=2026`).set(a.headers).expect(200)).body.data
    .find((r: { leaveTypeId: number }) => r.leaveTypeId === casual.id);
  const dayOf = async (date: string) => (await t.http.get(`/api/erp/attendance?fromDate=${date}&toDate=${date}&userId=${asha.id}`).set(a.headers).expect(200)).body.data.list[0];

  it('counts working days only: the holiday inside the range takes no leave; the balance shows what waits', async () => {
    const res = await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-03', to: '2026-03-05', reason: 'Family function' }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Leave application sent',
      data: { employeeId: asha.id, employeeName: 'Asha Patil', leaveTypeName: 'Casual Leave', paid: true, from: '2026-03-03', to: '2026-03-05', halfDay: false, days: 2, state: 'PENDING' },
    });
    expect(await balance()).toEqual({
      leaveTypeId: casual.id, leaveTypeName: 'Casual Leave', paid: true, allowNegative: false, year: 2026,
      allocated: 5, carriedForward: 0, taken: 0, pending: 2, balance: 5, available: 3,
    });
    // Only a Sunday and nothing else: no working day to take.
    expect((await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-08', to: '2026-03-08', reason: 'x' }).expect(400)).body.message)
      .toBe('These dates have no working days: week-offs and holidays need no leave');
    // Nothing is consumed or listed for a pending application yet.
    expect(await dayOf('2026-03-03')).toMatchObject({ status: 'ABSENT' });
  });

  it('refuses an overlap with a waiting or approved application, and a balance below zero, naming the balance', async () => {
    const overlap = await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-03-05', to: '2026-03-06', reason: 'x' }).expect(409);
    expect(overlap.body.message).toBe('Leave is already applied for from 2026-03-03 to 2026-03-05, which overlaps these dates');
    // 9 to 13 March: five working days; three are left once the waiting two are counted.
    const short = await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-09', to: '2026-03-13', reason: 'Trip' }).expect(409);
    expect(short.body.message).toBe('Not enough leave balance: Casual Leave has 3 days left for 2026, 5 days asked');
    // A type that allows a negative balance has no such limit.
    await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-03-09', to: '2026-03-13', reason: 'Trip' }).expect(200)
      .then((r) => decide(a, r.body.data.id, 'reject', 'Too long').expect(200));
  });

  it('a half day is one date and takes 0.5', async () => {
    expect((await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-10', to: '2026-03-11', halfDay: true, reason: 'x' }).expect(400)).body.message)
      .toBe('A half day is one date: From and To must be the same');
    const half = await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-10', to: '2026-03-10', halfDay: true, reason: 'Doctor' }).expect(200);
    expect(half.body.data).toMatchObject({ halfDay: true, days: 0.5 });
    await decide(a, half.body.data.id, 'approve').expect(200);
    expect(await balance()).toMatchObject({ taken: 0.5, pending: 2, balance: 4.5, available: 2.5 });
  });

  it('approved leave is L in the listing and the grid, paid or unpaid in the summary; a manual mark by HR wins', async () => {
    const waiting = (await t.http.get('/api/erp/leave-application?state=PENDING').set(a.headers).expect(200)).body.data;
    expect(waiting.totalRecords).toBe(1);
    const approved = await decide(a, waiting.list[0].id, 'approve').expect(200);
    expect(approved.body).toMatchObject({ message: 'Leave approved', data: { state: 'APPROVED' } });
    expect((await decide(a, waiting.list[0].id, 'approve').expect(409)).body.message).toBe('This application has already been decided');
    expect(await dayOf('2026-03-03')).toMatchObject({ status: 'ON_LEAVE', remark: 'On Leave: Casual Leave', payable: 1 });
    expect(await dayOf('2026-03-04')).toMatchObject({ status: 'HOLIDAY', remark: 'Holi', payable: 1 });
    expect(await dayOf('2026-03-10')).toMatchObject({ status: 'ON_LEAVE', remark: 'On Leave: Casual Leave (half day)', payable: 0.5 });

    const unpaid = await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-03-11', to: '2026-03-12', reason: 'Personal' }).expect(200);
    expect(unpaid.body.data).toMatchObject({ days: 2, paid: false });
    await decide(a, unpaid.body.data.id, 'approve').expect(200);
    expect(await dayOf('2026-03-11')).toMatchObject({ status: 'ON_LEAVE', remark: 'On Leave: Loss of Pay', payable: 0 });
    // HR's mark of a day beats the leave on it.
    await t.http.post('/api/erp/attendance/mark').set(a.headers).send({ employeeId: asha.id, date: '2026-03-12', status: 'PRESENT', reason: 'Came in after all' }).expect(200);
    expect(await dayOf('2026-03-12')).toMatchObject({ status: 'PRESENT', payable: 1, manualReason: 'Came in after all' });

    const csv = (await t.http.get('/api/erp/attendance/export?month=2026-03').set(a.headers).expect(200)).text.trim().split('\r\n');
    const row = csv.find((l) => l.startsWith(asha.employeeCode))!.split(',');
    // Columns 1 to 12 March start at the fifth cell.
    expect(row.slice(4, 16)).toEqual(['W', 'A', 'L', 'H', 'L', 'A', 'A', 'W', 'A', 'L', 'L', 'P']);

    const summary = (await t.http.get(`/api/erp/attendance/summary?month=2026-03&userId=${asha.id}`).set(a.headers).expect(200)).body.data.list[0];
    // Paid: 3 and 5 March and half of 10 March; unpaid: 11 March and the other half of 10 March.
    // Payable: 2.5 paid leave + 12 March present + 5 Sundays + Holi.
    expect(summary).toMatchObject({ paidLeave: 2.5, unpaidLeave: 1.5, present: 1, workingDays: 25, weekOffs: 5, holidays: 1, payableDays: 9.5 });
  });

  it('cancelling approved leave gives the days back and brings the computed day back', async () => {
    const res = await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-16', to: '2026-03-16', reason: 'x' }).expect(200);
    await decide(a, res.body.data.id, 'approve').expect(200);
    expect(await dayOf('2026-03-16')).toMatchObject({ status: 'ON_LEAVE' });
    expect((await decide(a, res.body.data.id, 'cancel').expect(200)).body).toMatchObject({ message: 'Leave application cancelled', data: { state: 'CANCELLED' } });
    expect(await dayOf('2026-03-16')).toMatchObject({ status: 'ABSENT' });
    expect(await balance()).toMatchObject({ taken: 2.5, pending: 0, balance: 2.5 });
    expect((await decide(a, res.body.data.id, 'cancel').expect(409)).body.message).toBe('Only a waiting or approved application can be cancelled');
    // The leave tables are in the audit trail: applied, approved, cancelled.
    const trail = (await t.http.get(`/api/erp/audit-log?recordType=leave_application&search=${res.body.data.id}`).set(a.headers).expect(200)).body.data.list
      .filter((r: { recordId: string }) => String(r.recordId) === String(res.body.data.id));
    expect(trail.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
  });

  it('a locked month never changes: applying, approving or cancelling leave in it is 409', async () => {
    const waiting = await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-02-27', to: '2026-03-02', reason: 'x' }).expect(200);
    const approvedFeb = await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-02-10', to: '2026-02-10', reason: 'x' }).expect(200);
    await decide(a, approvedFeb.body.data.id, 'approve').expect(200);
    await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-02' }).expect(200);
    const message = 'Attendance for 2026-02 is locked: leave in a locked month cannot be applied, approved or cancelled';
    expect((await apply(a, { employeeId: asha.id, leaveTypeId: lop.id, from: '2026-02-16', to: '2026-02-16', reason: 'x' }).expect(409)).body.message).toBe(message);
    expect((await decide(a, waiting.body.data.id, 'approve').expect(409)).body.message).toBe(message);
    expect((await decide(a, approvedFeb.body.data.id, 'cancel').expect(409)).body.message).toBe(message);
    // Rejecting changes no day: allowed.
    await decide(a, waiting.body.data.id, 'reject').expect(200);
  });

  it('counts each day with the shift in force on it: a change of week-off mid-range counts both shifts (issue 29 item 2)', async () => {
    const mm = await hrmsMasters(t.http, a.headers, ' Leave');
    const meera = await mm.ok('/api/erp/user-details', employeeInput(mm, { firstName: 'Meera', email: 'meera@example.in' }));
    const fiveDay = await mm.ok('/api/erp/shift-time', {
      id: 0, name: 'Five Day', startTime: '09:00', endTime: '18:00', breakTime: 60, allowBreaks: true, faceAttendance: false, weekOff: 'SATURDAY,SUNDAY',
    });
    await t.http.post(`/api/erp/employee/${meera.id}/shift-assignment`).set(a.headers).send({ shiftId: fiveDay.id, effectiveFrom: '2026-03-16' }).expect(200);
    // Fri 13 and Sat 14 on the Sunday-off shift (2), Sun 15 off; Mon 16 to Fri 20 on the five-day shift (5), Sat 21 and Sun 22 off.
    // Today's shift alone would count 6 (Sat 14 off).
    const res = await apply(a, { employeeId: meera.id, leaveTypeId: lop.id, from: '2026-03-13', to: '2026-03-22', reason: 'Travel' }).expect(200);
    expect(res.body.data.days).toBe(7);
  });

  it("counts each day with the shift's week-off as it stood on that day: editing the shift does not move past leave days", async () => {
    const mr = await hrmsMasters(t.http, a.headers, ' Versions');
    const ravi = await mr.ok('/api/erp/user-details', employeeInput(mr, { firstName: 'Ravi', email: 'ravi@example.in' }));
    // The shift's week-off becomes Saturday and Sunday from Mon 16 March (a correction entered later, the month open).
    await mr.ok('/api/erp/shift-time', {
      id: mr.shift.id, name: 'General Versions', startTime: '09:00', endTime: '18:00', breakTime: 60, allowBreaks: true, faceAttendance: false,
      weekOff: 'SATURDAY,SUNDAY', effectiveFrom: '2026-03-16',
    });
    // Fri 13, Sat 14 worked under the Sunday-off definition (2), Sun 15 off; Mon 16 to Fri 20 (5), Sat 21 and Sun 22 off.
    // Today's definition alone would count 6 (Sat 14 off), the row's old one 8 (Sat 21 worked).
    const res = await apply(a, { employeeId: ravi.id, leaveTypeId: lop.id, from: '2026-03-13', to: '2026-03-22', reason: 'Wedding' }).expect(200);
    expect(res.body.data.days).toBe(7);
  });

  it('bad input is a 400 with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: '' }, 'Reason is required'],
      [{ from: '2026-02-30' }, 'From date is required (yyyy-MM-dd)'],
      [{ to: undefined }, 'To date is required (yyyy-MM-dd)'],
      [{ to: '2026-03-01' }, 'To date cannot be before From date'],
      [{ to: '2027-01-04' }, 'A leave application cannot cross the year end: apply for each year separately'],
      [{ employeeId: undefined }, 'Please select employee'],
      [{ leaveTypeId: 'x' }, 'Please select leave type'],
      [{ halfDay: 'yes' }, 'Half Day must be true or false'],
      [{ from: '2025-12-30', to: '2025-12-31' }, 'The employee was not employed on these dates'],
    ];
    for (const [patch, message] of cases) {
      const res = await apply(a, { employeeId: asha.id, leaveTypeId: casual.id, from: '2026-03-20', to: '2026-03-20', reason: 'x', ...patch }).expect(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.http.get('/api/erp/leave-application?state=LATE').set(a.headers).expect(400)).body.message)
      .toBe('state must be one of PENDING, APPROVED, REJECTED, CANCELLED');
  });

  it("another company's employee, leave type and application are 404", async () => {
    const mb = await hrmsMasters(t.http, b.headers);
    const bEmployee = await mb.ok('/api/erp/user-details', employeeInput(mb, { email: 'b@example.in' }));
    const typeOfA = await apply(b, { employeeId: bEmployee.id, leaveTypeId: casual.id, from: '2026-03-20', to: '2026-03-20', reason: 'x' }).expect(404);
    expect(typeOfA.body.message).toBe('Leave type not found');
    const bType = await mb.ok('/api/erp/leave-type', { id: 0, name: 'Casual Leave', yearlyAllocation: 5 });
    await apply(b, { employeeId: asha.id, leaveTypeId: bType.id, from: '2026-03-20', to: '2026-03-20', reason: 'x' }).expect(404);
    const ofA = (await t.http.get('/api/erp/leave-application').set(a.headers).expect(200)).body.data.list[0];
    expect((await decide(b, ofA.id, 'cancel').expect(404)).body.message).toBe('Leave application not found');
    await t.http.get(`/api/erp/leave-balance?employeeId=${asha.id}`).set(b.headers).expect(404);
    expect((await t.http.get('/api/erp/leave-application').set(b.headers).expect(200)).body.data.totalRecords).toBe(0);
  });
});
