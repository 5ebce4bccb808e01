import { Injectable } from '@nestjs/common';
import { paiseToDecimalString } from '@bizdesk/shared';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { sql } from '../../../core/tenancy/sql.js';
import { nextIdOf } from '../../../core/database/next-id.js';
import { columnsOf, countOf, int, select } from '../../../core/database/typed-select.js';
import { keyOfCompany } from './company-scope.js';
import { trimScale } from './numeric-text.js';
import type { CreditNoteItemView, BillingCreditNoteView } from '../dtos/lifecycle.views.js';
import type { InvoiceTotals } from '../services/invoice-calculator.js';

export interface NewCreditNote extends InvoiceTotals {
  id: number;
  companyId: number;
  invoiceId: number;
  creditNoteNo: string;
  financialYear: string;
  sequence: number;
  noteDate: string;
  reason: string;
  intraState: boolean;
  totalInWord: string;
  journalGroupId: string;
  createdBy: number;
}

export interface NewCreditNoteItem {
  invoiceLineNo: number;
  appId: number;
  description: string;
  hsnCode: string;
  amountPaise: number;
  gstPercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

const COLUMNS = `n.id::int AS id, n.credit_note_no AS "creditNoteNo", to_char(n.note_date, 'YYYY-MM-DD') AS "noteDate", n.created_at AS "createdOn",
  n.company_id::int AS "companyId", n.invoice_id::int AS "invoiceId", i.invoice_no AS "invoiceNo", to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  n.reason, i.from_company AS "fromCompany", i.from_company_address AS "fromCompanyAddress", i.from_company_gstin AS "fromCompanyGstin",
  i.to_company AS "toCompany", i.to_company_address AS "toCompanyAddress", i.to_company_gstin AS "toCompanyGstin",
  i.supply_to_state_with_code AS "supplyToStateWithCode", n.sub_total::text AS "subTotal", n.cgst::text AS cgst, n.sgst::text AS sgst,
  n.igst::text AS igst, n.round_off::text AS "roundOff", n.total::text AS total, n.total_in_word AS "totalInWord"`;
const SORTABLE: Record<string, string> = { id: 'n.id', noteDate: 'n.note_date', total: 'n.total' };
export const CREDIT_NOTE_SORTABLE = Object.keys(SORTABLE);

const NEXT_ID = nextIdOf('billing_credit_notes');
const ci = columnsOf('billing_credit_note_items', 'billing_credit_note_items');
const ITEMS = select<CreditNoteItemView>(
  {
    invoiceLineNo: int(ci.invoice_line_no), description: ci.description, hsnCode: ci.hsn_code, amount: ci.amount,
    gstPercent: trimScale(ci.gst_percent), gstAmount: ci.gst_amount,
  },
  'FROM billing_credit_note_items WHERE credit_note_id = $1 ORDER BY line_no',
);

type DbCreditNote = Omit<BillingCreditNoteView, 'createdOn'> & { createdOn: Date };

/** What the PDF job needs besides the view: where the mail goes, the stored file and the mail already sent. */
export interface CreditNoteRow extends BillingCreditNoteView {
  toContactEmail: string;
  pdfPath: string | null;
  issueMailId: number | null;
}
const toView = (r: DbCreditNote): BillingCreditNoteView => ({ ...r, createdOn: r.createdOn.toISOString() });

/** billing_credit_notes and their items: a company reads its own (filter and RLS), the provider every one (null). */
@Injectable()
export class CreditNotesRepository {
  async nextId(): Promise<number> {
    const { rows } = await sql(NEXT_ID);
    return Number(rows[0].id);
  }

