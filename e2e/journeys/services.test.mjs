// Issue 11 as a company administrator uses the console: subscribe to POS on /services, Refresh, and the Catalog
// menu appears; create an API key (shown once), reveal it with the eye button, call the QR code API with it,
// and see the call on /logs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiClient } from '../support/api.mjs';
import { launchBrowser, screenshotOnFailure } from '../support/browser.mjs';
import { startProduct } from '../support/server.mjs';

let product;
let browser;
let company;

before(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  company = await apiClient(product.baseUrl).activeCompany({ name: 'Meera Stores' });
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

test('subscribe to POS, Refresh, Catalog appears; create, reveal and use a key; the call is on /logs', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  try {
    await page.goto(`${product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);

    await page.goto(`${product.baseUrl}/admin/services`);
    await page.getByTestId('service-3').waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Catalog' }).count(), 0);
    await page.getByRole('switch', { name: 'Subscribe to POS' }).click();
    await page.getByText('Subscribed to POS').first().waitFor();
    await page.getByRole('switch', { name: 'Subscribe to QRCode' }).click();
    await page.getByText('Subscribed to QRCode').first().waitFor();
    // Coming Soon for a service the provider has not opened yet.
    await page.getByTestId('service-9').getByText('Coming Soon').waitFor();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForEvent('load');
    await page.getByText('Catalog', { exact: true }).first().waitFor();
    // The dashboard now shows the subscription panel: 2 subscriptions (POS, QRCode).
    await page.goto(`${product.baseUrl}/admin/dashboard`);
    await page.getByRole('region', { name: 'Subscriptions' }).getByText('Subscriptions').first().waitFor();
    await page.goto(`${product.baseUrl}/admin/services`);
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
    await page.waitForFunction((k) => [...document.querySelectorAll('[data-testid^="api-key-"]')].some((e) => e.textContent.includes(k)), key);

    const res = await fetch(`${product.baseUrl}/api/v1/qrcode`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'upi://pay?pa=meera@okicici&pn=Meera%20Stores&am=120.00&cu=INR' }),
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');

    // The call log is written within a second.
    await new Promise((r) => setTimeout(r, 1500));
    await page.goto(`${product.baseUrl}/admin/logs`);
    const row = page.locator('.ant-table-row', { hasText: 'QRCode' }).first();
    await row.waitFor();
    assert.match(await row.textContent(), /Success/);
    await page.screenshot({ path: '/tmp/bizdesk-services-logs.png' });
  } catch (e) {
    await screenshotOnFailure(page, 'services');
    throw e;
  } finally {
    await page.close();
  }
});
