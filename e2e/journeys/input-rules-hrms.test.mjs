// Issue 31 item 1, one input rule everywhere: the HRMS forms (the list of every create form is in
// input-rules-parties). Phones with +91 and spaces, dates typed as 25/12/2026, 25-12-2026, 25 Dec 2026 and ISO,
// times as 09:30, 9:30 am and 0930, read back through the API; Enter inside a time or date field does not submit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { banner, dialogsSettled } from '../support/browser.mjs';
import { countRequests, fieldError, listed, panel, pick, typeAndTab, typeInto } from '../support/forms.mjs';
import { ownerJourney } from '../support/owner-journey.mjs';

const pad = (n) => String(n).padStart(2, '0');
const nextYear = new Date().getUTCFullYear() + 1;

const journey = ownerJourney({
  companyName: 'Shift Works',
  applications: [10],
  setUp: async (call) => {
    const branch = await call('POST', '/api/erp/branch', { id: 0, name: 'Pune HQ' });
    const shift = await call('POST', '/api/erp/shift-time', {
      id: 0, name: 'General', startTime: '09:00', endTime: '18:00', breakTime: 60, allowBreaks: true, faceAttendance: false, weekOff: '',
    });
    await call('POST', '/api/erp/setting', { employeeCodePrefix: 'SW', flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0 });
    await call('POST', '/api/erp/user-details', {
      id: 0, firstName: 'Sunita', lastName: 'Joshi', dateOfJoining: '2025-01-01', dateOfBirth: '1990-05-12', email: 'sunita@example.in',
      status: 'ACTIVE', branchId: branch.id, shiftId: shift.id,
    });
    await call('POST', '/api/erp/leave-type', { id: 0, name: 'Casual Leave', yearlyAllocation: 12, paid: true });
  },
});
const call = (...args) => journey.call(...args);
const withPage = (...args) => journey.withPage(...args);

test('employee: +91 phone, birth and joining dates typed day first and in words', async () => {
  await withPage('input-rules-employee', async (page) => {
    await page.goto(journey.url('/admin/hrms/employees'));
    await page.getByRole('button', { name: 'Create Employee' }).click();
    const form = panel(page, 'Employee');
    await form.getByLabel('First Name').fill('Ravi');
    await form.getByLabel('Last Name').fill('Kale');
    await form.getByLabel('Email', { exact: true }).fill('ravi.kale@example.in');
    await typeInto(form, 'Phone', '+91 98220 00004');
    await typeAndTab(form, 'Date of Birth', '15-08-1994');
    await typeAndTab(form, 'Date of Joining', '2 Jan 2026');
    await pick(page, form, 'Branch', 'Pune HQ');
    await pick(page, form, 'Shift', 'General');
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Employee created successfully');
    const [ravi] = await listed(call, '/api/erp/user-details', 'Ravi');
    assert.equal(ravi.phone, '9822000004');
    assert.equal(ravi.dateOfBirth, '1994-08-15');
    assert.equal(ravi.dateOfJoining, '2026-01-02');
  });
});

