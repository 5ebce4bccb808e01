// Issue 31 item 1, one input rule everywhere: the forms with money and dates (the list of every create form is in
// input-rules-parties). Amounts typed with Indian and international grouping and spaces, dates typed as 25/11/2026,
// 25-11-2026, 25 Nov 2026 and ISO, are saved as typed and read back through the API; a date that is not one is an
// error on its field and nothing is sent; Enter inside a date field does not submit the form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { banner, dialogsSettled } from '../support/browser.mjs';
import { countRequests, fieldError, listed, panel, pick, typeAndTab, typeInto } from '../support/forms.mjs';
import { ownerJourney } from '../support/owner-journey.mjs';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n) => String(n).padStart(2, '0');
/** Today in India, less `days`, as ISO and in the ways people type it. */
function day(days) {
  const d = new Date(Date.now() + 330 * 60_000 - days * 86_400_000);
  const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  return { iso: `${y}-${pad(m)}-${pad(dd)}`, slash: `${pad(dd)}/${pad(m)}/${y}`, dash: `${pad(dd)}-${pad(m)}-${y}`, words: `${dd} ${MONTHS[m - 1]} ${y}` };
}
// Days of the current financial year before today (a journey on 1 or 2 April would use the day itself).
const today = day(0);
const fyStartYear = Number(today.iso.slice(5, 7)) >= 4 ? Number(today.iso.slice(0, 4)) : Number(today.iso.slice(0, 4)) - 1;
const back = (n) => (day(n).iso >= `${fyStartYear}-04-01` ? day(n) : today);

const journey = ownerJourney({
  companyName: 'Rupee Traders',
  applications: [3],
  setUp: async (call) => {
    const category = await call('POST', '/api/erp/category', { id: 0, name: 'Hardware', taxPercent: 18, hsn: '8205' });
    await call('POST', '/api/erp/product', { id: 0, name: 'Spanner Set', categoryId: category.id, mrp: '5000', pp: '2000', sp: '4000' });
    await call('POST', '/api/erp/supplier', { id: 0, name: 'Pune Tools', stateId: 27 });
    await call('POST', '/api/erp/customer', { id: 0, name: 'Asha Stores', stateId: 27 });
    await call('POST', '/api/erp/expense-category', { id: 0, name: 'Godown Rent' });
    await call('POST', '/api/erp/income-category', { id: 0, name: 'FD Interest Earned' });
  },
});
const call = (...args) => journey.call(...args);
const withPage = (...args) => journey.withPage(...args);

/** Answers "Save anyway?" when Cash would go below zero (issue 27): this journey is about the typed values. */
async function saveAnywayIfAsked(page) {
  const ask = page.locator('.ant-modal-confirm', { hasText: 'Save anyway?' });
  const saved = page.locator('.feedback-banner', { hasText: 'saved successfully' }).first();
  await Promise.race([ask.waitFor(), saved.waitFor()]);
  if (await ask.isVisible()) {
    await dialogsSettled(page);
    await ask.getByRole('button', { name: 'Save anyway' }).click();
  }
}

test('opening balances, a supplier opening payment and a customer receipt: grouped amounts and typed dates', async () => {
  await withPage('input-rules-opening', async (page) => {
    await page.goto(journey.url('/admin/account/opening-balances'));
    const form = page.locator('form', { has: page.getByLabel('As of') });
    const asOf = `${pad(1)}-04-${fyStartYear}`;
    await typeAndTab(form, 'As of', asOf);
    await page.getByRole('button', { name: 'Add account' }).click();
    await pick(page, form, 'Account', 'Cash');
    await typeInto(form, 'Debit', '1,00,000.50');
    await page.getByRole('button', { name: 'Add customer' }).click();
    await pick(page, form, 'Customer', 'Asha Stores');
    await typeInto(form, 'Customer amount', ' 2,990 ');
    await page.getByRole('button', { name: 'Add supplier' }).click();
    await pick(page, form, 'Supplier', 'Pune Tools');
    await typeInto(form, 'Supplier amount', '32 000');
    await page.getByRole('button', { name: 'Save opening balances' }).click();
    await banner(page, 'Opening balances saved successfully');
    const opening = await call('GET', '/api/erp/opening-balance');
    assert.equal(opening.asOfDate, `${fyStartYear}-04-01`);
    assert.equal(Number(opening.accounts.find((a) => Number(a.debit) > 0).debit), 100000.5);
    assert.equal(Number(opening.customers[0].amount), 2990);
    assert.equal(Number(opening.suppliers[0].amount), 32000);

    // Pay part of the supplier's opening balance: "12,000.50" on a date typed day first with dashes.
    const paid = back(2);
    await page.goto(journey.url('/admin/supplier'));
    await page.getByRole('button', { name: 'Pay opening balance to Pune Tools' }).click();
    const pay = panel(page, 'Pay Opening Balance to Pune Tools');
    await typeInto(pay, 'Amount', '12,000.50');
    await typeAndTab(pay, 'Date', paid.dash);
    await pick(page, pay, 'Pay From', 'Cash');
    await pay.getByRole('button', { name: 'Submit' }).click();
    await saveAnywayIfAsked(page);
    await banner(page, 'Payment saved successfully');
    const [payment] = (await call('GET', '/api/erp/opening-balance/supplier-payment')).list;
    assert.equal(Number(payment.amount), 12000.5);
    assert.equal(payment.paymentDate, paid.iso);

    // Receive from the customer: "1,500" on "25 Nov 2026"-style words.
    const received = back(1);
    await page.goto(journey.url('/admin/customer'));
    await page.getByRole('button', { name: 'Receive payment from Asha Stores' }).click();
    const receipt = panel(page, 'Receive Payment from Asha Stores');
    await typeInto(receipt, 'Amount', '1,500');
    await typeAndTab(receipt, 'Date', received.words);
    await receipt.getByRole('button', { name: 'Submit' }).click();
    await banner(page, /Receipt \S+ saved successfully/);
    const [got] = (await call('GET', '/api/erp/customer-receipt')).list;
    assert.equal(Number(got.amount), 1500);
    assert.equal(got.receiptDate, received.iso);
  });
});

