// Issue 16's journey: the provider's administrator reads the WhatsApp inbox. Messages arrive through the
// signed Cloud API webhook (as Meta sends them), show in the table with sender, tooltip and IST time, a new
// one appears without a reload, search narrows the list; the dashboard's provider overview shows the
// company waiting for activation and the newest message.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { ADMIN } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const APP_SECRET = 'e2e-whatsapp-app-secret';
// One API client for the file: it remembers the administrator's rotated password.
const journey = productJourney({ WHATSAPP_APP_SECRET: APP_SECRET, WHATSAPP_VERIFY_TOKEN: 'e2e-verify' });

/** Delivers messages the way Meta does: JSON body, X-Hub-Signature-256 over the exact bytes. */
async function deliver(messages, contacts) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '106540352242922' }, contacts, messages } }] }],
  });
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const res = await fetch(`${journey.product.baseUrl}/api/webhooks/whatsapp`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature }, body,
  });
  assert.equal(res.status, 200, await res.text());
}

test('the provider reads the WhatsApp inbox and sees new messages arrive', async () => {
  await journey.api.superAdmin(); // past the first forced password change
  const pendingName = `Waiting Traders ${Date.now()}`;
  await journey.api.call('POST', '/api/auth/authentication/signup', { body: {
    name: pendingName, address: '7 Laxmi Road, Pune 411030', contactName: 'Sunita Rao', contactEmail: `waiting-${Date.now()}@example.in`,
    contactPhone: '9822098220', gstin: null, password: 'Secret@123', ...(await journey.api.captcha()),
  } });
  const seconds = Math.floor(Date.UTC(2026, 10, 23, 9, 0, 0) / 1000); // 23 Nov 2026 02:30 PM IST
  await deliver([
    { from: '919812345678', id: 'wamid.E2E1', timestamp: String(seconds), type: 'text', text: { body: 'Namaste!\nIs my GST invoice ready?' } },
    { from: '919812345678', id: 'wamid.E2E2', timestamp: String(seconds + 60), type: 'image', image: { caption: 'Payment receipt', id: 'media1' } },
  ], [{ profile: { name: 'Asha Verma' }, wa_id: '919812345678' }]);

  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(journey.api.adminPassword());
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);

    // The dashboard's provider overview: the waiting company with its activation link, the newest message.
    const overview = page.locator('section[aria-label="Provider overview"]');
    await overview.getByText(pendingName).waitFor();
    await overview.getByText('[image] Payment receipt').waitFor();
    await overview.getByRole('link', { name: 'Activate' }).first().click();
    await page.waitForURL(/\/admin\/companies\?search=/);
    await page.locator('tr', { hasText: pendingName }).waitFor();

    // The inbox, from the profile menu's WhatsApp entry.
    await page.goto(`${journey.product.baseUrl}/admin/whatsapp`);
    const first = page.locator('tr', { hasText: 'Is my GST invoice ready?' });
    await first.waitFor();
    const text = await first.innerText();
    assert.match(text, /\+919812345678[\s\S]*Asha Verma/);
    assert.match(text, /Namaste!\nIs my GST invoice ready\?/); // multi-line kept
    assert.match(text, /23 Nov 2026 02:30 PM/); // dd MMM yyyy hh:mm a in IST
    await first.locator('.whatsapp-sender').hover();
    await page.locator('.ant-tooltip', { hasText: 'Message id: wamid.E2E1' }).waitFor();

    // A message arriving while the page is open shows up without a reload.
    await deliver([{ from: '447700900123', id: 'wamid.E2E3', timestamp: String(seconds + 120), type: 'location',
      location: { latitude: 18.52, longitude: 73.85, name: 'Shop' } }], [{ profile: { name: 'John Dsouza' }, wa_id: '447700900123' }]);
    await page.locator('tr', { hasText: '[location] Shop (18.52, 73.85)' }).waitFor({ timeout: 15_000 });

    // Search narrows the list; a search with no match shows the empty text.
    await page.getByLabel('Search sender or message').fill('Dsouza');
    await page.locator('tr', { hasText: 'Is my GST invoice ready?' }).waitFor({ state: 'detached' });
    await page.locator('tr', { hasText: 'John Dsouza' }).waitFor();
    await page.getByLabel('Search sender or message').fill('nothing like this');
    await page.getByText('No Record(s) Found.').waitFor();
  } catch (error) {
    await screenshotOnFailure(page, 'whatsapp');
    throw error;
  } finally {
    await page.close();
  }
});

test('a tenant user cannot open the inbox', async () => {
  const company = await journey.api.activeCompany({ name: `Tenant Stores ${Date.now()}` });
  const page = await journey.browser.newPage();
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    assert.equal(await page.locator('section[aria-label="Provider overview"]').count(), 0);
    await page.goto(`${journey.product.baseUrl}/admin/whatsapp`);
    await page.getByText("Sorry, you are not authorised to access this page.").waitFor();
    assert.equal(await page.locator('tr', { hasText: 'Is my GST invoice ready?' }).count(), 0);
  } catch (error) {
    await screenshotOnFailure(page, 'whatsapp-tenant');
    throw error;
  } finally {
    await page.close();
  }
});
