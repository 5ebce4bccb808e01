// Issue 24: a 403 on a GET is a refusal of one thing, not the end of the session. A company without HRMS opens
// an HRMS page: the page says "Subscribe to HRMS to use this" with a Subscribe button, the user stays logged in,
// the button leads to /services, and once subscribed the same page works.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();
let company;

journey.before(async () => {
  company = await journey.api.activeCompany({ name: 'Konkan Traders' }); // no applications
});

test('an HRMS page without HRMS: the refusal and a Subscribe button on the page, still logged in', async () => {
  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);

    await page.goto(`${journey.product.baseUrl}/admin/hrms/employees`);
    const refusal = page.getByRole('alert').filter({ hasText: 'Subscribe to HRMS to use this' });
    await refusal.waitFor();
    const subscribe = refusal.getByRole('button', { name: 'Subscribe' });
    await subscribe.waitFor();
    // Still on the page, with the session: no trip to the login page.
    assert.match(page.url(), /\/admin\/hrms\/employees$/);
    assert.ok((await page.context().cookies()).some((c) => c.name === 'token' && c.value), 'the session cookie is still there');
    await page.getByRole('heading', { name: 'Employees' }).waitFor();

    // The session still works for everything else.
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${journey.product.baseUrl}/admin/hrms/employees`);
    await refusal.waitFor();

    await subscribe.click();
    await page.waitForURL(/\/admin\/services$/);
    await page.getByRole('switch', { name: 'Subscribe to HRMS' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed to HRMS').first().waitFor();

    // Back on the page: it asks the server again, and now gets the list.
    await page.goto(`${journey.product.baseUrl}/admin/hrms/employees`);
    await page.getByRole('button', { name: 'Create Employee' }).waitFor();
    await page.getByText('No Record(s) Found.').first().waitFor();
    assert.equal(await page.getByRole('alert').filter({ hasText: 'Subscribe to HRMS to use this' }).count(), 0);
    assert.match(page.url(), /\/admin\/hrms\/employees$/);
  } catch (error) {
    await screenshotOnFailure(page, 'forbidden-page');
    throw error;
  } finally {
    await page.close();
  }
});
