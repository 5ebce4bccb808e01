// POS at the counter (issue 31 item 5): a barcode scanned (typed + Enter) and a SKU typed in another case add
// products; a percent line discount, an amount line discount and a percent bill discount; the bill held, the page
// refreshed, the bill recalled with F7; cash received and the change due; checkout with F9 from the keyboard; the
// invoice shows the discount, the cash and the change. Then a line discounted below cost asks before it sells.
// Products and stock come in through the API (the product form's barcode field is checked once).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dialogsSettled, logIn, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

/** What the cashier sees (the viewport, from the top: a full-page shot draws the sticky header mid-page). */
async function shot(page, name, fullPage = false) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname, fullPage });
}

async function scan(page, code) {
  const box = page.getByLabel('Barcode or SKU');
  await box.fill(code);
  await box.press('Enter');
}

test('POS at the counter: scan, discounts, hold and recall across a refresh, cash and change, keyboard checkout', async () => {
  const company = await journey.api.activeCompany({ name: `Counter Stores ${Date.now()}` }); // GSTIN 27: Maharashtra
  const session = await journey.api.login(company.email, company.password);
  await journey.api.call('POST', '/api/erp/subscription', { session, body: { appId: 3, isSubscribed: true } });
  const apparel = await journey.api.call('POST', '/api/erp/category', { session, body: { id: 0, name: 'Apparel', taxPercent: 12, hsn: '6109' } });
  const stationery = await journey.api.call('POST', '/api/erp/category', { session, body: { id: 0, name: 'Stationery', taxPercent: 18, hsn: '9608' } });
  const shirt = await journey.api.call('POST', '/api/erp/product', { session, body: {
    id: 0, name: 'Cotton Shirt', categoryId: apparel.id, mrp: '1200', pp: '600', sp: '1000', priceIncludesTax: true, barcode: '8901234567890' } });
  const pen = await journey.api.call('POST', '/api/erp/product', { session, body: {
    id: 0, name: 'Gel Pen', categoryId: stationery.id, mrp: '150', pp: '50', sp: '100', priceIncludesTax: false, sku: 'PEN-01' } });
  const supplier = await journey.api.call('POST', '/api/erp/supplier', { session, body: { id: 0, name: 'Pune Textiles', stateId: 27 } });
  await journey.api.call('POST', '/api/erp/stock-entry', { session, body: { supplierId: supplier.id, items: [{ productId: shirt.id, quantity: 20 }, { productId: pen.id, quantity: 20 }] } });

  const context = await journey.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);

    // The product form shows the barcode, and a second product may not take it (409 naming the first).
    await page.goto(`${journey.product.baseUrl}/admin/product`);
    await page.getByRole('row', { name: /Cotton Shirt/ }).getByRole('button', { name: /edit/i }).click();
    assert.equal(await page.getByLabel('Barcode').inputValue(), '8901234567890');
    await page.keyboard.press('Escape');

    await page.goto(`${journey.product.baseUrl}/admin/sales`);
    const totals = page.getByRole('table', { name: 'Cart totals' });
    // 1. Scan: the box has the focus; a barcode twice, a SKU in lower case; an unknown code says so.
    await page.getByLabel('Barcode or SKU').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Barcode or SKU');
    await scan(page, '8901234567890');
    await page.getByLabel('Quantity of Cotton Shirt').and(page.locator('[value="1"]')).waitFor();
    await scan(page, '8901234567890');
    await page.getByLabel('Quantity of Cotton Shirt').and(page.locator('[value="2"]')).waitFor();
    await scan(page, 'pen-01');
    await page.getByLabel('Quantity of Gel Pen').and(page.locator('[value="1"]')).waitFor();
    await scan(page, 'NOPE-9');
    await page.getByText('No product has the barcode or SKU NOPE-9').waitFor();
    // The unknown code stays in the box, selected: the next scan replaces it.
    const box = page.getByLabel('Barcode or SKU');
    await page.waitForFunction(() => {
      const input = document.querySelector('input[aria-label="Barcode or SKU"]');
      return input?.value === 'NOPE-9' && input.selectionStart === 0 && input.selectionEnd === 6;
    });
    // A second scan typed while the first is still being looked up: the first's answer is held until the second
    // code is in the box, then the second Enter comes. Both land (the box used to be emptied when the first answer
    // came, wiping the second code).
    let release;
    const firstAnswerHeld = new Promise((resolve) => (release = resolve));
    await page.route(/\/api\/erp\/product\/lookup\?/, async (route) => { await firstAnswerHeld; await route.continue(); }, { times: 1 });
    await scan(page, 'pen-01');
    await box.fill('pen-01');
    release();
    await page.getByLabel('Quantity of Gel Pen').and(page.locator('[value="2"]')).waitFor();
    await box.press('Enter');
    await page.getByLabel('Quantity of Gel Pen').and(page.locator('[value="3"]')).waitFor();
    await page.getByLabel('Quantity of Gel Pen').fill('1');

    // 2. The keyboard: arrow up twice on the pen's quantity; discounts typed as 10% and 30 (rupees); 5% off the bill.
    await page.getByLabel('Quantity of Gel Pen').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.getByLabel('Quantity of Gel Pen').and(page.locator('[value="3"]')).waitFor();
    await page.getByLabel('Discount on Cotton Shirt').fill('10%');
    await page.getByLabel('Discount on Gel Pen').fill('30');
    await page.getByLabel('Bill discount').fill('5%');
    // The same figures as the API's test: GST on the discounted values, ₹333.50 off in all.
    await totals.getByRole('row', { name: /Discount\s*-₹333\.50/ }).waitFor();
    await totals.getByRole('row', { name: /Taxable Value\s*₹1,783\.28/ }).waitFor();
    await totals.getByRole('row', { name: /CGST\s*₹114\.70/ }).waitFor();
    await totals.getByRole('row', { name: /Total\s*₹2,013\.00/ }).waitFor();
    await shot(page, 'pos-counter-1366');

    // 3. Hold (F8): the cart empties; a refresh keeps the held bill; F7 lists it and Enter recalls it.
    await page.keyboard.press('F8');
    await page.getByText('The cart is empty').waitFor();
    await page.reload();
    await page.getByLabel('Barcode or SKU').waitFor();
    await page.keyboard.press('F7');
    const held = page.getByTestId('held-bill');
    await held.getByText('Walk-in Customer · 2 items').waitFor();
    await held.getByRole('button', { name: 'Recall' }).focus();
    await page.keyboard.press('Enter');
    await totals.getByRole('row', { name: /Total\s*₹2,013\.00/ }).waitFor();
    assert.equal(await page.getByLabel('Discount on Cotton Shirt').inputValue(), '10%');

    // 4. Cash received and the change due; F9 checks out.
    await page.getByLabel('Cash received').fill('2,100');
    await page.getByTestId('change-due').getByText('₹87.00').waitFor();
    await page.keyboard.press('F9');
    const invoice = page.getByRole('article', { name: /Tax invoice INV\// });
    await invoice.waitFor();
    await invoice.getByRole('row', { name: /^Discount\s*\(bill 5%\)\s*₹333\.50$/ }).waitFor();
    await invoice.getByRole('row', { name: /Grand Total\s*₹2,013\.00/ }).waitFor();
    await invoice.getByRole('row', { name: /Cash Received\s*₹2,100\.00/ }).waitFor();
    await invoice.getByRole('row', { name: /Change\s*₹87\.00/ }).waitFor();
    await page.getByText(/saved successfully\. Change due ₹87\.00/).waitFor();
    await shot(page, 'pos-counter-invoice');
    await page.keyboard.press('Escape');

    // 5. Below cost: 60% off a pen is below its ₹50 purchase price; checkout asks first.
    await scan(page, 'PEN-01');
    await page.getByLabel('Discount on Gel Pen').fill('60%');
    await page.getByTestId('below-cost').waitFor();
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByRole('dialog').getByText('Gel Pen would sell below the purchase price.').waitFor();
    await dialogsSettled(page);
    await page.getByRole('button', { name: 'Sell below cost' }).click();
    await page.getByRole('article', { name: /Tax invoice INV\// }).getByRole('row', { name: /Grand Total\s*₹47\.00/ }).waitFor();
    await page.keyboard.press('Escape');

    // The page at a phone's width with a cart in it.
    await scan(page, '8901234567890');
    await page.getByLabel('Discount on Cotton Shirt').fill('5%');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Barcode or SKU').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the POS page is ${width}px wide at 390px`);
    await shot(page, 'pos-counter-390', true);
  } catch (e) {
    await screenshotOnFailure(page, 'pos-counter-journey');
    throw e;
  } finally {
    await context.close();
  }
});
