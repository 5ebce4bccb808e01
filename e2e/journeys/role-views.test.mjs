// Issue 26 item 3 (console half): a role sees the lists it may read without the buttons of what it may not do.
// A VIEWER of the company opens expenses, purchase orders, employees and the API keys: the lists show, with no
// create, edit, delete, reveal or subscribe; the OWNER of the same company sees those buttons on the same pages.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { apiClient } from '../support/api.mjs';
import { launchBrowser, logIn, screenshotOnFailure } from '../support/browser.mjs';
import { CAPTCHA, ownerUrl, startProduct } from '../support/server.mjs';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

let product;
let browser;
let company;
const viewer = { name: 'Meera Kulkarni', email: `meera-${Date.now()}@example.in`, password: 'Viewer@123' };

/** The invitation's token, read from the outbox as an operator would. */
async function invitationToken(email) {
  const client = new pg.Client({ connectionString: ownerUrl(product.dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const token = /forgot-password-reset\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    assert.ok(token, `an invitation mail to ${email}`);
    return token;
  } finally {
    await client.end();
  }
}

before(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  const api = apiClient(product.baseUrl);
  company = await api.activeCompany({ name: 'Kulkarni Traders' });
  const owner = await api.login(company.email, company.password);
  // HRMS (employees) is subscribed; an API key exists, so the key list has a row to show.
  await api.call('POST', '/api/erp/subscription', { session: owner, body: { appId: 10, isSubscribed: true } });
  await api.call('POST', '/api/erp/subscription/api-key', { session: owner, body: { name: 'Billing server' } });
  // The owner invites a viewer, who sets a password through the invitation's token.
  await api.call('POST', '/api/erp/users', { session: owner, body: { name: viewer.name, email: viewer.email, role: 'VIEWER' } });
  const token = await invitationToken(viewer.email);
  await api.call('PUT', '/api/auth/forgot-password', { body: { token, password: viewer.password, confirmPassword: viewer.password, ...(await api.captcha()) } });
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

/** Each page, the heading it shows when loaded, and the write buttons the owner has there. */
const PAGES = [
  { path: '/admin/account/EXPENSE', ready: (p) => p.getByPlaceholder('Search expenses').waitFor(), buttons: ['Create Expense'] },
  { path: '/admin/inventory/purchase-order', ready: (p) => p.getByRole('heading', { name: 'Purchase Order' }).waitFor(), buttons: ['Create Purchase Order', 'Add Stock'] },
  { path: '/admin/hrms/employees', ready: (p) => p.getByPlaceholder('Search by name, code, email or phone').waitFor(), buttons: ['Create Employee'] },
  { path: '/admin/services', ready: (p) => p.getByRole('region', { name: 'API Keys' }).getByText('Billing server').waitFor(), buttons: ['Create API Key', 'Reveal key'] },
];

async function visit(page, { path, ready }) {
  await page.goto(`${product.baseUrl}${path}`);
  await ready(page);
  // No refusal anywhere: a viewer reads each of these pages.
  assert.equal(await page.getByText('You do not have permission to do this').count(), 0, `${path} is readable`);
}

test('the owner sees the create, edit and reveal buttons on expenses, purchase orders, employees and API keys', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, product.baseUrl, company.email, company.password);
    for (const entry of PAGES) {
      await visit(page, entry);
      for (const name of entry.buttons) await page.getByRole('button', { name }).first().waitFor();
    }
    // The services' subscribe switches are the owner's.
    assert.ok((await page.getByRole('switch').count()) > 0, 'subscribe switches for the owner');
    assert.equal(await page.getByRole('checkbox', { name: /^Active / }).first().isDisabled(), false);
  } catch (error) {
    await screenshotOnFailure(page, 'role-views-owner');
    throw error;
  } finally {
    await context.close();
  }
});

test('a viewer reads the same pages without any create, edit, delete, reveal or subscribe', async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, product.baseUrl, viewer.email, viewer.password);
    for (const entry of PAGES) {
      await visit(page, entry);
      for (const name of entry.buttons) {
        assert.equal(await page.getByRole('button', { name }).count(), 0, `no ${name} for a viewer on ${entry.path}`);
      }
      assert.equal(await page.getByRole('button', { name: /^(Edit|Delete) / }).count(), 0, `no row edit or delete on ${entry.path}`);
    }
    // On the services page: the state of each service instead of a switch, and the key's Active box cannot change.
    assert.equal(await page.getByRole('switch').count(), 0, 'no subscribe switch for a viewer');
    await page.getByText(/^(Subscribed|Not subscribed)$/).first().waitFor();
    assert.equal(await page.getByRole('checkbox', { name: /^Active / }).first().isDisabled(), true);
    // The employees' empty state has no set-up checklist for a viewer (nothing to create).
    await page.goto(`${product.baseUrl}/admin/hrms/employees`);
    await page.getByPlaceholder('Search by name, code, email or phone').waitFor();
    assert.equal(await page.getByText('Before adding employees, set up:').count(), 0);
  } catch (error) {
    await screenshotOnFailure(page, 'role-views-viewer');
    throw error;
  } finally {
    await context.close();
  }
});
