// Issue 26 items 4 and 5 as an owner uses the console: the Sessions section of the profile page lists where she is
// signed in (this device marked) and ends another device's session, which is signed out on its next request; the
// Activity page shows who created and edited an expense, filtered by record type and action, with the edit's
// before and after, and the ended session.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choose, logIn, onNewPage } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();
let company;
let phone;

journey.before(async () => {
  company = await journey.api.activeCompany({ name: 'Meera Textiles' });
  // Another device of the same owner, which makes an expense and then edits it.
  phone = await journey.api.login(company.email, company.password);
  const accounts = await journey.api.call('GET', '/api/erp/coa-account/select', { session: phone });
  const categories = await journey.api.call('GET', '/api/erp/expense-category/select', { session: phone });
  const cash = accounts.find((a) => a.name === 'Cash').id;
  const rent = categories.find((c) => c.name === 'Rent').id;
  const expense = await journey.api.call('POST', '/api/erp/expense', {
    session: phone, body: { id: 0, expenseCategoryId: rent, title: 'Shop rent', amount: '1200.00', expenseDate: '2026-11-05', paymentAccountId: cash },
  });
  await journey.api.call('POST', '/api/erp/expense', {
    session: phone,
    body: { id: expense.id, expenseCategoryId: rent, title: 'Shop rent November', amount: '1200.00', expenseDate: '2026-11-05', paymentAccountId: cash },
  });
});

const withPage = (name, fn) => onNewPage(journey.browser, name, { viewport: { width: 1440, height: 1000 } }, fn);

/** The activity list's own rows (an expanded row holds a table of its own). */
function rowsOf(page, options) {
  return page.locator('.ant-table-tbody').first().locator(':scope > tr.ant-table-row', options);
}

test('profile Sessions: this device marked, another device ended and signed out; Activity shows the expense and its edit', async () => {
  await withPage('activity-sessions', async (page) => {
    await logIn(page, journey.product.baseUrl, company.email, company.password);

    // Profile → Sessions: two sessions, this browser's marked.
    await page.goto(`${journey.product.baseUrl}/admin/profile`);
    const card = page.getByTestId('sessions-card');
    await card.getByText('This device').waitFor();
    const rows = card.getByTestId('session-row');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 2);
    assert.match(await rows.filter({ hasText: 'This device' }).innerText(), /Chrome on Linux|Chrome/);
    assert.match(await card.innerText(), /Last seen \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}/);

    // End the other device's session.
    const other = rows.filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: 'End session' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'End session' }).click();
    await page.getByText('Session ended successfully').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="session-row"]').length === 1);
    // That device is signed out on its next request.
    await assert.rejects(journey.api.call('GET', '/api/erp/expense', { session: phone }), /401/);

    // Activity, from the company menu (the header's Apps).
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    await page.waitForURL(/\/admin\/activity$/);
    await page.getByRole('heading', { name: 'Activity' }).first().waitFor();
    await page.locator('tr', { hasText: 'Session ended' }).first().waitFor();
    assert.match(await rowsOf(page).first().innerText(), /\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}/);

    await choose(page, 'Record type', 'Expense');
    await rowsOf(page, { hasText: 'Created' }).first().waitFor();
    const edited = rowsOf(page, { hasText: 'Edited' }).first();
    await edited.waitFor();
    assert.match(await edited.innerText(), /Kiran Patil/);
    assert.match(await edited.innerText(), /Expense #\d+/);
    assert.equal(await rowsOf(page, { hasText: 'Session ended' }).count(), 0);

    // The edit, readably: title before and after.
    await edited.getByRole('button', { name: /expand/i }).click();
    const change = page.getByTestId('change-table');
    await change.getByText('Shop rent November').waitFor();
    const titleRow = change.locator('tr', { hasText: 'Title' });
    assert.match(await titleRow.innerText(), /Shop rent\s+Shop rent November/);

    // Action filter: only the edit.
    await choose(page, 'Action', 'Edited');
    await page.waitForFunction(() => {
      const rows = [...document.querySelector('.ant-table-tbody').querySelectorAll(':scope > tr.ant-table-row')];
      return rows.length > 0 && rows.every((r) => r.textContent.includes('Edited'));
    });
    assert.equal(await rowsOf(page, { hasText: 'Created' }).count(), 0);
  });
});
