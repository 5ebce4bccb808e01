import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, returning, select } from '../../../core/database/typed-select.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { gstTotalsOf, type GstAmounts, type GstTotals } from '../../inventory/index.js';
import { likePattern } from '../../../core/http/list-query.js';

export interface InvoiceBalanceRow {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  customerId: string | null;
  customerName: string;
  paymentAccount: 'CASH' | 'BANK' | 'RECEIVABLE';
  warehouseId: string;
  totalAmount: string;
  settledAmount: string;
}

export interface CreditedLineRow extends GstAmounts {
  lineNo: number;
  quantity: string;
}

export interface NewCreditNoteItem extends GstTotals {
  lineNo: number;
  productId: number;
  productName: string;
  hsn: string | null;
  quantity: string;
  gstPercent: string;
}

// Unaliased: the columns are named by their table.
const inv = columnsOf('sale_invoices', 'sale_invoices');
const BALANCE = select<InvoiceBalanceRow>({
  id: inv.id, invoiceNumber: inv.invoice_number, invoiceDate: isoDate(inv.invoice_date), customerId: inv.customer_id,
  customerName: inv.customer_name, paymentAccount: inv.payment_account, warehouseId: inv.warehouse_id,
  totalAmount: inv.total_amount, settledAmount: inv.settled_amount,
}, 'FROM sale_invoices');

const ci = columnsOf('credit_note_items', 'ci');
// An aggregate: its row (CreditedLineRow) is named above.
const CREDITED_LINES = select<CreditedLineRow>({
  lineNo: ci.line_no, quantity: expr<string>('sum(ci.quantity)::numeric(14,3)::text'),
  taxableAmount: expr<string>('sum(ci.taxable_amount)::numeric(14,2)::text'), cgstAmount: expr<string>('sum(ci.cgst_amount)::numeric(14,2)::text'),
  sgstAmount: expr<string>('sum(ci.sgst_amount)::numeric(14,2)::text'), igstAmount: expr<string>('sum(ci.igst_amount)::numeric(14,2)::text'),
  cessAmount: expr<string>('sum(ci.cess_amount)::numeric(14,2)::text'),
}, `FROM credit_note_items ci JOIN credit_notes cn ON cn.company_id = ci.company_id AND cn.id = ci.credit_note_id
        WHERE ci.company_id = $1 AND cn.sale_invoice_id = $2 GROUP BY ci.line_no`);
const CREDIT_NOTE_ITEMS = select<Omit<NewCreditNoteItem, 'productId'> & { productId: string }>({
  lineNo: ci.line_no, productId: ci.product_id, productName: ci.product_name, hsn: ci.hsn, quantity: ci.quantity, gstPercent: ci.gst_percent,
  ...gstTotalsOf(ci),
}, 'FROM credit_note_items ci WHERE ci.company_id = $1 AND ci.credit_note_id = $2 ORDER BY ci.line_no');

