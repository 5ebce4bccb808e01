// Issue 17 item 5: an account under attack is not locked for its owner: the login page asks for a captcha
// (the server's 429 with data.captchaRequired) and the right password with the captcha gets in.
import { test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { ADMIN, CAPTCHA } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

test('the login page shows a captcha once the account is under attack, and the owner logs in with it', async () => {
  // Ten wrong passwords for the provider's administrator, each from another address (the product
  // trusts X-Forwarded-For from loopback only, where this test runs).
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${journey.product.baseUrl}/api/auth/authentication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
      body: JSON.stringify({ userName: ADMIN.email, password: `Wrong@${100 + i}` }),
    });
    if (res.status !== 401) throw new Error(`expected 401 for a wrong password, got ${res.status}`);
  }

  const context = await journey.browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Too many failed login attempts. Please enter the captcha to continue.').waitFor();
    await page.getByAltText(/Captcha/).waitFor();

    // A wrong captcha is refused and replaced by a new one.
    await page.getByPlaceholder('Type the characters shown').fill('WRONG');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please enter valid captcha').first().waitFor();

    await page.getByPlaceholder('Type the characters shown').fill(CAPTCHA);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The provider's administrator must change the initial password first: the login went through.
    await page.waitForURL(/\/admin\/change-password$/);
  } catch (e) {
    await screenshotOnFailure(page, 'login-captcha');
    throw e;
  } finally {
    await context.close();
  }
});
