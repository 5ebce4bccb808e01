// Places kept (issue 31 item 2): the list's page and search live in the address, so Back closes an open panel and
// stays on the page, Forward returns to page 2 (not page 1), and a refresh shows the same search; a half-filled form
// asks "Discard changes?" on Back (Keep editing keeps what was typed, Discard closes it) and holds the page's unload;
// the POS cart survives a refresh.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dialogsSettled } from '../support/browser.mjs';
import { ownerJourney } from '../support/owner-journey.mjs';

const CUSTOMERS = 25; // a page holds 20: two pages

const j = ownerJourney({
  companyName: 'Places Traders',
  applications: [3], // POS
  setUp: async (call) => {
    for (let i = 1; i <= CUSTOMERS; i++) {
      await call('POST', '/api/erp/customer', { id: 0, name: `Places Customer ${String(i).padStart(2, '0')}`, stateId: 27 });
    }
    const category = await call('POST', '/api/erp/category', { id: 0, name: 'Places Drinks', taxPercent: 18, hsn: '2202' });
    const cola = await call('POST', '/api/erp/product', { id: 0, name: 'Places Cola', categoryId: category.id, mrp: '50', pp: '20', sp: '40', sku: 'COLA-1' });
    const supplier = await call('POST', '/api/erp/supplier', { id: 0, name: 'Places Supplies', stateId: 27 });
    await call('POST', '/api/erp/stock-entry', { supplierId: supplier.id, items: [{ productId: cola.id, quantity: 10 }] });
  },
});

const showing = (page, from, to, of) => page.getByText(`Showing ${from} to ${to} of ${of} entries`).waitFor();

test('the page and search are in the address: Back closes the panel, Forward returns to page 2, a refresh keeps the search', async () => {
  await j.withPage('places-address', async (page) => {
    await page.goto(j.url('/admin/customer'));
    await showing(page, 1, 20, CUSTOMERS);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: '2', exact: true }).click();
    await showing(page, 21, 25, CUSTOMERS);
    assert.match(page.url(), /[?&]page=2(&|$)/);

    // Edit opens a panel the address names; Back closes it and stays on page 2.
    await page.getByRole('button', { name: /^Edit Places Customer/ }).first().click();
    const editing = page.getByRole('dialog').filter({ hasText: 'Edit Customer' });
    await editing.waitFor();
    assert.match(page.url(), /[?&]edit=\d+/);
    await page.goBack();
    await editing.waitFor({ state: 'hidden' });
    await showing(page, 21, 25, CUSTOMERS);
    assert.match(page.url(), /[?&]page=2(&|$)/);
    assert.doesNotMatch(page.url(), /edit=/);

    // Back once more is page 1; Forward is page 2 again.
    await page.goBack();
    await showing(page, 1, 20, CUSTOMERS);
    await page.goForward();
    await showing(page, 21, 25, CUSTOMERS);

    // A search is in the address and a refresh shows the same rows.
    await page.getByPlaceholder('Search customers').fill('Customer 07');
    const onlyOne = async () => {
      await page.getByRole('cell', { name: 'Places Customer 07', exact: true }).waitFor();
      await page.getByRole('cell', { name: 'Places Customer 08', exact: true }).waitFor({ state: 'detached' });
    };
    await onlyOne();
    assert.match(decodeURIComponent(page.url()).replace(/\+/g, ' '), /[?&]search=Customer 07(&|$)/);
    await page.reload();
    await onlyOne();
    assert.equal(await page.getByPlaceholder('Search customers').inputValue(), 'Customer 07');
  });
});

test('a half-filled form asks "Discard changes?" on Back and holds the unload; Keep editing keeps it, Discard closes it', async () => {
  await j.withPage('places-discard', async (page) => {
    await page.goto(j.url('/admin/customer'));
    await showing(page, 1, 20, CUSTOMERS);
    await page.getByRole('button', { name: 'Create Customer' }).click();
    const creating = page.getByRole('dialog').filter({ hasText: 'Create Customer' });
    await creating.waitFor();
    await dialogsSettled(page);
    const name = creating.getByLabel('Name', { exact: true });
    await name.fill('Half Typed Traders');

    // Leaving the page (refresh, closing the tab) is held while the form has changes: the unload event is cancelled.
    const held = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(held, true, 'the unload is held while the form has changes');

    await page.goBack();
    const question = page.getByRole('dialog').filter({ hasText: 'Discard changes?' });
    await question.waitFor();
    await dialogsSettled(page);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'hidden' });
    assert.equal(await name.inputValue(), 'Half Typed Traders');
    assert.match(page.url(), /[?&]new=1/);

    await page.goBack();
    await question.waitFor();
    await dialogsSettled(page);
    await question.getByRole('button', { name: 'Discard' }).click();
    await creating.waitFor({ state: 'hidden' });
    assert.doesNotMatch(page.url(), /new=1/);
    await showing(page, 1, 20, CUSTOMERS);
    // Nothing was saved, and with the form gone the unload is no longer held.
    assert.equal((await j.call('GET', '/api/erp/customer?search=Half%20Typed')).totalRecords ?? 0, 0);
    const heldAfter = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(heldAfter, false);
  });
});

test('the POS cart survives a refresh', async () => {
  await j.withPage('places-pos-cart', async (page) => {
    await page.goto(j.url('/admin/sales'));
    const box = page.getByLabel('Barcode or SKU');
    await box.waitFor();
    await box.fill('COLA-1');
    await box.press('Enter');
    await box.fill('COLA-1');
    await box.press('Enter');
    await page.getByLabel('Quantity of Places Cola').and(page.locator('[value="2"]')).waitFor();
    await page.reload();
    await page.getByLabel('Quantity of Places Cola').and(page.locator('[value="2"]')).waitFor();
  });
});
