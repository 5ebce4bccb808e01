// Issue 26 item 3 (console half): a role sees the lists it may read without the buttons of what it may not do.
// A VIEWER of the company opens expenses, purchase orders, employees and the API keys: the lists show, with no
// create, edit, delete, reveal or subscribe; the OWNER of the same company sees those buttons on the same pages.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { ownerUrl } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

const journey = productJourney();
let company;
const viewer = { name: 'Meera Kulkarni', email: `meera-${Date.now()}@example.in`, password: 'Viewer@123' };

/** The invitation's token, read from the outbox as an operator would. */
async function invitationToken(email) {
  const client = new pg.Client({ connectionString: ownerUrl(journey.product.dataDir) });
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

journey.before(async () => {
  const { api } = journey;
  company = await api.activeCompany({ name: 'Kulkarni Traders' });
  const owner = await api.login(company.email, company.password);
  const call = (method, path, body) => api.call(method, path, { session: owner, body });
  // POS (the catalogue) and HRMS (employees) are subscribed; each list has a row, so its row actions show (or not).
  await call('POST', '/api/erp/subscription', { appId: 3, isSubscribed: true });
  await call('POST', '/api/erp/subscription', { appId: 10, isSubscribed: true });
  await call('POST', '/api/erp/subscription/api-key', { name: 'Billing server' });
  const today = new Date().toISOString().slice(0, 10);
  const accounts = await call('GET', '/api/erp/coa-account/select');
  const categories = await call('GET', '/api/erp/expense-category/select');
  await call('POST', '/api/erp/expense', {
    id: 0, expenseCategoryId: categories.find((c) => c.name === 'Rent').id, title: 'Shop rent', amount: '12000', expenseDate: today,
    paymentAccountId: accounts.find((a) => a.name === 'Cash').id,
  });
  const category = await call('POST', '/api/erp/category', { id: 0, name: 'Stationery', taxPercent: 18, hsn: '4820' });
  const notebook = await call('POST', '/api/erp/product', { id: 0, name: 'Notebook A4', categoryId: category.id, mrp: '60', pp: '35', sp: '55' });
  const supplier = await call('POST', '/api/erp/supplier', { id: 0, name: 'Deccan Paper Mart', stateId: 27, city: 'Pune', phone: '9876500021' });
  const godown = await call('POST', '/api/erp/warehouse', { id: 0, name: 'Kothrud Godown', address: 'Paud Road', city: 'Pune', stateId: 27 });
  await call('POST', '/api/erp/purchase-order', {
    id: 0, supplierId: supplier.id, warehouseId: godown.id, purchaseDate: today, items: [{ productId: notebook.id, quantity: '100', rate: '35' }],
  });
  const branch = await call('POST', '/api/erp/branch', { id: 0, name: 'Kothrud' });
  const shift = await call('POST', '/api/erp/shift-time', {
    id: 0, name: 'Day', startTime: '09:00', endTime: '18:00', breakTime: 30, allowBreaks: true, faceAttendance: false, weekOff: 'SUNDAY',
  });
  await call('POST', '/api/erp/user-details', {
    id: 0, firstName: 'Sagar', lastName: 'Pawar', dateOfJoining: '2026-01-01', dateOfBirth: '1995-03-12', email: 'sagar.pawar@example.in', phone: '9876500022',
    status: 'ACTIVE', branchId: branch.id, shiftId: shift.id,
  });
  // The owner invites a viewer, who sets a password through the invitation's token.
  await api.call('POST', '/api/erp/users', { session: owner, body: { name: viewer.name, email: viewer.email, role: 'VIEWER' } });
  const token = await invitationToken(viewer.email);
  await api.call('PUT', '/api/auth/forgot-password', { body: { token, password: viewer.password, confirmPassword: viewer.password, ...(await api.captcha()) } });
});

/**
 * Each page, what shows once its list is loaded, the write buttons the owner has there (the row's included), and
 * the read buttons everyone keeps.
 */
const PAGES = [
  {
    path: '/admin/account/EXPENSE', ready: (p) => p.getByText('Shop rent', { exact: true }).waitFor(),
    buttons: ['Create Expense', 'Edit Shop rent', 'Delete Shop rent'], reads: ['History of Shop rent', 'Attachments of Shop rent', 'Export CSV'],
  },
  {
    path: '/admin/inventory/purchase-order', ready: (p) => p.getByText('Deccan Paper Mart').first().waitFor(),
    buttons: ['Create Purchase Order', 'Add Stock', /^Edit /, /^Delete /], reads: [/^View /],
  },
  {
    path: '/admin/hrms/employees', ready: (p) => p.getByText('Sagar Pawar').first().waitFor(),
    buttons: ['Create Employee', /^Edit Sagar/, /^Delete Sagar/], reads: [/^View Sagar/],
  },
  {
    path: '/admin/services', ready: (p) => p.getByRole('region', { name: 'API Keys' }).getByText('Billing server').waitFor(),
    buttons: ['Create API Key', 'Reveal key'], reads: [/^History of key /],
  },
];

async function visit(page, { path, ready }) {
  await page.goto(`${journey.product.baseUrl}${path}`);
  await ready(page);
  // No refusal anywhere: a viewer reads each of these pages.
  assert.equal(await page.getByText('You do not have permission to do this').count(), 0, `${path} is readable`);
}

test('the owner sees the create, edit and reveal buttons on expenses, purchase orders, employees and API keys', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);
    for (const entry of PAGES) {
      await visit(page, entry);
      for (const name of [...entry.buttons, ...entry.reads]) await page.getByRole('button', { name }).first().waitFor();
    }
    // The services' subscribe switches are the owner's.
    assert.ok((await page.getByRole('switch').count()) > 0, 'subscribe switches for the owner');
    assert.equal(await page.getByRole('checkbox', { name: /^Active / }).first().isDisabled(), false);
    // The owner uploads attachments to an expense.
    await page.goto(`${journey.product.baseUrl}/admin/account/EXPENSE`);
    await page.getByRole('button', { name: 'Attachments of Shop rent' }).click();
    await page.getByRole('button', { name: 'Upload File' }).waitFor();
  } catch (error) {
    await screenshotOnFailure(page, 'role-views-owner');
    throw error;
  } finally {
    await context.close();
  }
});

