// Issue 27 as the Pune electronics shop lives it, in the console: the books start from opening balances (cash, bank,
// capital, a customer who owes, a supplier who is owed, stock at cost), goods come in on a purchase order (paid in part:
// no account preselected), the counter sells, the customer pays against its opening balance ("Receive Payment", both
// Settle choices), the supplier is paid its opening balance ("Pay opening balance": no account preselected, asked before
// Cash goes below zero, then the dashboard flags it), and each party's receipts or payments are listed on its page. Then the P&L reads like a trading account, the balance sheet
// shows Stock in Hand and balances, the trial balance balances, and the stock valuation equals Stock in Hand to the
// paisa. Creating the catalogue, the parties and the order itself is the API's (other journeys walk those forms).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, formatRupees } from '../../packages/shared/dist/index.js';
import { dialogsSettled, logIn, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();
let company;
let session;
const call = (method, path, body) => journey.api.call(method, path, { session, body });
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10); // India's date
let ids;
let storyTold = false; // the phone test reads what the story left
const dated = formatDate(today); // dd MMM yyyy, as the console shows dates

journey.before(async () => {
  company = await journey.api.activeCompany({ name: 'Pune Mobile Hub' }); // GSTIN 27...: Maharashtra, input GST claimable
  session = await journey.api.login(company.email, company.password);
  await call('POST', '/api/erp/subscription', { appId: 3, isSubscribed: true });
  const category = await call('POST', '/api/erp/category', { id: 0, name: 'Electronics', taxPercent: 18, hsn: '8517' });
  // Prices before GST (a B2B price list), so the figures below are exact.
  const phone = await call('POST', '/api/erp/product', {
    id: 0, name: 'Feature Phone', categoryId: category.id, mrp: '2000', pp: '1000', sp: '1500', priceIncludesTax: false,
  });
  const charger = await call('POST', '/api/erp/product', {
    id: 0, name: 'Charger', categoryId: category.id, mrp: '500', pp: '250', sp: '400', priceIncludesTax: false,
  });
  const customer = await call('POST', '/api/erp/customer', { id: 0, name: 'Kothrud Mobile Point', stateId: 27, creditLimit: '20,000' });
  const supplier = await call('POST', '/api/erp/supplier', { id: 0, name: 'Lamington Road Traders', stateId: 27 });
  // A second supplier with nothing paid: its list is empty.
  await call('POST', '/api/erp/supplier', { id: 0, name: 'Camp Accessories', stateId: 27 });
  ids = { phone: phone.id, charger: charger.id, customer: customer.id, supplier: supplier.id };
});

async function withPage(name, viewport, fn) {
  const context = await journey.browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);
    await fn(page);
  } catch (e) {
    await screenshotOnFailure(page, name);
    throw e;
  } finally {
    await context.close();
  }
}

const paiseOf = (amount) => Math.round(Number(amount) * 100);

/** Picks `text` in the select labelled `label` (the open panel's, drawn last): typed where it searches, clicked where not. */
async function choose(page, label, text) {
  const box = page.getByRole('combobox', { name: label }).last();
  await box.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  if (!(await box.isEditable())) {
    await option.click();
  } else {
    await box.fill(text);
    await option.waitFor();
    await box.press('Enter');
  }
}