test('purchase order, its payment and a stock entry: rates and amount grouped, dates typed, Enter in an amount submits it read', async () => {
  await withPage('input-rules-purchase', async (page) => {
    const ordered = back(3);
    await page.goto(journey.url('/admin/inventory/purchase-order'));
    await page.getByRole('button', { name: 'Create Purchase Order' }).click();
    const order = panel(page, 'Manage Purchase Order');
    await pick(page, order, 'Supplier', 'Pune Tools');
    await typeAndTab(order, 'Date', ordered.slash);
    await pick(page, order, 'Product', 'Spanner Set');
    await order.getByLabel('Quantity').fill('2');
    await typeInto(order, 'Rate', '1,00,000.50');
    await order.getByText('Supplier not registered for GST (or composition): no GST on this purchase').waitFor();
    await order.getByText('₹2,00,001.00').last().waitFor();
    assert.equal(await order.getByText('₹18,000.09').count(), 0, 'no GST previewed for a supplier that cannot charge it');
    await order.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Purchase order saved successfully');
    const [po] = await listed(call, '/api/erp/purchase-order', '');
    const full = await call('GET', `/api/erp/purchase-order/${po.id}`);
    assert.equal(full.purchaseDate, ordered.iso, 'the typed day, not today');
    assert.equal(Number(full.items[0].rate), 100000.5);
    // Pune Tools has no GSTIN: it charges no GST, and the panel's preview said so before the save.
    assert.equal(full.items[0].gstPercent, 0);
    assert.equal(Number(full.totalAmount), 200001);

    // Its payment: "2,990" on an ISO date.
    const paidOn = back(1);
    await page.getByRole('button', { name: `View ${po.purchaseOrderNumber}` }).click();
    const view = panel(page, po.purchaseOrderNumber);
    await typeInto(view, 'Amount', '2,990');
    const date = view.locator('.ant-picker input').last();
    await date.fill('');
    await date.pressSequentially(paidOn.iso);
    await date.press('Tab');
    await pick(page, view, 'Pay from', 'Cash');
    await view.getByRole('button', { name: 'Record Payment' }).click();
    await saveAnywayIfAsked(page);
    await view.locator('.feedback-banner', { hasText: 'Payment saved successfully' }).first().waitFor();
    const afterPay = await call('GET', `/api/erp/purchase-order/${po.id}`);
    assert.equal(Number(afterPay.paidAmount), 2990);
    assert.ok(afterPay.payments.some((p) => p.paymentDate === paidOn.iso && Number(p.amount) === 2990), JSON.stringify(afterPay.payments));

    // Add Stock (a stock entry): a rate typed with spaces, the date in words, Enter in the rate box submits.
    const stocked = back(2);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add Stock' }).click();
    const stock = panel(page, 'Add Stock');
    await pick(page, stock, 'Supplier', 'Pune Tools');
    await typeAndTab(stock, 'Date', stocked.words);
    await pick(page, stock, 'Product', 'Spanner Set');
    await stock.getByLabel('Quantity').fill('3');
    const rate = await typeInto(stock, 'Rate', '1 500.25');
    await rate.press('Enter');
    await banner(page, /Stock added; purchase order \S+ was generated/);
    const entry = (await listed(call, '/api/erp/purchase-order', '')).find((o) => o.id !== po.id);
    const entered = await call('GET', `/api/erp/purchase-order/${entry.id}`);
    assert.equal(entered.purchaseDate, stocked.iso);
    assert.equal(Number(entered.items[0].rate), 1500.25);
  });
});

