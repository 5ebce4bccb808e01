// Search and reach (issue 31 item 4): Ctrl+K opens the search palette, which finds the menu's pages and the
// company's records (products, customers, invoices by number) and opens them with the keyboard alone; the
// side menu holds Expenses, Invoices, GST Returns and Reports; F2 is a new sale for a user who may sell.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

test('search palette: pages and records by keyboard, daily work in the side menu, F2 for a new sale', async () => {
  const company = await journey.api.activeCompany({ name: `Kesar Sweets ${Date.now()}` });
  const session = await journey.api.login(company.email, company.password);
  const post = (path, body) => journey.api.call('POST', path, { session, body });
  await post('/api/erp/subscription', { appId: 3, isSubscribed: true });
  const category = await post('/api/erp/category', { id: 0, name: 'Mithai', taxPercent: 5, hsn: '1704' });
  const peda = await post('/api/erp/product', { id: 0, name: 'Kesar Peda 250 g', categoryId: category.id, mrp: '200', pp: '100', sp: '150' });
  const supplier = await post('/api/erp/supplier', { id: 0, name: 'Mathura Dairy', stateId: 27 });
  await post('/api/erp/customer', { id: 0, name: 'Kesar Caterers', stateId: 27, phone: '9822055555' });
  await post('/api/erp/stock-entry', { supplierId: supplier.id, items: [{ productId: peda.id, quantity: 10 }] });
  const sale = await post('/api/erp/sale-invoice', { items: [{ productId: peda.id, quantity: 1 }] });

  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);

    // Daily work in the side menu.
    const side = page.locator('.side-menu');
    for (const name of ['Expenses', 'Invoices', 'GST Returns', 'Reports']) await side.getByRole('menuitem', { name }).waitFor();

    // Ctrl+K, a page by name, Enter.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.waitFor();
    await search.fill('expenses');
    await page.getByRole('option', { name: /Expenses/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/account\/EXPENSE/);

    // Records: products and customers under their headings; the arrows move, Enter opens.
    await page.keyboard.press('Control+k');
    await search.fill('kesar');
    await page.getByRole('option', { name: /Kesar Peda 250 g/ }).waitFor();
    await page.getByRole('option', { name: /Kesar Caterers/ }).waitFor();
    assert.equal(await page.getByRole('option', { name: /Kesar Peda 250 g/ }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getByRole('option', { name: /Kesar Caterers/ }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'hidden' });

    // An invoice by its number opens on the POS page.
    await page.keyboard.press('Control+k');
    await search.fill(sale.invoiceNumber.slice(-5));
    await page.getByRole('option', { name: new RegExp(sale.invoiceNumber.replace(/[/]/g, '\\/')) }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/sales/);
    await page.getByRole('article', { name: `Tax invoice ${sale.invoiceNumber}` }).waitFor();

    // F2 from any page is a new sale.
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await page.getByRole('button', { name: /New sale/ }).waitFor();
    await page.keyboard.press('F2');
    await page.waitForURL(/\/admin\/sales$/);
  } catch (error) {
    await screenshotOnFailure(page, 'search');
    throw error;
  } finally {
    await page.close();
  }
});