  async insert(cn: NewCreditNote, items: NewCreditNoteItem[]): Promise<void> {
    const d = paiseToDecimalString;
    await sql(
      `INSERT INTO billing_credit_notes (id, company_id, invoice_id, credit_note_no, financial_year, sequence, note_date, reason, intra_state,
         sub_total, cgst, sgst, igst, round_off, total, total_in_word, journal_group_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [cn.id, cn.companyId, cn.invoiceId, cn.creditNoteNo, cn.financialYear, cn.sequence, cn.noteDate, cn.reason, cn.intraState,
        d(cn.subTotalPaise), d(cn.cgstPaise), d(cn.sgstPaise), d(cn.igstPaise), d(cn.roundOffPaise), d(cn.totalPaise), cn.totalInWord,
        cn.journalGroupId, cn.createdBy],
    );
    await sql(
      `INSERT INTO billing_credit_note_items (company_id, credit_note_id, line_no, invoice_line_no, app_id, description, hsn_code, amount,
         gst_percent, cgst, sgst, igst, gst_amount)
       SELECT $1, $2, t.n, t.inv_line, t.app_id, t.description, t.hsn, t.amount, t.rate, t.cgst, t.sgst, t.igst, t.cgst + t.sgst + t.igst
         FROM unnest($3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[])
              AS t(n, inv_line, app_id, description, hsn, amount, rate, cgst, sgst, igst)`,
      [cn.companyId, cn.id, items.map((_, i) => i + 1), items.map((i) => i.invoiceLineNo), items.map((i) => i.appId), items.map((i) => i.description),
        items.map((i) => i.hsnCode), items.map((i) => d(i.amountPaise)), items.map((i) => String(i.gstPercent)), items.map((i) => d(i.cgstPaise)),
        items.map((i) => d(i.sgstPaise)), items.map((i) => d(i.igstPaise))],
    );
  }

  async list(companyId: number | null, query: ListQuery, invoiceId: number | null = null): Promise<[BillingCreditNoteView[], number]> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (companyId !== null) {
      params.push(companyId);
      where.push(`n.company_id = $${params.length}`);
    }
    if (invoiceId !== null) {
      params.push(invoiceId);
      where.push(`n.invoice_id = $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(n.credit_note_no ILIKE $${params.length} OR i.invoice_no ILIKE $${params.length} OR i.to_company ILIKE $${params.length} OR n.reason ILIKE $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const from = `FROM billing_credit_notes n JOIN billing_invoices i ON i.id = n.invoice_id AND i.company_id = n.company_id`;
    const order = `${SORTABLE[query.sortBy] ?? 'n.id'} ${query.sortDirection}, n.id DESC`;
    const { rows } = await sql<DbCreditNote>(`SELECT ${COLUMNS} ${from} ${filter} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`, params);
    const count = await sql(countOf(`${from} ${filter}`), params);
    return [rows.map(toView), count.rows[0].n];
  }

  async find(id: number, companyId: number | null): Promise<BillingCreditNoteView | null> {
    const { where, params } = keyOfCompany('n.id', id, 'n.company_id', companyId);
    const { rows } = await sql<DbCreditNote>(
      `SELECT ${COLUMNS} FROM billing_credit_notes n JOIN billing_invoices i ON i.id = n.invoice_id AND i.company_id = n.company_id WHERE ${where}`, params);
    return rows[0] ? toView(rows[0]) : null;
  }

  /** The note with its document facts, its row locked (the PDF job's once-only guard). */
  async findForDocument(id: number, companyId: number): Promise<CreditNoteRow | null> {
    const { rows } = await sql<DbCreditNote & Omit<CreditNoteRow, keyof BillingCreditNoteView>>(
      `SELECT ${COLUMNS}, i.to_contact_email AS "toContactEmail", n.pdf_path AS "pdfPath", n.issue_mail_id::int AS "issueMailId"
         FROM billing_credit_notes n JOIN billing_invoices i ON i.id = n.invoice_id AND i.company_id = n.company_id
        WHERE n.id = $1 AND n.company_id = $2 FOR UPDATE OF n`,
      [id, companyId],
    );
    return rows[0] ? { ...rows[0], ...toView(rows[0]) } : null;
  }

  async setPdf(id: number, path: string, sha256: string): Promise<void> {
    await sql(`UPDATE billing_credit_notes SET pdf_path = $2, pdf_sha256 = $3, pdf_rendered_at = now() WHERE id = $1`, [id, path, sha256]);
  }

  async setIssueMail(id: number, mailId: number): Promise<void> {
    await sql(`UPDATE billing_credit_notes SET issue_mail_id = $2 WHERE id = $1`, [id, mailId]);
  }

  async items(creditNoteId: number): Promise<CreditNoteItemView[]> {
    const { rows } = await sql(ITEMS, [creditNoteId]);
    return rows;
  }
}
