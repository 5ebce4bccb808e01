// Issue 14 item 6: an employee's face is enrolled from the employee panel, a tablet signs in at the face kiosk
// as an attendance device, and the camera picture punches the employee. The kiosk's camera is Chromium's fake
// camera playing a still of the employee (a .y4m made from the face-api package's sample photos); the file
// button is the path for a shift without face attendance, which the kiosk refuses with its reason.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const fromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const sharp = (await import(pathToFileURL(fromApi.resolve('sharp')).href)).default;
const DEMO = join(dirname(fromApi.resolve('@vladmandic/face-api/package.json')), 'demo');
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder to keep screenshots of the kiosk and the employee panel

const journey = productJourney({ FACE_WORKERS: '1' });
let kioskBrowser;
const work = mkdtempSync(join(tmpdir(), 'bizdesk-kiosk-'));

/** One person's face, cut from a sample photo of the package (no photo is stored in the repository). */
function portrait(sample, left, top, width, height, size = 640) {
  return sharp(join(DEMO, `sample${sample}.jpg`)).extract({ left, top, width, height }).resize(size);
}
const asha = () => portrait(2, 1297, 0, 500, 560);
const ashaOtherDay = () => portrait(2, 1327, 28, 440, 492, 480).modulate({ brightness: 0.9 }); // another crop, size and light
const chitra = () => portrait(3, 480, 200, 400, 500);

/** A still picture as a YUV4MPEG2 (4:2:0) clip, which Chromium's fake camera plays in a loop. */
async function y4m(image, width = 640, height = 480) {
  const { data } = await image.resize(width, height, { fit: 'contain', background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row += 1) {
    for (let col = 0; col < width; col += 1) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      y[row * width + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]);
}

journey.before(async () => {
  const clip = join(work, 'camera.y4m');
  writeFileSync(clip, await y4m(ashaOtherDay()));
  kioskBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
});

after(async () => {
  await kioskBrowser?.close();
  rmSync(work, { recursive: true, force: true });
});

test('enrol a face from the employee panel; the kiosk camera punches the employee; a shift without face attendance is refused', async () => {
  const { api } = journey;
  const company = await api.activeCompany({ name: 'Konkan Traders' });
  const session = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session, body: { appId: 10, isSubscribed: true } });
  const branch = await api.call('POST', '/api/erp/branch', { session, body: { id: 0, name: 'Ratnagiri' } });
  const shift = (faceAttendance, name) => api.call('POST', '/api/erp/shift-time', {
    session, body: { id: 0, name, startTime: '00:00', endTime: '23:59', breakTime: 0, allowBreaks: false, faceAttendance, weekOff: '' },
  });
  const faceShift = await shift(true, 'Front Desk');
  const plainShift = await shift(false, 'Warehouse');
  const employee = (firstName, lastName, shiftId) => api.call('POST', '/api/erp/user-details', {
    session,
    body: {
      id: 0, firstName, lastName, dateOfJoining: '2026-01-01', dateOfBirth: '1994-08-15', email: `${firstName.toLowerCase()}@konkan.in`,
      status: 'ACTIVE', branchId: branch.id, shiftId, employeeCode: `KT-${firstName.toUpperCase()}`, employeeCodeAutoGenerate: false,
    },
  });
  const ashaEmployee = await employee('Asha', 'Verma', faceShift.id);
  await employee('Chitra', 'Rao', plainShift.id);
  await api.call('POST', '/api/erp/attendance-device', {
    session, body: { id: 0, name: 'Reception tablet', userName: 'reception', password: 'tablet01', branchId: branch.id, model: 'Tab', os: 'Android' },
  });
  writeFileSync(join(work, 'asha.jpg'), await asha().jpeg().toBuffer());
  writeFileSync(join(work, 'chitra.jpg'), await chitra().jpeg().toBuffer());

  // 1. HR enrols the two employees' faces from the employee panel (file input; the shift's rule shows).
  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${journey.product.baseUrl}/admin/hrms/employees`);
    for (const [name, file, rule] of [['Asha Verma', 'asha.jpg', 'Shift uses face attendance'], ['Chitra Rao', 'chitra.jpg', 'Shift does not use face attendance']]) {
      await page.getByRole('button', { name: `View ${name}` }).click();
      const section = page.getByTestId('employee-face-section');
      await section.getByText('No face enrolled').waitFor();
      await section.getByText(rule).waitFor();
      await section.getByTestId('employee-face-input').setInputFiles(join(work, file));
      await section.getByText('Face enrolled for face attendance').waitFor();
      await section.getByText('Face enrolled (1 photo)').waitFor();
      if (SHOTS && name === 'Asha Verma') await page.screenshot({ path: join(SHOTS, 'employee-face-panel.png') });
      await page.locator('.ant-drawer').getByRole('button', { name: 'Close' }).first().click();
      // The next View opens a panel once this one has slid out.
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    }
  } catch (error) {
    await screenshotOnFailure(page, 'face-kiosk-employees');
    throw error;
  } finally {
    await page.close();
  }

  // 2. The kiosk: device sign-in, then the camera (Asha, photographed differently) punches.
  const kiosk = await kioskBrowser.newPage({ viewport: { width: 1280, height: 860 } });
  try {
    await kiosk.goto(`${journey.product.baseUrl}/admin/attendance-kiosk`);
    await kiosk.getByLabel('Device User Name').fill('reception');
    await kiosk.getByLabel('Password').fill('tablet01');
    if (SHOTS) await kiosk.screenshot({ path: join(SHOTS, 'kiosk-sign-in.png') });
    await kiosk.getByRole('button', { name: 'Start Kiosk' }).click();
    await kiosk.getByText('Reception tablet').waitFor();
    const punch = kiosk.getByRole('button', { name: 'Punch' });
    await kiosk.waitForFunction(() => !document.querySelector('button.ant-btn-primary')?.hasAttribute('disabled'));
    await punch.click();
    await kiosk.locator('.kiosk-result', { hasText: 'Asha Verma' }).waitFor({ timeout: 30_000 });
    await kiosk.locator('.kiosk-result', { hasText: 'KT-ASHA · Punched at' }).waitFor();
    if (SHOTS) await kiosk.screenshot({ path: join(SHOTS, 'kiosk-punched.png') });

    // The file button: Chitra's shift does not ask for face attendance.
    await kiosk.getByTestId('kiosk-photo-input').setInputFiles(join(work, 'chitra.jpg'));
    await kiosk.locator('.kiosk-result', { hasText: "Face attendance is not enabled for Chitra Rao's shift (Warehouse)" }).waitFor({ timeout: 30_000 });
    if (SHOTS) await kiosk.screenshot({ path: join(SHOTS, 'kiosk-refused.png') });
  } catch (error) {
    await screenshotOnFailure(kiosk, 'face-kiosk');
    throw error;
  } finally {
    await kiosk.close();
  }

  // 3. The punch is Asha's, from the kiosk's device, and counts in today's attendance.
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const attendance = await api.call('GET', `/api/erp/attendance?fromDate=${today}&toDate=${today}&userId=${ashaEmployee.id}`, { session });
  assert.equal(attendance.list.length, 1);
  assert.ok(attendance.list[0].clockIn, 'Asha has a clock-in today');
});