const cn = columnsOf('credit_notes', 'cn');
const i = columnsOf('sale_invoices', 'i');
const CREDIT_NOTES_FROM = 'FROM credit_notes cn JOIN sale_invoices i ON i.company_id = cn.company_id AND i.id = cn.sale_invoice_id';
const CREDIT_NOTE = select<{
  id: string; creditNoteNumber: string; creditNoteDate: string; saleInvoiceId: string; invoiceNumber: string; customerName: string;
  reason: string | null; roundOff: string; adjustedAmount: string; refundAmount: string; refundAccount: string | null; groupTransactionId: string | null;
} & GstTotals>({
  id: cn.id, creditNoteNumber: cn.credit_note_number, creditNoteDate: isoDate(cn.credit_note_date), saleInvoiceId: cn.sale_invoice_id,
  // Field by field: the detail answers this row as it comes, in this order (the round-off before the total).
  invoiceNumber: i.invoice_number, customerName: i.customer_name, reason: cn.reason, taxableAmount: cn.taxable_amount, cgstAmount: cn.cgst_amount,
  sgstAmount: cn.sgst_amount, igstAmount: cn.igst_amount, cessAmount: cn.cess_amount, roundOff: cn.round_off, totalAmount: cn.total_amount,
  adjustedAmount: cn.adjusted_amount, refundAmount: cn.refund_amount, refundAccount: cn.refund_account, groupTransactionId: cn.journal_group_id,
}, `${CREDIT_NOTES_FROM} WHERE cn.company_id = $1 AND cn.id = $2`);
const CREDIT_NOTE_LIST = select<{ id: string; creditNoteNumber: string; creditNoteDate: string; invoiceNumber: string; customerName: string; totalAmount: string }>({
  id: cn.id, creditNoteNumber: cn.credit_note_number, creditNoteDate: isoDate(cn.credit_note_date), invoiceNumber: i.invoice_number,
  customerName: i.customer_name, totalAmount: cn.total_amount,
}, CREDIT_NOTES_FROM);
const CREDIT_NOTE_COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, CREDIT_NOTES_FROM);
const INSERT_CREDIT_NOTE = returning<{ id: number }>(
  `INSERT INTO credit_notes AS cn (company_id, credit_note_number, credit_note_date, sale_invoice_id, reason, taxable_amount, cgst_amount, sgst_amount,
         igst_amount, cess_amount, round_off, total_amount, adjusted_amount, refund_amount, refund_account, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
  { id: int(cn.id) },
);

const r = columnsOf('customer_receipts', 'r');
const RECEIPTS_FROM = 'FROM customer_receipts r JOIN customers c ON c.company_id = r.company_id AND c.id = r.customer_id';
const RECEIPT = select<ReceiptRow>({
  id: r.id, receiptNumber: r.receipt_number, receiptDate: isoDate(r.receipt_date), customerId: r.customer_id, customerName: columnsOf('customers', 'c').name,
  amount: r.amount, openingBalanceAmount: r.opening_balance_amount, account: r.account, note: r.note, groupTransactionId: r.journal_group_id,
}, RECEIPTS_FROM);
const RECEIPT_COUNT = select<{ n: number }>({ n: expr<number>('count(*)::int') }, RECEIPTS_FROM);
const INSERT_RECEIPT = returning<{ id: number }>(
  `INSERT INTO customer_receipts AS r (company_id, receipt_number, receipt_date, customer_id, amount, opening_balance_amount, account, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
  { id: int(r.id) },
);
const a = columnsOf('customer_receipt_allocations', 'a');
const ALLOCATIONS = select<{ receiptId: string; saleInvoiceId: string; invoiceNumber: string; amount: string }>(
  { receiptId: a.receipt_id, saleInvoiceId: a.sale_invoice_id, invoiceNumber: i.invoice_number, amount: a.amount },
  `FROM customer_receipt_allocations a JOIN sale_invoices i ON i.company_id = a.company_id AND i.id = a.sale_invoice_id
        WHERE a.company_id = $1 AND a.receipt_id = ANY($2::bigint[]) ORDER BY a.id`,
);

/** Credit notes and customer receipts, and what they settle on sale invoices. */
@Injectable()
export class SettlementsRepository {
  /** The invoice with its row lock: credit notes and receipts on one invoice queue up. */
  async invoiceForUpdate(companyId: number, id: number): Promise<InvoiceBalanceRow | null> {
    return (await sql(BALANCE.and('WHERE company_id = $1 AND id = $2 FOR UPDATE'), [companyId, id])).rows[0] ?? null;
  }

  /** A customer's credit invoices with something still due, oldest first, locked. */
  async openCreditInvoices(companyId: number, customerId: number): Promise<InvoiceBalanceRow[]> {
    return (await sql(
      BALANCE.and(`WHERE company_id = $1 AND customer_id = $2 AND payment_account = 'RECEIVABLE' AND settled_amount < total_amount
        ORDER BY invoice_date, id FOR UPDATE`),
      [companyId, customerId],
    )).rows;
  }

  async settle(companyId: number, invoiceId: number, amount: string): Promise<void> {
    await sql(`UPDATE sale_invoices SET settled_amount = settled_amount + $3::numeric WHERE company_id = $1 AND id = $2`, [companyId, invoiceId, amount]);
  }

  /** Per invoice line, what earlier credit notes already took back. */
  async creditedLines(companyId: number, invoiceId: number): Promise<CreditedLineRow[]> {
    return (await sql(CREDITED_LINES,
      [companyId, invoiceId],
    )).rows;
  }

  async insertCreditNote(n: {
    companyId: number; number: string; date: string; invoiceId: number; reason: string | null; taxable: string; cgst: string; sgst: string;
    igst: string; cess: string; roundOff: string; total: string; adjusted: string; refund: string; refundAccount: string | null; userId: number | null;
  }): Promise<number> {
    const { rows } = await sql(
      INSERT_CREDIT_NOTE,
      [n.companyId, n.number, n.date, n.invoiceId, n.reason, n.taxable, n.cgst, n.sgst, n.igst, n.cess, n.roundOff, n.total, n.adjusted, n.refund,
        n.refundAccount, n.userId],
    );
    return rows[0].id;
  }

  /** All lines in one statement. */
  async insertCreditNoteItems(companyId: number, creditNoteId: number, items: NewCreditNoteItem[]): Promise<void> {
    await sql(
      `INSERT INTO credit_note_items (company_id, credit_note_id, line_no, product_id, product_name, hsn, quantity, gst_percent, taxable_amount,
         cgst_amount, sgst_amount, igst_amount, cess_amount, total_amount)
       SELECT $1, $2, t.*
         FROM unnest($3::int[], $4::bigint[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[],
                     $11::numeric[], $12::numeric[], $13::numeric[], $14::numeric[])
              AS t(line_no, product_id, product_name, hsn, quantity, gst_percent, taxable_amount, cgst_amount, sgst_amount, igst_amount,
                   cess_amount, total_amount)`,
      [companyId, creditNoteId, items.map((i) => i.lineNo), items.map((i) => i.productId), items.map((i) => i.productName), items.map((i) => i.hsn),
        items.map((i) => i.quantity), items.map((i) => i.gstPercent), items.map((i) => i.taxableAmount), items.map((i) => i.cgstAmount),
        items.map((i) => i.sgstAmount), items.map((i) => i.igstAmount), items.map((i) => i.cessAmount), items.map((i) => i.totalAmount)],
    );
  }

  async setCreditNoteJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE credit_notes SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  async creditNote(companyId: number, id: number) {
    return (await sql(CREDIT_NOTE,
      [companyId, id],
    )).rows[0] ?? null;
  }

  async creditNoteItems(companyId: number, id: number) {
    return (await sql(CREDIT_NOTE_ITEMS,
      [companyId, id],
    )).rows;
  }

  async listCreditNotes(companyId: number, query: ListQuery) {
    const params: unknown[] = [companyId];
    let filter = 'cn.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      filter += ` AND (cn.credit_note_number ILIKE $2 OR i.invoice_number ILIKE $2 OR i.customer_name ILIKE $2)`;
    }
    const total = (await sql(CREDIT_NOTE_COUNT.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(CREDIT_NOTE_LIST.and(`WHERE ${filter} ORDER BY cn.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`), params)).rows;
    return [rows, total] as const;
  }

  async insertReceipt(r: {
    companyId: number; number: string; date: string; customerId: number; amount: string; openingBalanceAmount: string; account: string;
    note: string | null; userId: number | null;
  }): Promise<number> {
    const { rows } = await sql(
      INSERT_RECEIPT,
      [r.companyId, r.number, r.date, r.customerId, r.amount, r.openingBalanceAmount, r.account, r.note, r.userId],
    );
    return rows[0].id;
  }

  /**
   * A receipt's allocations, and what they settle on their invoices: one statement each, whatever the count. An
   * invoice may be named twice (summed: an UPDATE changes a row once, whatever joins it).
   */
  async allocate(companyId: number, receiptId: number, allocations: { invoiceId: number; amount: string }[]): Promise<void> {
    const invoiceIds = allocations.map((a) => a.invoiceId);
    const amounts = allocations.map((a) => a.amount);
    await sql(
      `INSERT INTO customer_receipt_allocations (company_id, receipt_id, sale_invoice_id, amount)
       SELECT $1, $2, t.invoice_id, t.amount FROM unnest($3::bigint[], $4::numeric[]) AS t(invoice_id, amount)`,
      [companyId, receiptId, invoiceIds, amounts],
    );
    await sql(
      `UPDATE sale_invoices i SET settled_amount = i.settled_amount + t.amount
         FROM (SELECT invoice_id, sum(amount) AS amount FROM unnest($2::bigint[], $3::numeric[]) AS u(invoice_id, amount) GROUP BY invoice_id) t
        WHERE i.company_id = $1 AND i.id = t.invoice_id`,
      [companyId, invoiceIds, amounts],
    );
  }

  async setReceiptJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE customer_receipts SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  async receipts(companyId: number, query: ListQuery, customerId?: number) {
    const params: unknown[] = [companyId];
    let filter = 'r.company_id = $1';
    if (customerId) {
      params.push(customerId);
      filter += ` AND r.customer_id = $${params.length}`;
    }
    if (query.search) {
      params.push(likePattern(query.search));
      // One customer's receipts (the customer page) are found by their number, note, account or an invoice they settled.
      const p = `$${params.length}`;
      filter += ` AND (r.receipt_number ILIKE ${p} OR c.name ILIKE ${p} OR r.note ILIKE ${p} OR r.account ILIKE ${p}
        OR EXISTS (SELECT 1 FROM customer_receipt_allocations a JOIN sale_invoices i ON i.company_id = a.company_id AND i.id = a.sale_invoice_id
                    WHERE a.company_id = r.company_id AND a.receipt_id = r.id AND i.invoice_number ILIKE ${p}))`;
    }
    const total = (await sql(RECEIPT_COUNT.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(RECEIPT.and(`WHERE ${filter} ORDER BY r.id ${query.sortDirection} LIMIT ${query.size} OFFSET ${query.offset}`), params)).rows;
    return [rows, total] as const;
  }

  async receipt(companyId: number, id: number): Promise<ReceiptRow | null> {
    return (await sql(RECEIPT.and('WHERE r.company_id = $1 AND r.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async allocations(companyId: number, receiptIds: number[]) {
    if (!receiptIds.length) return [];
    return (await sql(ALLOCATIONS,
      [companyId, receiptIds],
    )).rows;
  }
}

export interface ReceiptRow {
  id: string;
  receiptNumber: string;
  receiptDate: string;
  customerId: string;
  customerName: string;
  amount: string;
  openingBalanceAmount: string;
  account: 'CASH' | 'BANK';
  note: string | null;
  groupTransactionId: string | null;
}