test('expense and income: grouped amounts, typed dates, a pasted vendor GSTIN; a date that is not one and Enter in the date field save nothing', async () => {
  await withPage('input-rules-records', async (page) => {
    const spent = back(2);
    await page.goto(journey.url('/admin/account/EXPENSE?expenses'));
    await page.getByRole('button', { name: 'Create Expense' }).click();
    const expense = panel(page, 'Manage Expense');
    await pick(page, expense, 'Category', 'Godown Rent');
    await expense.getByLabel('Title').fill('Shop rent');
    await typeInto(expense, 'Amount', '1,18,000');
    await pick(page, expense, 'Payment Account', 'Cash');

    // Enter inside the date field reads the text and does not submit; a date that is not one (month 31) is an
    // error on the field, the text stays, and nothing is sent.
    const posts = countRequests(page, 'POST', '/api/erp/expense');
    const date = await typeInto(expense, 'Expense Date', '12/31/2026');
    await date.press('Enter');
    await date.press('Tab');
    await expense.getByRole('button', { name: 'Submit' }).click();
    await fieldError(expense, 'Expense Date', 'Enter a date such as 25 Dec 2026 or 25/12/2026');
    assert.equal(await date.inputValue(), '12/31/2026', 'the typed text stays');
    await typeInto(expense, 'Expense Date', spent.slash);
    await date.press('Enter');
    await date.press('Tab');
    await expense.getByText('The bill carries GST').click();
    await expense.getByLabel('Vendor GSTIN').fill(' 29aagcr4375j1zu ');
    await pick(page, expense, 'Place of supply', 'Maharashtra');
    await typeInto(expense, 'Taxable value', '1,00,000');
    await typeInto(expense, 'IGST', '18 000');
    assert.equal(posts.count(), 0, 'nothing sent before Submit');
    await expense.getByRole('button', { name: 'Submit' }).click();
    await saveAnywayIfAsked(page);
    await banner(page, 'Expense saved successfully');
    posts.stop();
    const [rent] = await listed(call, '/api/erp/expense', 'Shop rent');
    assert.equal(Number(rent.amount), 118000);
    assert.equal(rent.expenseDate, spent.iso);
    assert.equal(rent.gst?.vendorGstin ?? rent.vendorGstin, '29AAGCR4375J1ZU');

    const earned = back(1);
    await page.goto(journey.url('/admin/account/income?incomes'));
    await page.getByRole('button', { name: 'Create Income' }).click();
    const income = panel(page, 'Manage Income');
    await pick(page, income, 'Category', 'FD Interest Earned');
    await income.getByLabel('Title').fill('FD interest');
    await typeInto(income, 'Amount', '100,000.50');
    await typeAndTab(income, 'Income Date', earned.words);
    await pick(page, income, 'Amount Received Into', 'Cash');
    await income.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Income saved successfully');
    const [fd] = await listed(call, '/api/erp/income', 'FD interest');
    assert.equal(Number(fd.amount), 100000.5);
    assert.equal(fd.incomeDate, earned.iso);
  });
});

test('financial year dates typed three ways; a bank account saves (no amount or date on it)', async () => {
  await withPage('input-rules-years', async (page) => {
    await page.goto(journey.url('/admin/account/settings'));
    await page.getByRole('button', { name: 'Create Financial Year' }).click();
    const year = page.locator('.ant-drawer-open').last();
    await year.getByLabel('Name', { exact: true }).fill('FY 2030-31');
    await typeAndTab(year, 'Start Date', '1 Apr 2030');
    await typeAndTab(year, 'End Date', '31/03/2031');
    await year.getByRole('switch', { name: 'Active' }).click(); // a later year, not the one in use
    await year.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Financial Year created successfully');
    const fy = (await listed(call, '/api/erp/financial-year', 'FY 2030-31')).find((f) => f.name === 'FY 2030-31');
    assert.deepEqual([fy.startDate, fy.endDate], ['2030-04-01', '2031-03-31']);

    await page.goto(journey.url('/admin/account/accounts'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    const account = page.locator('.ant-drawer-open').last();
    await account.getByLabel('Name', { exact: true }).fill('HDFC Current');
    await pick(page, account, 'Account Type', 'Bank');
    await account.getByLabel('Bank Name').fill('HDFC Bank');
    await account.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Account created successfully');
    assert.ok((await call('GET', '/api/erp/coa-account/select')).some((a) => a.name === 'HDFC Current'));
  });
});
