import pg from 'pg';
import { ADDRESS_RANGE_MESSAGE } from '@bizdesk/shared';
import { HousekeepingJob } from '../../src/core/housekeeping/housekeeping.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany, superAdmin, subscribe } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;
type Masters = Awaited<ReturnType<typeof hrmsMasters>>;

const NOW = new Date('2026-03-10T12:00:00Z');
const LOCKED = /^Too many failed login attempts\. Please try again in 1[45] minutes\.$/;

/** Issue 24 items 2, 3 and 8: devices are registered before they are heard, and their logins cannot be guessed. */
describe('device trust: registration, address limits, HRMS use, login locks', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let ma: Masters;
  let mb: Masters;
  let asha: { id: number; employeeCode: string };
  let seq = 0;
  const tag = () => `${Date.now().toString(36)}${(seq += 1)}`;

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => NOW);
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
    ma = await hrmsMasters(t.http, a.headers);
    mb = await hrmsMasters(t.http, b.headers);
    asha = (await t.http.post('/api/erp/user-details').set(a.headers).send(employeeInput(ma, { email: 'asha@example.in' })).expect(200)).body.data;
  });
  afterAll(async () => t.close());

  const saveDevice = (s: Session, m: Masters, fields: Record<string, unknown>) =>
    t.http.post('/api/erp/attendance-device').set(s.headers).send({ id: 0, name: 'Gate', password: 'pw12', branchId: m.branch.id, ...fields });
  const newDevice = async (s: Session, m: Masters, fields: Record<string, unknown> = {}) => {
    const res = await saveDevice(s, m, { userName: `gate-${tag()}`, ...fields });
    if (res.status !== 200) throw new Error(`device: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; userName: string; serialNumber: string | null; allowedAddresses: string[]; lockedUntil: string | null };
  };
  const login = (from: string, body: Record<string, unknown>) =>
    t.http.post('/api/auth/device/authentication').set('X-Forwarded-For', from).send(body);
  const punch = (from: string, token: string, punchTime = '2026-03-02T09:05:00+05:30', employeeCode = asha.employeeCode) =>
    t.http.post('/api/erp/attendance/punch').set('X-Forwarded-For', from).set('Authorization', `Bearer ${token}`).send({ employeeCode, punchTime });
  const iclockGet = (from: string, sn: string) => t.http.get(`/iclock/cdata?SN=${sn}&options=all&pushver=2.4.1`).set('X-Forwarded-For', from);
  const iclockPost = (from: string, sn: string, body: string) =>
    t.http.post(`/iclock/cdata?SN=${sn}&table=ATTLOG&Stamp=9999`).set('X-Forwarded-For', from).set('Content-Type', 'text/plain').send(body);
  const devices = async (s: Session) => (await t.http.get('/api/erp/attendance-device').set(s.headers).expect(200)).body.data.list as
    { id: number; lockedUntil: string | null; loggedIn: boolean; allowedAddresses: string[] }[];
  const serialFor = () => `SN${tag().toUpperCase()}`;

  async function deactivate(s: Session) {
    const admin = await superAdmin(t.http);
    const view = (await t.http.get(`/api/erp/company/${s.companyId}`).set(admin.headers).expect(200)).body.data;
    const { id: _id, status: _s, active: _a, createdOn: _c, activatedOn: _o, ...fields } = view;
    await t.http.post('/api/erp/company').set(admin.headers).send({ ...fields, id: s.companyId, active: false }).expect(200);
  }

  describe('device user names are per company', () => {
    it('two companies use one name without a 409; the login takes the company; a lone name still logs in alone', async () => {
      const name = `door-${tag()}`;
      await saveDevice(a, ma, { userName: name, password: 'apw1' }).expect(200);
      await saveDevice(b, mb, { userName: name.toUpperCase(), password: 'bpw1' }).expect(200);
      const again = await saveDevice(a, ma, { userName: name, password: 'apw2' }).expect(409);
      expect(again.body.message).toBe('This device user name is already used by another device of this company');

      const inA = (await login('192.0.2.10', { userName: name, password: 'apw1', companyId: a.companyId }).expect(200)).body.data;
      expect(inA.companyId).toBe(a.companyId);
      const inB = (await login('192.0.2.10', { userName: name, password: 'bpw1', companyId: b.companyId }).expect(200)).body.data;
      expect(inB.companyId).toBe(b.companyId);
      // A's password at B's device is just wrong; a name two companies use needs the company.
      expect((await login('192.0.2.10', { userName: name, password: 'apw1', companyId: b.companyId }).expect(401)).body.message)
        .toBe('Invalid device user name or password');
      expect((await login('192.0.2.10', { userName: name, password: 'apw1' }).expect(401)).body.message).toBe('Invalid device user name or password');
      expect((await login('192.0.2.10', { userName: name, password: 'apw1', companyId: 'x' }).expect(400)).body.message)
        .toBe('Company ID must be a positive whole number');

      const lone = await newDevice(a, ma, { password: 'lone1' });
      expect((await login('192.0.2.10', { userName: lone.userName, password: 'lone1' }).expect(200)).body.data.companyId).toBe(a.companyId);
    });
  });

  describe('login locks', () => {
    it('a (device, address) pair locks after 5 failures, the right password included; the device elsewhere logs in', async () => {
      const d = await newDevice(a, ma, { password: 'right1' });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await login('198.51.100.20', { userName: d.userName, password: `wrong${i}`, companyId: a.companyId })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const refused = await login('198.51.100.20', { userName: d.userName, password: 'right1', companyId: a.companyId }).expect(429);
      expect(refused.body.message).toMatch(LOCKED);
      // Attempts the pair lock refuses are not counted for the device: one address alone cannot lock it.
      for (let i = 0; i < 20; i++) await login('198.51.100.20', { userName: d.userName, password: `more${i}`, companyId: a.companyId }).expect(429);
      await login('198.51.100.21', { userName: d.userName, password: 'right1', companyId: a.companyId }).expect(200);
    });

    it('20 failures from rotating addresses lock the device: the right guess then is refused and the real device stays logged in', async () => {
      const d = await newDevice(a, ma, { password: 'real99' });
      const real = (await login('192.0.2.50', { userName: d.userName, password: 'real99', companyId: a.companyId }).expect(200)).body.data;
      const statuses: number[] = [];
      for (let i = 1; i <= 20; i++) statuses.push((await login(`203.0.113.${i}`, { userName: d.userName, password: `guess${i}`, companyId: a.companyId })).status);
      expect(statuses).toEqual([...Array(19).fill(401), 429]);
      const guessed = await login('203.0.113.77', { userName: d.userName, password: 'real99', companyId: a.companyId }).expect(429);
      expect(guessed.body.message).toMatch(LOCKED);
      // The real device was not logged out by any of it.
      await punch('192.0.2.50', real.token).expect(200);

      const listed = (await devices(a)).find((x) => x.id === d.id)!;
      expect(listed.loggedIn).toBe(true);
      expect(new Date(listed.lockedUntil!).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      // Another company cannot see or lift it.
      await t.http.post('/api/erp/attendance-device/unlock').set(b.headers).send({ id: d.id }).expect(404);
      expect((await t.http.post('/api/erp/attendance-device/unlock').set(a.headers).send({ id: 'x' }).expect(400)).body.message)
        .toBe('id must be a positive whole number');

      const unlocked = await t.http.post('/api/erp/attendance-device/unlock').set(a.headers).send({ id: d.id }).expect(200);
      expect(unlocked.body.message).toBe('Attendance device unlocked');
      expect(unlocked.body.data).toMatchObject({ id: d.id, lockedUntil: null, loggedIn: true });
      await login('203.0.113.1', { userName: d.userName, password: 'real99', companyId: a.companyId }).expect(200);
    });

    it('housekeeping drops failure counts whose window and lock ended a day ago, and keeps live ones', async () => {
      const d = await newDevice(a, ma, { password: 'keep12' });
      await login('192.0.2.70', { userName: d.userName, password: 'nope', companyId: a.companyId }).expect(401);
      const c = new pg.Client({ connectionString: t.db.ownerUrl });
      await c.connect();
      try {
        await c.query(`UPDATE attendance_device_login_failures SET window_started_at = now() - interval '2 days' WHERE device_id = $1 AND scope = '*'`, [d.id]);
        await t.app.get(TenantRunner).runAsPlatform((manager) =>
          t.app.get(HousekeepingJob).handle({ companyId: null }, { manager, jobId: 'test', attempt: 1 } as never));
        const left = await c.query(`SELECT scope FROM attendance_device_login_failures WHERE device_id = $1`, [d.id]);
        expect(left.rows).toEqual([{ scope: '192.0.2.70' }]);
      } finally {
        await c.end();
      }
    });
  });

  describe('source-address limits', () => {
    it('are validated, shown normalised, kept on an edit that leaves them out, and cleared by an empty list', async () => {
      for (const allowedAddresses of [['office'], ['10.0.0.1/33'], ['203.0.113.0/24', '2001:db8::/129'], 'not-a-list']) {
        const res = await saveDevice(a, ma, { userName: `lim-${tag()}`, allowedAddresses }).expect(400);
        expect(res.body.message).toBe(ADDRESS_RANGE_MESSAGE);
      }
      const many = Array.from({ length: 21 }, (_, i) => `10.0.${i}.0/24`);
      expect((await saveDevice(a, ma, { userName: `lim-${tag()}`, allowedAddresses: many }).expect(400)).body.message)
        .toBe('Allowed Addresses can hold at most 20 entries');

      const d = await newDevice(a, ma, { allowedAddresses: [' 203.0.113.0/24', '198.51.100.7', '2001:DB8::/32'] });
      expect(d.allowedAddresses).toEqual(['203.0.113.0/24', '198.51.100.7/32', '2001:db8::/32']);
      await saveDevice(a, ma, { id: d.id, userName: d.userName, name: 'Gate renamed', password: undefined }).expect(200);
      expect((await devices(a)).find((x) => x.id === d.id)!.allowedAddresses).toEqual(['203.0.113.0/24', '198.51.100.7/32', '2001:db8::/32']);
      await saveDevice(a, ma, { id: d.id, userName: d.userName, password: undefined, allowedAddresses: [] }).expect(200);
      expect((await devices(a)).find((x) => x.id === d.id)!.allowedAddresses).toEqual([]);
    });

    it('hold for login, punches and pushes: outside them a login is an ordinary failure and a punch or push is refused', async () => {
      const serial = serialFor();
      const d = await newDevice(a, ma, { password: 'lim1', serialNumber: serial, allowedAddresses: ['198.51.100.0/28'] });
      const token = (await login('198.51.100.3', { userName: d.userName, password: 'lim1', companyId: a.companyId }).expect(200)).body.data.token;
      expect((await login('192.0.2.99', { userName: d.userName, password: 'lim1', companyId: a.companyId }).expect(401)).body.message)
        .toBe('Invalid device user name or password');
      await punch('198.51.100.3', token, '2026-03-03T09:01:00+05:30').expect(200);
      const outside = await punch('192.0.2.99', token, '2026-03-03T09:02:00+05:30').expect(403);
      expect(outside.body.message).toBe('This device may not be used from this address');

      expect((await iclockGet('198.51.100.4', serial).expect(200)).text).toContain(`GET OPTION FROM: ${serial}`);
      expect((await iclockPost('198.51.100.4', serial, `${asha.employeeCode}\t2026-03-03 18:00:00\t1\t1`).expect(200)).text).toBe('OK: 1');
      const unknown = await iclockGet('192.0.2.99', 'NOSUCHSERIAL1');
      const refused = await iclockGet('192.0.2.99', serial);
      expect([refused.status, refused.body]).toEqual([unknown.status, unknown.body]);
    });
  });

  describe('HRMS use', () => {
    it('an unknown serial, a refused address and a company that may not use HRMS get the same answer, GET and POST', async () => {
      const line = `${asha.employeeCode}\t2026-03-04 09:00:00\t0\t1`;
      const unknownGet = await iclockGet('192.0.2.30', 'NOSUCHSERIAL2');
      const unknownPost = await iclockPost('192.0.2.30', 'NOSUCHSERIAL2', line);
      expect(unknownGet.status).toBe(403);
      expect(unknownPost.status).toBe(403);

      const unsubscribed = await activeCompany(t.http, {}, { subscribe: [] });
      const unsubscribedSerial = serialFor();
      const inactive = await activeCompany(t.http);
      const mi = await hrmsMasters(t.http, inactive.headers);
      const inactiveSerial = serialFor();
      await newDevice(inactive, mi, { serialNumber: inactiveSerial });
      await deactivate(inactive);
      const limitedSerial = serialFor();
      await newDevice(a, ma, { serialNumber: limitedSerial, allowedAddresses: ['10.9.9.9'] });
      // The unsubscribed company's serial is registered straight in its table: its console cannot reach the devices page.
      const c = new pg.Client({ connectionString: t.db.ownerUrl });
      await c.connect();
      try {
        const branch = await c.query(`INSERT INTO hrms_branches (company_id, name) VALUES ($1, 'Main') RETURNING id`, [unsubscribed.companyId]);
        await c.query(
          `INSERT INTO attendance_devices (company_id, name, user_name, password_hash, branch_id, serial_number) VALUES ($1, 'Door', 'door', 'x', $2, $3)`,
          [unsubscribed.companyId, branch.rows[0].id, unsubscribedSerial],
        );
        for (const sn of [unsubscribedSerial, inactiveSerial, limitedSerial]) {
          const get = await iclockGet('192.0.2.30', sn);
          const post = await iclockPost('192.0.2.30', sn, line);
          expect({ sn, status: get.status, body: get.body, type: get.headers['content-type'] })
            .toEqual({ sn, status: unknownGet.status, body: unknownGet.body, type: unknownGet.headers['content-type'] });
          expect({ sn, status: post.status, body: post.body }).toEqual({ sn, status: unknownPost.status, body: unknownPost.body });
        }
        const stored = await c.query(`SELECT count(*)::int AS n FROM attendance_punches WHERE punch_time = '2026-03-04T03:30:00Z'`);
        expect(stored.rows[0].n).toBe(0);
      } finally {
        await c.end();
      }
    });

    it('device and REST punches answer 403 once the company unsubscribes from HRMS, and once it is deactivated', async () => {
      const co = await activeCompany(t.http);
      const mc = await hrmsMasters(t.http, co.headers);
      const ravi = (await t.http.post('/api/erp/user-details').set(co.headers).send(employeeInput(mc, { firstName: 'Ravi', email: 'ravi@example.in' })).expect(200)).body.data;
      const serial = serialFor();
      const d = await newDevice(co, mc, { password: 'co12', serialNumber: serial });
      const token = (await login('192.0.2.40', { userName: d.userName, password: 'co12', companyId: co.companyId }).expect(200)).body.data.token;
      await punch('192.0.2.40', token, '2026-03-02T09:00:00+05:30', ravi.employeeCode).expect(200);
      await iclockPost('192.0.2.40', serial, `${ravi.employeeCode}\t2026-03-02 18:00:00\t1\t1`).expect(200);
      const unknownPost = await iclockPost('192.0.2.40', 'NOSUCHSERIAL3', `${ravi.employeeCode}\t2026-03-02 18:01:00\t1\t1`);

      await t.http.post('/api/erp/subscription').set(co.headers).send({ appId: 10, isSubscribed: false }).expect(200);
      const unsubscribed = await punch('192.0.2.40', token, '2026-03-02T10:00:00+05:30', ravi.employeeCode).expect(403);
      expect(unsubscribed.body.message).toBe('Subscribe to HRMS to use this');
      // The right password too: the company cannot use its devices now.
      expect((await login('192.0.2.40', { userName: d.userName, password: 'co12', companyId: co.companyId }).expect(403)).body.message)
        .toBe('Subscribe to HRMS to use this');
      const push = await iclockPost('192.0.2.40', serial, `${ravi.employeeCode}\t2026-03-02 18:01:00\t1\t1`);
      expect([push.status, push.body]).toEqual([unknownPost.status, unknownPost.body]);

      await subscribe(t.http, co, 10);
      await punch('192.0.2.40', token, '2026-03-02T10:00:00+05:30', ravi.employeeCode).expect(200);
      await deactivate(co);
      const inactive = await punch('192.0.2.40', token, '2026-03-02T11:00:00+05:30', ravi.employeeCode).expect(403);
      expect(inactive.body.message).toBe('Your company account is inactive. Please contact support to reactivate it.');
      await login('192.0.2.40', { userName: d.userName, password: 'co12', companyId: co.companyId }).expect(403);
      await iclockGet('192.0.2.40', serial).expect(403);
    });
  });

  it('/iclock bodies over the 1 MB limit answer 413, not 500', async () => {
    const serial = serialFor();
    await newDevice(a, ma, { serialNumber: serial });
    const big = `${asha.employeeCode}\t2026-03-05 09:00:00\t0\t1\n`.repeat(40_000); // about 1.2 MB
    const res = await iclockPost('192.0.2.60', serial, big).expect(413);
    expect(res.body.status).toBe('PAYLOAD_TOO_LARGE');
  });
});
