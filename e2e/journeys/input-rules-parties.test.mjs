// Issue 31 item 1, one input rule everywhere: the values people type go into every create form, and what the API
// stored is read back. This file: customers, suppliers, products, categories, warehouses, the company profile and
// its invoice details, and personal profiles. input-rules-money covers the forms with money and dates,
// input-rules-hrms the HRMS forms.
//
// The console's create forms, each with the field kinds it has (a new create form goes in one of these lists):
//   /admin/customer          Create Customer          phone, GSTIN, PAN, credit limit          (this file)
//   /admin/customer          Receive payment          amount, date                             (input-rules-money)
//   /admin/supplier          Create Supplier          phone (landline), PAN, credit limit      (this file)
//   /admin/supplier          Pay opening balance      amount, date                             (input-rules-money)
//   /admin/product           Create Product           MRP, purchase and selling price          (this file)
//   /admin/category          Create Category          no phone, code, amount, date or time     (this file: saved)
//   /admin/inventory/warehouse Create Warehouse       no phone, code, amount, date or time     (this file: saved)
//   /admin/inventory/purchase-order Create Purchase Order / Add Stock   date, rate             (input-rules-money)
//   /admin/inventory/purchase-order Record Payment    amount, date                             (input-rules-money)
//   /admin/account/EXPENSE   Create Expense           amount, date, vendor GSTIN, GST amounts  (input-rules-money)
//   /admin/account/income    Create Income            amount, date                             (input-rules-money)
//   /admin/account/accounts  Create Account           no amount or date (bank details only)    (input-rules-money: saved)
//   /admin/account/settings  Create Financial Year    start and end dates                      (input-rules-money)
//   /admin/account/opening-balances  Opening balances as-of date, debit, credit, party amounts  (input-rules-money)
//   /admin/profile           Company profile          GSTIN, contact phone                     (this file)
//   /admin/profile           Invoice details          phone (mobile or landline)               (this file)
//   /admin/personal-profile  Create Profile           phone                                    (this file)
//   /admin/hrms/employees    Create Employee          phone, date of birth, date of joining    (input-rules-hrms)
//   /admin/hrms/settings     Shift Time               start and end times                      (input-rules-hrms)
//   /admin/hrms/settings     Holiday                  date                                     (input-rules-hrms)
//   /admin/hrms/settings     Settings                 effective-from date                      (input-rules-hrms)
//   /admin/hrms/leave        Apply Leave              from and to dates                        (input-rules-hrms)
//   /admin/hrms/attendance   Mark a day               in and out times                         (input-rules-hrms)
//   /admin/companies         Create Company (provider) GSTIN, contact phone                (this file)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { banner } from '../support/browser.mjs';
import { listed, panel, pasteInto, pick, typeInto } from '../support/forms.mjs';
import { ownerJourney } from '../support/owner-journey.mjs';
import { ADMIN } from '../support/server.mjs';

const journey = ownerJourney({
  companyName: 'Typed Traders',
  gstin: '',
  applications: [3],
  setUp: async (call) => {
    await call('POST', '/api/erp/category', { id: 0, name: 'Hardware', taxPercent: 18, hsn: '8205' });
  },
});
const call = (...args) => journey.call(...args);
const withPage = (...args) => journey.withPage(...args);