test('the Pune shop starts from opening balances, buys, sells, settles its openings, and its books read like a trading account', async () => {
  await withPage('opening-balances-settle', { width: 1366, height: 900 }, async (page) => {
    // 1. The dashboard offers the opening balances while none are entered.
    await page.getByRole('link', { name: 'Opening balances' }).click();
    await page.waitForURL(/\/admin\/account\/opening-balances$/);
    await page.getByRole('button', { name: 'Add account' }).waitFor();
    // Rows are typed once the page has read what is entered (the saved set fills the form when it arrives).
    await page.locator('.page-frame__loading').waitFor({ state: 'detached' });

    // Cash 15,000 and Bank 1,50,000 (as Indians write them), capital 1,57,000; Kothrud owes 12,000; Lamington is owed
    // 30,000; 10 phones on the shelf at 1,000. Debits 1,87,000 = credits 1,87,000: nothing left for Opening Balance Equity.
    const account = async (name, side, amount) => {
      const rows = await page.getByRole('combobox', { name: 'Account' }).count();
      await page.getByRole('button', { name: 'Add account' }).click();
      await page.getByRole('combobox', { name: 'Account' }).nth(rows).waitFor();
      await choose(page, 'Account', name);
      await page.getByLabel(side, { exact: true }).last().fill(amount);
    };
    await account('Cash', 'Debit', '15,000');
    await account('Bank Account', 'Debit', '1,50,000');
    await account("Owner's Capital", 'Credit', ' 157000 ');
    await page.getByRole('button', { name: 'Add customer' }).click();
    await choose(page, 'Customer', 'Kothrud Mobile Point');
    await page.getByLabel('Customer amount').fill('12,000');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    await choose(page, 'Supplier', 'Lamington Road Traders');
    await page.getByLabel('Supplier amount').fill('30,000');
    await page.getByRole('button', { name: 'Add stock' }).click();
    await choose(page, 'Product', 'Feature Phone');
    await choose(page, 'Warehouse', 'Main Warehouse');
    await page.getByLabel('Quantity', { exact: true }).fill('10');
    await page.getByLabel('Unit cost').fill('1,000');
    const totals = page.getByRole('table', { name: 'Opening totals' });
    await totals.getByRole('row', { name: /Total debit\s*₹1,87,000\.00/ }).waitFor();
    await totals.getByRole('row', { name: /Total credit\s*₹1,87,000\.00/ }).waitFor();
    assert.equal(await page.getByTestId('opening-difference').innerText(), '₹0.00');
    await page.getByRole('button', { name: 'Save opening balances' }).click();
    await page.locator('.feedback-banner', { hasText: 'Opening balances saved successfully' }).waitFor();

    // 2. The purchase order (20 phones at 1,060 and 40 chargers at 250: ₹31,200 taxable) is received in the console.
    const warehouse = (await call('GET', '/api/erp/warehouse/select')).find((w) => w.isDefault);
    const order = await call('POST', '/api/erp/purchase-order', {
      id: 0, supplierId: ids.supplier, warehouseId: warehouse.id, purchaseDate: today,
      items: [{ productId: ids.phone, quantity: 20, rate: '1,060' }, { productId: ids.charger, quantity: 40, rate: '250' }],
    });
    assert.equal(order.taxableAmount, '31200.00');
    await page.goto(`${journey.product.baseUrl}/admin/inventory/purchase-order`);
    await page.getByRole('button', { name: `View ${order.purchaseOrderNumber}` }).click();
    const view = page.locator('.ant-drawer-open', { hasText: order.purchaseOrderNumber });
    await view.getByRole('button', { name: 'Receive Stock' }).click();
    await view.getByText(/^Received .* into Main Warehouse$/).waitFor();
    // Part of the order is paid from Bank: the payment form names no account until the user picks one.
    await view.getByLabel('Amount').fill('10,000');
    await view.getByRole('button', { name: 'Record Payment' }).click();
    await view.getByText('Please select Cash or Bank').waitFor();
    await choose(page, 'Pay from', 'Bank');
    await view.getByRole('button', { name: 'Record Payment' }).click();
    await view.getByRole('row', { name: new RegExp(`${dated}\\s*BANK\\s*₹10,000\\.00`) }).waitFor();
    await view.locator('.ant-drawer-close').click();

    // 3. The counter sells 5 phones and 4 chargers for cash: ₹9,100 taxable + ₹1,638 GST. Their cost: the phones'
    // average after the receipt, (10 x 1,000 + 20 x 1,060) / 30 = 1,040, and the chargers' 250: ₹6,200.
    await page.goto(`${journey.product.baseUrl}/admin/sales`);
    const phoneTile = page.getByRole('button', { name: 'Add Feature Phone' });
    await phoneTile.getByText('In stock: 30').waitFor();
    await phoneTile.click();
    await page.getByLabel('Quantity of Feature Phone').fill('5');
    await page.getByRole('button', { name: 'Add Charger' }).click();
    await page.getByLabel('Quantity of Charger').fill('4');
    await page.getByRole('table', { name: 'Cart totals' }).getByRole('row', { name: /Total\s*₹10,738\.00/ }).waitFor();
    await page.getByRole('button', { name: /Checkout/ }).click();
    await page.getByRole('article', { name: /Tax invoice INV\// }).waitFor();

    // Kothrud also buys a charger on credit (₹472), so a receipt can reach past its opening balance to an invoice.
    const credit = await call('POST', '/api/erp/sale-invoice', { customerId: ids.customer, paymentMode: 'CREDIT', items: [{ productId: ids.charger, quantity: 1 }] });
    assert.equal(credit.totalAmount, '472.00');

    // 4. Receive Payment: the opening balance only, into Bank; more than is due on it is refused with the reason.
    await page.goto(`${journey.product.baseUrl}/admin/customer`);
    const kothrud = page.locator('tr', { hasText: 'Kothrud Mobile Point' });
    await kothrud.getByText('₹12,472.00').waitFor();
    await kothrud.getByRole('button', { name: 'Receive payment from Kothrud Mobile Point' }).click();
    const receive = page.locator('.ant-drawer-open', { hasText: 'Receive Payment from Kothrud Mobile Point' });
    await receive.getByText('Outstanding ₹12,472.00, of which opening balance ₹12,000.00').waitFor();
    await choose(page, 'Settle', 'Opening balance only');
    await receive.getByLabel('Amount').fill('12,100');
    await choose(page, 'Received Into', 'Bank');
    await receive.getByRole('button', { name: 'Submit' }).click();
    await receive.locator('.feedback-banner', { hasText: 'Amount against the opening balance cannot be more than its balance of ₹12,000.00' }).waitFor();
    await receive.getByLabel('Amount').fill('5,000');
    await receive.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.feedback-banner', { hasText: /Receipt RCPT\/\d{4}\/00001 saved successfully/ }).waitFor();
    await kothrud.getByText('₹7,472.00').waitFor();

    // Then the opening balance first and the oldest invoice with the rest: 7,000 + 200 of the credit invoice.
    await kothrud.getByRole('button', { name: 'Receive payment from Kothrud Mobile Point' }).click();
    await receive.getByText('of which opening balance ₹7,000.00').waitFor();
    await receive.getByRole('combobox', { name: 'Settle' }).locator('..').getByText('Opening balance, then the oldest invoices').waitFor();
    await receive.getByLabel('Amount').fill('7,200');
    await choose(page, 'Received Into', 'Bank');
    await receive.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.feedback-banner', { hasText: /Receipt RCPT\/\d{4}\/00002 saved successfully/ }).waitFor();
    await kothrud.getByText('₹272.00').waitFor();
    // Paid off, the opening balance is no longer offered on its own.
    await kothrud.getByRole('button', { name: 'Receive payment from Kothrud Mobile Point' }).click();
    await receive.getByText('Outstanding ₹272.00.', { exact: false }).waitFor();
    await receive.getByRole('combobox', { name: 'Settle' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'The oldest invoices first' }).waitFor();
    assert.equal(await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Opening balance only' }).count(), 0);
    await page.keyboard.press('Escape');
    await receive.locator('.ant-drawer-footer').getByRole('button', { name: 'Cancel' }).click();
    await receive.waitFor({ state: 'detached' });

    // The customer's receipts: date, number and account, amount, what each was set against; searchable by invoice.
    await kothrud.getByRole('button', { name: 'Receipts from Kothrud Mobile Point' }).click();
    const receipts = page.locator('.ant-drawer-open', { hasText: 'Receipts from Kothrud Mobile Point' });
    const rows = receipts.locator('tbody tr.ant-table-row');
    await receipts.getByText('Outstanding ₹272.00.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-drawer-open tbody tr.ant-table-row').length === 2);
    assert.match(await rows.nth(0).innerText(), new RegExp(`${dated}\\s*RCPT/\\d{4}/00002\\s*Bank\\s*₹7,200\\.00\\s*Opening balance ₹7,000\\.00\\s*${credit.invoiceNumber.replace(/\//g, '\\/')} ₹200\\.00`));
    assert.match(await rows.nth(1).innerText(), new RegExp(`${dated}\\s*RCPT/\\d{4}/00001\\s*Bank\\s*₹5,000\\.00\\s*Opening balance ₹5,000\\.00`));
    await receipts.getByPlaceholder('Search receipt no., invoice or note').fill(credit.invoiceNumber);
    await page.waitForFunction(() => document.querySelectorAll('.ant-drawer-open tbody tr.ant-table-row').length === 1);
    assert.match(await rows.nth(0).innerText(), /RCPT\/\d{4}\/00002/);
    await receipts.getByPlaceholder('Search receipt no., invoice or note').fill('no such receipt');
    await receipts.getByText('No Record(s) Found.').waitFor();
    await receipts.locator('.ant-drawer-close').click();

    // 5. Pay opening balance: no account is chosen for the user. Cash holds 15,000 + 10,738 from the counter (both
    // receipts went to Bank): paying 30,000 from it would leave -4,262, and the console asks first.
    await page.goto(`${journey.product.baseUrl}/admin/supplier`);
    const lamington = page.locator('tr', { hasText: 'Lamington Road Traders' });
    await lamington.getByRole('button', { name: 'Pay opening balance to Lamington Road Traders' }).click();
    const pay = page.locator('.ant-drawer-open', { hasText: 'Pay Opening Balance to Lamington Road Traders' });
    await pay.getByText('Opening balance due ₹30,000.00').waitFor();
    await pay.getByRole('combobox', { name: 'Pay From' }).locator('..').getByText('Cash or Bank').waitFor();
    await pay.getByLabel('Amount').fill('30,000');
    await pay.getByRole('button', { name: 'Submit' }).click();
    await pay.getByText('Please select Cash or Bank').waitFor();
    await choose(page, 'Pay From', 'Cash');
    await pay.getByLabel('Note').fill('Old dues, cleared');
    await pay.getByRole('button', { name: 'Submit' }).click();
    const ask = page.locator('.ant-modal-confirm', { hasText: 'Cash will be \u2212₹4,262.00 after this. Save anyway?' });
    await ask.waitFor();
    await dialogsSettled(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    // Not saved: nothing paid yet. Asked again, the owner pays from Cash anyway (the API accepts it; the books say so).
    assert.equal((await call('GET', `/api/erp/opening-balance/supplier-payment?supplierId=${ids.supplier}`)).totalRecords, 0);
    await pay.getByRole('button', { name: 'Submit' }).click();
    await ask.waitFor();
    await dialogsSettled(page);
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await page.locator('.feedback-banner', { hasText: 'Payment saved successfully' }).waitFor();
    await lamington.getByRole('button', { name: 'Pay opening balance to Lamington Road Traders' }).waitFor({ state: 'detached' });

    // The supplier's payments against its opening balance; a supplier with none says so.
    await lamington.getByRole('button', { name: 'Opening balance payments to Lamington Road Traders' }).click();
    const payments = page.locator('.ant-drawer-open', { hasText: 'Opening Balance Payments to Lamington Road Traders' });
    await payments.getByRole('row', { name: new RegExp(`${dated}\\s*Cash\\s*₹30,000\\.00\\s*Old dues, cleared`) }).waitFor();
    await payments.locator('.ant-drawer-close').click();
    await payments.waitFor({ state: 'detached' });
    await page.locator('tr', { hasText: 'Camp Accessories' }).getByRole('button', { name: 'Opening balance payments to Camp Accessories' }).click();
    await page.locator('.ant-drawer-open', { hasText: 'Opening Balance Payments to Camp Accessories' }).getByText('No Record(s) Found.').waitFor();

    // 6. The books. Sales 9,100 + 400 (the credit charger); cost 5 x 1,040 + 5 x 250 = 6,450; gross profit 3,050 and,
    // with no other income or expense, the same net profit. Stock in Hand: 10,000 + 31,200 - 6,450 = 34,750.
    await page.goto(`${journey.product.baseUrl}/admin/account/reports?tab=profit-and-loss`);
    const statement = page.locator('table.acc-statement');
    await statement.getByRole('row', { name: /^Total Sales \(net of credit notes\)\s*₹9,500\.00$/ }).waitFor();
    await statement.getByRole('row', { name: /^Total Cost of Goods Sold\s*₹6,450\.00$/ }).waitFor();
    await statement.getByRole('row', { name: /^Gross Profit\s*₹3,050\.00$/ }).waitFor();
    await statement.getByRole('row', { name: /^Net Profit\s*₹3,050\.00$/ }).waitFor();

    await page.getByRole('tab', { name: 'Balance Sheet' }).click();
    await statement.getByRole('row', { name: /^Stock in Hand\s*₹34,750\.00$/ }).waitFor();
    await page.getByText('Balanced', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Trial Balance' }).click();
    await page.getByText('Debits equal credits: the ledger balances.').waitFor();

    // The valuation's total equals Stock in Hand's balance to the paisa, today and on the opening day.
    const tb = await call('GET', `/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${today}`);
    assert.equal(tb.balanced, true);
    const stockRow = tb.rows.find((r) => r.accountSubType === 'STOCK');
    const stockInHand = paiseOf(stockRow.closingDebit) - paiseOf(stockRow.closingCredit);
    const valuation = await call('GET', `/api/erp/stock/valuation?asOf=${today}`);
    assert.equal(paiseOf(valuation.totalValue), stockInHand);
    assert.equal(formatRupees((stockInHand / 100).toFixed(2)), '₹34,750.00');
    const opening = await call('GET', '/api/erp/opening-balance');
    const openingTb = await call('GET', `/api/erp/account/reports/trial-balance?fromDate=2000-01-01&toDate=${opening.asOfDate}`);
    const openingStock = openingTb.rows.find((r) => r.accountSubType === 'STOCK');
    assert.equal(paiseOf((await call('GET', `/api/erp/stock/valuation?asOf=${opening.asOfDate}`)).totalValue), paiseOf(openingStock.closingDebit) - paiseOf(openingStock.closingCredit));
    assert.equal(paiseOf(openingStock.closingDebit), 1000000);
    // The dashboard flags Cash below zero.
    await page.goto(`${journey.product.baseUrl}/admin/dashboard`);
    await page.locator('.books-alerts').getByText('Cash is \u2212₹4,262.00: below zero.').waitFor();
    storyTold = true;
  });
});

test("at 390 px a party's receipts and opening-balance payments fit the screen, each row a card", async (t) => {
  if (!storyTold) return t.skip('the story above failed, so there are no receipts or payments to show');
  await withPage('opening-balances-settle-phone', { width: 390, height: 844 }, async (page) => {
    const fits = async (what) => {
      // Measured once the panel has slid in (no transition or animation still running).
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${what} is ${width} px wide at 390 px`);
      const drawer = await page.locator('.ant-drawer-open .ant-drawer-content-wrapper').boundingBox();
      assert.ok(drawer.x >= 0 && drawer.x + drawer.width <= 390, `${what}'s panel spans ${drawer.x}-${drawer.x + drawer.width} px`);
    };
    await page.goto(`${journey.product.baseUrl}/admin/customer`);
    await page.getByRole('button', { name: 'Receipts from Kothrud Mobile Point' }).click();
    const receipts = page.locator('.ant-drawer-open', { hasText: 'Receipts from Kothrud Mobile Point' });
    // The first card: each value beside its column's title.
    const first = receipts.locator('tbody tr.ant-table-row').first();
    await first.locator('td[data-label="Amount"]', { hasText: '₹7,200.00' }).waitFor();
    await first.locator('td[data-label="Against"]', { hasText: 'Opening balance ₹7,000.00' }).waitFor();
    await fits('Receipts from Kothrud Mobile Point');
    await receipts.locator('.ant-drawer-close').click();
    await receipts.waitFor({ state: 'detached' });

    await page.goto(`${journey.product.baseUrl}/admin/supplier`);
    await page.getByRole('button', { name: 'Opening balance payments to Lamington Road Traders' }).click();
    const payments = page.locator('.ant-drawer-open', { hasText: 'Opening Balance Payments to Lamington Road Traders' });
    await payments.locator('td[data-label="Amount"]', { hasText: '₹30,000.00' }).waitFor();
    await payments.locator('td[data-label="Paid From"]', { hasText: 'Cash' }).waitFor();
    await payments.locator('td[data-label="Date"]', { hasText: dated }).waitFor();
    await fits('Opening Balance Payments to Lamington Road Traders');
  });
});
