import { JobQueue } from '../../src/core/queue/index.js';
import { FileStorage } from '../../src/core/storage/index.js';
import { CreditNoteDocumentService } from '../../src/modules/billing/services/credit-note-document.service.js';
import { TenantRunner } from '../../src/core/tenancy/tenant-runner.js';
import { InvoiceLifecycleService } from '../../src/modules/billing/services/invoice-lifecycle.service.js';
import { pdfText } from '../pdf/pdf-tools.js';
import { activeCompany, superAdmin, type Session } from '../support/identity.js';
import { clearUsage, invoiceOf, ist, meteredCalls, runMonth, startBillingApp, subscribedSince, waitFor, type BillingTestApp } from './billing-fixtures.js';

type Company = Session & { email: string };

/**
 * Issue 30 item 4: an invoice's life after it is issued. The due date (BILLING_DUE_DAYS, kept on the invoice),
 * reminders before and after it (once per kind), an offline payment recorded by the provider (PAID, posted to the
 * provider's ledger), GST credit notes (own series, full or partial, ledger, the company's list) and a double
 * payment marked refunded.
 */
describe('the invoice lifecycle', () => {
  let t: BillingTestApp;
  let admin: Session;
  let adminUserId: number;
  let credited: Company; // POS all March and 12,345 QR calls: credit notes
  let offline: Company; // POS 11 days: pays by UPI
  let late: Company; // POS all March: reminders
  const ids: Record<string, number> = {};

  const providerLines = async (module: string, referenceId: number) => (await t.owner.query(
    `SELECT a.system_code AS code, l.debit::text AS debit, l.credit::text AS credit
       FROM journals j JOIN journal_lines l ON l.journal_id = j.id JOIN coa_accounts a ON a.id = l.account_id
      WHERE j.company_id = $1 AND j.reference_module = $2 AND j.reference_id = $3 ORDER BY l.id`,
    [admin.companyId, module, referenceId])).rows;

  const reminderMails = async (to: string) => (await t.owner.query(
    `SELECT subject FROM outbox_emails WHERE to_address = $1 AND subject LIKE 'Invoice SUB/%' ORDER BY id`, [to])).rows.map((r) => r.subject as string);

  const sweepReminders = async (key: string) => {
    await t.app.get(JobQueue).enqueue('billing.invoice-reminders', { companyId: null }, { idempotencyKey: key });
  };

  beforeAll(async () => {
    t = await startBillingApp({ BILLING_DUE_DAYS: '10' });
    admin = await superAdmin(t.http);
    adminUserId = Number((await t.owner.query(`SELECT id FROM users WHERE lower(email) = 'root@bizdesk.test'`)).rows[0].id);
    credited = await activeCompany(t.http, { name: 'Credit Due Traders' });
    offline = await activeCompany(t.http, { name: 'Offline Payers', gstin: null });
    late = await activeCompany(t.http, { name: 'Late Payers' });
    for (const c of [credited, offline, late]) await clearUsage(t.owner, c.companyId);
    await subscribedSince(t.owner, credited.companyId, 3, ist('2026-01-10 10:00'));
    await meteredCalls(t.owner, credited.companyId, 7, '2026-03', 12_345);
    await subscribedSince(t.owner, offline.companyId, 3, ist('2026-03-10 14:00'), ist('2026-03-20 10:00'));
    await subscribedSince(t.owner, late.companyId, 3, ist('2026-01-10 10:00'));
    t.clock.useClock(() => ist('2026-04-01 00:40'));
    await runMonth(t.http, admin, '2026-03');
    for (const [name, c] of Object.entries({ credited, offline, late })) ids[name] = Number((await invoiceOf(t.owner, c.companyId, '2026-03'))!.id);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('keeps the due date on the invoice: its date plus BILLING_DUE_DAYS', async () => {
    const res = await t.http.get(`/api/erp/billing/details?id=${ids.late}`).set(late.headers).expect(200);
    expect(res.body.data).toMatchObject({ invoiceDate: '2026-04-01', dueDate: '2026-04-11', credited: '0.00', amountDue: '943.00', paymentReference: null });
    expect(res.body.data.items[0]).toMatchObject({ lineNo: 1 });
  });

  it('records an offline payment: PAID with its reference, posted to the provider\'s bank account, once', async () => {
    const url = `/api/erp/billing/invoice/${ids.offline}/offline-payment`;
    t.clock.useClock(() => ist('2026-04-05 11:00'));
    const bad = async (body: object, message: string) => expect((await t.http.post(url).set(admin.headers).send(body).expect(400)).body.message).toBe(message);
    await bad({ mode: 'CASH', reference: 'x', paidOn: '2026-04-04' }, 'Payment mode must be BANK_TRANSFER, UPI or CHEQUE');
    await bad({ mode: 'UPI', paidOn: '2026-04-04' }, 'Reference is required');
    await bad({ mode: 'UPI', reference: 'UPI-1', paidOn: '2026-04-06' }, 'The date cannot be in the future');
    await bad({ mode: 'UPI', reference: 'UPI-1', paidOn: '2026-03-31' }, 'The payment date cannot be before the invoice date (01 Apr 2026)');
    // A company cannot record its own payment.
    await t.http.post(url).set(offline.headers).send({ mode: 'UPI', reference: 'UPI-1', paidOn: '2026-04-04' }).expect(403);

    const ok = await t.http.post(url).set(admin.headers).send({ mode: 'UPI', reference: ' 412345678901 ', paidOn: '2026-04-04' }).expect(200);
    expect(ok.body.data).toMatchObject({ paymentStatus: 'PAID', paymentMode: 'UPI', paymentReference: '412345678901', paidOn: ist('2026-04-04 12:00').toISOString() });
    const total = String((await invoiceOf(t.owner, offline.companyId, '2026-03'))!.total);
    expect(await providerLines('BILLING_INVOICE', ids.offline)).toEqual(expect.arrayContaining([
      { code: 'BANK', debit: total, credit: '0.00' }, { code: 'RECEIVABLE', debit: '0.00', credit: total },
    ]));
    const { rows: receipt } = await t.owner.query(`SELECT subject FROM outbox_emails WHERE to_address = $1 AND subject LIKE 'Payment received%'`, [offline.email]);
    expect(receipt).toHaveLength(1);
    const again = await t.http.post(url).set(admin.headers).send({ mode: 'CHEQUE', reference: '000123', paidOn: '2026-04-04' }).expect(409);
    expect(again.body.message).toBe('This invoice is already paid');

    // The audit trail keeps the payment in the company's trail: who recorded it, and what changed.
    const { rows: trail } = await t.owner.query(
      `SELECT user_id::int AS "userId", action, before, after FROM audit_log
        WHERE company_id = $1 AND record_type = 'billing_invoice' AND record_id = $2 AND action = 'UPDATE' AND after ? 'payment_reference'`,
      [offline.companyId, String(ids.offline)]);
    expect(trail).toEqual([{
      userId: adminUserId, action: 'UPDATE',
      before: expect.objectContaining({ payment_status: 'UNPAID', payment_reference: null }),
      after: expect.objectContaining({ payment_status: 'PAID', payment_mode: 'UPI', payment_reference: '412345678901', paid_recorded_by: adminUserId }),
    }]);
  });

  it('issues credit notes in their own series, partial by line and amount, then the rest, and posts them', async () => {
    const url = `/api/erp/billing/invoice/${ids.credited}/credit-note`;
    t.clock.useClock(() => ist('2026-04-06 10:00'));
    const over = await t.http.post(url).set(admin.headers).send({ reason: 'x', lines: [{ lineNo: 2, amount: '1234.51' }] }).expect(400);
    expect(over.body.message).toBe('Line 2 can be credited at most ₹1,234.50 more');
    expect((await t.http.post(url).set(admin.headers).send({ reason: 'x', lines: [{ lineNo: 9 }] }).expect(400)).body.message).toBe('The invoice has no line 9');
    expect((await t.http.post(url).set(admin.headers).send({ lines: [{ lineNo: 1 }] }).expect(400)).body.message).toBe('Reason is required');

    // Partial: ₹200 of the QR calls line; CGST + SGST 9% each within Maharashtra.
    const first = await t.http.post(url).set(admin.headers).send({ reason: 'QR codes failed to scan on 3 March', lines: [{ lineNo: 2, amount: '200' }] }).expect(201);
    expect(first.body.data).toMatchObject({
      creditNoteNo: 'CN/2627/00001', noteDate: '2026-04-06', invoiceNo: expect.stringMatching(/^SUB\/2627\//), subTotal: '200.00', cgst: '18.00', sgst: '18.00',
      igst: '0.00', roundOff: '0.00', total: '236.00', totalInWord: 'Rupees Two Hundred Thirty Six Only',
      items: [{ invoiceLineNo: 2, description: 'QRCode API calls, Mar 2026', hsnCode: '998315', amount: '200.00', gstPercent: '18', gstAmount: '36.00' }],
    });
    expect(await providerLines('BILLING_CREDIT_NOTE', first.body.data.id)).toEqual([
      { code: 'RECEIVABLE', debit: '0.00', credit: '236.00' }, { code: 'SERVICE_INCOME', debit: '200.00', credit: '0.00' },
      { code: 'OUTPUT_CGST', debit: '18.00', credit: '0.00' }, { code: 'OUTPUT_SGST', debit: '18.00', credit: '0.00' },
    ]);

    // The rest of everything: the two credit notes together are the invoice, to the paisa.
    const rest = await t.http.post(url).set(admin.headers).send({ reason: 'Billed in error' }).expect(201);
    expect(rest.body.data.creditNoteNo).toBe('CN/2627/00002');
    expect(rest.body.data.items.map((i: { invoiceLineNo: number; amount: string }) => [i.invoiceLineNo, i.amount])).toEqual([[1, '799.00'], [2, '1034.50']]);
    const invoice = (await invoiceOf(t.owner, credited.companyId, '2026-03'))!;
    expect(Number(invoice.credited)).toBe(Number(invoice.total));
    expect((Number(first.body.data.total) * 100 + Number(rest.body.data.total) * 100) / 100).toBe(Number(invoice.total));
    const none = await t.http.post(url).set(admin.headers).send({ reason: 'again' }).expect(409);
    expect(none.body.message).toBe('Everything on this invoice is already credited');
    // Nothing left to pay: no Pay Now, no offline payment, no reminder.
    expect((await t.http.get(`/api/erp/billing/pay?invoiceId=${ids.credited}`).set(credited.headers).expect(409)).body.message)
      .toBe('Nothing is left to pay on this invoice: credit notes cover it');
  });

  it('mails each credit note to the company with its PDF attached, once', async () => {
    const notes = async () => (await t.owner.query(
      `SELECT id::int AS id, credit_note_no AS "no", total::text AS total, pdf_path AS "pdfPath", pdf_rendered_at AS "renderedAt", issue_mail_id::int AS "mailId"
         FROM billing_credit_notes WHERE invoice_id = $1 ORDER BY id`, [ids.credited])).rows;
    await waitFor('the credit notes\' PDFs and mails', async () => ((await notes()).every((n) => n.mailId) ? true : null), 60_000);
    const [first, rest] = await notes();
    expect([first.no, rest.no]).toEqual(['CN/2627/00001', 'CN/2627/00002']);
    const invoiceNo = String((await invoiceOf(t.owner, credited.companyId, '2026-03'))!.invoice_no);
    const { rows: mails } = await t.owner.query(`SELECT id::int AS id, to_address, subject, text_body, attachments FROM outbox_emails WHERE id = $1`, [first.mailId]);
    expect(mails[0]).toEqual({
      id: first.mailId, to_address: credited.email, subject: `Credit note CN/2627/00001 against invoice ${invoiceNo} from BizDesk Platform`,
      text_body: expect.stringContaining('We issued credit note CN/2627/00001 for ₹236.00 (GST included)'),
      attachments: [{ filename: 'CN-2627-00001.pdf', contentType: 'application/pdf', area: 'invoices', key: first.pdfPath }],
    });
    // The attachment is the CREDIT NOTE in the invoice's layout, read as a person's PDF tools would.
    const pdf = (await t.app.get(FileStorage).read('invoices', first.pdfPath))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['CREDIT NOTE', 'CN/2627/00001', 'Credit Note Date', '06 Apr 2026', 'Against Invoice', `${invoiceNo} dated 01`, 'QR codes failed to scan on',
      'QRCode API calls, Mar 2026', '998315', 'Grand Total', '₹236.00', 'Rupees Two Hundred Thirty Six Only', 'Credit Due Traders',
      'This is a computer-generated credit note and does not require a signature.']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('TAX INVOICE');
    expect(pdfText((await t.app.get(FileStorage).read('invoices', rest.pdfPath))!)).toContain(`₹${Number(rest.total).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    // The job run again renders and mails nothing more.
    const documents = t.app.get(CreditNoteDocumentService);
    expect(await t.app.get(TenantRunner).runAsCompany(credited.companyId, () => documents.prepare(credited.companyId, first.id))).toBe('done');
    expect((await notes())[0]).toEqual(first);
    const { rows: cnMails } = await t.owner.query(`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = $1 AND subject LIKE 'Credit note%'`, [credited.email]);
    expect(cnMails[0].n).toBe(2);

    // And the audit trail has the credit note, its lines and the invoice's credited amount, under the provider's administrator.
    const { rows: trail } = await t.owner.query(
      `SELECT record_type AS type, action, record_id AS id, user_id::int AS "userId" FROM audit_log
        WHERE company_id = $1 AND record_type IN ('billing_credit_note', 'billing_credit_note_item') AND action = 'CREATE' ORDER BY id`,
      [credited.companyId]);
    expect(trail).toEqual(expect.arrayContaining([
      { type: 'billing_credit_note', action: 'CREATE', id: String(first.id), userId: adminUserId },
      { type: 'billing_credit_note', action: 'CREATE', id: String(rest.id), userId: adminUserId },
      expect.objectContaining({ type: 'billing_credit_note_item', action: 'CREATE', userId: adminUserId }),
    ]));
    const { rows: after } = await t.owner.query(
      `SELECT after FROM audit_log WHERE company_id = $1 AND record_type = 'billing_credit_note' AND record_id = $2 AND action = 'CREATE'`,
      [credited.companyId, String(first.id)]);
    expect(after[0].after).toMatchObject({ credit_note_no: 'CN/2627/00001', total: 236, reason: 'QR codes failed to scan on 3 March' });
  });

  it('lists credit notes in the company\'s billing, its own only', async () => {
    const own = await t.http.get('/api/erp/billing/credit-notes').set(credited.headers).expect(200);
    expect(own.body.data.list.map((n: { creditNoteNo: string }) => n.creditNoteNo)).toEqual(['CN/2627/00002', 'CN/2627/00001']);
    const search = await t.http.get(`/api/erp/billing/credit-notes?q=${encodeURIComponent(JSON.stringify({ search: 'scan' }))}`).set(credited.headers).expect(200);
    expect(search.body.data.list).toHaveLength(1);
    const other = await t.http.get('/api/erp/billing/credit-notes').set(late.headers).expect(200);
    expect(other.body.data.list).toEqual([]);
    const id = own.body.data.list[0].id;
    await t.http.get(`/api/erp/billing/credit-note/details?id=${id}`).set(late.headers).expect(404);
    expect((await t.http.get(`/api/erp/billing/credit-note/details?id=${id}`).set(credited.headers).expect(200)).body.data.reason).toBe('Billed in error');
    const provider = await t.http.get(`/api/erp/billing/credit-notes?invoiceId=${ids.credited}`).set(admin.headers).expect(200);
    expect(provider.body.data.list).toHaveLength(2);
  });

  it('mails one reminder 3 days before the due date and one after it, however often the job runs', async () => {
    t.clock.useClock(() => ist('2026-04-07 09:00'));
    await sweepReminders('r-0407');
    t.clock.useClock(() => ist('2026-04-08 09:00'));
    await sweepReminders('r-0408a');
    await waitFor('the reminder before the due date', async () => ((await reminderMails(late.email)).length === 1 ? true : null), 20_000);
    await sweepReminders('r-0408b');
    t.clock.useClock(() => ist('2026-04-11 09:00'));
    await sweepReminders('r-0411');
    t.clock.useClock(() => ist('2026-04-12 09:00'));
    await sweepReminders('r-0412a');
    await waitFor('the overdue reminder', async () => ((await reminderMails(late.email)).length === 2 ? true : null), 20_000);
    // Run again by hand: the sweep finds nothing left to remind, and a reminder job run again sends nothing.
    const runner = t.app.get(TenantRunner);
    const lifecycle = t.app.get(InvoiceLifecycleService);
    expect(await runner.runAsPlatform(() => lifecycle.queueReminders())).toBe(0);
    for (const kind of ['BEFORE_DUE', 'OVERDUE'] as const) {
      expect(await runner.runAsCompany(late.companyId, () => lifecycle.sendReminder(ids.late, kind))).toBeNull();
    }
    expect(await reminderMails(late.email)).toEqual([
      expect.stringMatching(/^Invoice SUB\/2627\/\d{5} is due on 11 Apr 2026$/),
      expect.stringMatching(/^Invoice SUB\/2627\/\d{5} is overdue: ₹943.00 was due on 11 Apr 2026$/),
    ]);
    // Paid or fully credited invoices get none.
    expect(await reminderMails(offline.email)).toEqual([]);
    expect(await reminderMails(credited.email)).toEqual([]);
  });

  it('marks a double payment refunded, once, and nothing else', async () => {
    const insertOrder = async (suffix: string, state: string) => Number((await t.owner.query(
      `INSERT INTO payment_orders (company_id, invoice_id, merchant_order_id, amount_paise, state, expire_at, settled_at, payment_mode)
       VALUES ($1, $2, $3, 10000, $4::varchar, now(), CASE WHEN $4::varchar = 'PENDING' THEN NULL ELSE now() END, 'UPI_QR') RETURNING id`,
      [offline.companyId, ids.offline, `BDKTEST${suffix}`, state])).rows[0].id);
    const double = await insertOrder('DOUBLE', 'COMPLETED');
    const pending = await insertOrder('PENDING', 'PENDING');
    const listed = await t.http.get(`/api/erp/billing/invoice/${ids.offline}/double-payments`).set(admin.headers).expect(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ orderId: double, merchantOrderId: 'BDKTESTDOUBLE', amount: '100.00', refundedOn: null })]);
    t.clock.useClock(() => ist('2026-04-20 10:00'));
    const done = await t.http.post(`/api/erp/billing/order/${double}/refund`).set(admin.headers).send({ reference: 'RFND-1', refundedOn: '2026-04-19' }).expect(200);
    expect(done.body.data).toMatchObject({ refundedOn: '2026-04-19', refundReference: 'RFND-1' });
    const { rows: trail } = await t.owner.query(
      `SELECT user_id::int AS "userId", after FROM audit_log WHERE company_id = $1 AND record_type = 'payment_order' AND record_id = $2 AND action = 'UPDATE'`,
      [offline.companyId, String(double)]);
    expect(trail).toEqual([{ userId: adminUserId, after: expect.objectContaining({ refunded_on: '2026-04-19', refund_reference: 'RFND-1' }) }]);
    expect((await t.http.post(`/api/erp/billing/order/${double}/refund`).set(admin.headers).send({ reference: 'RFND-2', refundedOn: '2026-04-19' }).expect(409)).body.message)
      .toBe('This payment is already marked refunded');
    expect((await t.http.post(`/api/erp/billing/order/${pending}/refund`).set(admin.headers).send({ reference: 'RFND-3', refundedOn: '2026-04-19' }).expect(409)).body.message)
      .toBe('Only a second payment of an already paid invoice (a double payment) can be marked refunded');
    await t.http.post(`/api/erp/billing/order/${double}/refund`).set(offline.headers).send({ reference: 'RFND-4', refundedOn: '2026-04-19' }).expect(403);
  });
});
