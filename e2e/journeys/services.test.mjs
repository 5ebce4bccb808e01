// Issue 11 as a company administrator uses the console: subscribe to POS on /services, Refresh, and the Catalog
// menu appears; create an API key (shown once), reveal it with the eye button, call the QR code API with it,
// and see the call on /logs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dialogsSettled, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();
let company;

journey.before(async () => {
  company = await journey.api.activeCompany({ name: 'Meera Stores' });
});

const { logIn } = journey;

test('subscribe to POS, Refresh, Catalog appears; create, reveal and use a key; the call is on /logs', async () => {
  const page = await journey.browser.newPage({ viewport: { width: 1440, height: 1000 } });
  try {
    await logIn(page, company.email, company.password);

    await page.goto(`${journey.product.baseUrl}/admin/services`);
    await page.getByTestId('service-3').waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Catalog' }).count(), 0);
    // Every service's name is shown whole beside its switch (none cut off with an ellipsis).
    const cutNames = await page.locator('[data-testid^="service-"] .ant-card-head-title').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    assert.deepEqual(cutNames, []);
    // Subscribing asks first, with the price and the billing cycle; a double click asks once and sends one request.
    const subscribeRequests = [];
    page.on('request', (r) => { if (r.method() === 'POST' && /\/api\/erp\/subscription$/.test(r.url())) subscribeRequests.push(r.url()); });
    await page.getByRole('switch', { name: 'Subscribe to POS' }).dblclick();
    const question = page.locator('.ant-modal-confirm');
    await question.waitFor();
    assert.equal(await question.count(), 1, 'one question for a double click');
    assert.match(await question.locator('.ant-modal-confirm-content').innerText(), /^Subscribe to POS for ₹[\d,]+\.\d{2} per (month|year)\?$/);
    await question.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed to POS').first().waitFor();
    assert.ok(subscribeRequests.length <= 1, `one subscribe request, saw ${subscribeRequests.length}`);
    await page.getByRole('switch', { name: 'Subscribe to QRCode' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed to QRCode').first().waitFor();
    // Coming Soon for a service the provider has not opened yet.
    await page.getByTestId('service-9').getByText('Coming Soon').waitFor();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForEvent('load');
    await page.getByText('Catalog', { exact: true }).first().waitFor();
    // The dashboard now shows the subscription panel: 2 subscriptions (POS, QRCode).
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await page.getByRole('region', { name: 'Subscriptions' }).getByText('Subscriptions').first().waitFor();
    await page.goto(`${journey.product.baseUrl}/admin/services`);
    await page.getByTestId('service-3').waitFor();

    await page.getByRole('button', { name: 'Create API Key' }).click();
    await page.getByLabel('Name (optional)').fill('Shop counter');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const key = (await page.getByTestId('new-api-key').textContent()).trim();
    assert.match(key, /^bdk_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Done' }).click();

    const cell = page.locator('[data-testid^="api-key-"]').first();
    assert.match(await cell.textContent(), /^\*+.{4}$/);
    await page.getByRole('button', { name: 'Reveal key' }).first().click();
    // The eye asks for the password again (issue 30): a wrong one is refused in the dialog, the right one shows the key.
    const revealDialog = page.getByRole('dialog', { name: 'Reveal API key' });
    // A click on a dialog still zooming in can be lost (CI lost this Reveal once): wait until it has settled.
    await revealDialog.waitFor();
    await dialogsSettled(page);
    await revealDialog.getByLabel('Your password').fill('Wrong@Pass1');
    await revealDialog.getByRole('button', { name: 'Reveal' }).click();
    await revealDialog.getByText('The password is not correct').waitFor();
    await revealDialog.getByLabel('Your password').fill(company.password);
    await revealDialog.getByRole('button', { name: 'Reveal' }).click();
    await page.waitForFunction((k) => [...document.querySelectorAll('[data-testid^="api-key-"]')].some((e) => e.textContent.includes(k)), key);

    // The keys list is searched (by name) like every other list, with the shared empty state.
    const keysSection = page.getByRole('region', { name: 'API Keys' });
    await keysSection.getByLabel('Search API keys').fill('no such key');
    await keysSection.getByText('No Record(s) Found.').waitFor();
    await keysSection.getByLabel('Search API keys').fill('shop COUNTER');
    await keysSection.getByRole('cell', { name: 'Shop counter' }).waitFor();
    assert.equal(await keysSection.locator('.ant-table-row').count(), 1);

    const res = await fetch(`${journey.product.baseUrl}/api/v1/qrcode`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'upi://pay?pa=meera@okicici&pn=Meera%20Stores&am=120.00&cu=INR' }),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');

    // The call log is written in batches (within a second): the page is opened again until the call is listed.
    const row = page.locator('.ant-table-row', { hasText: 'QRCode' }).first();
    for (let attempt = 1; ; attempt += 1) {
      await page.goto(`${journey.product.baseUrl}/admin/logs`);
      await page.locator('.ant-table-row').first().or(page.getByText('No Record(s) Found.')).first().waitFor();
      if (await row.count()) break;
      assert.ok(attempt < 20, 'the QR call never reached the API logs page');
    }
    assert.match(await row.textContent(), /Success/);
    await page.screenshot({ path: '/tmp/bizdesk-services-logs.png' });
  } catch (e) {
    await screenshotOnFailure(page, 'services');
    throw e;
  } finally {
    await page.close();
  }
});

test('the developer documents: a tab per API, the four samples with copy buttons, the key placeholder explained', async () => {
  const page = await journey.browser.newPage({ viewport: { width: 1440, height: 1000 } });
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.product.baseUrl });
    await logIn(page, company.email, company.password);
    await page.goto(`${journey.product.baseUrl}/admin/developer`);
    await page.getByRole('tab', { name: 'BarCode' }).waitFor();
    await page.getByRole('tab', { name: 'QRCode' }).click();
    await page.waitForURL(/\/admin\/developer\?id=7$/);
    const doc = page.getByRole('article', { name: 'QRCode' });
    await doc.getByText('/api/v1/qrcode with your key').waitFor();
    const js = await doc.getByTestId('sample-JavaScript').textContent();
    assert.match(js, new RegExp(`fetch\\('${journey.product.baseUrl}/api/v1/qrcode'`));
    assert.match(js, /'X-API-Key': 'YOUR_API_KEY'/);
    for (const [tab, marker] of [['React', 'useEffect'], ['Java', 'HttpClient.newHttpClient()'], ['C#', 'new HttpClient()']]) {
      await doc.getByRole('tab', { name: tab, exact: true }).click();
      await doc.getByTestId(`sample-${tab}`).getByText(marker, { exact: false }).waitFor();
    }
    await doc.getByRole('button', { name: 'Copy the C# sample' }).click();
    await doc.getByRole('button', { name: 'Copy the C# sample' }).getByText('Copied').waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /client\.DefaultRequestHeaders\.Add\("X-API-Key", "YOUR_API_KEY"\)/);
    await page.screenshot({ path: '/tmp/bizdesk-developer.png' });
    // The placeholder note sends the reader to Services for a key.
    await doc.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(/\/admin\/services$/);
    await page.getByRole('button', { name: 'Create API Key' }).waitFor();
  } catch (e) {
    await screenshotOnFailure(page, 'developer');
    throw e;
  } finally {
    await page.close();
  }
});

