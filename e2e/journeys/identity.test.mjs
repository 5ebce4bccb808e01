// Issue 3's journey: sign a company up in the console, activate it as the provider's administrator (who is
// forced through a password change first), log in as the company (forced through nothing), log out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotOnFailure, submitLogIn } from '../support/browser.mjs';
import { ADMIN, CAPTCHA } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

const logIn = (page, email, password) => submitLogIn(page, journey.product.baseUrl, email, password);

async function logOut(page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure, you want to logout?' }).waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/admin\/login$/);
}

test('sign up, provider activation, company login and logout', async () => {
  const context = await journey.browser.newContext();
  const page = await context.newPage();
  const stamp = Date.now();
  const company = { name: `Ganesh Hardware ${stamp}`, email: `ganesh-${stamp}@example.in`, password: 'Hammer@123' };
  try {
    // 1. Sign up with the captcha.
    await page.goto(`${journey.product.baseUrl}/admin/signup`);
    await page.getByLabel('Company Name').fill(company.name);
    await page.getByLabel('Address').fill('22 Laxmi Road, Pune, Maharashtra 411030');
    await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
    await page.getByLabel('Contact Name').fill('Ganesh Kulkarni');
    await page.getByLabel('Contact Email').fill(company.email);
    await page.getByLabel('Contact Phone').fill('9890012345');
    await page.getByLabel('Password', { exact: true }).fill(company.password);
    await page.getByLabel('Confirm Password').fill(company.password);
    await page.getByAltText(/Captcha/).waitFor();
    await page.getByPlaceholder('Type the characters shown').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Thank you for signing up').waitFor();
    await page.getByText(/pending verification/).waitFor();

    // 2. The pending company cannot log in yet, and is told why.
    await logIn(page, company.email, company.password);
    await page.getByText(/pending verification/).first().waitFor();

    // 3. The provider's administrator: forced to change the password, then activates the company.
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(/\/admin\/change-password$/);
    await page.getByLabel('Current Password').fill(ADMIN.password);
    await page.getByLabel('New Password').fill(ADMIN.newPassword);
    await page.getByLabel('Confirm Password').fill(ADMIN.newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'OK' }).click().catch(() => undefined);
    await page.waitForURL(/\/admin\/login$/);
    await logIn(page, ADMIN.email, ADMIN.newPassword);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${journey.product.baseUrl}/admin/companies`);
    await page.getByLabel('Search companies').fill(company.name);
    const row = page.getByRole('row', { name: new RegExp(company.name) });
    await row.waitFor();
    await row.getByText('Pending').waitFor();
    // The Action column stays in sight at 1280 px although the row is wider than the table.
    const activate = await row.getByRole('button', { name: 'Activate' }).boundingBox();
    const table = await page.locator('.ant-table-content').boundingBox();
    assert.ok(activate.x + activate.width <= table.x + table.width, `Activate ends at ${activate.x + activate.width}, the table at ${table.x + table.width}`);
    await row.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Activate' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    await logOut(page);

    // 4. The company logs in, lands on its dashboard without any forced step, and logs out.
    await logIn(page, company.email, company.password);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('button', { name: /Account menu for Ganesh Kulkarni/ }).waitFor();
    await logOut(page);
    // The token is gone: the console sends a logged-out user back to login.
    await page.goto(`${journey.product.baseUrl}/admin/profile`);
    await page.waitForURL(/\/admin\/login\?returnTo=%2Fprofile$/);
  } catch (e) {
    await screenshotOnFailure(page, 'identity-journey');
    throw e;
  } finally {
    await context.close();
  }
});
