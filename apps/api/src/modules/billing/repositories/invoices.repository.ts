import { Injectable } from '@nestjs/common';
import { paiseToDecimalString } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { nextIdOf } from '../../../core/database/next-id.js';
import { columnsOf, countOf, int, select, storedColumns } from '../../../core/database/typed-select.js';
import { keyOfCompany } from './company-scope.js';
import { trimScale } from './numeric-text.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import type { InvoiceItemView, InvoiceView } from '../dtos/billing.views.js';
import type { InvoiceTotals } from '../services/invoice-calculator.js';

/** What the issuing job writes (amounts in paise; snapshots of both parties). */
export interface NewInvoice extends InvoiceTotals {
  /** Taken from the id sequence before the row is written (the ledger posting refers to it first). */
  id: number;
  companyId: number;
  month: string;
  invoiceNo: string;
  financialYear: string;
  sequence: number;
  runId: number | null;
  createdAt: Date;
  invoiceDate: string;
  /** invoiceDate + BILLING_DUE_DAYS, kept on the invoice (a later change of the setting does not move it). */
  dueDate: string;
  journalGroupId: string;
  fromCompany: string;
  fromCompanyAddress: string;
  fromCompanyGstin: string | null;
  fromCompanyPaymentDetails: string | null;
  toCompany: string;
  toCompanyAddress: string;
  toCompanyGstin: string | null;
  toContactEmail: string;
  supplyStateCode: string;
  supplyToStateWithCode: string;
  intraState: boolean;
  totalInWord: string;
}

