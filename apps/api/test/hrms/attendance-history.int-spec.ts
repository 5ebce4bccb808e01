import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
type Masters = Awaited<ReturnType<typeof hrmsMasters>>;

const NOW = new Date('2026-11-20T06:00:00Z'); // Friday 20 Nov 2026, 11:30 IST

/** Issue 29 item 2: a past day is computed with the shift and the settings that were in force on it. */
describe('frozen history: shift assignments and settings versions', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let ma: Masters;
  let night: { id: number };
  let ravi: Record<string, unknown> & { id: number };
  let kiran: Record<string, unknown> & { id: number };
  let serial = '';

  const rules = { employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 };
  const push = (lines: string[]) => t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG`).send(lines.map((l) => `${l}\t0\t1`).join('\n')).expect(200);
  const days = async (id: number, from: string, to: string) =>
    (await t.http.get(`/api/erp/attendance?fromDate=${from}&toDate=${to}&userId=${id}&sort=forDate,asc`).set(a.headers).expect(200)).body.data.list;
  const day = async (id: number, date: string) => (await days(id, date, date))[0];
  const history = (id: number, s = a) => t.http.get(`/api/erp/employee/${id}/shift-assignment`).set(s.headers);

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    ma = await hrmsMasters(t.http, a.headers);
    await t.http.post('/api/erp/setting').set(a.headers).send(rules).expect(200);
    night = await ma.ok('/api/erp/shift-time', { id: 0, name: 'Night', startTime: '22:00', endTime: '06:00', breakTime: 30, allowBreaks: true, weekOff: 'SUNDAY' });
    ravi = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Ravi', dateOfJoining: '2026-11-02', email: 'ravi@example.in', deviceUserId: '21' }));
    kiran = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Kiran', dateOfJoining: '2026-11-02', email: 'kiran@example.in', deviceUserId: '22' }));
    serial = `HST${Date.now().toString(36).toUpperCase()}`;
    await ma.ok('/api/erp/attendance-device', { id: 0, name: 'Gate', userName: `gate-${serial}`, password: 'gate1pw', serialNumber: serial, branchId: ma.branch.id });
    await push([
      '21\t2026-11-10 09:00:00', '21\t2026-11-10 18:00:00', // 9 h less the hour's break: Full Day, 8 h
      '21\t2026-11-12 09:00:00', '21\t2026-11-12 17:00:00', // 7 h: Half Day under the 8 h rule
      '22\t2026-11-13 09:00:00', '22\t2026-11-13 18:00:00',
      '22\t2026-11-16 22:05:00', '22\t2026-11-17 06:02:00', // a night shift, once Kiran is on it
    ]);
  });
  afterAll(async () => t.close());

  it("moving an employee to the night shift today does not change his 10 Nov", async () => {
    const before = await day(ravi.id, '2026-11-10');
    expect(before).toMatchObject({ remark: 'Full Day', hours: 8, clockIn: '2026-11-10T09:00:00+05:30', expectedClockIn: '2026-11-10T09:00:00+05:30' });
    const moved = await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, shiftId: night.id }).expect(200);
    expect(moved.body.data).toMatchObject({ shiftId: night.id, shiftName: 'Night' });
    expect(await day(ravi.id, '2026-11-10')).toEqual(before);
    // Today is the night shift's: not started at 11:30, expected at 22:00.
    expect(await day(ravi.id, '2026-11-20')).toMatchObject({ status: 'NOT_STARTED', expectedClockIn: '2026-11-20T22:00:00+05:30' });
    const h = (await history(ravi.id).expect(200)).body;
    expect(h.message).toBe('Shift history fetched successfully');
    expect(h.data.map((r: Record<string, unknown>) => [r.shiftName, r.effectiveFrom, r.effectiveTo, r.current])).toEqual([
      ['Night', '2026-11-20', null, true], ['General', '2026-11-02', '2026-11-19', false],
    ]);
    // Saving the form again with the same shift adds nothing.
    await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, shiftId: night.id }).expect(200);
    expect((await history(ravi.id).expect(200)).body.data).toHaveLength(2);
  });

  it('a future-dated change takes effect on its day; the form can date the change', async () => {
    const res = await t.http.post(`/api/erp/employee/${ravi.id}/shift-assignment`).set(a.headers).send({ shiftId: ma.shift.id, effectiveFrom: '2026-12-01' }).expect(200);
    expect(res.body.message).toBe('Shift change saved successfully');
    expect(res.body.data[0]).toMatchObject({ shiftName: 'General', effectiveFrom: '2026-12-01', effectiveTo: null, current: false });
    // Still on nights today.
    expect((await t.http.get(`/api/erp/user-details?q=${encodeURIComponent(JSON.stringify({ search: 'Ravi' }))}`).set(a.headers).expect(200)).body.data.list[0])
      .toMatchObject({ shiftId: night.id });
    // The form: back to the day shift from 23 Nov (a Monday).
    await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, shiftId: ma.shift.id, shiftEffectiveFrom: '2026-11-23' }).expect(200);
    expect((await history(ravi.id).expect(200)).body.data.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual(['2026-12-01', '2026-11-23', '2026-11-20', '2026-11-02']);
  });

  it('a past-dated correction re-computes the days from it, punches grouped by the shift of each day', async () => {
    await t.http.post(`/api/erp/employee/${kiran.id}/shift-assignment`).set(a.headers).send({ shiftId: night.id, effectiveFrom: '2026-11-16' }).expect(200);
    const list = await days(kiran.id, '2026-11-13', '2026-11-17');
    expect(list.map((r: Record<string, unknown>) => [r.forDate, r.expectedClockIn, r.clockIn, r.clockOut, r.remark])).toEqual([
      ['2026-11-13', '2026-11-13T09:00:00+05:30', '2026-11-13T09:00:00+05:30', '2026-11-13T18:00:00+05:30', 'Full Day'],
      ['2026-11-14', '2026-11-14T09:00:00+05:30', null, null, 'Absent'],
      ['2026-11-15', '2026-11-15T09:00:00+05:30', null, null, 'Week Off'],
      ['2026-11-16', '2026-11-16T22:00:00+05:30', '2026-11-16T22:05:00+05:30', '2026-11-17T06:02:00+05:30', 'Half Day'],
      ['2026-11-17', '2026-11-17T22:00:00+05:30', null, null, 'Absent'],
    ]);
  });

  it('bad shift changes are refused with a clear message; another company sees nothing', async () => {
    const post = (body: Record<string, unknown>, id = ravi.id, s = a) => t.http.post(`/api/erp/employee/${id}/shift-assignment`).set(s.headers).send(body);
    expect((await post({ shiftId: night.id, effectiveFrom: '2026-10-01' }).expect(400)).body.message).toBe('A shift cannot take effect before the joining date');
    expect((await post({ shiftId: night.id }).expect(400)).body.message).toBe('Effective from is required');
    expect((await post({ shiftId: night.id, effectiveFrom: '2026-02-30' }).expect(400)).body.message).toBe('Effective from must be a date (yyyy-MM-dd)');
    expect((await post({ effectiveFrom: '2026-12-05' }).expect(400)).body.message).toBe('Please select shift');
    await post({ shiftId: night.id, effectiveFrom: '2026-12-05' }, ravi.id, b).expect(404);
    await history(ravi.id, b).expect(404);
    const mb = await hrmsMasters(t.http, b.headers, ' B');
    await post({ shiftId: mb.shift.id, effectiveFrom: '2026-12-05' }).expect(404);
    const form = await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, shiftId: night.id, shiftEffectiveFrom: '2026-10-01' }).expect(400);
    expect(form.body.message).toBe('A shift cannot take effect before the joining date');
  });

  it("changing a setting today does not change last week's days; a dated version waits for its day", async () => {
    expect(await day(ravi.id, '2026-11-12')).toMatchObject({ remark: 'Half Day', hours: 7, payable: 0.5 });
    const saved = await t.http.post('/api/erp/setting').set(a.headers).send({ ...rules, fullDayMinimumHours: 7 }).expect(200);
    expect(saved.body.data).toMatchObject({ fullDayMinimumHours: 7, effectiveFrom: '2026-11-20', upcoming: [] });
    expect(await day(ravi.id, '2026-11-12')).toMatchObject({ remark: 'Half Day', hours: 7, payable: 0.5 });
    const later = await t.http.post('/api/erp/setting').set(a.headers).send({ ...rules, fullDayMinimumHours: 6, missingPunchCounts: 'ABSENT', effectiveFrom: '2026-12-01' }).expect(200);
    expect(later.body.data).toMatchObject({ fullDayMinimumHours: 7, missingPunchCounts: 'HALF_DAY', effectiveFrom: '2026-11-20' });
    expect(later.body.data.upcoming).toEqual([expect.objectContaining({ effectiveFrom: '2026-12-01', fullDayMinimumHours: 6, missingPunchCounts: 'ABSENT' })]);
    expect((await t.http.post('/api/erp/setting').set(a.headers).send({ ...rules, effectiveFrom: '2026-11-31' }).expect(400)).body.message).toBe('Effective from must be a date (yyyy-MM-dd)');
  });

  it('a locked month refuses dated changes: settings, shifts and holidays', async () => {
    await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-11' }).expect(400); // not ended
    await t.http.post('/api/erp/attendance/lock').set(a.headers).send({ month: '2026-10' }).expect(200);
    const setting = await t.http.post('/api/erp/setting').set(a.headers).send({ ...rules, effectiveFrom: '2026-10-15' }).expect(409);
    expect(setting.body.message).toBe('Attendance for 2026-10 is locked: a change cannot take effect in it');
    await t.http.post('/api/erp/user-details').set(a.headers).send({ ...kiran, dateOfJoining: '2026-09-01' }).expect(200);
    const shift = await t.http.post(`/api/erp/employee/${kiran.id}/shift-assignment`).set(a.headers).send({ shiftId: ma.shift.id, effectiveFrom: '2026-10-05' }).expect(409);
    expect(shift.body.message).toBe('Attendance for 2026-10 is locked: a change cannot take effect in it');
    const holiday = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Dussehra', holidayType: 'COMPANY', holidayDate: '2026-10-20' }).expect(409);
    expect(holiday.body.message).toBe('Attendance for 2026-10 is locked: its holidays cannot be changed');
    // A holiday of an open month moves to a locked one: refused too; deleting one dated in it likewise.
    const diwali = await ma.ok('/api/erp/holiday', { id: 0, name: 'Diwali', holidayType: 'COMPANY', holidayDate: '2026-11-09' });
    await t.http.post('/api/erp/holiday').set(a.headers).send({ ...diwali, holidayDate: '2026-10-30' }).expect(409);
    expect(await day(ravi.id, '2026-11-09')).toMatchObject({ dayType: 'HOLIDAY', remark: 'Diwali' });
  });

  it("editing a shift's times today leaves past days as they were; days from the change use the new times", async () => {
    const early = await ma.ok('/api/erp/shift-time', { id: 0, name: 'Early', startTime: '08:00', endTime: '17:00', breakTime: 60, allowBreaks: true, weekOff: 'SUNDAY' });
    const edit = (changes: Record<string, unknown>) => ({ id: early.id, name: 'Early', breakTime: 60, allowBreaks: true, weekOff: 'SUNDAY', ...changes });
    // A new shift's first definition applies since always.
    expect(early).toMatchObject({ startTime: '08:00:00', effectiveFrom: '1970-01-01', upcoming: [] });
    const meera = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Meera', dateOfJoining: '2026-11-02', email: 'meera@example.in', deviceUserId: '23', shiftId: early.id }));
    await push(['23\t2026-11-11 09:00:00', '23\t2026-11-11 18:00:00', '23\t2026-11-18 09:00:00', '23\t2026-11-18 18:00:00', '23\t2026-11-20 09:00:00']);
    const before = await day(meera.id, '2026-11-11');
    expect(before).toMatchObject({ expectedClockIn: '2026-11-11T08:00:00+05:30', clockInRemark: 'Late', status: 'PRESENT', remark: 'Full Day' });
    expect(await day(meera.id, '2026-11-20')).toMatchObject({ expectedClockIn: '2026-11-20T08:00:00+05:30', clockInRemark: 'Late' });

    const edited = await ma.ok('/api/erp/shift-time', edit({ startTime: '09:00', endTime: '18:00' }));
    expect(edited).toMatchObject({ startTime: '09:00:00', endTime: '18:00:00', effectiveFrom: '2026-11-20', upcoming: [] });
    // 11 Nov and 18 Nov keep the 08:00 start (Late); today is computed with 09:00 (on time, still in progress at 11:30).
    expect(await day(meera.id, '2026-11-11')).toEqual(before);
    expect(await day(meera.id, '2026-11-18')).toMatchObject({ expectedClockIn: '2026-11-18T08:00:00+05:30', clockInRemark: 'Late' });
    expect(await day(meera.id, '2026-11-20')).toMatchObject({ expectedClockIn: '2026-11-20T09:00:00+05:30', clockInRemark: 'On Time', status: 'IN_PROGRESS' });

    // A past-dated correction re-computes from its day; a future one waits for its day and is listed as upcoming.
    await ma.ok('/api/erp/shift-time', edit({ startTime: '09:00', endTime: '18:00', effectiveFrom: '2026-11-16' }));
    expect(await day(meera.id, '2026-11-18')).toMatchObject({ expectedClockIn: '2026-11-18T09:00:00+05:30', clockInRemark: 'On Time' });
    expect(await day(meera.id, '2026-11-11')).toEqual(before);
    const later = await ma.ok('/api/erp/shift-time', edit({ startTime: '10:00', endTime: '19:00', effectiveFrom: '2026-12-01' }));
    expect(later).toMatchObject({ startTime: '09:00:00', effectiveFrom: '2026-11-20' });
    expect(later.upcoming).toEqual([expect.objectContaining({ effectiveFrom: '2026-12-01', startTime: '10:00:00', endTime: '19:00:00' })]);
    // Renaming alone starts no version.
    const renamed = await ma.ok('/api/erp/shift-time', edit({ name: 'Early Bird', startTime: '09:00', endTime: '18:00' }));
    expect(renamed).toMatchObject({ name: 'Early Bird', effectiveFrom: '2026-11-20' });
    expect(await day(meera.id, '2026-11-11')).toEqual(before);
    // Her shift history shows the times as they stood when she joined the shift, not today's.
    expect((await history(meera.id).expect(200)).body.data).toEqual([
      expect.objectContaining({ shiftId: early.id, effectiveFrom: '2026-11-02', startTime: '08:00:00', endTime: '17:00:00' }),
    ]);

    // October is locked (the test above): an edit dated in it is refused, and a bad date is a 400.
    const locked = await t.http.post('/api/erp/shift-time').set(a.headers).send(edit({ startTime: '07:00', endTime: '16:00', effectiveFrom: '2026-10-12' })).expect(409);
    expect(locked.body.message).toBe('Attendance for 2026-10 is locked: a change cannot take effect in it');
    const bad = await t.http.post('/api/erp/shift-time').set(a.headers).send(edit({ startTime: '09:00', endTime: '18:00', effectiveFrom: '2026-11-31' })).expect(400);
    expect(bad.body.message).toBe('Effective from must be a date (yyyy-MM-dd)');
  });
});
