// Issue 14's journey: a company sets up HRMS masters in the console, adds an employee, a device logs in and
// posts punches through the device API, and the Present Absent grid shows Present (P) and the listing Late.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

const { logIn } = journey;

async function choose(page, label, text) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function banner(page, text) {
  await page.locator('.feedback-banner', { hasText: text }).first().waitFor();
}

const pad = (n) => String(n).padStart(2, '0');

test('masters, an employee, device punches; Present and Late in the attendance views', async () => {
  const { api } = journey;
  const company = await api.activeCompany({ name: 'Sahyadri Foods' });
  const session = await api.login(company.email, company.password);
  try {
    await api.call('POST', '/api/erp/subscription', { session, body: { appId: 10, isSubscribed: true } });
  } catch {
    // Older catalogues may not offer HRMS yet: the HRMS routes work without the menu entries.
  }
  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await logIn(page, company.email, company.password);

    // 1. Masters from the settings tabs (the tab follows the query key).
    await page.goto(`${journey.product.baseUrl}/admin/hrms/settings?branch`);
    await page.getByRole('tab', { name: 'Branch', selected: true }).waitFor();
    await page.getByPlaceholder('Search branches').waitFor();
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await page.locator('.ant-drawer').getByLabel('Branch Name').fill('Pune HQ');
    await page.locator('.ant-drawer').getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Branch saved successfully');

    await page.getByRole('tab', { name: 'Shift Time' }).click();
    await page.waitForURL(/\?shiftTime$/);
    await page.getByRole('button', { name: 'Create Shift' }).click();
    const shift = page.locator('.ant-drawer', { hasText: 'Manage Shift' });
    await shift.getByLabel('Shift Name').fill('General');
    // No week-off, so whichever weekday yesterday was is a working day.
    await shift.locator('.ant-select-selection-item-remove').click();
    await shift.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Shift saved successfully');
    await page.locator('tr', { hasText: 'General' }).waitFor();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Employee Code Prefix').fill('SF');
    await page.getByLabel('Flexible Clock In/Out (minutes)').fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await banner(page, 'Settings saved successfully');

    await page.getByRole('tab', { name: 'Attendance Devices' }).click();
    await page.getByRole('button', { name: 'Create Device' }).click();
    const dev = page.locator('.ant-drawer', { hasText: 'Manage Attendance Device' });
    const deviceUser = `gate-${Date.now().toString(36)}`;
    await dev.getByLabel('Device Name').fill('Main Gate');
    await dev.getByLabel('User Name').fill(deviceUser);
    await dev.getByLabel('Password').fill('gate123');
    await choose(page, 'Branch', 'Pune HQ');
    await dev.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Attendance device saved successfully');

    // 2. An employee (generated code SF0001) from the employees page.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/employees`);
    await page.getByRole('button', { name: 'Create Employee' }).click();
    const emp = page.locator('.ant-drawer', { hasText: 'Create Employee' });
    await emp.getByLabel('First Name').fill('Meera');
    await emp.getByLabel('Last Name').fill('Kulkarni');
    await emp.getByLabel('Email').fill('meera@example.in');
    await emp.getByLabel('Date of Birth').fill('15 Aug 1995');
    await emp.getByLabel('Date of Birth').press('Enter');
    await emp.getByLabel('Date of Joining').fill('01 Jan 2026');
    await emp.getByLabel('Date of Joining').press('Enter');
    await choose(page, 'Branch', 'Pune HQ');
    await choose(page, 'Shift', 'General');
    await emp.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Employee created successfully');
    await page.locator('.employee-card', { hasText: 'SF0001' }).waitFor();

    // 3. The device logs in and posts yesterday's punches (IST): in 40 minutes after the 09:00 start, out in the evening.
    const login = await api.call('POST', '/api/auth/device/authentication', { body: { userName: deviceUser, password: 'gate123' } });
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000);
    const d = `${yesterday.getUTCFullYear()}-${pad(yesterday.getUTCMonth() + 1)}-${pad(yesterday.getUTCDate())}`;
    const res = await fetch(`${journey.product.baseUrl}/api/erp/attendance/punch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ punches: [{ employeeCode: 'SF0001', punchTime: `${d}T09:40:00+05:30` }, { employeeCode: 'SF0001', punchTime: `${d}T18:30:00+05:30` }] }),
    });
    const punched = await res.json();
    assert.deepEqual(punched.data.results.map((r) => r.result), ['ACCEPTED', 'ACCEPTED']);

    // 4. While the attendance is loading the page shows a skeleton, not "No Record(s) Found." (the answer is held back).
    let release;
    const held = new Promise((r) => (release = r));
    await page.route(/\/api\/erp\/attendance\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${journey.product.baseUrl}/admin/hrms/attendance?listing`);
    await page.locator('.ant-skeleton').first().waitFor();
    assert.equal(await page.getByText('No Record(s) Found.').count(), 0);
    release(); // from here on the handler lets every attendance request straight through

    // The grid shows P for today, the listing shows Late.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/attendance?presentAbsent`);
    await page.getByRole('tab', { name: 'Present Absent', selected: true }).waitFor();
    const label = new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
    await page.getByPlaceholder('Start date').click();
    await page.getByPlaceholder('Start date').fill(label);
    await page.getByPlaceholder('End date').click();
    await page.getByPlaceholder('End date').fill(label);
    await page.getByPlaceholder('End date').press('Enter');
    const cell = page.getByTestId(`grid-SF0001-${d}`);
    await cell.waitFor();
    assert.equal(await cell.innerText(), 'P');

    // Issue 29: HR clicks the day to mark it by hand. A time typed as 1830 and Enter reads the time and never submits.
    await cell.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Out Time').fill('1830');
    await dialog.getByLabel('Out Time').press('Enter');
    assert.equal(await dialog.getByLabel('Out Time').inputValue(), '06:30 PM');
    assert.equal(await page.getByText('Attendance marked successfully').count(), 0);
    await dialog.getByLabel('Reason').fill('Confirmed by the store manager');
    await dialog.getByRole('button', { name: 'Mark' }).click();
    await banner(page, 'Attendance marked successfully');
    await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent === 'P✎', `grid-SF0001-${d}`);
    await page.getByRole('tab', { name: 'Listing' }).click();
    await page.waitForURL(/\?listing$/);
    const row = page.locator('tr', { hasText: 'Late' }).first();
    await row.waitFor();
    assert.match(await row.innerText(), /Meera Kulkarni[\s\S]*09:40 AM[\s\S]*Late[\s\S]*06:30 PM/);

    // Holidays (added last, so they cannot turn the day above into a holiday): a year's list is searched and paged.
    const year = new Date().getFullYear();
    for (const [day, name] of [['01-26', 'Republic Day'], ['08-15', 'Independence Day'], ['10-02', 'Gandhi Jayanti']]) {
      const saved = await api.call('POST', '/api/erp/holiday', { session, body: { id: 0, name, holidayType: 'NATIONAL', holidayDate: `${year}-${day}` } });
      assert.equal(saved.name, name);
    }
    await page.goto(`${journey.product.baseUrl}/admin/hrms/settings?holidays`);
    await page.getByRole('tab', { name: 'Holidays', selected: true }).waitFor();
    await page.locator('tr', { hasText: 'Gandhi Jayanti' }).waitFor();
    await page.getByLabel('Search holidays').fill('independence');
    await page.locator('.ant-table-row').first().filter({ hasText: 'Independence Day' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    await page.getByLabel('Search holidays').fill('Holi festival');
    await page.getByText('No Record(s) Found.').waitFor();
  } catch (error) {
    await screenshotOnFailure(page, 'hrms');
    throw error;
  } finally {
    await page.close();
  }
});
