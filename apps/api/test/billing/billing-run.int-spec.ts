import { gstinCheckDigit } from '@bizdesk/shared';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { SUPER_ADMIN } from '../support/test-app.js';
import { pdfText } from '../pdf/pdf-tools.js';
import {
  clearUsage, invoiceOf, ist, meteredCalls, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp,
} from './billing-fixtures.js';


const KA_GSTIN = '29AAGCB7383J1Z4';
const PROVIDER_GSTIN = `27AAACB1234C1Z${gstinCheckDigit('27AAACB1234C1Z')}`;

type Company = Session & { email: string };

describe('monthly GST invoices', () => {
  let t: BillingTestApp;
  let admin: Session;
  let mh: Company; // Maharashtra GSTIN: POS all March, HRMS from the 18th, 12,345 QR calls
  let ka: Company; // Karnataka GSTIN: POS 11 days
  let profileOnly: Company; // no GSTIN, Karnataka in its inventory setting: BarCode calls
  let noState: Company; // no GSTIN, no setting: BarCode calls
  let idle: Company; // subscribed only from April
  let tiny: Company; // one QR code call: ₹0.12 with GST, which rounds to nothing

  beforeAll(async () => {
    t = await startBillingApp();
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    admin = await superAdmin(t.http);
    // The provider's own profile and bank account: the seller block of every invoice.
    await t.http.put('/api/erp/company').set(admin.headers).send({
      id: admin.companyId, name: 'BizDesk Platform', address: 'Office 4, Baner Road\nPune 411045', contactName: 'Platform Administrator',
      contactEmail: SUPER_ADMIN.email, contactPhone: '9876500000', gstin: PROVIDER_GSTIN,
    }).expect(200);
    await t.http.post('/api/erp/coa-account').set(admin.headers).send({
      id: 0, name: 'HDFC Current Account', accountSubType: 'BANK', bankName: 'HDFC Bank', branchName: 'Baner',
      accountNumber: '50100012345678', ifscCode: 'HDFC0000001', upiId: 'bizdesk@hdfcbank',
    }).expect(200);

    mh = await activeCompany(t.http, { name: 'Sharma Traders Pune' });
    ka = await activeCompany(t.http, { name: 'Bengaluru Bakes', gstin: KA_GSTIN });
    profileOnly = await activeCompany(t.http, { name: 'Mysuru Silks', gstin: null });
    noState = await activeCompany(t.http, { name: 'Unplaced Ventures', gstin: null });
    idle = await activeCompany(t.http, { name: 'April Starters' });
    tiny = await activeCompany(t.http, { name: 'One Call Traders' });
    await t.http.post('/api/erp/inventory-setting').set(profileOnly.headers).send({ stateId: 29, allowNegativeStock: false }).expect(200);
    for (const c of [mh, ka, profileOnly, noState, idle, tiny]) await clearUsage(t.owner, c.companyId);
    await meteredCalls(t.owner, tiny.companyId, 7, '2026-03', 1);
    await subscribedSince(t.owner, mh.companyId, 3, ist('2026-01-10 10:00'));
    await subscribedSince(t.owner, mh.companyId, 10, ist('2026-03-18 09:00'));
    await meteredCalls(t.owner, mh.companyId, 7, '2026-03', 12_345);
    await subscribedSince(t.owner, ka.companyId, 3, ist('2026-03-10 14:00'), ist('2026-03-20 10:00'));
    await meteredCalls(t.owner, profileOnly.companyId, 6, '2026-03', 1000);
    await meteredCalls(t.owner, noState.companyId, 6, '2026-03', 500);
    await subscribedSince(t.owner, idle.companyId, 3, ist('2026-04-02 10:00'));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('issues one invoice per company with something to bill, numbered gap-free in the financial year', async () => {
    const run = await runMonth(t.http, admin, '2026-03');
    expect(run).toMatchObject({ month: '2026-03', trigger: 'MANUAL', status: 'DONE', companies: 5, queued: 5, invoiced: 4, issuedByRun: 4, remaining: 0 });
    expect(await invoiceOf(t.owner, idle.companyId, '2026-03')).toBeUndefined();
    expect(await invoiceOf(t.owner, tiny.companyId, '2026-03')).toBeUndefined();
    const { rows } = await t.owner.query(`SELECT invoice_no FROM billing_invoices ORDER BY sequence`);
    expect(rows.map((r) => r.invoice_no)).toEqual(['SUB/2627/00001', 'SUB/2627/00002', 'SUB/2627/00003', 'SUB/2627/00004']);
  });

  it('answers the invoice in the spec\'s shape: intra-state CGST + SGST, prorated applications, metered calls, round off, words', async () => {
    const id = Number((await invoiceOf(t.owner, mh.companyId, '2026-03'))!.id);
    const res = await t.http.get(`/api/erp/billing/details?id=${id}`).set(mh.headers).expect(200);
    expect(res.body.data).toEqual({
      id, invoiceNo: expect.stringMatching(/^SUB\/2627\/0000[1-4]$/), invoiceMonth: '2026-03', createdOn: ist('2026-04-01 00:40').toISOString(),
      invoiceDate: '2026-04-01', paymentStatus: 'UNPAID', paymentMode: null, paidOn: null, companyId: mh.companyId,
      fromCompany: 'BizDesk Platform', fromCompanyAddress: 'Office 4, Baner Road\nPune 411045', fromCompanyGstin: PROVIDER_GSTIN,
      fromCompanyPaymentDetails: 'Bank: HDFC Bank, Baner\nA/c No: 50100012345678\nIFSC: HDFC0000001\nUPI: bizdesk@hdfcbank',
      toCompany: 'Sharma Traders Pune', toCompanyAddress: '12 MG Road, Pune, Maharashtra 411001', toCompanyGstin: '27AAPFU0939F1ZV',
      supplyToStateWithCode: 'Maharashtra (27)',
      subTotal: '2349.18', cgst: '211.43', sgst: '211.43', igst: '0.00', roundOff: '-0.04', total: '2772.00',
      totalInWord: 'Rupees Two Thousand Seven Hundred Seventy Two Only',
      // Issue 30 item 4: due BILLING_DUE_DAYS (15) after the invoice date; nothing credited, nothing paid offline.
      dueDate: '2026-04-16', credited: '0.00', amountDue: '2772.00', paymentReference: null,
      items: [
        { lineNo: 1, description: 'POS subscription, 01 Mar 2026 to 31 Mar 2026 (31 of 31 days)', hsnCode: '997331', quantity: '1', price: '799.00', amount: '799.00', gstPercent: '18', gstAmount: '143.82' },
        { lineNo: 2, description: 'HRMS subscription, 18 Mar 2026 to 31 Mar 2026 (14 of 31 days)', hsnCode: '997331', quantity: '1', price: '315.68', amount: '315.68', gstPercent: '18', gstAmount: '56.82' },
        { lineNo: 3, description: 'QRCode API calls, Mar 2026', hsnCode: '998315', quantity: '12345', price: '0.10', amount: '1234.50', gstPercent: '18', gstAmount: '222.22' },
      ],
    });
  });

  it('charges IGST outside Maharashtra, by GSTIN or else by the company\'s profile; an unknown state is the supplier\'s', async () => {
    const ka1 = (await invoiceOf(t.owner, ka.companyId, '2026-03'))!;
    expect(ka1).toMatchObject({ supply_to_state_with_code: 'Karnataka (29)', sub_total: '283.52', cgst: '0.00', igst: '51.03', round_off: '0.45', total: '335.00', intra_state: false });
    const profile = (await invoiceOf(t.owner, profileOnly.companyId, '2026-03'))!;
    expect(profile).toMatchObject({ to_company_gstin: null, supply_to_state_with_code: 'Karnataka (29)', sub_total: '100.00', igst: '18.00', total: '118.00' });
    const unknown = (await invoiceOf(t.owner, noState.companyId, '2026-03'))!;
    expect(unknown).toMatchObject({ supply_to_state_with_code: 'Maharashtra (27)', sub_total: '50.00', cgst: '4.50', sgst: '4.50', igst: '0.00', total: '59.00' });
  });

  it('reruns a month without issuing anything twice', async () => {
    const again = await runMonth(t.http, admin, '2026-03');
    expect(again).toMatchObject({ companies: 5, queued: 1, invoiced: 4, issuedByRun: 0, remaining: 0 });
    const { rows } = await t.owner.query(`SELECT count(*)::int AS n, max(sequence) AS last FROM billing_invoices`);
    expect(rows[0]).toEqual({ n: 4, last: 4 });
  });

  it('renders each invoice to PDF once, downloads it by its number and mails it to the company', async () => {
    const inv = (await invoiceOf(t.owner, mh.companyId, '2026-03'))!;
    await waitFor('the invoice PDF and mail', async () => (await invoiceOf(t.owner, mh.companyId, '2026-03'))!.issue_mail_id);
    const stored = (await invoiceOf(t.owner, mh.companyId, '2026-03'))!;
    const res = await t.http.get(`/api/erp/billing/download?id=${inv.id}`).set(mh.headers).buffer(true)
      .parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${String(inv.invoice_no).replace(/\//g, '-')}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['TAX INVOICE', String(inv.invoice_no), 'Maharashtra (27)', 'Reverse Charge', 'Sharma Traders Pune', 'HSN/SAC',
      'QRCode API calls, Mar 2026', 'Grand Total', '2,772.00', 'Rupees Two Thousand Seven Hundred Seventy Two Only', 'IFSC: HDFC0000001',
      'Authorized Signatory', 'This is a computer-generated invoice and does not require a signature.']) {
      expect(text).toContain(expected);
    }
    // Downloading again serves the stored file (rendered once).
    await t.http.get(`/api/erp/billing/download?id=${inv.id}`).set(mh.headers).expect(200);
    expect((await invoiceOf(t.owner, mh.companyId, '2026-03'))!.pdf_rendered_at).toEqual(stored.pdf_rendered_at);
    const { rows: mails } = await t.owner.query(`SELECT to_address, subject, attachments FROM outbox_emails WHERE id = $1`, [stored.issue_mail_id]);
    expect(mails[0]).toEqual({
      to_address: mh.email, subject: `Tax invoice ${inv.invoice_no} for Mar 2026 from BizDesk Platform`,
      attachments: [{
        filename: `${String(inv.invoice_no).replace(/\//g, '-')}.pdf`, contentType: 'application/pdf', area: 'invoices', key: stored.pdf_path,
      }],
    });
  });

  it('shows the provider every company\'s invoices and a company only its own', async () => {
    const all = await t.http.get('/api/erp/billing').query({ q: JSON.stringify({ page: 0, size: 20, sort: 'id,desc' }) }).set(admin.headers).expect(200);
    expect(all.body.data.totalRecords).toBe(4);
    expect(all.body.data.list.map((r: { toCompany: string }) => r.toCompany).sort()).toEqual(['Bengaluru Bakes', 'Mysuru Silks', 'Sharma Traders Pune', 'Unplaced Ventures']);
    const own = await t.http.get('/api/erp/billing').set(mh.headers).expect(200);
    expect(own.body.data).toMatchObject({ totalRecords: 1, totalPages: 1 });
    expect(own.body.data.list[0]).toMatchObject({ companyId: mh.companyId, invoiceMonth: '2026-03', total: '2772.00', paymentStatus: 'UNPAID' });
    const search = await t.http.get('/api/erp/billing').query({ search: 'Bengaluru' }).set(admin.headers).expect(200);
    expect(search.body.data.totalRecords).toBe(1);

    const kaInvoice = Number((await invoiceOf(t.owner, ka.companyId, '2026-03'))!.id);
    const denied = await t.http.get(`/api/erp/billing/details?id=${kaInvoice}`).set(mh.headers).expect(404);
    expect(denied.body).toEqual({ status: 'NOT_FOUND', message: 'Invoice not found', data: null });
    await t.http.get(`/api/erp/billing/download?id=${kaInvoice}`).set(mh.headers).expect(404);
    await t.http.get(`/api/erp/billing/pay?invoiceId=${kaInvoice}`).set(mh.headers).expect(404);
    await t.http.get(`/api/erp/billing/details?id=${kaInvoice}`).set(admin.headers).expect(200);
    const bad = await t.http.get('/api/erp/billing/details?id=abc').set(mh.headers).expect(400);
    expect(bad.body.message).toBe('id must be a positive whole number');
  });

  it('keeps invoices apart by row-level security too, and the platform\'s billing data away from tenants', async () => {
    const runner = t.app.get(TenantRunner);
    const seen = await runner.runAsCompany(mh.companyId, (m) => m.query(`SELECT DISTINCT company_id::int AS c FROM billing_invoices`));
    expect(seen).toEqual([{ c: mh.companyId }]);
    for (const table of ['billing_runs', 'invoice_number_sequences', 'payment_events', 'billing_skipped', 'phonepe_simulator_orders']) {
      const rows = await runner.runAsCompany(mh.companyId, (m) => m.query(`SELECT count(*)::int AS n FROM ${table}`));
      expect({ table, n: rows[0].n }).toEqual({ table, n: 0 });
    }
    const numbers = await runner.runAsPlatform((m) => m.query(`SELECT last_number FROM invoice_number_sequences`));
    expect(numbers).toEqual([{ last_number: 4 }]);
  });

  it('counts due invoices on the dashboard and posts the provider\'s books', async () => {
    const dash = await t.http.get('/api/auth/dashboard').set(mh.headers).expect(200);
    expect(dash.body.data.dueInvoicesCount).toBe(1);
    const idleDash = await t.http.get('/api/auth/dashboard').set(idle.headers).expect(200);
    expect(idleDash.body.data.dueInvoicesCount).toBe(0);

    const tb = await t.http.get('/api/erp/account/reports/trial-balance').query({ fromDate: '2026-04-01', toDate: '2026-04-30' }).set(admin.headers).expect(200);
    const byName = Object.fromEntries((tb.body.data.rows as { name: string; closingDebit: string; closingCredit: string }[]).map((r) => [r.name, r]));
    // 2772 + 335 + 118 + 59 receivable; 2349.18 + 283.52 + 100 + 50 income; CGST = SGST 211.43 + 4.50; IGST 51.03 + 18.
    expect(byName['Accounts Receivable']).toMatchObject({ closingDebit: '3284.00' });
    expect(byName['Subscription Income']).toMatchObject({ closingCredit: '2782.70' });
    expect(byName['Output CGST']).toMatchObject({ closingCredit: '215.93' });
    expect(byName['Output SGST']).toMatchObject({ closingCredit: '215.93' });
    expect(byName['Output IGST']).toMatchObject({ closingCredit: '69.03' });
    expect(tb.body.data.balanced).toBe(true);
    // Tenants' books are not touched by the provider's invoices.
    const tenantTb = await t.http.get('/api/erp/account/reports/trial-balance').query({ fromDate: '2026-04-01', toDate: '2026-04-30' }).set(mh.headers).expect(200);
    expect(tenantTb.body.data.rows.map((r: { name: string }) => r.name)).not.toContain('Subscription Income');
  });

  it('numbers invoices per financial year: 31 March ends one series, 1 April starts the next at 00001', async () => {
    t.clock.useClock(() => ist('2027-03-31 23:50'));
    await runMonth(t.http, admin, '2027-02');
    t.clock.useClock(() => ist('2027-04-01 00:10'));
    await runMonth(t.http, admin, '2027-03');
    const { rows } = await t.owner.query(
      `SELECT to_char(invoice_month, 'YYYY-MM') AS month, invoice_no, invoice_date::text FROM billing_invoices WHERE invoice_month >= '2027-02-01' ORDER BY sequence, financial_year`);
    expect(rows.filter((r) => r.month === '2027-02').map((r) => r.invoice_no).sort()).toEqual(['SUB/2627/00005', 'SUB/2627/00006']);
    expect(rows.filter((r) => r.month === '2027-03').map((r) => r.invoice_no).sort()).toEqual(['SUB/2728/00001', 'SUB/2728/00002']);
    expect(new Set(rows.map((r) => r.invoice_no.length))).toEqual(new Set([14]));

    const overview = await t.http.get('/api/erp/dashboard/provider').set(admin.headers).expect(200);
    const { rows: [april] } = await t.owner.query(
      `SELECT count(*)::int AS n, sum(total)::text AS amount FROM billing_invoices WHERE invoice_month = '2027-03-01'`);
    expect(overview.body.data.billing).toMatchObject({ month: '2027-04', billedCount: april.n, billedAmount: april.amount, collectedCount: 0, collectedAmount: '0.00' });
  });

  it('lets only the provider run a month, only a month that has ended', async () => {
    await t.http.post('/api/erp/billing/run').set(mh.headers).send({ month: '2026-03' }).expect(403);
    const bad = await t.http.post('/api/erp/billing/run').set(admin.headers).send({ month: '2026-13' }).expect(400);
    expect(bad.body.message).toBe('Month must be a month written yyyy-MM, e.g. 2026-03');
    const missing = await t.http.post('/api/erp/billing/run').set(admin.headers).send({}).expect(400);
    expect(missing.body.message).toBe('Month is required');
    const future = await t.http.post('/api/erp/billing/run').set(admin.headers).send({ month: '2027-04' }).expect(400);
    expect(future.body.message).toBe('The month has not ended yet: it can be billed from the 1st of the next month (India time)');
    await t.http.get('/api/erp/billing/run?id=999999').set(admin.headers).expect(404);
    await t.http.get('/api/erp/billing/run').set(mh.headers).expect(403);
  });
});
