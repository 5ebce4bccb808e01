import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const NOW = new Date('2026-03-10T12:00:00Z'); // Tuesday 10 Mar 2026, 17:30 IST

/** Issue 29 item 3: HR marks a day by hand; the mark overrides the computed day with its reason. */
describe('POST /api/erp/attendance/mark', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let asha: { id: number; employeeCode: string };

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const ma = await hrmsMasters(t.http, a.headers);
    await t.http.post('/api/erp/setting').set(a.headers)
      .send({ employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 }).expect(200);
    asha = await ma.ok('/api/erp/user-details', employeeInput(ma, { dateOfJoining: '2026-03-02', email: 'asha@example.in' }));
  });
  afterAll(async () => t.close());

  const mark = (s: Session, body: Record<string, unknown>) => t.http.post('/api/erp/attendance/mark').set(s.headers).send(body);
  const dayOf = async (date: string) => (await t.http.get(`/api/erp/attendance?fromDate=${date}&toDate=${date}&userId=${asha.id}`).set(a.headers).expect(200)).body.data.list[0];

  it('a shop without a device marks a day present with times; the day shows the mark and its reason', async () => {
    expect(await dayOf('2026-03-02')).toMatchObject({ status: 'ABSENT', manualReason: null });
    const res = await mark(a, { employeeId: asha.id, date: '2026-03-02', status: 'PRESENT', inTime: '9:30 am', outTime: '1830', reason: 'Attendance register' }).expect(200);
    expect(res.body).toMatchObject({ message: 'Attendance marked successfully', data: { status: 'PRESENT', inTime: '09:30:00', outTime: '18:30:00', source: 'HR', reason: 'Attendance register' } });
    expect(await dayOf('2026-03-02')).toMatchObject({
      status: 'PRESENT', remark: 'Present', payable: 1, clockIn: '2026-03-02T09:30:00+05:30', clockOut: '2026-03-02T18:30:00+05:30', hours: 8, manualReason: 'Attendance register',
    });
  });

  it('marking again replaces the mark; leave is L in the CSV; removing the mark brings the computed day back', async () => {
    await mark(a, { employeeId: asha.id, date: '2026-03-03', status: 'ON_LEAVE', reason: 'Sick' }).expect(200);
    await mark(a, { employeeId: asha.id, date: '2026-03-04', status: 'HALF_DAY', reason: 'Left at noon' }).expect(200);
    await mark(a, { employeeId: asha.id, date: '2026-03-04', status: 'ABSENT', reason: 'Did not come' }).expect(200);
    expect(await dayOf('2026-03-04')).toMatchObject({ status: 'ABSENT', manualReason: 'Did not come' });
    const csv = (await t.http.get('/api/erp/attendance/export?month=2026-03').set(a.headers).expect(200)).text.trim().split('\r\n');
    const row = csv.find((l) => l.startsWith(asha.employeeCode))!.split(',');
    expect(row.slice(5, 8)).toEqual(['P', 'L', 'A']);
    const removed = await t.http.delete(`/api/erp/attendance/mark?employeeId=${asha.id}&date=2026-03-04`).set(a.headers).expect(200);
    expect(removed.body.message).toBe('Manual mark removed: the day is computed from punches again');
    expect(await dayOf('2026-03-04')).toMatchObject({ status: 'ABSENT', manualReason: null, remark: 'Absent' });
    await t.http.delete(`/api/erp/attendance/mark?employeeId=${asha.id}&date=2026-03-04`).set(a.headers).expect(404);
  });

  it('bad input is a 400 with a clear message; another company cannot mark', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'LATE' }, 'status must be one of PRESENT, ABSENT, HALF_DAY, ON_LEAVE, WEEK_OFF, HOLIDAY'],
      [{ reason: '' }, 'Reason is required'],
      [{ reason: undefined }, 'Reason is required'],
      [{ date: '2026-02-30' }, 'date is required (yyyy-MM-dd)'],
      [{ inTime: '25:00' }, 'Time must be a time of day such as 09:30, 9:30 am or 0930'],
      [{ employeeId: undefined }, 'Please select employee'],
      [{ date: '2026-03-11' }, 'A day after today cannot be marked'],
      [{ date: '2026-03-01' }, 'The employee was not employed on this day'],
    ];
    for (const [patch, message] of cases) {
      const res = await mark(a, { employeeId: asha.id, date: '2026-03-05', status: 'PRESENT', reason: 'x', ...patch }).expect(400);
      expect(res.body.message).toBe(message);
    }
    await mark(b, { employeeId: asha.id, date: '2026-03-05', status: 'PRESENT', reason: 'x' }).expect(404);
    expect(await dayOf('2026-03-05')).toMatchObject({ manualReason: null });
  });

  it('GET /api/erp/attendance/summary: the month per employee for payroll, and as CSV (issue 29 item 5)', async () => {
    const res = await t.http.get(`/api/erp/attendance/summary?month=2026-03&userId=${asha.id}`).set(a.headers).expect(200);
    expect(res.body.message).toBe('Attendance summary fetched successfully');
    // Joined 2 Mar; today (10 Mar, 17:30) still runs. 2 Mar marked present, 3 Mar on leave, 8 Mar a Sunday, the rest absent.
    expect(res.body.data).toMatchObject({ month: '2026-03', fromDate: '2026-03-01', toDate: '2026-03-10' });
    expect(res.body.data.list).toEqual([{
      employeeId: asha.id, employeeCode: asha.employeeCode, employeeName: 'Asha Patil', branchName: 'Pune HQ', departmentName: null,
      workingDays: 7, present: 1, halfDays: 0, paidLeave: 1, unpaidLeave: 0, absent: 5, missingPunches: 0, lateCount: 0, overtimeHours: 0,
      weekOffs: 1, holidays: 0, payableDays: 3,
    }]);
    const csv = await t.http.get('/api/erp/attendance/summary/export?month=2026-03').set(a.headers).expect(200);
    expect(csv.headers['content-disposition']).toContain('attendance-summary-2026-03.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Employee Code,Employee,Branch,Department,Working Days,Present,Half Days,Paid Leave,Unpaid Leave,Absent,Missing Punches,Late,Overtime Hours,Week Offs,Holidays,Payable Days');
    expect(lines.find((l) => l.startsWith(asha.employeeCode))).toBe(`${asha.employeeCode},Asha Patil,Pune HQ,,7,1,0,1,0,5,0,0,0.00,1,0,3`);
    expect((await t.http.get('/api/erp/attendance/summary?month=2026-3').set(a.headers).expect(400)).body.message).toBe('month must be yyyy-MM');
  });

  describe('/api/erp/attendance/regularisation', () => {
    let ravi: { id: number };

    beforeAll(async () => {
      const ma = await hrmsMasters(t.http, a.headers, ' R');
      ravi = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Ravi', dateOfJoining: '2026-03-02', email: 'ravi@example.in' }));
    });

    const dayOf = async (date: string) => (await t.http.get(`/api/erp/attendance?fromDate=${date}&toDate=${date}&userId=${ravi.id}`).set(a.headers).expect(200)).body.data.list[0];

    it('apply, then approve: the day is marked with the request; one open request per day; decided once', async () => {
      const applied = await t.http.post('/api/erp/attendance/regularisation').set(a.headers)
        .send({ employeeId: ravi.id, date: '2026-03-03', status: 'PRESENT', inTime: '09:00', outTime: '18:00', reason: 'Device was down' }).expect(200);
      expect(applied.body).toMatchObject({ message: 'Regularisation request sent', data: { state: 'PENDING', employeeName: 'Ravi Patil', inTime: '09:00:00' } });
      const again = await t.http.post('/api/erp/attendance/regularisation').set(a.headers).send({ employeeId: ravi.id, date: '2026-03-03', status: 'PRESENT', reason: 'Again' }).expect(409);
      expect(again.body.message).toBe('A request for this day is already waiting for approval');
      expect(await dayOf('2026-03-03')).toMatchObject({ status: 'ABSENT', manualReason: null });
      const pending = (await t.http.get('/api/erp/attendance/regularisation?state=PENDING').set(a.headers).expect(200)).body.data;
      expect(pending.list.map((r: { id: number }) => r.id)).toEqual([applied.body.data.id]);
      expect((await t.http.get('/api/erp/attendance/regularisation').set(b.headers).expect(200)).body.data.totalRecords).toBe(0);
      await t.http.post(`/api/erp/attendance/regularisation/${applied.body.data.id}/approve`).set(b.headers).expect(404);

      const approved = await t.http.post(`/api/erp/attendance/regularisation/${applied.body.data.id}/approve`).set(a.headers).expect(200);
      expect(approved.body).toMatchObject({ message: 'Regularisation approved: the day is marked', data: { state: 'APPROVED' } });
      expect(await dayOf('2026-03-03')).toMatchObject({ status: 'PRESENT', hours: 8, manualReason: 'Device was down', clockIn: '2026-03-03T09:00:00+05:30' });
      const twice = await t.http.post(`/api/erp/attendance/regularisation/${applied.body.data.id}/reject`).set(a.headers).send({}).expect(409);
      expect(twice.body.message).toBe('This request has already been decided');
    });

    it('reject keeps the day as computed, with the note', async () => {
      const applied = (await t.http.post('/api/erp/attendance/regularisation').set(a.headers)
        .send({ employeeId: ravi.id, date: '2026-03-04', status: 'PRESENT', reason: 'Was at a client' }).expect(200)).body.data;
      const rejected = await t.http.post(`/api/erp/attendance/regularisation/${applied.id}/reject`).set(a.headers).send({ note: 'No visit on record' }).expect(200);
      expect(rejected.body.data).toMatchObject({ state: 'REJECTED', decisionNote: 'No visit on record' });
      expect(await dayOf('2026-03-04')).toMatchObject({ status: 'ABSENT', manualReason: null });
      await t.http.get('/api/erp/attendance/regularisation?state=OPEN').set(a.headers).expect(400);
      // A rejected request does not block a new one.
      await t.http.post('/api/erp/attendance/regularisation').set(a.headers).send({ employeeId: ravi.id, date: '2026-03-04', status: 'HALF_DAY', reason: 'Half a day at the client' }).expect(200);
    });
  });
});