test('a viewer reads the same pages without any create, edit, delete, reveal or subscribe', async () => {
  const context = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, viewer.email, viewer.password);
    for (const entry of PAGES) {
      await visit(page, entry);
      for (const name of entry.reads) await page.getByRole('button', { name }).first().waitFor();
      for (const name of entry.buttons) {
        assert.equal(await page.getByRole('button', { name }).count(), 0, `no ${name} for a viewer on ${entry.path}`);
      }
      assert.equal(await page.getByRole('button', { name: /^(Edit|Delete|Recover) / }).count(), 0, `no row edit or delete on ${entry.path}`);
    }
    // On the services page: the state of each service instead of a switch, and the key's Active box cannot change.
    assert.equal(await page.getByRole('switch').count(), 0, 'no subscribe switch for a viewer');
    await page.getByText(/^(Subscribed|Not subscribed)$/).first().waitFor();
    assert.equal(await page.getByRole('checkbox', { name: /^Active / }).first().isDisabled(), true);
    // An expense's attachments open without Upload File for a viewer.
    await page.goto(`${journey.product.baseUrl}/admin/account/EXPENSE`);
    await page.getByRole('button', { name: 'Attachments of Shop rent' }).click();
    await page.getByText('No attachments yet.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Upload File' }).count(), 0);
  } catch (error) {
    await screenshotOnFailure(page, 'role-views-viewer');
    throw error;
  } finally {
    await context.close();
  }
});