test("the provider edits a service's price and availability on /services; companies see the change", async () => {
  const page = await journey.browser.newPage({ viewport: { width: 1440, height: 1000 } });
  try {
    await journey.api.superAdmin(); // past the forced first password change
    await logIn(page, 'admin@e2e.test', journey.api.adminPassword());
    await page.goto(`${journey.product.baseUrl}/admin/services`);
    await page.getByRole('button', { name: 'Edit SSL' }).click();
    const price = page.getByLabel(/^Price/);
    await price.fill('12.345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Price must be a positive amount with at most 2 decimals').waitFor();
    await price.fill('349.50');
    await page.getByRole('switch', { name: 'Available to companies' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Service updated successfully').first().waitFor();
    await page.getByTestId('service-9').getByText(/per month, billed every month/).waitFor();
    assert.equal(await page.getByTestId('service-9').getByText('Coming Soon').count(), 0);
    // A new price applies from its effective day, tomorrow by default (issue 30 item 2): the edit panel says when.
    await page.getByRole('button', { name: 'Edit SSL' }).click();
    await page.getByText(/From \d{2} \w{3} \d{4}: ₹349\.50 per month/).waitFor();

    // The company's page now offers SSL, and the new price from its day.
    const session = await journey.api.login(company.email, company.password);
    const ssl = (await journey.api.call('GET', '/api/erp/subscription', { session })).find((s) => s.appId === 9);
    assert.equal(ssl.available, true);
    assert.equal(ssl.nextPrice, '349.50');
  } catch (e) {
    await screenshotOnFailure(page, 'services-provider');
    throw e;
  } finally {
    await page.close();
  }
});