test('customer and supplier: +91 and spaced phones, a landline, a pasted lower-case GSTIN and PAN, grouped credit limits', async () => {
  await withPage('input-rules-parties', async (page) => {
    await page.goto(journey.url('/admin/customer'));
    await page.getByRole('button', { name: 'Create Customer' }).click();
    const customer = panel(page, 'Create Customer');
    await customer.getByLabel('Name', { exact: true }).fill('Asha Hardware');
    await typeInto(customer, 'Phone', '+91 98220 00001');
    await pick(page, customer, 'Registration Type', 'Regular');
    // Pasted with spaces around and in lower case: trimmed and upper-cased before the length check, nothing cut.
    await pasteInto(customer, 'GSTIN', ' 27aapfu0939f1zv ');
    await typeInto(customer, 'Credit Limit (₹)', '1,00,000.50');
    await customer.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Customer saved successfully');
    const [asha] = await listed(call, '/api/erp/customer', 'Asha Hardware');
    assert.equal(asha.phone, '9822000001');
    assert.equal(asha.gstin, '27AAPFU0939F1ZV');
    assert.equal(asha.panNumber, 'AAPFU0939F', 'the PAN filled from the GSTIN');
    assert.equal(asha.stateId, 27);
    assert.equal(Number(asha.creditLimit), 100000.5);

    await page.goto(journey.url('/admin/supplier'));
    await page.getByRole('button', { name: 'Create Supplier' }).click();
    const supplier = panel(page, 'Create Supplier');
    await supplier.getByLabel('Name', { exact: true }).fill('Bengaluru Tools');
    await typeInto(supplier, 'Phone', '080-41234567');
    await pick(page, supplier, 'State', 'Karnataka');
    await pasteInto(supplier, 'PAN', ' aapfu0939f ');
    await typeInto(supplier, 'Credit Limit (₹)', ' 2,990 ');
    await supplier.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Supplier saved successfully');
    const [tools] = await listed(call, '/api/erp/supplier', 'Bengaluru Tools');
    assert.equal(tools.phone, '8041234567', 'a landline: its STD code and number, the trunk 0 dropped');
    assert.equal(tools.panNumber, 'AAPFU0939F');
    assert.equal(Number(tools.creditLimit), 2990);

    // A spaced mobile, and international grouping.
    await page.getByRole('button', { name: 'Create Supplier' }).click();
    await supplier.getByLabel('Name', { exact: true }).fill('Mumbai Paints');
    await typeInto(supplier, 'Phone', ' 98200 55555 ');
    await pick(page, supplier, 'State', 'Maharashtra');
    // Enter in the amount box submits the form before the box is left: the grouping is read all the same.
    const limit = await typeInto(supplier, 'Credit Limit (₹)', '100,000.50');
    await limit.press('Enter');
    // The first save's banner may still show: the new row is what tells this save is done.
    await page.locator('tr', { hasText: 'Mumbai Paints' }).waitFor();
    const [paints] = await listed(call, '/api/erp/supplier', 'Mumbai Paints');
    assert.equal(paints.phone, '9820055555');
    assert.equal(Number(paints.creditLimit), 100000.5);
  });
});

test('product: prices with Indian grouping, spaces and international grouping; category and warehouse save', async () => {
  await withPage('input-rules-products', async (page) => {
    await page.goto(journey.url('/admin/product'));
    await page.getByRole('button', { name: 'Create Product' }).click();
    const form = panel(page, 'Create Product');
    await form.getByLabel('Name', { exact: true }).fill('Drill Machine');
    await pick(page, form, 'Category', 'Hardware');
    await typeInto(form, 'MRP (₹)', '1,00,000.50');
    await typeInto(form, 'Purchase Price (₹)', ' 2,990 ');
    await typeInto(form, 'Selling Price (₹)', '32 000');
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Product saved successfully');
    const [drill] = await listed(call, '/api/erp/product', 'Drill Machine');
    assert.deepEqual([Number(drill.mrp), Number(drill.pp), Number(drill.sp)], [100000.5, 2990, 32000]);

    // No field of the rule's kinds: they save as before (listed so a new field of those kinds is noticed here).
    await page.goto(journey.url('/admin/category'));
    await page.getByRole('button', { name: 'Create Category' }).click();
    const category = panel(page, 'Create Category');
    await category.getByLabel('Name', { exact: true }).fill('Paints');
    await category.getByLabel('HSN Code').fill('3208');
    await category.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Category saved successfully');
    assert.ok((await call('GET', '/api/erp/category/select')).some((c) => c.name === 'Paints'));

    await page.goto(journey.url('/admin/inventory/warehouse'));
    await page.getByRole('button', { name: 'Create Warehouse' }).click();
    const warehouse = panel(page, 'Warehouse');
    await warehouse.getByLabel('Name', { exact: true }).fill('Hinjewadi Godown');
    await warehouse.getByLabel('Pincode').fill('411057');
    await pick(page, warehouse, 'State', 'Maharashtra');
    await warehouse.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Warehouse saved successfully');
    assert.ok((await call('GET', '/api/erp/warehouse/select')).some((w) => w.name === 'Hinjewadi Godown'));
  });
});