test('shift times typed 9:30 am and 0930; Enter in a time field does not submit; holiday and settings dates typed', async () => {
  await withPage('input-rules-shift', async (page) => {
    await page.goto(journey.url('/admin/hrms/settings?shiftTime'));
    await page.getByRole('button', { name: 'Create Shift' }).click();
    const shift = panel(page, 'Manage Shift');
    await shift.getByLabel('Shift Name').fill('Morning');
    const posts = countRequests(page, 'POST', '/api/erp/shift-time');
    const start = await typeInto(shift, 'Start Time', '9:30 am');
    await start.press('Enter');
    await typeAndTab(shift, 'End Time', '1830');
    await shift.getByLabel('End Time').press('Enter');
    assert.equal(await start.inputValue(), '09:30 AM', 'Enter reads the typed time');
    assert.equal(posts.count(), 0, 'Enter inside a time field sends nothing');
    await shift.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Shift saved successfully');
    posts.stop();
    const morning = (await listed(call, '/api/erp/shift-time', 'Morning')).find((s) => s.name === 'Morning');
    assert.deepEqual([morning.startTime.slice(0, 5), morning.endTime.slice(0, 5)], ['09:30', '18:30']);

    // A second shift typed 0930 / 09:30 style: the four-digit and the 24-hour forms.
    await page.getByRole('button', { name: 'Create Shift' }).click();
    await shift.getByLabel('Shift Name').fill('Late');
    await typeInto(shift, 'Start Time', '0930');
    await typeAndTab(shift, 'End Time', '21:15');
    await shift.getByRole('button', { name: 'Submit' }).click();
    // The first save's banner may still show: the new row is what tells this save is done.
    await page.locator('tr', { hasText: 'Late' }).waitFor();
    const late = (await listed(call, '/api/erp/shift-time', 'Late')).find((s) => s.name === 'Late');
    assert.deepEqual([late.startTime.slice(0, 5), late.endTime.slice(0, 5)], ['09:30', '21:15']);

    // Holidays: "25/12/<next year>" day first; a date that is not one is refused on the field, nothing sent.
    await page.getByRole('tab', { name: 'Holidays' }).click();
    await page.getByRole('button', { name: 'Create Holiday' }).click();
    const holiday = panel(page, 'Manage Holiday');
    await holiday.getByLabel('Holiday Name').fill('Christmas');
    await pick(page, holiday, 'Holiday Type', 'National');
    const holidayPosts = countRequests(page, 'POST', '/api/erp/holiday');
    await typeAndTab(holiday, 'Holiday Date', `12/31/${nextYear}`);
    await holiday.getByRole('button', { name: 'Submit' }).click();
    await fieldError(holiday, 'Holiday Date', 'Enter a date such as 25 Dec 2026 or 25/12/2026');
    assert.equal(holidayPosts.count(), 0);
    await typeInto(holiday, 'Holiday Date', `25/12/${nextYear}`);
    await holiday.getByLabel('Holiday Date').press('Enter');
    await holiday.getByLabel('Holiday Date').press('Tab');
    assert.equal(holidayPosts.count(), 0, 'Enter inside the date field sends nothing');
    await holiday.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Holiday saved successfully');
    holidayPosts.stop();
    const holidays = await call('GET', `/api/erp/holiday?year=${nextYear}`);
    const list = holidays.list ?? holidays;
    assert.equal(list.find((h) => h.name === 'Christmas')?.holidayDate, `${nextYear}-12-25`);

    // Settings from a day typed in ISO.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await typeAndTab(page.locator('form').last(), 'Effective From', `${nextYear}-01-01`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await banner(page, 'Settings saved successfully');
    const setting = await call('GET', '/api/erp/setting');
    assert.ok([setting.effectiveFrom, ...(setting.upcoming ?? []).map((u) => u.effectiveFrom)].includes(`${nextYear}-01-01`), JSON.stringify(setting));
  });
});

test('leave application dates typed with dashes and in words; a day marked with times typed 9:30 am and 1800', async () => {
  await withPage('input-rules-leave', async (page) => {
    await call('POST', '/api/erp/leave-allocation/allocate-year', { year: nextYear });
    await page.goto(journey.url('/admin/hrms/leave'));
    await page.getByRole('button', { name: 'Apply Leave' }).click();
    const form = panel(page, 'Apply Leave');
    await pick(page, form, 'Employee', 'Sunita Joshi');
    await pick(page, form, 'Leave Type', 'Casual Leave');
    await typeAndTab(form, 'From', `05-01-${nextYear}`);
    await typeAndTab(form, 'To', `6 Jan ${nextYear}`);
    await form.getByLabel('Reason').fill('Family function');
    await form.getByRole('button', { name: 'Apply' }).click();
    await banner(page, 'Leave application sent');
    const [application] = (await call('GET', '/api/erp/leave-application')).list;
    assert.deepEqual([application.fromDate ?? application.from, application.toDate ?? application.to], [`${nextYear}-01-05`, `${nextYear}-01-06`]);

    // Mark yesterday present with typed times.
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000);
    const d = `${yesterday.getUTCFullYear()}-${pad(yesterday.getUTCMonth() + 1)}-${pad(yesterday.getUTCDate())}`;
    await page.goto(journey.url('/admin/hrms/attendance?presentAbsent'));
    await page.getByTestId(`grid-SW0001-${d}`).click();
    const dialog = page.locator('.ant-modal', { hasText: 'Mark Sunita Joshi' });
    await dialog.waitFor();
    await dialogsSettled(page);
    await pick(page, dialog, 'Status', 'Present');
    await typeAndTab(dialog, 'In Time', '9:30 am');
    await typeAndTab(dialog, 'Out Time', '1800');
    await dialog.getByLabel('Reason').fill('Forgot to punch');
    await dialog.getByRole('button', { name: 'Mark' }).click();
    await banner(page, 'Attendance marked successfully');
    const marked = await call('GET', `/api/erp/attendance?fromDate=${d}&toDate=${d}`);
    const day = (marked.list ?? marked).find((r) => JSON.stringify(r).includes('Sunita'));
    assert.match(JSON.stringify(day), /09:30/);
    assert.match(JSON.stringify(day), /18:00/);
  });
});
