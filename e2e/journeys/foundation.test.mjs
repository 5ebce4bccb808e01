import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

test('opening /admin logged out lands on the login form', async () => {
  const page = await journey.browser.newPage();
  try {
    await page.goto(`${journey.product.baseUrl}/admin`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: /email/i }).waitFor();
    assert.ok(await page.locator('input[type="password"]').isVisible());
    assert.ok(await page.getByRole('button', { name: /log ?in|sign ?in/i }).isVisible());
  } catch (e) {
    await screenshotOnFailure(page, 'foundation-login');
    throw e;
  } finally {
    await page.close();
  }
});

test('an unknown console path of a logged-out user also goes to login', async () => {
  const page = await journey.browser.newPage();
  await page.goto(`${journey.product.baseUrl}/admin/account/EXPENSE?expenses`);
  // The login page remembers the page asked for, to return there after login.
  await page.waitForURL(/\/admin\/login\?returnTo=%2Faccount%2FEXPENSE%3Fexpenses$/);
  await page.close();
});

test('the API answers health through the same server', async () => {
  const res = await fetch(`${journey.product.baseUrl}/api/health`);
  const body = await res.json();
  assert.equal(body.status, 'OK');
  assert.equal(body.data.queue.backend, 'postgres');
});
