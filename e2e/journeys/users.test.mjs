// Issue 26: the owner invites a cashier from the Users page; the cashier sets a password through the
// invitation's link (the reset-password page), logs in, sees only POS, customers, products and stock, and an
// accounting page answers "You do not have permission to do this".
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { CAPTCHA, ownerUrl } from '../support/server.mjs';
import { productJourney } from '../support/journey.mjs';

const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');

const journey = productJourney();
let company;

journey.before(async () => {
  const { api } = journey;
  company = await api.activeCompany({ name: 'Shree Ganesh Stores' });
  const owner = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session: owner, body: { appId: 3, isSubscribed: true } });
});

/** The invitation mail's link, read from the outbox as an operator would. */
async function invitationLink(email) {
  const client = new pg.Client({ connectionString: ownerUrl(journey.product.dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT text_body FROM outbox_emails WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    const link = /(http\S+\/admin\/forgot-password-reset\/\S+)/.exec(rows[0]?.text_body ?? '')?.[1];
    assert.ok(link, `an invitation mail to ${email}`);
    return link;
  } finally {
    await client.end();
  }
}

test('the owner invites a cashier, who sets a password by the link and sees only what a cashier may', async () => {
  const ownerContext = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ownerContext.newPage();
  const cashier = { name: 'Pooja Jadhav', email: `pooja-${Date.now()}@example.in`, password: 'Counter@123' };
  let cashierPage;
  try {
    // 1. The owner finds Users in the company menu (the header's apps dropdown).
    await logIn(page, journey.product.baseUrl, company.email, company.password);
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('row', { name: new RegExp(company.email) }).getByText('You').waitFor();

    // 2. Invites the cashier.
    await page.getByRole('button', { name: 'Invite User' }).click();
    await page.getByLabel('Name').fill(cashier.name);
    await page.getByLabel('Email').fill(cashier.email);
    await page.getByLabel('Role').click();
    await page.locator('.ant-select-item-option[title="Cashier"]').click();
    await page.getByText('POS sales and customers; reads products and stock').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Invitation sent').first().waitFor();
    const row = page.getByRole('row', { name: new RegExp(cashier.email) });
    await row.getByText('Invitation pending').waitFor();
    await row.getByRole('button', { name: 'Resend invitation' }).waitFor();

    // 3. The cashier opens the link from the mail and chooses a password (the reset-password page).
    const cashierContext = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
    cashierPage = await cashierContext.newPage();
    await cashierPage.goto(await invitationLink(cashier.email));
    await cashierPage.getByLabel('New Password').fill(cashier.password);
    await cashierPage.getByLabel('Confirm Password').fill(cashier.password);
    await cashierPage.getByPlaceholder('Type the characters shown').fill(CAPTCHA);
    await cashierPage.getByRole('button', { name: 'Reset Password' }).click();
    await cashierPage.getByText('Your password has been reset. Please log in with the new password.').first().waitFor();

    // 4. Logs in: lands on Sales; the menu has POS, customers and products, nothing of accounts, suppliers or users.
    await cashierPage.goto(`${journey.product.baseUrl}/admin/login`);
    await cashierPage.getByLabel('Email').fill(cashier.email);
    await cashierPage.getByLabel('Password').fill(cashier.password);
    await cashierPage.getByRole('button', { name: 'Log in' }).click();
    await cashierPage.waitForURL(/\/admin\/sales$/);
    const sidebar = cashierPage.locator('.side-menu');
    /** Opens a sidebar group unless it is open already (the landing page's group is). */
    const openGroup = async (name) => {
      const title = sidebar.locator('.ant-menu-submenu-title', { hasText: name });
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    };
    await openGroup('Catalog');
    await sidebar.getByText('Product', { exact: true }).waitFor();
    await sidebar.getByText('Sales', { exact: true }).waitFor();
    await openGroup('Entities');
    await sidebar.getByText('Customer', { exact: true }).waitFor();
    // Stock is read (Inventory > Warehouse); purchase orders are not a cashier's.
    await openGroup('Inventory');
    await sidebar.getByText('Warehouse', { exact: true }).waitFor();
    const menu = await cashierPage.evaluate(() => JSON.parse(localStorage.getItem('userData')).menu.map((m) => m.name));
    for (const hidden of ['Supplier', 'Purchase Order', 'HRMS', 'Employees', 'Chart of Accounts', 'Reports', 'Users', 'Billing', 'Services']) {
      assert.ok(!menu.includes(hidden), `${hidden} is not in a cashier's menu`);
      assert.equal(await sidebar.getByText(hidden, { exact: true }).count(), 0, `${hidden} is not in a cashier's sidebar`);
    }
    // The company menu keeps the user's own pages only (personal profiles): no users, billing or services.
    await cashierPage.getByRole('button', { name: 'Apps' }).click();
    await cashierPage.getByRole('menuitem', { name: 'Personal Profiles' }).waitFor();
    for (const hidden of ['Users', 'Account', 'Billing', 'Services', 'Developer', 'API Logs']) {
      assert.equal(await cashierPage.getByRole('menuitem', { name: hidden }).count(), 0, `${hidden} is not in a cashier's company menu`);
    }
    await cashierPage.keyboard.press('Escape');

    // Products are read-only for a cashier: no Create Product.
    await cashierPage.goto(`${journey.product.baseUrl}/admin/product`);
    await cashierPage.getByRole('heading', { name: 'Product' }).waitFor();
    await cashierPage.getByText('No Record(s) Found.').first().waitFor();
    assert.equal(await cashierPage.getByRole('button', { name: 'Create Product' }).count(), 0);
    // Customers: the cashier creates them.
    await cashierPage.goto(`${journey.product.baseUrl}/admin/customer`);
    await cashierPage.getByRole('button', { name: 'Create Customer' }).waitFor();

    // 5. An accounting page, reached by its address: the server's 403, shown on the page; still logged in.
    await cashierPage.goto(`${journey.product.baseUrl}/admin/account/accounts`);
    await cashierPage.getByRole('alert').filter({ hasText: 'You do not have permission to do this' }).first().waitFor();
    assert.match(cashierPage.url(), /\/admin\/account\/accounts$/);

    // 6. The owner sees the invitation accepted.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    assert.equal(await row.getByText('Invitation pending').count(), 0);
    await cashierContext.close();
  } catch (error) {
    await screenshotOnFailure(page, 'users-owner');
    if (cashierPage) await screenshotOnFailure(cashierPage, 'users-cashier');
    throw error;
  } finally {
    await ownerContext.close();
  }
});
