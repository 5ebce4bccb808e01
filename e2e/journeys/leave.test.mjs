// Issue 29 item 4's journey: HR creates a leave type and allocates the year, an application for yesterday is sent
// from the Leave page and approved there, and the Present Absent grid shows L for the day.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn as logInAs, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

const pad = (n) => String(n).padStart(2, '0');

async function choose(page, scope, label, text) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function banner(page, text) {
  await page.locator('.feedback-banner', { hasText: text }).first().waitFor();
}

test('a leave type, the year allocated, an application approved: the grid shows L', async () => {
  const { api } = journey;
  const company = await api.activeCompany({ name: 'Deccan Traders' });
  const session = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session, body: { appId: 10, isSubscribed: true } });
  // What the journey is not about is set up through the API: masters and one employee on a shift without a week-off.
  const branch = await api.call('POST', '/api/erp/branch', { session, body: { id: 0, name: 'Pune HQ' } });
  const shift = await api.call('POST', '/api/erp/shift-time', {
    session, body: { id: 0, name: 'General', startTime: '09:00', endTime: '18:00', breakTime: 60, allowBreaks: true, faceAttendance: false, weekOff: '' },
  });
  await api.call('POST', '/api/erp/setting', { session, body: { employeeCodePrefix: 'DT', flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0 } });
  await api.call('POST', '/api/erp/user-details', {
    session,
    body: { id: 0, firstName: 'Sunita', lastName: 'Joshi', dateOfJoining: '2025-01-01', dateOfBirth: '1990-05-12', email: 'sunita@example.in', status: 'ACTIVE', branchId: branch.id, shiftId: shift.id },
  });
  // Yesterday in India: a finished working day.
  const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000);
  const d = `${yesterday.getUTCFullYear()}-${pad(yesterday.getUTCMonth() + 1)}-${pad(yesterday.getUTCDate())}`;
  const label = new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await logInAs(page, journey.product.baseUrl, company.email, company.password);

    // 1. The leave type and the year's quota for everyone, from the Leave Types page.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/leave-types`);
    await page.getByRole('button', { name: 'Create Leave Type' }).click();
    const panel = page.locator('.ant-drawer', { hasText: 'Create Leave Type' });
    await panel.getByLabel('Leave Type Name').fill('Casual Leave');
    await panel.getByLabel('Yearly Allocation (days)').fill('12');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Leave type saved successfully');
    await page.locator('tr', { hasText: 'Casual Leave' }).waitFor();
    // The year choice starts at this year; on 1 January yesterday is last year.
    if (yesterday.getUTCFullYear() !== new Date().getUTCFullYear()) await choose(page, page, 'Allocation year', String(yesterday.getUTCFullYear()));
    await page.getByRole('button', { name: 'Allocate Year' }).click();
    await banner(page, `Leave allocated for ${yesterday.getUTCFullYear()}: 1 new allocation`);

    // 2. The application from the Leave page: the form shows the balance before sending.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/leave`);
    await page.getByText('No Record(s) Found.').waitFor();
    await page.getByRole('button', { name: 'Apply Leave' }).click();
    const form = page.locator('.ant-drawer', { hasText: 'Apply Leave' });
    await choose(page, form, 'Employee', 'Sunita Joshi');
    await choose(page, form, 'Leave Type', 'Casual Leave');
    for (const field of ['From', 'To']) {
      await form.getByLabel(field, { exact: true }).fill(label);
      await form.getByLabel(field, { exact: true }).press('Enter');
    }
    await form.getByText('Casual Leave').filter({ hasText: '12 days available' }).first().waitFor();
    await form.getByLabel('Reason').fill('Family function');
    await form.getByRole('button', { name: 'Apply' }).click();
    await banner(page, 'Leave application sent');
    const row = page.locator('tr', { hasText: 'Sunita Joshi' });
    await row.filter({ hasText: 'Pending' }).waitFor();
    assert.match(await row.innerText(), /Casual Leave[\s\S]*1 day[\s\S]*Family function/);

    // 3. HR approves it.
    await page.getByRole('button', { name: 'Approve leave of Sunita Joshi' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await banner(page, 'Leave approved');
    await row.filter({ hasText: 'Approved' }).waitFor();
    await page.getByRole('tab', { name: 'Balances' }).click();
    await choose(page, page, 'Balance employee', 'Sunita Joshi');
    if (yesterday.getUTCFullYear() !== new Date().getUTCFullYear()) await choose(page, page, 'Balance year', String(yesterday.getUTCFullYear()));
    // Allocated 12, carried 0, taken 1, pending 0, balance 11, available 11 (the cached answer from the form refreshes).
    await page.locator('tr', { hasText: 'Casual Leave' }).filter({ hasText: /12 days\s*0 days\s*1 day\s*0 days\s*11 days\s*11 days/ }).waitFor();

    // 4. The grid shows L for the day.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/attendance?presentAbsent`);
    await page.getByRole('tab', { name: 'Present Absent', selected: true }).waitFor();
    await page.getByPlaceholder('Start date').click();
    await page.getByPlaceholder('Start date').fill(label);
    await page.getByPlaceholder('End date').click();
    await page.getByPlaceholder('End date').fill(label);
    await page.getByPlaceholder('End date').press('Enter');
    const cell = page.getByTestId(`grid-DT0001-${d}`);
    await cell.waitFor();
    assert.equal(await cell.innerText(), 'L');
  } catch (error) {
    await screenshotOnFailure(page, 'leave');
    throw error;
  } finally {
    await page.close();
  }
});
