import pg from 'pg';
import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { AttendanceMarksService } from '../../src/modules/attendance/services/attendance-marks.service.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
type Masters = Awaited<ReturnType<typeof hrmsMasters>>;

const NOW = new Date('2026-03-10T12:00:00Z'); // Tuesday 10 Mar 2026, 17:30 IST

describe('attendance: devices, punches, ADMS push and the engine', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let ma: Masters;
  let mb: Masters;
  let asha: { id: number; employeeCode: string };
  let ravi: { id: number; employeeCode: string };
  let night: { id: number; employeeCode: string };
  let otherBranch: { id: number; employeeCode: string };
  let branch2: { id: number };

  const device = { id: 0, name: 'Gate 1', userName: '', password: 'gate1pw', model: 'K40', os: 'ZK 6.60', serialNumber: '' };
  let deviceUser = '';
  let serial = '';

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    ma = await hrmsMasters(t.http, a.headers);
    mb = await hrmsMasters(t.http, b.headers);
    await t.http.post('/api/erp/setting').set(a.headers)
      .send({ employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 }).expect(200);
    const nightShift = (await t.http.post('/api/erp/shift-time').set(a.headers)
      .send({ id: 0, name: 'Night', startTime: '22:00', endTime: '06:00', breakTime: 30, allowBreaks: true, weekOff: 'SUNDAY' }).expect(200)).body.data;
    branch2 = (await t.http.post('/api/erp/branch').set(a.headers).send({ id: 0, name: 'Nashik' }).expect(200)).body.data;
    const emp = async (s: Session, m: Masters, o: Record<string, unknown>) => (await t.http.post('/api/erp/user-details').set(s.headers).send(employeeInput(m, o)).expect(200)).body.data;
    asha = await emp(a, ma, { dateOfJoining: '2026-03-01', email: 'asha@example.in' });
    ravi = await emp(a, ma, { firstName: 'Ravi', dateOfJoining: '2026-03-04', email: 'ravi@example.in' });
    night = await emp(a, ma, { firstName: 'Nisha', shiftId: nightShift.id, dateOfJoining: '2026-03-01', email: 'nisha@example.in' });
    otherBranch = await emp(a, ma, { firstName: 'Om', branchId: branch2.id, dateOfJoining: '2026-03-01', email: 'om@example.in' });
    const tag = Date.now().toString(36);
    deviceUser = `gate-${tag}`;
    serial = `CQZ${tag.toUpperCase()}`;
    await t.http.post('/api/erp/attendance-device').set(a.headers).send({ ...device, userName: deviceUser, serialNumber: serial, branchId: ma.branch.id }).expect(200);
  });
  afterAll(async () => t.close());

  const login = (userName = deviceUser, password = 'gate1pw') =>
    t.http.post('/api/auth/device/authentication').send({ userName, password });
  const punch = (token: string, body: unknown) => t.http.post('/api/erp/attendance/punch').set('Authorization', `Bearer ${token}`).send(body as object);
  const attendance = async (s: Session, query: string) => (await t.http.get(`/api/erp/attendance?${query}`).set(s.headers).expect(200)).body.data;
  const day = (data: { list: { userDetailId: number; forDate: string }[] }, employeeId: number, date: string) =>
    data.list.find((r) => r.userDetailId === employeeId && r.forDate === date);

  describe('devices', () => {
    it("stores the device with a hashed password and the spec's messages", async () => {
      const list = (await t.http.get('/api/erp/attendance-device').set(a.headers).expect(200)).body.data;
      expect(list.list[0]).toMatchObject({ name: 'Gate 1', userName: deviceUser, branch: 'Pune HQ', model: 'K40', os: 'ZK 6.60', serialNumber: serial });
      expect(JSON.stringify(list)).not.toContain('gate1pw');
      const c = new pg.Client({ connectionString: t.db.ownerUrl });
      await c.connect();
      const { rows } = await c.query('SELECT password_hash FROM attendance_devices WHERE user_name = $1', [deviceUser]);
      await c.end();
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Device Name required'],
        [{ name: 'G' }, 'Device Name must be at least 2 characters'],
        [{ userName: '' }, 'User Name required'],
        [{ userName: 'g' }, 'User Name must be at least 2 characters'],
        [{ password: 'p' }, 'Password must be at least 2 characters'],
        [{ password: 'elevenchars' }, 'Password must be below 16 characters'],
        [{ password: undefined }, 'Password required'],
        [{ branchId: undefined }, 'Branch required'],
      ];
      for (const [patch, message] of cases) {
        const res = await t.http.post('/api/erp/attendance-device').set(a.headers).send({ ...device, userName: 'other-device', branchId: ma.branch.id, serialNumber: undefined, ...patch }).expect(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('user names are unique per company (another company may use the name); serial numbers across companies (409) without revealing the other device', async () => {
      await t.http.post('/api/erp/attendance-device').set(a.headers).send({ ...device, userName: deviceUser.toUpperCase(), branchId: ma.branch.id, serialNumber: undefined }).expect(409);
      await t.http.post('/api/erp/attendance-device').set(b.headers).send({ ...device, userName: 'b-gate', branchId: mb.branch.id, serialNumber: serial }).expect(409);
      const listB = (await t.http.get('/api/erp/attendance-device').set(b.headers).expect(200)).body.data;
      expect(listB.totalRecords).toBe(0);
    });
  });

  describe('device login and punches', () => {
    it('logs in; the token is for punches only; a second login ends the first token at once', async () => {
      const bad = await login(deviceUser, 'wrong').expect(401);
      expect(bad.body.message).toBe('Invalid device user name or password');
      await login('no-such-device', 'x1').expect(401);
      const first = (await login().expect(200)).body.data;
      expect(first).toMatchObject({ deviceName: 'Gate 1', companyId: a.companyId });
      await punch(first.token, { employeeCode: asha.employeeCode, punchTime: '2026-03-02T09:05:00+05:30' }).expect(200);
      // A device token is not a user session.
      await t.http.get('/api/erp/user-details').set({ Authorization: `Bearer ${first.token}`, CompanyId: String(a.companyId) }).expect(401);
      const second = (await login().expect(200)).body.data;
      const ended = await punch(first.token, { employeeCode: asha.employeeCode, punchTime: '2026-03-02T18:00:00+05:30' }).expect(401);
      expect(ended.body.message).toBe('Device session has ended or is invalid. Please log the device in again.');
      await punch(second.token, { employeeCode: asha.employeeCode, punchTime: '2026-03-02T18:10:00+05:30' }).expect(200);
      await punch('dev.1.1.forged', { employeeCode: asha.employeeCode, punchTime: '2026-03-02T18:10:00+05:30' }).expect(401);
      await t.http.post('/api/erp/attendance/punch').send({ employeeCode: asha.employeeCode, punchTime: '2026-03-02T18:10:00+05:30' }).expect(401);
    });

    it('a batch answers each punch: accepted, duplicate (replays and repeats), unknown employee, future time', async () => {
      const { token } = (await login().expect(200)).body.data;
      const res = await punch(token, {
        punches: [
          { employeeCode: ravi.employeeCode, punchTime: '2026-03-04T09:20:00+05:30', direction: 'in' },
          { employeeCode: ravi.employeeCode, punchTime: '2026-03-04T03:50:00Z' }, // the same instant written in UTC
          { employeeCode: ravi.employeeCode, punchTime: '2026-03-04T18:30:00+05:30', direction: 'OUT' },
          { employeeCode: 'NOPE01', punchTime: '2026-03-04T09:00:00+05:30' },
          { employeeCode: ravi.employeeCode, punchTime: '2026-03-11T09:00:00+05:30' },
          { employeeCode: asha.employeeCode, punchTime: '2026-03-02T18:10:00+05:30' }, // sent before by this device
        ],
      }).expect(200);
      expect(res.body.data.results.map((r: { result: string }) => r.result)).toEqual(['ACCEPTED', 'DUPLICATE', 'ACCEPTED', 'UNKNOWN_EMPLOYEE', 'FUTURE_TIME', 'DUPLICATE']);
      expect(res.body.data).toMatchObject({ accepted: 2, duplicates: 2, rejected: 2 });
      const replay = await punch(token, { employeeCode: ravi.employeeCode, punchTime: '2026-03-04T09:20:00+05:30' }).expect(200);
      expect(replay.body.data.results[0].result).toBe('DUPLICATE');
      const parallel = await Promise.all([1, 2, 3].map(() => punch(token, { employeeCode: ravi.employeeCode, punchTime: '2026-03-05T09:01:00+05:30' })));
      expect(parallel.map((r) => r.body.data.accepted).sort()).toEqual([0, 0, 1]);
    });

    it('rejects malformed punches with a clear 400', async () => {
      const { token } = (await login().expect(200)).body.data;
      expect((await punch(token, { employeeCode: asha.employeeCode, punchTime: '2026-03-02 09:00' }).expect(400)).body.message).toMatch(/punchTime must be an ISO date-time with an offset/);
      expect((await punch(token, { punchTime: '2026-03-02T09:00:00Z' }).expect(400)).body.message).toBe('employeeCode is required');
      expect((await punch(token, {}).expect(400)).body.message).toBe('Send one punch (employeeCode, punchTime) or a batch (punches)');
      expect((await punch(token, { punches: [] }).expect(400)).body.message).toBe('punches must hold 1 to 1000 punches');
      await punch(token, { employeeCode: asha.employeeCode, punchTime: '2026-03-02T09:00:00Z', direction: 'SIDEWAYS' }).expect(400);
    });

    it("a device can never punch into another company: B's employee codes are unknown to A's device", async () => {
      const bEmp = (await t.http.post('/api/erp/user-details').set(b.headers).send(employeeInput(mb, { employeeCodeAutoGenerate: false, employeeCode: 'BONLY1', email: 'b1@example.in' })).expect(200)).body.data;
      const { token } = (await login().expect(200)).body.data;
      const res = await punch(token, { employeeCode: bEmp.employeeCode, punchTime: '2026-03-03T09:00:00+05:30' }).expect(200);
      expect(res.body.data.results[0].result).toBe('UNKNOWN_EMPLOYEE');
      // A token naming company B with A's device secret is refused.
      const forged = token.replace(`dev.${a.companyId}.`, `dev.${b.companyId}.`);
      await punch(forged, { employeeCode: bEmp.employeeCode, punchTime: '2026-03-03T09:00:00+05:30' }).expect(401);
      const inB = await attendance(b, `fromDate=2026-03-03&toDate=2026-03-03&userId=${bEmp.id}`);
      expect(inB.list[0]?.clockIn ?? null).toBeNull();
    });
  });

  describe('ZKTeco ADMS push', () => {
    it('answers options, takes real-format ATTLOG lines, and polls', async () => {
      const options = await t.http.get(`/iclock/cdata?SN=${serial}&options=all&pushver=2.4.1&language=69`).expect(200);
      expect(options.headers['content-type']).toMatch(/text\/plain/);
      expect(options.text).toContain(`GET OPTION FROM: ${serial}`);
      expect(options.text).toContain('TimeZone=5.5');
      const lines = [
        `${otherBranch.employeeCode}\t2026-03-03 08:58:12\t0\t1\t0\t0\t0`,
        `${otherBranch.employeeCode}\t2026-03-03 18:02:40\t1\t1\t0\t0\t0`,
        `${night.employeeCode}\t2026-03-03 22:10:00\t0\t15\t0\t0\t0`,
        `${night.employeeCode}\t2026-03-04 06:05:00\t1\t15\t0\t0\t0`,
        'garbage line',
      ].join('\n');
      const push = await t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`).set('Content-Type', 'text/plain').send(lines).expect(200);
      expect(push.text).toBe('OK: 4');
      const again = await t.http.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=9999`).send(lines).expect(200);
      expect(again.text).toBe('OK: 4');
      expect((await t.http.post(`/iclock/cdata?SN=${serial}&table=OPERLOG`).send('OPLOG 4\t0\t2026-03-03 08:00:00').expect(200)).text).toBe('OK');
      expect((await t.http.get(`/iclock/getrequest?SN=${serial}`).expect(200)).text).toBe('OK');
      expect((await t.http.post(`/iclock/devicecmd?SN=${serial}`).send('ID=1&Return=0&CMD=INFO').expect(200)).text).toBe('OK');

      const data = await attendance(a, `fromDate=2026-03-03&toDate=2026-03-03`);
      expect(day(data, otherBranch.id, '2026-03-03')).toMatchObject({ clockIn: '2026-03-03T08:58:12+05:30', clockOut: '2026-03-03T18:02:40+05:30', clockInRemark: 'On Time' });
      // The overnight shift's punches belong to the day it started.
      expect(day(data, night.id, '2026-03-03')).toMatchObject({
        expectedClockIn: '2026-03-03T22:00:00+05:30', expectedClockOut: '2026-03-04T06:00:00+05:30',
        clockIn: '2026-03-03T22:10:00+05:30', clockOut: '2026-03-04T06:05:00+05:30', hours: 7.42, remark: 'Half Day',
      });
    });

    it('refuses and records unknown serial numbers', async () => {
      await t.http.get('/iclock/cdata?SN=UNKNOWN123&options=all').expect(403);
      await t.http.post('/iclock/cdata?SN=UNKNOWN123&table=ATTLOG').send(`${asha.employeeCode}\t2026-03-03 09:00:00\t0\t1`).expect(403);
      const c = new pg.Client({ connectionString: t.db.ownerUrl });
      await c.connect();
      const { rows } = await c.query(`SELECT hits FROM iclock_unknown_serials WHERE serial_number = 'UNKNOWN123'`);
      const punches = await c.query(`SELECT count(*)::int AS n FROM attendance_punches WHERE punch_time = '2026-03-03T03:30:00Z'`);
      await c.end();
      expect(rows[0].hits).toBe(2);
      expect(punches.rows[0].n).toBe(0);
    });
  });

  describe('GET /api/erp/attendance (the engine)', () => {
    it('computes day types, late, absent, half and full day from punches; joining date bounds the days; no future days', async () => {
      await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Holi', holidayType: 'NATIONAL', holidayDate: '2026-03-06' }).expect(200);
      await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Nashik Fair', holidayType: 'REGIONAL', holidayDate: '2026-03-05', branchId: branch2.id }).expect(200);
      const data = await attendance(a, 'fromDate=2026-03-01&toDate=2026-03-31&size=999999999');
      expect(data.toDate).toBe('2026-03-10');
      expect(data.timeZone).toBe('Asia/Kolkata');
      expect(day(data, asha.id, '2026-03-01')).toMatchObject({ dayType: 'WEEKOFF', remark: 'Week Off' });
      expect(day(data, asha.id, '2026-03-02')).toMatchObject({
        dayType: 'WORKING', clockIn: '2026-03-02T09:05:00+05:30', clockOut: '2026-03-02T18:10:00+05:30', clockInRemark: 'On Time', hours: 8.08, remark: 'Full Day',
        userName: 'Asha Patil', branchName: 'Pune HQ', departmentName: null, expectedClockIn: '2026-03-02T09:00:00+05:30',
      });
      expect(day(data, asha.id, '2026-03-03')).toMatchObject({ dayType: 'WORKING', clockIn: null, remark: 'Absent' });
      expect(day(data, asha.id, '2026-03-06')).toMatchObject({ dayType: 'HOLIDAY', remark: 'Holi' });
      expect(day(data, ravi.id, '2026-03-03')).toBeUndefined(); // before joining
      expect(day(data, ravi.id, '2026-03-04')).toMatchObject({ clockInRemark: 'Late', clockOutRemark: 'On Time', remark: 'Full Day', hours: 8.17 });
      // One punch, the shift over: no punch-out (issue 29), counted as a half day by default until regularised.
      expect(day(data, ravi.id, '2026-03-05')).toMatchObject({
        clockIn: '2026-03-05T09:01:00+05:30', clockOut: null, remark: 'Missing punch-out', status: 'MISSING_PUNCH_OUT', missingPunchOut: true, payable: 0.5,
      });
      // Today at 17:30: the day shift runs until 18:00 (In progress), the night shift starts at 22:00 (Not started); never Absent.
      expect(day(data, asha.id, '2026-03-10')).toMatchObject({ clockIn: null, remark: 'In progress', status: 'IN_PROGRESS' });
      expect(day(data, night.id, '2026-03-10')).toMatchObject({ clockIn: null, remark: 'Not started', status: 'NOT_STARTED' });
      // Holidays by branch: the regional one only for Nashik.
      expect(day(data, otherBranch.id, '2026-03-05')).toMatchObject({ dayType: 'HOLIDAY', remark: 'Nashik Fair' });
      expect(day(data, asha.id, '2026-03-05')).toMatchObject({ dayType: 'WORKING' });
      expect(data.list.some((r: { forDate: string }) => r.forDate > '2026-03-10')).toBe(false);
      expect(data.totals).toMatchObject({ employees: 4, late: 1 });
      expect(data.totalRecords).toBe(data.list.length);
    });

    it('absent after the absent-after minutes; settings at 0 turn the rules off', async () => {
      const { token } = (await login().expect(200)).body.data;
      await punch(token, { punches: [
        { employeeCode: asha.employeeCode, punchTime: '2026-03-09T11:30:00+05:30' },
        { employeeCode: asha.employeeCode, punchTime: '2026-03-09T19:00:00+05:30' },
      ] }).expect(200);
      const withRules = await attendance(a, `fromDate=2026-03-09&toDate=2026-03-09&userId=${asha.id}`);
      expect(withRules.list[0]).toMatchObject({ clockInRemark: 'Late', remark: 'Absent' });
      // Settings saved today apply from today: 9 March keeps its rules (issue 29 item 2).
      const rulesOff = { employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0 };
      await t.http.post('/api/erp/setting').set(a.headers).send(rulesOff).expect(200);
      expect((await attendance(a, `fromDate=2026-03-09&toDate=2026-03-09&userId=${asha.id}`)).list[0]).toMatchObject({ clockInRemark: 'Late', remark: 'Absent' });
      // Dated back to 1 March (a correction), they re-compute the days from it.
      await t.http.post('/api/erp/setting').set(a.headers).send({ ...rulesOff, effectiveFrom: '2026-03-01' }).expect(200);
      const off = await attendance(a, `fromDate=2026-03-09&toDate=2026-03-09&userId=${asha.id}`);
      expect(off.list[0]).toMatchObject({ clockInRemark: 'On Time', remark: 'Present', hours: 6.5 });
      const rulesOn = { employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 };
      await t.http.post('/api/erp/setting').set(a.headers).send({ ...rulesOn, effectiveFrom: '2026-03-01' }).expect(200);
      await t.http.post('/api/erp/setting').set(a.headers).send(rulesOn).expect(200);
    });

    it('last working day ends the days counted', async () => {
      const e = (await t.http.post('/api/erp/user-details').set(a.headers).send(employeeInput(ma, { firstName: 'Leaving', dateOfJoining: '2026-03-01', email: 'l@example.in' })).expect(200)).body.data;
      await t.http.post('/api/erp/user-details').set(a.headers).send({ ...e, status: 'RESIGNED', lwd: '2026-03-04' }).expect(200);
      const data = await attendance(a, `fromDate=2026-03-01&toDate=2026-03-10&userId=${e.id}`);
      expect(data.list.map((r: { forDate: string }) => r.forDate)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
    });

    it('filters, search, paging and sort; bad ranges are 400', async () => {
      const byBranch = await attendance(a, `fromDate=2026-03-02&toDate=2026-03-02&branchId=${branch2.id}`);
      expect(byBranch.list.map((r: { userDetailId: number }) => r.userDetailId)).toEqual([otherBranch.id]);
      const searched = await attendance(a, `fromDate=2026-03-05&toDate=2026-03-05&search=ravi`);
      expect(searched.list.map((r: { userName: string }) => r.userName)).toEqual(['Ravi Patil']);
      const paged = await attendance(a, `fromDate=2026-03-02&toDate=2026-03-03&page=1&size=2&sort=id,asc`);
      expect(paged.list).toHaveLength(2);
      expect(paged.totalPages).toBe(Math.ceil(paged.totalRecords / 2));
      expect((await t.http.get('/api/erp/attendance?toDate=2026-03-02').set(a.headers).expect(400)).body.message).toBe('fromDate is required (yyyy-MM-dd)');
      expect((await t.http.get('/api/erp/attendance?fromDate=2026-03-05&toDate=2026-03-02').set(a.headers).expect(400)).body.message).toBe('toDate must not be before fromDate');
      await t.http.get('/api/erp/attendance?fromDate=2024-01-01&toDate=2026-03-02').set(a.headers).expect(400);
      await t.http.get('/api/erp/attendance?fromDate=2026-03-01&toDate=2026-03-02&sort=remark,asc').set(a.headers).expect(400);
    });

    it("company B sees none of A's employees or punches", async () => {
      const data = await attendance(b, 'fromDate=2026-03-01&toDate=2026-03-10');
      const aIds = [asha.id, ravi.id, night.id, otherBranch.id];
      expect(data.list.some((r: { userDetailId: number }) => aIds.includes(r.userDetailId))).toBe(false);
      const forged = await attendance(b, `fromDate=2026-03-01&toDate=2026-03-10&userId=${asha.id}`);
      expect(forged.list).toEqual([]);
    });

    it('works in another time zone (America/New_York)', async () => {
      const ny = await activeCompany(t.http);
      const m = await hrmsMasters(t.http, ny.headers);
      await t.http.post('/api/erp/setting').set(ny.headers)
        .send({ employeeCodePrefix: 'NY', flexibleClockInOutMinutes: 10, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0, timeZone: 'America/New_York' }).expect(200);
      const e = (await t.http.post('/api/erp/user-details').set(ny.headers).send(employeeInput(m, { dateOfJoining: '2026-03-01', email: 'ny@example.in' })).expect(200)).body.data;
      const dev = `ny-${Date.now().toString(36)}`;
      await t.http.post('/api/erp/attendance-device').set(ny.headers).send({ id: 0, name: 'NY Door', userName: dev, password: 'nypass', branchId: m.branch.id }).expect(200);
      const { token } = (await login(dev, 'nypass').expect(200)).body.data;
      // 9 March 2026 is the first weekday after the switch to daylight time (UTC-4).
      await punch(token, { punches: [{ employeeCode: e.employeeCode, punchTime: '2026-03-09T13:20:00Z' }, { employeeCode: e.employeeCode, punchTime: '2026-03-09T22:00:00Z' }] }).expect(200);
      const data = await attendance(ny, `fromDate=2026-03-06&toDate=2026-03-09&userId=${e.id}`);
      expect(data.timeZone).toBe('America/New_York');
      expect(data.list.find((r: { forDate: string }) => r.forDate === '2026-03-06')).toMatchObject({ expectedClockIn: '2026-03-06T09:00:00-05:00' });
      expect(data.list.find((r: { forDate: string }) => r.forDate === '2026-03-09')).toMatchObject({
        expectedClockIn: '2026-03-09T09:00:00-04:00', clockIn: '2026-03-09T09:20:00-04:00', clockInRemark: 'Late', hours: 7.67,
      });
    });
  });

  describe('CSV export, dashboard, nightly marks', () => {
    it('exports a month: one row per employee, a column per day, totals', async () => {
      const res = await t.http.get('/api/erp/attendance/export?month=2026-03').set(a.headers).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      expect(res.headers['content-disposition']).toContain('attendance-2026-03.csv');
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe(['Employee Code', 'Employee', 'Branch', 'Department', ...Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')), 'Present', 'Absent', 'Late', 'Hours', 'Half Days', 'Missing Punch-out', 'Payable Days'].join(','));
      const ashaRow = lines.find((l) => l.startsWith(asha.employeeCode))!.split(',');
      // Today (10 Mar, 17:30) is in progress: a dash, not A.
      expect(ashaRow.slice(4, 14)).toEqual(['W', 'P', 'A', 'A', 'A', 'H', 'A', 'W', 'A', '-']);
      expect(ashaRow.slice(14, 35)).toEqual(Array(21).fill('-'));
      // Present, Absent, Late, Hours, Half Days, Missing Punch-out, Payable Days (1 present + 2 week-offs + 1 holiday).
      expect(ashaRow.slice(35)).toEqual(['1', '5', '1', '14.58', '0', '0', '4']);
      const raviRow = lines.find((l) => l.startsWith(ravi.employeeCode))!.split(',');
      // 4 Mar full day, 5 Mar one punch (missing punch-out: P in the grid, half a day in the totals).
      expect(raviRow.slice(7, 9)).toEqual(['P', 'P']);
      expect(raviRow[35]).toBe('1.5');
      expect(raviRow[40]).toBe('1');
      await t.http.get('/api/erp/attendance/export?month=2026-13').set(a.headers).expect(400);
    });

    it('dashboard: real figures for today and the range, and a trend', async () => {
      const res = await t.http.get('/api/erp/dashboard/hrms?fromDate=2026-03-01&toDate=2026-03-31').set(a.headers).expect(200);
      expect(res.body.data.today).toBe('2026-03-10');
      // Five employees, one of whom left on 4 March.
      // 17:30: three day-shift employees are in progress, the night shift has not started; nobody is absent yet.
      expect(res.body.data.todayFigures).toMatchObject({ headcount: 4, present: 0, absent: 0, inProgress: 3, notStarted: 1 });
      // 3 Mar: Om a full day, Nisha's night shift one punch at 22:10 (missing punch-out: half a day by default), two absent.
      expect(res.body.data.trend.find((p: { date: string }) => p.date === '2026-03-03')).toMatchObject({ present: 1.5, absent: 2.5 });
      expect(res.body.data.rangeFigures.late).toBeGreaterThanOrEqual(1);
    });

    it('a punch inside a day\'s shift stays with that day, even within the next day\'s early window', async () => {
      // Its own company, so the other tests' counts are untouched.
      const c = await activeCompany(t.http);
      const mc = await hrmsMasters(t.http, c.headers);
      const ok = async (path: string, body: Record<string, unknown>) => (await t.http.post(path).set(c.headers).send(body).expect(200)).body.data;
      const allDay = await ok('/api/erp/shift-time', { id: 0, name: 'All day', startTime: '00:00', endTime: '23:59', breakTime: 0, allowBreaks: false, weekOff: '' });
      const early = await ok('/api/erp/user-details', employeeInput(mc, { firstName: 'Kiran', shiftId: allDay.id, email: 'kiran@example.in' }));
      const office = await ok('/api/erp/user-details', employeeInput(mc, { firstName: 'Meena', email: 'meena@example.in' }));
      const deviceUserC = `gate-c-${Date.now().toString(36)}`;
      await ok('/api/erp/attendance-device', { ...device, userName: deviceUserC, serialNumber: '', branchId: mc.branch.id });
      const { token } = (await login(deviceUserC).expect(200)).body.data;
      await punch(token, { punches: [
        // 20:30 and 23:30 are within 6 hours of the next day's 00:00 start, but inside this day's 00:00-23:59 shift.
        { employeeCode: early.employeeCode, punchTime: '2026-03-09T08:00:00+05:30' },
        { employeeCode: early.employeeCode, punchTime: '2026-03-09T20:30:00+05:30' },
        { employeeCode: early.employeeCode, punchTime: '2026-03-09T23:30:00+05:30' },
        // A 09:00-18:00 shift: 03:30 is an early clock-in of that day, 20:00 a late clock-out of it.
        { employeeCode: office.employeeCode, punchTime: '2026-03-09T03:30:00+05:30' },
        { employeeCode: office.employeeCode, punchTime: '2026-03-09T20:00:00+05:30' },
      ] }).expect(200);
      const data = await attendance(c, 'fromDate=2026-03-09&toDate=2026-03-10');
      expect(day(data, early.id, '2026-03-09')).toMatchObject({ clockIn: '2026-03-09T08:00:00+05:30', clockOut: '2026-03-09T23:30:00+05:30' });
      expect(day(data, early.id, '2026-03-10')).toMatchObject({ clockIn: null });
      expect(day(data, office.id, '2026-03-09')).toMatchObject({ clockIn: '2026-03-09T03:30:00+05:30', clockOut: '2026-03-09T20:00:00+05:30' });
    });

    it('marks a finished day; a late punch (device offline) re-marks it on arrival', async () => {
      const marks = t.app.get(AttendanceMarksService);
      const runner = t.app.get(TenantRunner);
      await runner.runAsCompany(a.companyId, () => marks.markDays('2026-03-03', '2026-03-03'));
      const before = await runner.runAsCompany(a.companyId, () => marks.find(asha.id, '2026-03-03'));
      expect(before).toMatchObject({ remark: 'Absent', clockIn: null });
      const { token } = (await login().expect(200)).body.data;
      await punch(token, { punches: [{ employeeCode: asha.employeeCode, punchTime: '2026-03-03T09:02:00+05:30' }, { employeeCode: asha.employeeCode, punchTime: '2026-03-03T17:45:00+05:30' }] }).expect(200);
      const after = await runner.runAsCompany(a.companyId, () => marks.find(asha.id, '2026-03-03'));
      expect(after).toMatchObject({ remark: 'Half Day', hours: 7.72 });
      expect(after?.clockIn).not.toBeNull();
    });
  });
});
