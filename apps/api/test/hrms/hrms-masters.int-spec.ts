import { HrmsClock } from '../../src/modules/hrms/services/hrms-clock.js';
import { activeCompany } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

type Session = Awaited<ReturnType<typeof activeCompany>>;

describe('hrms: organisation masters, settings, shifts, holidays', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;

  beforeAll(async () => {
    t = await startTestApp();
    t.app.get(HrmsClock).useClock(() => new Date('2026-06-15T06:00:00Z'));
    a = await activeCompany(t.http);
    b = await activeCompany(t.http);
  });
  afterAll(async () => t.close());

  describe.each([
    ['branch', 'Branch'],
    ['department', 'Department'],
    ['designation', 'Designation'],
  ])('/api/erp/%s', (path, label) => {
    const url = `/api/erp/${path}`;

    it('creates, renames, lists with search and paging', async () => {
      const created = await t.http.post(url).set(a.headers).send({ id: 0, name: `  ${label} One  ` }).expect(200);
      expect(created.body).toMatchObject({ status: 'OK', message: `${label} saved successfully`, data: { name: `${label} One` } });
      const id = created.body.data.id;
      await t.http.put(url).set(a.headers).send({ id, name: `${label} Uno` }).expect(200);
      await t.http.post(url).set(a.headers).send({ id: 0, name: `${label} Two` }).expect(200);
      const q = encodeURIComponent(JSON.stringify({ search: 'uno', page: 0, size: 20, sort: 'id,desc' }));
      const list = await t.http.get(`${url}?q=${q}`).set(a.headers).expect(200);
      expect(list.body.data).toEqual({ list: [{ id, name: `${label} Uno` }], totalPages: 1, totalRecords: 1 });
      const paged = await t.http.get(`${url}?size=1&page=1`).set(a.headers).expect(200);
      expect(paged.body.data.totalPages).toBe(2);
      expect(paged.body.data.list).toHaveLength(1);
    });

    it("answers the spec's name messages word for word", async () => {
      const missing = await t.http.post(url).set(a.headers).send({ id: 0 }).expect(400);
      expect(missing.body).toMatchObject({ status: 'BAD_REQUEST', message: `${label} Name required` });
      const short = await t.http.post(url).set(a.headers).send({ id: 0, name: ' x ' }).expect(400);
      expect(short.body.message).toBe(`${label} Name must be at least 2 characters`);
    });

    it('refuses a duplicate name (any case) with 409, also when two saves race', async () => {
      await t.http.post(url).set(a.headers).send({ id: 0, name: 'Twin' }).expect(200);
      const dup = await t.http.post(url).set(a.headers).send({ id: 0, name: 'TWIN' }).expect(409);
      expect(dup.body.status).toBe('CONFLICT');
      const race = await Promise.all([1, 2, 3].map(() => t.http.post(url).set(a.headers).send({ id: 0, name: 'Racer' })));
      expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    });

    it("never shows or edits another company's record (404)", async () => {
      const mine = (await t.http.post(url).set(a.headers).send({ id: 0, name: 'Private' }).expect(200)).body.data;
      const theirs = await t.http.get(url).set(b.headers).expect(200);
      expect(theirs.body.data.list.map((r: { id: number }) => r.id)).not.toContain(mine.id);
      await t.http.post(url).set(b.headers).send({ id: mine.id, name: 'Hijacked' }).expect(404);
    });
  });

  describe('/api/erp/setting', () => {
    it('starts with every rule off (0) and the company time zone', async () => {
      const res = await t.http.get('/api/erp/setting').set(a.headers).expect(200);
      expect(res.body.data).toMatchObject({
        employeeCodePrefix: '', flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0, timeZone: 'Asia/Kolkata',
      });
    });

    it('saves one record per company and validates', async () => {
      const body = { id: 0, employeeCodePrefix: 'EMP', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 };
      const first = await t.http.post('/api/erp/setting').set(a.headers).send(body).expect(200);
      const again = await t.http.post('/api/erp/setting').set(a.headers).send({ ...body, flexibleClockInOutMinutes: 10 }).expect(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(again.body).toMatchObject({ message: 'Settings saved successfully', data: { flexibleClockInOutMinutes: 10, halfDayMinimumHours: 4 } });
      const long = await t.http.post('/api/erp/setting').set(a.headers).send({ ...body, employeeCodePrefix: 'X'.repeat(21) }).expect(400);
      expect(long.body.message).toBe('Employee code must be maximum 20 characters');
      await t.http.post('/api/erp/setting').set(a.headers).send({ ...body, flexibleClockInOutMinutes: -1 }).expect(400);
      await t.http.post('/api/erp/setting').set(a.headers).send({ ...body, timeZone: 'Mars/Olympus' }).expect(400);
      await t.http.post('/api/erp/setting').set(a.headers).send({ ...body, halfDayMinimumHours: 9 }).expect(400);
      // Company B still has its own defaults.
      expect((await t.http.get('/api/erp/setting').set(b.headers).expect(200)).body.data.employeeCodePrefix).toBe('');
    });
  });

  describe('/api/erp/shift-time', () => {
    const shift = { id: 0, name: 'Night', startTime: '22:00', endTime: '06:00', breakTime: 30, allowBreaks: true, faceAttendance: true, weekOff: 'sunday, Saturday' };

    it('stores local times, overnight shifts and the week-off comma string', async () => {
      const res = await t.http.post('/api/erp/shift-time').set(a.headers).send(shift).expect(200);
      expect(res.body).toMatchObject({
        message: 'Shift saved successfully',
        data: { startTime: '22:00:00', endTime: '06:00:00', overnight: true, breakAllowed: true, faceAttendance: true, weekOff: 'SATURDAY,SUNDAY' },
      });
      const list = await t.http.get('/api/erp/shift-time').set(a.headers).expect(200);
      expect(list.body.data.list[0]).toMatchObject({ name: 'Night', breakTime: 30 });
    });

    it("answers the spec's shift messages", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Shift Name required'],
        [{ name: 'N' }, 'Shift Name must be at least 2 characters'],
        [{ startTime: undefined }, 'Start Time is required'],
        [{ endTime: '' }, 'End Time is required'],
        [{ breakTime: 'ten' }, 'Break Time must be a number'],
        [{ breakTime: -5 }, 'Break Time cannot be negative'],
        [{ breakTime: undefined }, 'Break Time is required'],
        [{ weekOff: 'FUNDAY' }, expect.stringContaining('Week Off must be weekday names')],
        [{ startTime: '25:00' }, 'Time must be a time of day such as 09:30, 9:30 am or 0930'],
        [{ startTime: '9' }, 'Time must be a time of day such as 09:30, 9:30 am or 0930'],
      ] as never;
      for (const [patch, message] of cases) {
        const res = await t.http.post('/api/erp/shift-time').set(a.headers).send({ ...shift, name: 'Evening', ...patch }).expect(400);
        expect(res.body.message).toEqual(message);
      }
      await t.http.post('/api/erp/shift-time').set(a.headers).send({ ...shift, name: 'Zero', endTime: '22:00' }).expect(400);
    });

    it('takes times as people type them: 09:30, 9:30 am, 0930 (issue 29 item 7)', async () => {
      const saved = (await t.http.post('/api/erp/shift-time').set(a.headers).send({ ...shift, name: 'Typed', startTime: '9:30 am', endTime: '1830' }).expect(200)).body.data;
      expect(saved).toMatchObject({ startTime: '09:30:00', endTime: '18:30:00', overnight: false });
      const again = (await t.http.post('/api/erp/shift-time').set(a.headers).send({ ...saved, startTime: '0930', endTime: '6:00 pm' }).expect(200)).body.data;
      expect(again).toMatchObject({ startTime: '09:30:00', endTime: '18:00:00' });
    });
  });

  describe('/api/erp/holiday', () => {
    let branchId: number;
    beforeAll(async () => {
      branchId = (await t.http.post('/api/erp/branch').set(a.headers).send({ id: 0, name: 'Mumbai' }).expect(200)).body.data.id;
    });

    it('REGIONAL needs a branch; other types clear it', async () => {
      const noBranch = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Gudi Padwa', holidayType: 'REGIONAL', holidayDate: '2026-03-19' }).expect(400);
      expect(noBranch.body.message).toBe('Please select branch for a regional holiday');
      const regional = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Gudi Padwa', holidayType: 'REGIONAL', holidayDate: '2026-03-19', branchId }).expect(200);
      expect(regional.body.data).toMatchObject({ branchId, branchName: 'Mumbai', holidayDate: '2026-03-19' });
      const national = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Republic Day', holidayType: 'NATIONAL', holidayDate: '2026-01-26', branchId }).expect(200);
      expect(national.body.data).toMatchObject({ branchId: null, branchName: null });
      const edited = await t.http.post('/api/erp/holiday').set(a.headers).send({ ...regional.body.data, holidayType: 'COMPANY' }).expect(200);
      expect(edited.body.data.branchId).toBeNull();
    });

    it('lists by year from 2024 to next year (HR publishes next year in December); saves only in those years', async () => {
      await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Old Year', holidayType: 'COMPANY', holidayDate: '2025-12-25' }).expect(200);
      const y2026 = await t.http.get('/api/erp/holiday?year=2026').set(a.headers).expect(200);
      expect(y2026.body.data.map((h: { name: string }) => h.name)).toEqual(['Republic Day', 'Gudi Padwa']);
      const noYear = await t.http.get('/api/erp/holiday').set(a.headers).expect(200);
      expect(noYear.body.data).toHaveLength(2);
      expect((await t.http.get('/api/erp/holiday?year=2025').set(a.headers).expect(200)).body.data).toHaveLength(1);
      // Next year's list can be published, seen, edited and deleted (issue 29 item 7).
      const next = (await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Republic Day', holidayType: 'NATIONAL', holidayDate: '2027-01-26' }).expect(200)).body.data;
      expect((await t.http.get('/api/erp/holiday?year=2027').set(a.headers).expect(200)).body.data.map((h: { id: number }) => h.id)).toEqual([next.id]);
      await t.http.post('/api/erp/holiday').set(a.headers).send({ ...next, name: 'Republic Day 2027' }).expect(200);
      await t.http.delete(`/api/erp/holiday?id=${next.id}`).set(a.headers).expect(200);
      const future = await t.http.get('/api/erp/holiday?year=2028').set(a.headers).expect(400);
      expect(future.body.message).toBe('Year must be from 2024 to 2027');
      const tooFar = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Far Away', holidayType: 'COMPANY', holidayDate: '2028-01-01' }).expect(400);
      expect(tooFar.body.message).toBe('Year must be from 2024 to 2027');
      await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Too Early', holidayType: 'COMPANY', holidayDate: '2023-12-25' }).expect(400);
      await t.http.get('/api/erp/holiday?year=2023').set(a.headers).expect(400);
      await t.http.get('/api/erp/holiday?year=abc').set(a.headers).expect(400);
    });

    it("validates, deletes by id, and keeps another company's holiday out of reach", async () => {
      const missing = await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, holidayType: 'COMPANY', holidayDate: '2026-05-01' }).expect(400);
      expect(missing.body.message).toBe('Holiday Name required');
      expect((await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'May Day', holidayType: 'COMPANY' }).expect(400)).body.message).toBe('Holiday Date is required');
      expect((await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'May Day', holidayDate: '2026-05-01' }).expect(400)).body.message).toBe('Holiday Type is required');
      await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'May Day', holidayType: 'COMPANY', holidayDate: '2026-02-30' }).expect(400);
      const h = (await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'May Day', holidayType: 'COMPANY', holidayDate: '2026-05-01' }).expect(200)).body.data;
      await t.http.delete(`/api/erp/holiday?id=${h.id}`).set(b.headers).expect(404);
      await t.http.post('/api/erp/holiday').set(b.headers).send({ ...h, name: 'Stolen' }).expect(404);
      const del = await t.http.delete(`/api/erp/holiday?id=${h.id}`).set(a.headers).expect(200);
      expect(del.body.message).toBe('Holiday deleted successfully');
      await t.http.delete(`/api/erp/holiday?id=${h.id}`).set(a.headers).expect(404);
    });
  });

  it('a REGIONAL holiday cannot point at another company\'s branch', async () => {
    const theirBranch = (await t.http.post('/api/erp/branch').set(b.headers).send({ id: 0, name: 'Their Branch' }).expect(200)).body.data.id;
    await t.http.post('/api/erp/holiday').set(a.headers).send({ id: 0, name: 'Sneaky', holidayType: 'REGIONAL', holidayDate: '2026-04-02', branchId: theirBranch }).expect(404);
  });

  it('answers only for companies subscribed to HRMS (application 10)', async () => {
    const plain = await activeCompany(t.http, {}, { subscribe: [] });
    for (const path of ['/api/erp/branch', '/api/erp/setting', '/api/erp/shift-time', '/api/erp/holiday', '/api/erp/user-details',
      '/api/erp/attendance-device', '/api/erp/attendance?fromDate=2026-06-01&toDate=2026-06-02', '/api/erp/dashboard/hrms?fromDate=2026-06-01&toDate=2026-06-02']) {
      const res = await t.http.get(path).set(plain.headers).expect(403);
      expect(res.body.message).toBe('Subscribe to HRMS to use this');
    }
    await t.http.post('/api/erp/branch').set(plain.headers).send({ id: 0, name: 'Nope' }).expect(403);
  });

  it('employee fixtures work end to end (smoke)', async () => {
    const m = await hrmsMasters(t.http, b.headers, ' smoke');
    const res = await t.http.post('/api/erp/user-details').set(b.headers).send(employeeInput(m)).expect(200);
    expect(res.body.data).toMatchObject({ branch: 'Pune HQ smoke', status: 'ACTIVE' });
  });
});
