import { tenantStorage } from '../../src/core/tenancy/tenant-context.js';
import { FaceEngineService } from '../../src/modules/face-engine/index.js';
import { HrmsClock } from '../../src/modules/hrms/index.js';
import { alteredCopy, groupOf, noFace, portrait } from '../face/face-fixtures.js';
import { activeCompany, type Session } from '../support/identity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { employeeInput, hrmsMasters } from './hrms-fixtures.js';

/**
 * Face attendance (issue 14 item 6) through the API: employees' faces enrolled from the employee panel's
 * calls, a kiosk logged in as an attendance device punching whoever it sees, with the device's own token
 * and company, only for shifts that ask for face attendance.
 */
let t: TestApp;
let a: Session;
let b: Session;
const b64 = (buf: Buffer) => buf.toString('base64');
const NOW = new Date('2026-03-02T03:35:20Z'); // 09:05 in India, a Monday

type Employee = { id: number; employeeCode: string };
let asha: Employee;
let chitra: Employee; // on a shift without face attendance
let divya: Employee; // enrolled in company B
let kiosk: string;
let kioskB: string;

beforeAll(async () => {
  t = await startTestApp({ FACE_WORKERS: '1' });
  t.app.get(HrmsClock).useClock(() => NOW);
  a = await activeCompany(t.http);
  b = await activeCompany(t.http);
  const ma = await hrmsMasters(t.http, a.headers);
  const faceShift = await ma.ok('/api/erp/shift-time', {
    id: 0, name: 'Front Desk', startTime: '09:00', endTime: '18:00', breakTime: 30, allowBreaks: true, faceAttendance: true, weekOff: 'SUNDAY',
  });
  asha = await ma.ok('/api/erp/user-details', employeeInput({ branch: ma.branch, shift: faceShift }, { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.in' }));
  chitra = await ma.ok('/api/erp/user-details', employeeInput(ma, { firstName: 'Chitra', lastName: 'Rao', email: 'chitra@example.in' }));
  await ma.ok('/api/erp/attendance-device', { id: 0, name: 'Reception kiosk', userName: 'kiosk-a', password: 'kioskpw1', branchId: ma.branch.id, model: 'Tablet', os: 'Android' });

  const mb = await hrmsMasters(t.http, b.headers, ' B');
  const faceShiftB = await mb.ok('/api/erp/shift-time', {
    id: 0, name: 'Front Desk B', startTime: '09:00', endTime: '18:00', breakTime: 30, allowBreaks: true, faceAttendance: true, weekOff: 'SUNDAY',
  });
  divya = await mb.ok('/api/erp/user-details', employeeInput({ branch: mb.branch, shift: faceShiftB }, { firstName: 'Divya', lastName: 'Shah', email: 'divya@example.in' }));
  await mb.ok('/api/erp/attendance-device', { id: 0, name: 'B kiosk', userName: 'kiosk-b', password: 'kioskpw2', branchId: mb.branch.id, model: 'Tablet', os: 'Android' });
});
afterAll(async () => t.close());

const login = async (userName: string, password: string) =>
  (await t.http.post('/api/auth/device/authentication').send({ userName, password }).expect(200)).body.data.token as string;
const facePunch = (token: string, image: Buffer) =>
  t.http.post('/api/erp/attendance/face-punch').set('Authorization', `Bearer ${token}`).send({ image: `data:image/jpeg;base64,${b64(image)}` });

describe('face attendance: enrolment from the employee panel', () => {
  it('runs the face models before the request\'s transaction opens (a slow photo never holds a connection idle in a transaction)', async () => {
    const engine = t.app.get(FaceEngineService);
    const describe = engine.describe.bind(engine);
    const inTransaction: boolean[] = [];
    engine.describe = (...args: Parameters<typeof describe>) => {
      inTransaction.push(tenantStorage.current() !== undefined);
      return describe(...args);
    };
    try {
      await t.http.post(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).send({ image: b64(await noFace()) }).expect(400);
    } finally {
      engine.describe = describe;
    }
    expect(inTransaction).toEqual([false]);
  });

  it('enrols an employee\'s face (one face per photo) and reports it', async () => {
    const before = await t.http.get(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).expect(200);
    expect(before.body.data).toEqual({ employeeId: asha.id, enrolled: false, faces: 0, faceAttendance: true });
    const res = await t.http.post(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).send({ image: b64(await portrait('asha')) }).expect(200);
    expect(res.body).toMatchObject({ message: 'Face enrolled for face attendance', data: { employeeId: asha.id, enrolled: true, faces: 1, faceAttendance: true } });
    // Multipart from the panel's file input works the same.
    await t.http.post(`/api/erp/user-details/face?id=${chitra.id}`).set(a.headers)
      .attach('image', await portrait('chitra'), { filename: 'chitra.jpg', contentType: 'image/jpeg' }).expect(200);
    const several = await t.http.post(`/api/erp/user-details/face?id=${chitra.id}`).set(a.headers).send({ image: b64(await groupOf('asha', 'chitra')) }).expect(400);
    expect(several.body.message).toBe('Exactly one face is needed: 2 faces were found in the image');
    await t.http.post(`/api/erp/user-details/face?id=${divya.id}`).set(b.headers).send({ image: b64(await portrait('divya')) }).expect(200);
  });

  it('never reaches another company\'s employee', async () => {
    expect((await t.http.post(`/api/erp/user-details/face?id=${asha.id}`).set(b.headers).send({ image: b64(await portrait('divya')) }).expect(404)).body.status).toBe('NOT_FOUND');
    await t.http.get(`/api/erp/user-details/face?id=${asha.id}`).set(b.headers).expect(404);
    await t.http.delete(`/api/erp/user-details/face?id=${asha.id}`).set(b.headers).expect(404);
    // The developer API of company A does not see HRMS enrolments (another scope).
    expect((await t.http.get(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).expect(200)).body.data.faces).toBe(1);
  });
});

describe('face attendance: the kiosk punches with the device\'s token', () => {
  beforeAll(async () => {
    kiosk = await login('kiosk-a', 'kioskpw1');
    kioskB = await login('kiosk-b', 'kioskpw2');
  });

  it('punches the recognised employee now, once a minute, and the punch counts in attendance', async () => {
    const res = await facePunch(kiosk, await alteredCopy('asha')).expect(200);
    expect(res.body).toMatchObject({
      status: 'OK', message: 'Asha Verma: attendance punched',
      data: { employeeId: asha.id, employeeCode: asha.employeeCode, name: 'Asha Verma', shiftName: 'Front Desk', punchTime: '2026-03-02T03:35:00.000Z', result: 'ACCEPTED' },
    });
    expect(res.body.data.distance).toBeLessThan(0.3);
    const again = await facePunch(kiosk, await portrait('asha')).expect(200);
    expect(again.body).toMatchObject({ message: 'Asha Verma: already punched this minute', data: { result: 'DUPLICATE' } });

    const day = await t.http.get(`/api/erp/attendance?fromDate=2026-03-02&toDate=2026-03-02&userId=${asha.id}`).set(a.headers).expect(200);
    expect(day.body.data.list[0]).toMatchObject({ userDetailId: asha.id, dayType: 'WORKING', clockIn: expect.stringContaining('09:05') });
  });

  it('refuses an employee whose shift does not ask for face attendance, saying so', async () => {
    const res = await facePunch(kiosk, await alteredCopy('chitra')).expect(403);
    expect(res.body.message).toBe("Face attendance is not enabled for Chitra Rao's shift (General). Please punch at your usual attendance device.");
  });

  it('says so when nobody is recognised, nobody is in the picture, or several people are', async () => {
    expect((await facePunch(kiosk, await portrait('divya')).expect(404)).body.message)
      .toBe('Face not recognised. Please look at the camera and try again, or ask HR to enrol your face.');
    expect((await facePunch(kiosk, await noFace()).expect(400)).body.message).toBe('No face was found in the picture. Please look at the camera and try again.');
    expect((await facePunch(kiosk, await groupOf('asha', 'divya')).expect(400)).body.message).toBe('One person at a time, please: 2 faces were found in the picture');
  });

  it('punches only into the device\'s own company: B\'s kiosk does not know A\'s people, and an edited token is refused', async () => {
    expect((await facePunch(kioskB, await alteredCopy('asha')).expect(404)).body.message).toMatch(/^Face not recognised/);
    const ok = await facePunch(kioskB, await alteredCopy('divya')).expect(200);
    expect(ok.body.data).toMatchObject({ employeeId: divya.id, name: 'Divya Shah' });
    // B's token relabelled with A's company id finds no session in A.
    const forged = kioskB.replace(/^dev\.\d+\./, `dev.${a.companyId}.`);
    expect((await facePunch(forged, await alteredCopy('asha')).expect(401)).body.message).toBe('Device session has ended or is invalid. Please log the device in again.');
    // A user's token is not a device token.
    await t.http.post('/api/erp/attendance/face-punch').set('Authorization', a.headers.Authorization).send({ image: b64(await portrait('asha')) }).expect(401);
    await t.http.post('/api/erp/attendance/face-punch').send({ image: b64(await portrait('asha')) }).expect(401);
  });

  it('ends the old kiosk token when the device logs in again', async () => {
    const old = kiosk;
    kiosk = await login('kiosk-a', 'kioskpw1');
    expect((await facePunch(old, await alteredCopy('asha')).expect(401)).body.message).toBe('Device session has ended or is invalid. Please log the device in again.');
    await facePunch(kiosk, await alteredCopy('asha')).expect(200);
  });

  it('stops recognising an employee whose face was removed, or who was deleted', async () => {
    const removed = await t.http.delete(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).expect(200);
    expect(removed.body).toMatchObject({ message: 'Face removed', data: { enrolled: false, faces: 0 } });
    expect((await facePunch(kiosk, await alteredCopy('asha')).expect(404)).body.message).toMatch(/^Face not recognised/);
    expect((await t.http.delete(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).expect(404)).body.message).toBe('No face is enrolled for this employee');

    await t.http.post(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).send({ image: b64(await portrait('asha')) }).expect(200);
    await t.http.delete(`/api/erp/user-details?id=${asha.id}`).set(a.headers).expect(200); // soft delete
    expect((await facePunch(kiosk, await alteredCopy('asha')).expect(403)).body.message).toBe('Asha Verma is no longer an active employee');
    expect((await t.http.post(`/api/erp/user-details/face?id=${asha.id}`).set(a.headers).send({ image: b64(await portrait('asha')) }).expect(400)).body.message)
      .toBe('A deleted employee cannot be enrolled: recover the employee first');
  });
});
