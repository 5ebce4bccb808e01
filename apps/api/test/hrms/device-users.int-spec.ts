import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { AttendanceMarksService } from '../../src/modules/attendance/services/attendance-marks.service.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

const NOW = new Date('2026-03-10T12:00:00Z'); // Tuesday 10 Mar 2026, 17:30 IST

/** Issue 29 item 6: devices map to people (a biometric id per employee) and punches for unknown ids are kept. */
describe('device user ids and unmatched punches (through /iclock)', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let asha: { id: number; employeeCode: string; deviceUserId: string | null };
  let ravi: { id: number; employeeCode: string; deviceUserId: string | null };
  let serial = '';

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    const ma = await hrmsMasters(t.http, a.headers);
    asha = await ma.ok('/api/erp/user-details', employeeInput(ma, { dateOfJoining: '2026-03-01', email: 'asha@example.in', deviceUserId: '1024' }));
    ravi = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Ravi', dateOfJoining: '2026-03-01', email: 'ravi@example.in' }));
    serial = `CQZ${Date.now().toString(36).toUpperCase()}`;
    await ma.ok('/api/erp/attendance-device', { id: 0, name: 'Shop Door', userName: `door-${serial}`, password: 'door1pw', serialNumber: serial, branchId: ma.branch.id });
  });
  afterAll(async () => t.close());

  const push = (lines: string[]) => t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`).set('Content-Type', 'text/plain').send(lines.join('\n')).expect(200);
  const attendance = async (s: Session, query: string) => (await t.http.get(`/api/erp/attendance?${query}`).set(s.headers).expect(200)).body.data;
  const unmatched = async (s: Session, q = '') => (await t.http.get(`/api/erp/attendance/unmatched-punches${q}`).set(s.headers).expect(200)).body.data;

  it('an employee carries a device user id distinct from the code, unique per company', async () => {
    expect(asha.deviceUserId).toBe('1024');
    expect(asha.employeeCode).not.toBe('1024');
    const clash = await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, deviceUserId: '1024' }).expect(409);
    expect(clash.body.message).toBe('Device User ID is already used by another employee');
    const bad = await t.http.post('/api/erp/user-details').set(a.headers).send({ ...ravi, deviceUserId: '10 24' }).expect(400);
    expect(bad.body.message).toBe('Device User ID must be 1 to 40 letters or digits');
    // Another company may use the same PIN; leaving the field out keeps it.
    const mb = await hrmsMasters(t.http, b.headers);
    await mb.ok('/api/erp/user-details', employeeInput(mb, { email: 'b@example.in', deviceUserId: '1024' }));
    const kept = await t.http.post('/api/erp/user-details').set(a.headers).send({ ...asha, deviceUserId: undefined, firstName: 'Asha' }).expect(200);
    expect(kept.body.data.deviceUserId).toBe('1024');
  });

  it("a device's PIN finds the employee by the device user id", async () => {
    const res = await push(['1024\t2026-03-02 09:01:00\t0\t1\t0\t0\t0', '1024\t2026-03-02 18:04:00\t1\t1\t0\t0\t0']);
    expect(res.text).toBe('OK: 2');
    const data = await attendance(a, `fromDate=2026-03-02&toDate=2026-03-02&userId=${asha.id}`);
    expect(data.list[0]).toMatchObject({ clockIn: '2026-03-02T09:01:00+05:30', clockOut: '2026-03-02T18:04:00+05:30', remark: 'Present' });
    expect((await unmatched(a)).totalRecords).toBe(0);
  });

  it('punches for an id that matches nobody are kept in the Unmatched punches list (device, id, time), not lost', async () => {
    await push(['2048\t2026-03-03 09:10:00\t0\t1\t0\t0\t0', '2048\t2026-03-03 18:00:00\t1\t1\t0\t0\t0', '2048\t2026-03-04 09:00:00\t0\t1\t0\t0\t0']);
    // Replays keep one copy.
    await push(['2048\t2026-03-03 09:10:00\t0\t1\t0\t0\t0']);
    const list = await unmatched(a);
    expect(list.totalRecords).toBe(3);
    expect(list.list[0]).toMatchObject({ deviceName: 'Shop Door', deviceUserId: '2048', punchTime: '2026-03-04T09:00:00+05:30', direction: 'IN' });
    expect((await unmatched(a, `?q=${encodeURIComponent(JSON.stringify({ search: '999' }))}`)).totalRecords).toBe(0);
    // Another company sees none of them.
    expect((await unmatched(b)).totalRecords).toBe(0);
  });

  it('HR assigns them to an employee: the days are computed again and later punches match', async () => {
    const marks = t.app.get(AttendanceMarksService);
    const runner = t.app.get(TenantRunner);
    await runner.runAsCompany(a.companyId, () => marks.markDays('2026-03-03', '2026-03-03', ravi.id));
    expect(await runner.runAsCompany(a.companyId, () => marks.find(ravi.id, '2026-03-03'))).toMatchObject({ remark: 'Absent' });

    const none = await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(a.headers).send({ employeeId: ravi.id }).expect(400);
    expect(none.body.message).toBe('Send the punches to assign: ids, or a deviceUserId for all of its punches');
    const taken = await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(a.headers).send({ employeeId: ravi.id, deviceUserId: '1024' }).expect(409);
    expect(taken.body.message).toBe('Device User ID is already used by another employee');

    const res = await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(a.headers).send({ employeeId: ravi.id, deviceUserId: '2048' }).expect(200);
    expect(res.body).toMatchObject({ message: '3 punch(es) assigned to Ravi Patil', data: { assigned: 3, employeeId: ravi.id, dates: ['2026-03-03', '2026-03-04'] } });
    expect((await unmatched(a)).totalRecords).toBe(0);
    const data = await attendance(a, `fromDate=2026-03-03&toDate=2026-03-04&userId=${ravi.id}`);
    expect(data.list[0]).toMatchObject({ forDate: '2026-03-03', clockIn: '2026-03-03T09:10:00+05:30', clockOut: '2026-03-03T18:00:00+05:30' });
    expect(data.list[1]).toMatchObject({ forDate: '2026-03-04', clockIn: '2026-03-04T09:00:00+05:30', remark: 'Missing punch-out' });
    // The stored mark of 3 March was marked again.
    expect(await runner.runAsCompany(a.companyId, () => marks.find(ravi.id, '2026-03-03'))).toMatchObject({ remark: 'Present', hours: 7.83 });
    // Ravi is known to devices by 2048 now.
    const employees = (await t.http.get(`/api/erp/user-details?q=${encodeURIComponent(JSON.stringify({ search: 'Ravi' }))}`).set(a.headers).expect(200)).body.data.list;
    expect(employees.find((e: { id: number }) => e.id === ravi.id).deviceUserId).toBe('2048');
    await push(['2048\t2026-03-05 09:00:00\t0\t1\t0\t0\t0']);
    expect((await unmatched(a)).totalRecords).toBe(0);
    expect((await attendance(a, `fromDate=2026-03-05&toDate=2026-03-05&userId=${ravi.id}`)).list[0].clockIn).toBe('2026-03-05T09:00:00+05:30');
  });

  it('assigns chosen punches by id; another company cannot take them', async () => {
    await push(['7777\t2026-03-06 09:00:00\t0\t1\t0\t0\t0', '7777\t2026-03-06 09:00:30\t0\t1\t0\t0\t0']);
    const list = await unmatched(a);
    const ids = list.list.map((r: { id: number }) => r.id);
    const mbEmployee = (await t.http.get('/api/erp/user-details').set(b.headers).expect(200)).body.data.list[0];
    await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(b.headers).send({ employeeId: mbEmployee.id, ids }).expect(400);
    await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(b.headers).send({ employeeId: asha.id, ids }).expect(404);
    const res = await t.http.post('/api/erp/attendance/unmatched-punches/assign').set(a.headers).send({ employeeId: asha.id, ids: [ids[0]] }).expect(200);
    expect(res.body.data.assigned).toBe(1);
    expect((await unmatched(a)).totalRecords).toBe(1);
  });
});