export interface NewInvoiceItem {
  appId: number;
  description: string;
  hsnCode: string;
  quantity: number;
  pricePaise: number;
  amountPaise: number;
  gstPercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Internal fields the API does not answer. */
export interface InvoiceRow extends InvoiceView {
  toContactEmail: string;
  pdfPath: string | null;
  pdfSha256: string | null;
  issueMailId: number | null;
  receiptMailId: number | null;
  journalGroupId: string | null;
  paidOrderId: number | null;
  totalPaise: number;
}

const SORTABLE: Record<string, string> = { id: 'i.id', invoiceMonth: 'i.invoice_month', total: 'i.total', createdOn: 'i.created_at' };
export const INVOICE_SORTABLE = Object.keys(SORTABLE);

const COLUMNS = `i.id::int AS id, i.invoice_no AS "invoiceNo", to_char(i.invoice_month, 'YYYY-MM') AS "invoiceMonth",
  i.created_at AS "createdOn", to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.payment_status AS "paymentStatus",
  i.payment_mode AS "paymentMode", i.paid_on AS "paidOn", i.company_id::int AS "companyId", i.from_company AS "fromCompany",
  i.from_company_address AS "fromCompanyAddress", i.from_company_gstin AS "fromCompanyGstin",
  i.from_company_payment_details AS "fromCompanyPaymentDetails", i.to_company AS "toCompany", i.to_company_address AS "toCompanyAddress",
  i.to_company_gstin AS "toCompanyGstin", i.supply_to_state_with_code AS "supplyToStateWithCode", i.sub_total::text AS "subTotal",
  i.cgst::text AS cgst, i.sgst::text AS sgst, i.igst::text AS igst, i.round_off::text AS "roundOff", i.total::text AS total,
  i.total_in_word AS "totalInWord", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.credited::text AS credited,
  GREATEST(i.total - i.credited, 0)::numeric(14,2)::text AS "amountDue", i.payment_reference AS "paymentReference"`;
const INTERNAL = `, i.to_contact_email AS "toContactEmail", i.pdf_path AS "pdfPath", i.pdf_sha256 AS "pdfSha256",
  i.issue_mail_id::int AS "issueMailId", i.receipt_mail_id::int AS "receiptMailId", i.journal_group_id AS "journalGroupId", i.paid_order_id::int AS "paidOrderId",
  (i.total * 100)::bigint::float8 AS "totalPaise"`;

const NEXT_ID = nextIdOf('billing_invoices');
const it = columnsOf('billing_invoice_items', 'billing_invoice_items');
const ITEMS = select<InvoiceItemView>(
  {
    lineNo: int(it.line_no), description: it.description, hsnCode: it.hsn_code, quantity: trimScale(it.quantity), price: it.price, amount: it.amount,
    gstPercent: trimScale(it.gst_percent), gstAmount: it.gst_amount,
  },
  'FROM billing_invoice_items WHERE invoice_id = $1 ORDER BY line_no',
);
const INTRA_STATE = storedColumns('billing_invoices', ['intra_state']).select('FROM billing_invoices WHERE id = $1');

type DbInvoice = Omit<InvoiceRow, 'createdOn' | 'paidOn'> & { createdOn: Date; paidOn: Date | null };

function toView<T extends { createdOn: Date; paidOn: Date | null }>(r: T): Omit<T, 'createdOn' | 'paidOn'> & { createdOn: string; paidOn: string | null } {
  return { ...r, createdOn: r.createdOn.toISOString(), paidOn: r.paidOn ? r.paidOn.toISOString() : null };
}

function publicView(r: DbInvoice): InvoiceView {
  const { toContactEmail: _e, pdfPath: _p, pdfSha256: _s, issueMailId: _i, receiptMailId: _r, journalGroupId: _j, paidOrderId: _o, totalPaise: _t, ...view } = toView(r);
  return view;
}

/**
 * billing_invoices and their items. Every read filters by company when given one (the tenant's own), and
 * relies on RLS as the backstop; the provider's reads pass null inside the platform context.
 */
@Injectable()
export class InvoicesRepository {
  async existsFor(companyId: number, month: string): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM billing_invoices WHERE company_id = $1 AND invoice_month = $2::date`, [companyId, `${month}-01`]);
    return rows.length > 0;
  }

  async nextId(): Promise<number> {
    const { rows } = await sql(NEXT_ID);
    return Number(rows[0].id);
  }

  async insert(inv: NewInvoice): Promise<void> {
    const d = paiseToDecimalString;
    await sql(
      `INSERT INTO billing_invoices (id, company_id, invoice_month, invoice_no, financial_year, sequence, run_id, created_at, invoice_date,
         journal_group_id, from_company, from_company_address, from_company_gstin, from_company_payment_details, to_company, to_company_address,
         to_company_gstin, to_contact_email, supply_state_code, supply_to_state_with_code, intra_state, sub_total, cgst, sgst, igst,
         round_off, total, total_in_word, due_date)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29::date)`,
      [inv.id, inv.companyId, `${inv.month}-01`, inv.invoiceNo, inv.financialYear, inv.sequence, inv.runId, inv.createdAt, inv.invoiceDate,
        inv.journalGroupId, inv.fromCompany, inv.fromCompanyAddress, inv.fromCompanyGstin, inv.fromCompanyPaymentDetails, inv.toCompany,
        inv.toCompanyAddress, inv.toCompanyGstin, inv.toContactEmail, inv.supplyStateCode, inv.supplyToStateWithCode, inv.intraState,
        d(inv.subTotalPaise), d(inv.cgstPaise), d(inv.sgstPaise), d(inv.igstPaise), d(inv.roundOffPaise), d(inv.totalPaise), inv.totalInWord, inv.dueDate],
    );
  }

  /** All lines in one statement. */
  async insertItems(companyId: number, invoiceId: number, items: NewInvoiceItem[]): Promise<void> {
    const d = paiseToDecimalString;
    await sql(
      `INSERT INTO billing_invoice_items (company_id, invoice_id, line_no, app_id, description, hsn_code, quantity, price, amount,
         gst_percent, cgst, sgst, igst, gst_amount)
       SELECT $1, $2, t.n, t.app_id, t.description, t.hsn, t.qty, t.price, t.amount, t.rate, t.cgst, t.sgst, t.igst, t.cgst + t.sgst + t.igst
         FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[],
                     $11::numeric[], $12::numeric[], $13::numeric[]) AS t(n, app_id, description, hsn, qty, price, amount, rate, cgst, sgst, igst)`,
      [companyId, invoiceId, items.map((_, i) => i + 1), items.map((i) => i.appId), items.map((i) => i.description), items.map((i) => i.hsnCode),
        items.map((i) => String(i.quantity)), items.map((i) => d(i.pricePaise)), items.map((i) => d(i.amountPaise)),
        items.map((i) => String(i.gstPercent)), items.map((i) => d(i.cgstPaise)), items.map((i) => d(i.sgstPaise)), items.map((i) => d(i.igstPaise))],
    );
  }

  async list(companyId: number | null, query: ListQuery): Promise<[InvoiceView[], number]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (companyId !== null) {
      params.push(companyId);
      where.push(`i.company_id = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(i.invoice_no ILIKE $${params.length} OR i.to_company ILIKE $${params.length} OR to_char(i.invoice_month, 'YYYY-MM') LIKE $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = `${SORTABLE[query.sortBy] ?? 'i.id'} ${query.sortDirection}, i.id DESC`;
    const { rows } = await sql<DbInvoice>(
      `SELECT ${COLUMNS}${INTERNAL} FROM billing_invoices i ${filter} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`, params);
    const count = await sql(countOf(`FROM billing_invoices i ${filter}`), params);
    return [rows.map(publicView), count.rows[0].n];
  }

  async find(id: number, companyId: number | null, forUpdate = false): Promise<InvoiceRow | null> {
    const { where, params } = keyOfCompany('i.id', id, 'i.company_id', companyId);
    const { rows } = await sql<DbInvoice>(`SELECT ${COLUMNS}${INTERNAL} FROM billing_invoices i WHERE ${where}${forUpdate ? ' FOR UPDATE' : ''}`, params);
    return rows[0] ? (toView(rows[0]) as InvoiceRow) : null;
  }

  async items(invoiceId: number): Promise<InvoiceItemView[]> {
    const { rows } = await sql(ITEMS, [invoiceId]);
    return rows;
  }

  async setPdf(id: number, path: string, sha256: string): Promise<void> {
    await sql(`UPDATE billing_invoices SET pdf_path = $2, pdf_sha256 = $3, pdf_rendered_at = now() WHERE id = $1`, [id, path, sha256]);
  }

  async setIssueMail(id: number, mailId: number): Promise<void> {
    await sql(`UPDATE billing_invoices SET issue_mail_id = $2 WHERE id = $1`, [id, mailId]);
  }

  async setReceiptMail(id: number, mailId: number): Promise<void> {
    await sql(`UPDATE billing_invoices SET receipt_mail_id = $2 WHERE id = $1`, [id, mailId]);
  }

  async markPaid(id: number, p: { paymentMode: string; paidOn: Date; orderId: number; journalGroupId: string }): Promise<void> {
    await sql(
      `UPDATE billing_invoices SET payment_status = 'PAID', payment_mode = $2, paid_on = $3, paid_order_id = $4, payment_journal_group_id = $5
        WHERE id = $1 AND payment_status <> 'PAID'`,
      [id, p.paymentMode, p.paidOn, p.orderId, p.journalGroupId],
    );
  }

  /** An offline payment (bank transfer, UPI, cheque) recorded by the provider: PAID with its reference. */
  async markPaidOffline(id: number, p: { paymentMode: string; paidOn: Date; reference: string; journalGroupId: string; userId: number }): Promise<void> {
    await sql(
      `UPDATE billing_invoices SET payment_status = 'PAID', payment_mode = $2, paid_on = $3, payment_reference = $4, payment_journal_group_id = $5,
              paid_recorded_by = $6
        WHERE id = $1 AND payment_status <> 'PAID'`,
      [id, p.paymentMode, p.paidOn, p.reference, p.journalGroupId, p.userId],
    );
  }

  async intraState(id: number): Promise<boolean> {
    const { rows } = await sql(INTRA_STATE, [id]);
    return rows[0]?.intra_state ?? true;
  }

  /** A credit note's total taken off what the invoice asks for. */
  async addCredited(id: number, paise: number): Promise<void> {
    await sql(`UPDATE billing_invoices SET credited = credited + $2::numeric WHERE id = $1`, [id, paiseToDecimalString(paise)]);
  }

  /** The invoice's lines as issued, with what credit notes already took off each (taxable value, paise). */
  async creditableLines(invoiceId: number): Promise<{ lineNo: number; appId: number; description: string; hsnCode: string; amountPaise: number; creditedPaise: number; gstPercent: number }[]> {
    const { rows } = await sql<{ lineNo: number; appId: number; description: string; hsnCode: string; amountPaise: number; creditedPaise: number; gstPercent: number }>(
      `SELECT i.line_no::int AS "lineNo", i.app_id AS "appId", i.description, i.hsn_code AS "hsnCode", (i.amount * 100)::bigint::float8 AS "amountPaise",
              COALESCE((SELECT sum(c.amount) * 100 FROM billing_credit_note_items c JOIN billing_credit_notes n ON n.id = c.credit_note_id
                         WHERE n.invoice_id = i.invoice_id AND c.invoice_line_no = i.line_no), 0)::bigint::float8 AS "creditedPaise",
              i.gst_percent::float8 AS "gstPercent"
         FROM billing_invoice_items i WHERE i.invoice_id = $1 ORDER BY i.line_no`,
      [invoiceId],
    );
    return rows;
  }

  /**
   * Unpaid invoices a reminder is due for on `today` (platform context): BEFORE_DUE from 3 days before the
   * due date to the due date, OVERDUE after it; never one already sent, nor one with nothing left to pay.
   */
  async remindersDue(today: string, daysBefore: number, limit: number): Promise<{ invoiceId: number; companyId: number; kind: 'BEFORE_DUE' | 'OVERDUE' }[]> {
    const { rows } = await sql<{ invoiceId: number; companyId: number; kind: 'BEFORE_DUE' | 'OVERDUE' }>(
      `SELECT i.id::int AS "invoiceId", i.company_id::int AS "companyId", k.kind
         FROM billing_invoices i
         CROSS JOIN LATERAL (SELECT CASE WHEN i.due_date < $1::date THEN 'OVERDUE' ELSE 'BEFORE_DUE' END AS kind) k
        WHERE i.payment_status <> 'PAID' AND i.total > i.credited AND i.due_date - $2::int <= $1::date
          AND NOT EXISTS (SELECT 1 FROM billing_invoice_reminders r WHERE r.invoice_id = i.id AND r.kind = k.kind)
        ORDER BY i.id LIMIT $3`,
      [today, daysBefore, limit],
    );
    return rows;
  }

  /** Claims the reminder of a kind for the invoice; false when it was sent already (the primary key decides). */
  async claimReminder(companyId: number, invoiceId: number, kind: string, mailId: number): Promise<boolean> {
    const { rows } = await sql(
      `INSERT INTO billing_invoice_reminders (company_id, invoice_id, kind, mail_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
      [companyId, invoiceId, kind, mailId],
    );
    return rows.length > 0;
  }

  async reminderSent(invoiceId: number, kind: string): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM billing_invoice_reminders WHERE invoice_id = $1 AND kind = $2`, [invoiceId, kind]);
    return rows.length > 0;
  }

  /** Invoices of a month that exist now, and those a run issued (platform context). */
  async monthProgress(month: string, runId: number): Promise<{ invoiced: number; issuedByRun: number }> {
    const { rows } = await sql<{ invoiced: number; by_run: number }>(
      `SELECT count(*)::int AS invoiced, count(*) FILTER (WHERE run_id = $2)::int AS by_run FROM billing_invoices WHERE invoice_month = $1::date`,
      [`${month}-01`, runId],
    );
    return { invoiced: rows[0].invoiced, issuedByRun: rows[0].by_run };
  }

  /** Issued and paid within [from, to), and everything unpaid (platform context; exact decimal sums). */
  async summary(from: Date, to: Date) {
    const { rows } = await sql<{ billed_n: number; billed: string; collected_n: number; collected: string; due_n: number; due: string }>(
      `SELECT count(*) FILTER (WHERE created_at >= $1 AND created_at < $2)::int AS billed_n,
              coalesce(sum(total) FILTER (WHERE created_at >= $1 AND created_at < $2), 0)::numeric(16,2)::text AS billed,
              count(*) FILTER (WHERE paid_on >= $1 AND paid_on < $2)::int AS collected_n,
              coalesce(sum(total) FILTER (WHERE paid_on >= $1 AND paid_on < $2), 0)::numeric(16,2)::text AS collected,
              count(*) FILTER (WHERE payment_status <> 'PAID')::int AS due_n,
              coalesce(sum(total) FILTER (WHERE payment_status <> 'PAID'), 0)::numeric(16,2)::text AS due
         FROM billing_invoices`,
      [from, to],
    );
    return rows[0];
  }
}