test('company profile and invoice details: pasted GSTIN, +91 contact phone, a landline for the invoice; personal profile phone', async () => {
  await withPage('input-rules-profile', async (page) => {
    await page.goto(journey.url('/admin/profile'));
    const profile = page.locator('form').first();
    await pasteInto(profile, 'GSTIN', ' 27aapfu0939f1zv ');
    await typeInto(profile, 'Contact Phone', '+91 98220 00002');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await banner(page, 'Company profile updated successfully');
    const saved = await call('GET', '/api/erp/company/profile');
    assert.equal(saved.gstin, '27AAPFU0939F1ZV');
    assert.equal(saved.contactPhone, '9822000002');

    const details = page.locator('.ant-card', { hasText: 'Invoice details' }).last();
    await typeInto(details, 'Phone', '080-41234567');
    await details.getByRole('button', { name: 'Save invoice details' }).click();
    await banner(page, 'Invoice details saved');
    assert.equal((await call('GET', '/api/erp/invoice-details')).phone, '08041234567', 'the invoice prints the landline with its STD code');

    await page.goto(journey.url('/admin/personal-profile'));
    await page.getByRole('button', { name: 'Create Profile' }).click();
    const person = page.locator('.ant-drawer-open').last();
    await pick(page, person, 'Name title', 'Ms.');
    await person.getByLabel('Name', { exact: true }).fill('Asha Kale');
    await person.getByLabel('Job Title').fill('Accountant');
    await person.getByLabel('Email', { exact: true }).fill('asha.kale@example.in');
    await typeInto(person, 'Phone', '+91 98220 00003');
    await person.getByLabel('City').fill('Pune');
    await person.getByRole('switch', { name: 'Mask phone' }).click(); // the API answers a masked phone otherwise
    await person.getByRole('button', { name: /^(Submit|Save)$/ }).first().click();
    await banner(page, 'Profile created successfully');
    const [asha] = await listed(call, '/api/erp/personal-profile', 'Asha Kale');
    const full = await call('GET', `/api/erp/personal-profile/id?id=${asha.id}`);
    assert.equal(full.phone, '9822000003');
  });
});

test('provider: Create Company with a pasted lower-case GSTIN and a +91 contact phone', async () => {
  const admin = await journey.api.superAdmin(); // past the forced first password change
  await withPage('input-rules-company', async (page) => {
    await page.goto(journey.url('/admin/companies'));
    await page.getByRole('button', { name: 'Create Company' }).click();
    const form = panel(page, 'Create Company');
    await form.getByLabel('Company Name').fill('Nashik Grapes');
    await form.getByLabel('Address').fill('12 College Road, Nashik 422005');
    await pasteInto(form, 'GSTIN', ' 29aagcr4375j1zu ');
    await form.getByLabel('Contact Name').fill('Meera Desai');
    await form.getByLabel('Contact Email').fill('meera@nashikgrapes.example.in');
    await typeInto(form, 'Contact Phone', '+91 98220 00005');
    await form.getByLabel('Password', { exact: true }).fill('Secret@123');
    await form.getByLabel('Confirm Password').fill('Secret@123');
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, 'Company created successfully');
    const [nashik] = await listed((method, path) => journey.api.call(method, path, { session: admin }), '/api/erp/company', 'Nashik Grapes');
    assert.equal(nashik.gstin, '29AAGCR4375J1ZU');
    assert.equal(nashik.contactPhone, '9822000005');
  }, { email: ADMIN.email, password: journey.api.adminPassword() });
});
