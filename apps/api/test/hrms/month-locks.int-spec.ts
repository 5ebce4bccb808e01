import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const NOW = new Date('2026-04-10T06:00:00Z'); // 10 Apr 2026, 11:30 IST

/** Issue 29 item 2: a locked month is what payroll paid; it never changes while locked. */
describe('POST/DELETE /api/erp/attendance/lock', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let asha: Record<string, unknown> & { id: number };
  let nightShiftId: number;
  let serial = '';

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const ma = await hrmsMasters(t.http, a.headers);
    await t.http.post('/api/erp/setting').set(a.headers)
      .send({ employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 }).expect(200);
    nightShiftId = (await ma.ok('/api/erp/shift-time', { id: 0, name: 'Night', startTime: '22:00', endTime: '06:00', breakTime: 30, allowBreaks: true, weekOff: 'SUNDAY' })).id;
    asha = await ma.ok('/api/erp/user-details', employeeInput(ma, { dateOfJoining: '2026-03-02', email: 'asha@example.in', deviceUserId: '11' }));
    serial = `CQZ${Date.now().toString(36).toUpperCase()}`;
    await ma.ok('/api/erp/attendance-device', { id: 0, name: 'Gate', userName: `gate-${serial}`, password: 'gate1pw', serialNumber: serial, branchId: ma.branch.id });
    await t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG`).send(['11\t2026-03-10 09:00:00\t0\t1', '11\t2026-03-10 18:10:00\t1\t1'].join('\n')).expect(200);
  });
  afterAll(async () => t.close());

  const day = async (date: string) => (await t.http.get(`/api/erp/attendance?fromDate=${date}&toDate=${date}&userId=${asha.id}`).set(a.headers).expect(200)).body.data.list[0];

  it('locks an ended month once; an unfinished month cannot be locked', async () => {
    const april = await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-04' }).expect(400);
    expect(april.body.message).toBe('Only a month that has ended can be locked');
    expect((await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-3' }).expect(400)).body.message).toBe('month must be yyyy-MM');
    const res = await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-03' }).expect(200);
    expect(res.body).toMatchObject({ message: 'Attendance for 2026-03 is locked', data: { month: '2026-03', locked: true, days: 30, latePunches: [] } });
    expect((await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-03' }).expect(409)).body.message).toBe('Attendance for 2026-03 is already locked');
    // Another company's March is its own.
    expect((await t.http.get('/api/erp/attendance/lock?month=2026-03').set(b.headers).expect(200)).body.data.locked).toBe(false);
  });

  it("locked days do not change when today's masters change: shift, settings, holidays, late punches, marks", async () => {
    const before = await day('2026-03-10');
    expect(before).toMatchObject({ remark: 'Full Day', hours: 8.17, clockIn: '2026-03-10T09:00:00+05:30' });
    // Moved to the night shift, stricter settings, a holiday on the day, a late punch from the device.
    await t.http.post('/api/erp/user-details').set(a.headers).send({ ...asha, shiftId: nightShiftId }).expect(200);
    await t.http.post('/api/erp/setting').set(a.headers)
      .send({ employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 9 }).expect(200);
    // A holiday dated in a locked month is refused (it could not change the days anyway).
    const holiday = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Late Holiday', holidayType: 'COMPANY', holidayDate: '2026-03-10' }).expect(409);
    expect(holiday.body.message).toBe('Attendance for 2026-03 is locked: its holidays cannot be changed');
    await t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG`).send('11\t2026-03-11 09:05:00\t0\t1').expect(200);
    expect(await day('2026-03-10')).toEqual(before);
    expect(await day('2026-03-11')).toMatchObject({ clockIn: null, remark: 'Absent' });
    const marked = await t.http.post('/api/erp/attendance/mark').set(a.headers).send({ employeeId: asha.id, date: '2026-03-12', status: 'PRESENT', reason: 'x' }).expect(409);
    expect(marked.body.message).toBe('Attendance for 2026-03 is locked');
    // The late punch is kept aside and shown.
    const status = (await t.http.get('/api/erp/attendance/lock?month=2026-03').set(a.headers).expect(200)).body.data;
    expect(status.latePunches).toEqual([expect.objectContaining({ employeeId: asha.id, deviceName: 'Gate', punchTime: '2026-03-11T09:05:00+05:30' })]);
    // The summary is the locked month's too.
    const summary = (await t.http.get(`/api/erp/attendance/summary?month=2026-03&userId=${asha.id}`).set(a.headers).expect(200)).body.data.list[0];
    expect(summary).toMatchObject({ holidays: 0, present: 1 });
  });

  it('unlocks with a reason kept in the history; the days are computed again', async () => {
    const noReason = await t.http.delete('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-03' }).expect(400);
    expect(noReason.body.message).toBe('Reason is required to unlock');
    const res = await t.http.delete('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-03', reason: 'Arrears for the missed punch' }).expect(200);
    expect(res.body).toMatchObject({ message: 'Attendance for 2026-03 is unlocked', data: { locked: false } });
    expect(res.body.data.history.map((h: { action: string; reason: string | null }) => [h.action, h.reason])).toEqual([['LOCK', null], ['UNLOCK', 'Arrears for the missed punch']]);
    // Computed again with the masters in force on the day: still the day shift and the settings of March.
    expect(await day('2026-03-10')).toMatchObject({ remark: 'Full Day', clockIn: '2026-03-10T09:00:00+05:30' });
    await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Late Holiday', holidayType: 'COMPANY', holidayDate: '2026-03-10' }).expect(200);
    expect(await day('2026-03-10')).toMatchObject({ dayType: 'HOLIDAY', remark: 'Late Holiday' });
    await t.http.delete('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-03', reason: 'again' }).expect(404);
  });
});
