// The POS journey: a company subscribed to POS creates a category, a product and a customer in another
// state in the console, sells two units at the POS, sees IGST on the printed invoice, and finds the sale
// on its dashboard. Stock comes in through the API (receiving stock is not what this journey is about).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

/** The company subscribes to POS (application 3) as an owner would on /services; its next login's menu has POS. */
async function subscribeToPos(company) {
  const session = await journey.api.login(company.email, company.password);
  await journey.api.call('POST', '/api/erp/subscription', { session, body: { appId: 3, isSubscribed: true } });
}

/** Picks an option of an antd Select labelled `label` by typing part of its text. */
async function choose(page, label, text) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.pressSequentially(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

async function shot(page, name) {
  await page.screenshot({ path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname, fullPage: true });
}

test('POS: category, product, customer in another state, sale of two units with IGST, sale on the dashboard', async () => {
  const company = await journey.api.activeCompany({ name: `Kiran Stores ${Date.now()}` }); // GSTIN 27...: Maharashtra
  await subscribeToPos(company);
  const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${journey.product.baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('region', { name: 'POS dashboard' }).or(page.getByLabel('POS dashboard')).first().waitFor();

    // 1. A category with 18% GST.
    await page.goto(`${journey.product.baseUrl}/admin/category`);
    await page.getByRole('button', { name: 'Create Category' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Snacks');
    await page.getByLabel('GST Percentage').fill('18');
    await page.getByLabel('HSN Code').fill('2106');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Category saved successfully').waitFor();
    await page.getByRole('cell', { name: 'Snacks', exact: true }).waitFor();

    // 2. A product in it, taking GST and HSN from the category.
    await page.goto(`${journey.product.baseUrl}/admin/product`);
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Masala Peanuts 200 g');
    await choose(page, 'Category', 'Snacks');
    await page.getByLabel('MRP (₹)').fill('60');
    await page.getByLabel('Purchase Price (₹)').fill('35');
    await page.getByLabel('Selling Price (₹)').fill('50');
    // A B2B price: tax is added on top (₹50 + 18% = ₹59, within the MRP).
    await page.getByLabel('Selling price includes GST and CESS').uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Product saved successfully').waitFor();
    const row = page.getByRole('row', { name: /Masala Peanuts 200 g/ });
    await row.getByText('18%').waitFor();
    await row.getByText('₹50.00').waitFor();

    // 3. A customer in Karnataka (another state than the company's Maharashtra).
    await page.goto(`${journey.product.baseUrl}/admin/customer`);
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Bengaluru Retail');
    await choose(page, 'State', 'Karnataka');
    await choose(page, 'Registration Type', 'REGULAR');
    await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Customer saved successfully').waitFor();
    await page.getByRole('row', { name: /Bengaluru Retail/ }).getByText('Karnataka, India').waitFor();

    // Stock in through the API: a supplier and stock received without an order.
    const session = await journey.api.login(company.email, company.password);
    const supplier = await journey.api.call('POST', '/api/erp/supplier', { session, body: { id: 0, name: 'Pune Foods', stateId: 27 } });
    const products = await journey.api.call('GET', '/api/erp/product/select', { session });
    const peanuts = products.find((p) => p.name === 'Masala Peanuts 200 g');
    await journey.api.call('POST', '/api/erp/stock-entry', { session, body: { supplierId: supplier.id, items: [{ productId: peanuts.id, quantity: 10 }] } });

    // 4. The POS: the category's button, two units, the customer; IGST in the cart.
    await page.goto(`${journey.product.baseUrl}/admin/sales`);
    await page.getByRole('toolbar', { name: 'Categories' }).getByRole('button', { name: 'Snacks' }).click();
    const tile = page.getByRole('button', { name: 'Add Masala Peanuts 200 g' });
    await tile.getByText('In stock: 10').waitFor();
    await tile.click();
    await tile.click();
    await page.getByLabel('Quantity of Masala Peanuts 200 g').and(page.locator('[value="2"]')).waitFor();
    await choose(page, 'Customer', 'Bengaluru Retail');
    const totals = page.getByRole('table', { name: 'Cart totals' });
    await totals.getByRole('row', { name: /IGST\s*₹18\.00/ }).waitFor();
    await totals.getByRole('row', { name: /Total\s*₹118\.00/ }).waitFor();
    assert.equal(await totals.getByText('CGST').count(), 0);
    await page.getByTestId('amount-in-words').getByText('Rupees One Hundred Eighteen Only').waitFor();
    await shot(page, 'pos-cart');
    await page.getByRole('button', { name: 'Checkout' }).click();

    // 5. The invoice: IGST, place of supply Karnataka, HSN summary.
    const invoice = page.getByRole('article', { name: /Tax invoice INV\// });
    await invoice.waitFor();
    await invoice.getByText('TAX INVOICE').waitFor();
    await invoice.getByText('Karnataka (29)').first().waitFor();
    await invoice.getByRole('row', { name: /^IGST\s*₹18\.00$/ }).waitFor();
    await invoice.getByRole('row', { name: /Grand Total\s*₹118\.00/ }).waitFor();
    await invoice.getByText('HSN Summary').waitFor();
    await invoice.getByRole('row', { name: /2106\s*₹100\.00\s*18%/ }).waitFor();
    assert.equal(await invoice.getByRole('row', { name: /^CGST/ }).count(), 0);
    const invoiceNumber = (await invoice.getAttribute('aria-label')).replace('Tax invoice ', '');
    await shot(page, 'pos-invoice');

    // The Invoices panel finds the invoice by customer, and says so when nothing matches.
    await page.goto(`${journey.product.baseUrl}/admin/sales`);
    await page.getByRole('button', { name: 'Invoices' }).click();
    const invoices = page.locator('.ant-drawer', { hasText: 'Invoices' });
    await invoices.getByPlaceholder('Search invoice no. or customer').fill('Bengaluru');
    await invoices.getByRole('row', { name: new RegExp(invoiceNumber.replace(/\//g, '\\/')) }).waitFor();
    await invoices.getByPlaceholder('Search invoice no. or customer').fill('Nobody Traders');
    await invoices.getByText('No Record(s) Found.').waitFor();

    // 6. The dashboard: the sale in Recent Orders and the product in Top Selling Products.
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    const pos = page.getByLabel('POS dashboard');
    await pos.getByRole('row', { name: new RegExp(`Bengaluru Retail\\s*${invoiceNumber.replace(/\//g, '\\/')}\\s*₹118\\.00`) }).waitFor();
    await pos.getByRole('row', { name: /Masala Peanuts 200 g\s*₹50\.00\s*2/ }).waitFor();
    await pos.getByRole('link', { name: 'Sales and GST' }).getByText('₹118.00').waitFor();
    await shot(page, 'pos-dashboard');
  } catch (e) {
    await screenshotOnFailure(page, 'pos-journey');
    throw e;
  } finally {
    await context.close();
  }
});
