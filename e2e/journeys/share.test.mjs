// Invoices ready to share (issue 31 item 6): the owner fills the company's invoice details (phone, bank, UPI) on
// the profile page; a credit sale's invoice prints them with units, payment mode, the customer's phone and a UPI
// QR; PDF downloads it; Share opens WhatsApp to the customer's number with a link that downloads the PDF
// without logging in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const journey = productJourney();

test('invoice details on the profile, printed on the invoice, PDF download and WhatsApp share with a public link', async () => {
  const company = await journey.api.activeCompany({ name: `Sharma Stores ${Date.now()}` });
  const session = await journey.api.login(company.email, company.password);
  const post = (path, body) => journey.api.call('POST', path, { session, body });
  await post('/api/erp/subscription', { appId: 3, isSubscribed: true });
  const category = await post('/api/erp/category', { id: 0, name: 'Grocery', taxPercent: 5, hsn: '1006' });
  const rice = await post('/api/erp/product', { id: 0, name: 'Basmati Rice', categoryId: category.id, mrp: '120', pp: '80', sp: '100', uqc: 'KGS' });
  const supplier = await post('/api/erp/supplier', { id: 0, name: 'Pune Wholesale', stateId: 27 });
  const customer = await post('/api/erp/customer', { id: 0, name: 'Shree Caterers', stateId: 27, phone: '9822055555', creditLimit: '100000' });
  await post('/api/erp/stock-entry', { supplierId: supplier.id, items: [{ productId: rice.id, quantity: 20 }] });
  const sale = await post('/api/erp/sale-invoice', { customerId: customer.id, items: [{ productId: rice.id, quantity: 3 }], paymentMode: 'CREDIT' });

  const context = await journey.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  // WhatsApp is outside the test network: answer for it, and keep the address the console opened.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }));
  const page = await context.newPage();
  try {
    await logIn(page, journey.product.baseUrl, company.email, company.password);

    // 1. The profile's invoice details, typed as people type them.
    await page.goto(`${journey.product.baseUrl}/admin/profile`);
    const card = page.locator('.ant-card').filter({ hasText: 'On your invoices' });
    await card.getByLabel('Phone').fill('+91 98220 00001');
    await card.getByLabel('Bank name').fill('HDFC Bank');
    await card.getByLabel('Account number').fill('5010 0123 4567 89');
    await card.getByLabel('IFSC').fill('hdfc0001234');
    await card.getByLabel('UPI id').fill('sharma@okhdfcbank');
    await card.getByRole('button', { name: 'Save invoice details' }).click();
    await card.getByText('Invoice details saved successfully').waitFor();
    assert.equal(await card.getByLabel('Phone').inputValue(), '9822000001');
    assert.equal(await card.getByLabel('IFSC').inputValue(), 'HDFC0001234');

    // 2. The invoice prints them, with units, payment mode, the customer's phone and a UPI QR for the amount due.
    await page.goto(`${journey.product.baseUrl}/admin/sales?invoice=${sale.id}`);
    const invoice = page.getByRole('article', { name: `Tax invoice ${sale.invoiceNumber}` });
    await invoice.waitFor();
    for (const text of ['Phone: 9822000001', 'HDFC Bank', 'IFSC: HDFC0001234', 'sharma@okhdfcbank', 'Phone: 9822055555', 'Credit', 'KGS']) {
      await invoice.getByText(text, { exact: false }).first().waitFor();
    }
    await invoice.getByLabel('UPI payment QR code').waitFor();

    // 3. PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    assert.equal(download.suggestedFilename(), `${sale.invoiceNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`);
    const pdf = await (await download.createReadStream()).toArray();
    assert.equal(Buffer.concat(pdf).subarray(0, 5).toString('latin1'), '%PDF-');

    // 4. Share: WhatsApp to the customer's number, the message with number, amount and a link.
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share' }).click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const wa = new URL(popup.url());
    assert.equal(wa.pathname, '/919822055555');
    const message = wa.searchParams.get('text');
    assert.ok(message.includes(sale.invoiceNumber), message);
    assert.ok(message.includes('₹'), message);
    const link = /(https?:\/\/\S+\/api\/erp\/shared-invoice\/[A-Za-z0-9_-]{43})/.exec(message)?.[1];
    assert.ok(link, message);

    // 5. The link downloads the PDF with no session at all.
    const res = await fetch(link);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal((await fetch(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)).status, 404);
  } catch (error) {
    await screenshotOnFailure(page, 'share');
    throw error;
  } finally {
    await context.close();
  }
});
