import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { SaleInvoiceEntity } from '../entities/sale-invoice.entity.js';
import type { NumberedWrite } from '../../inventory/index.js';

const SORTABLE: Record<string, string> = {
  id: 'i.id', invoiceNumber: 'i.invoice_number', invoiceDate: 'i.invoice_date', customerName: 'lower(i.customer_name)', totalAmount: 'i.total_amount',
};
export const SALE_INVOICE_SORTABLE = Object.keys(SORTABLE);

export interface SaleItemRow {
  lineNo: number;
  productId: string;
  productName: string;
  hsn: string | null;
  quantity: string;
  rate: string;
  gstPercent: string;
  cessType: string;
  cessValue: string;
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  cessAmount: string;
  totalAmount: string;
  priceIncludesTax: boolean;
  /** GST unit quantity code, copied from the product at issue. */
  uqc: string;
  /** The line's own discount, the percent it was given as, and its share of the bill discount (issue 31 item 5). */
  discountAmount: string;
  discountPercent: string | null;
  billDiscountAmount: string;
}

/** A new invoice's columns as the checkout writes them (the id, company and number come with the statement that numbers it). */
export type NewSaleInvoice = Pick<SaleInvoiceEntity, keyof typeof INVOICE_COLUMNS>;
export type NewSaleItem = Omit<SaleItemRow, 'productId'> & { productId: number };

/** The columns of a new invoice by entity field. */
const INVOICE_COLUMNS = {
  invoiceDate: 'invoice_date', documentType: 'document_type', sellerName: 'seller_name', sellerAddress: 'seller_address', sellerGstin: 'seller_gstin',
  customerId: 'customer_id', customerName: 'customer_name', customerAddress: 'customer_address', customerGstin: 'customer_gstin',
  supplierStateId: 'supplier_state_id', placeOfSupplyStateId: 'place_of_supply_state_id', intraState: 'intra_state', warehouseId: 'warehouse_id',
  taxableAmount: 'taxable_amount', cgstAmount: 'cgst_amount', sgstAmount: 'sgst_amount', igstAmount: 'igst_amount', cessAmount: 'cess_amount',
  roundOff: 'round_off', totalAmount: 'total_amount', settledAmount: 'settled_amount', amountInWords: 'amount_in_words', paymentAccount: 'payment_account',
  discountAmount: 'discount_amount', billDiscountAmount: 'bill_discount_amount', billDiscountPercent: 'bill_discount_percent',
  cashReceived: 'cash_received', createdBy: 'created_by',
} as const satisfies Partial<Record<keyof SaleInvoiceEntity, string>>;

/** A line's columns, each sent as one array (all lines in one statement, whatever the cart's size). */
const ITEM_ARRAYS: readonly [keyof NewSaleItem, string, string][] = [
  ['lineNo', 'line_no', 'int'], ['productId', 'product_id', 'bigint'], ['productName', 'product_name', 'text'], ['hsn', 'hsn', 'text'],
  ['quantity', 'quantity', 'numeric'], ['rate', 'rate', 'numeric'], ['gstPercent', 'gst_percent', 'numeric'], ['cessType', 'cess_type', 'text'],
  ['cessValue', 'cess_value', 'numeric'], ['taxableAmount', 'taxable_amount', 'numeric'], ['cgstAmount', 'cgst_amount', 'numeric'],
  ['sgstAmount', 'sgst_amount', 'numeric'], ['igstAmount', 'igst_amount', 'numeric'], ['cessAmount', 'cess_amount', 'numeric'],
  ['totalAmount', 'total_amount', 'numeric'], ['priceIncludesTax', 'price_includes_tax', 'boolean'], ['uqc', 'uqc', 'text'],
  ['discountAmount', 'discount_amount', 'numeric'], ['discountPercent', 'discount_percent', 'numeric'], ['billDiscountAmount', 'bill_discount_amount', 'numeric'],
];

export interface SaleListRow {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  customerName: string;
  taxableAmount: string;
  taxAmount: string;
  totalAmount: string;
}

@Injectable()
export class SaleInvoicesRepository {
  private repo() {
    return currentManager().getRepository(SaleInvoiceEntity);
  }

  /** An id for a new invoice, taken ahead so its stock movements can name it before the invoice row is written. */
  async reserveId(): Promise<number> {
    return Number((await sql<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('sale_invoices', 'id')) AS id`)).rows[0].id);
  }

  /**
   * A new invoice's rows for the statement that numbers it (DocumentNumbersService.nextWritten reads the number from
   * `numbered`): the invoice, its lines, and the number onto the stock movements the sale already wrote (`reference_id`
   * the reserved id). The lines' foreign key to the invoice is checked at the end of that one statement.
   */
  numberedRows(companyId: number, id: number, invoice: NewSaleInvoice, items: NewSaleItem[]): NumberedWrite {
    const columns = Object.keys(INVOICE_COLUMNS) as (keyof NewSaleInvoice)[];
    const params: unknown[] = [id, companyId, ...columns.map((c) => invoice[c])];
    const itemsFrom = params.length + 1;
    params.push(...ITEM_ARRAYS.map(([key]) => items.map((i) => i[key])));
    return {
      ctes: `invoice AS (
         INSERT INTO sale_invoices (id, company_id, invoice_number, ${columns.map((c) => INVOICE_COLUMNS[c]).join(', ')})
         VALUES ($1, $2, (SELECT number FROM numbered), ${columns.map((_, k) => `$${k + 3}`).join(', ')})
       ), items AS (
         INSERT INTO sale_invoice_items (company_id, sale_invoice_id, ${ITEM_ARRAYS.map(([, column]) => column).join(', ')})
         SELECT $2, $1, t.* FROM unnest(${ITEM_ARRAYS.map(([, , type], k) => `$${itemsFrom + k}::${type}[]`).join(', ')})
           AS t(${ITEM_ARRAYS.map(([, column]) => column).join(', ')})
       ), movements AS (
         UPDATE stock_movements SET reference_number = (SELECT number FROM numbered)
          WHERE company_id = $2 AND movement_type = 'SALE' AND reference_id = $1
       )`,
      params,
    };
  }

  async setJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE sale_invoices SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  async numberTaken(companyId: number, number: string): Promise<boolean> {
    return (await sql(`SELECT 1 FROM sale_invoices WHERE company_id = $1 AND invoice_number = $2`, [companyId, number])).rows.length > 0;
  }

  async find(companyId: number, id: number): Promise<(SaleInvoiceEntity & { warehouseName: string }) | null> {
    const invoice = await this.repo().findOneBy({ companyId: String(companyId), id: String(id) });
    if (!invoice) return null;
    const { rows } = await sql<{ name: string }>(`SELECT name FROM warehouses WHERE company_id = $1 AND id = $2`, [companyId, invoice.warehouseId]);
    return Object.assign(invoice, { warehouseName: rows[0]?.name ?? '' });
  }

  async items(companyId: number, invoiceId: number): Promise<SaleItemRow[]> {
    return (await sql<SaleItemRow>(
      `SELECT line_no AS "lineNo", product_id AS "productId", product_name AS "productName", hsn, quantity, rate,
              gst_percent AS "gstPercent", cess_type AS "cessType", cess_value AS "cessValue", taxable_amount AS "taxableAmount",
              cgst_amount AS "cgstAmount", sgst_amount AS "sgstAmount", igst_amount AS "igstAmount", cess_amount AS "cessAmount",
              total_amount AS "totalAmount", price_includes_tax AS "priceIncludesTax", uqc,
              discount_amount AS "discountAmount", discount_percent AS "discountPercent", bill_discount_amount AS "billDiscountAmount"
         FROM sale_invoice_items WHERE company_id = $1 AND sale_invoice_id = $2 ORDER BY line_no`,
      [companyId, invoiceId],
    )).rows;
  }

  async list(companyId: number, query: ListQuery, range: { from?: string; to?: string }): Promise<[SaleListRow[], number]> {
    const params: unknown[] = [companyId];
    const where = ['i.company_id = $1'];
    if (range.from) {
      params.push(range.from);
      where.push(`i.invoice_date >= $${params.length}`);
    }
    if (range.to) {
      params.push(range.to);
      where.push(`i.invoice_date <= $${params.length}`);
    }
    if (query.search) {
      params.push(likePattern(query.search));
      where.push(`(i.invoice_number ILIKE $${params.length} OR i.customer_name ILIKE $${params.length})`);
    }
    const filter = where.join(' AND ');
    const total = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM sale_invoices i WHERE ${filter}`, params)).rows[0].n;
    const rows = (await sql<SaleListRow>(
      `SELECT i.id, i.invoice_number AS "invoiceNumber", to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate", i.customer_name AS "customerName",
              i.taxable_amount AS "taxableAmount", (i.total_amount - i.taxable_amount)::numeric(14,2)::text AS "taxAmount", i.total_amount AS "totalAmount"
         FROM sale_invoices i WHERE ${filter}
        ORDER BY ${SORTABLE[query.sortBy] ?? 'i.id'} ${query.sortDirection}, i.id DESC LIMIT ${query.size} OFFSET ${query.offset}`,
      params,
    )).rows;
    return [rows, total];
  }

  async totals(companyId: number, from: string, to: string): Promise<{ count: number; total: string; tax: string }> {
    return (await sql<{ count: number; total: string; tax: string }>(
      `SELECT count(*)::int AS count, COALESCE(sum(total_amount), 0)::numeric(14,2)::text AS total,
              COALESCE(sum(total_amount - taxable_amount), 0)::numeric(14,2)::text AS tax
         FROM sale_invoices WHERE company_id = $1 AND invoice_date BETWEEN $2 AND $3`,
      [companyId, from, to],
    )).rows[0];
  }

  async recent(companyId: number, from: string, to: string, limit: number) {
    return (await sql<{ id: string; customerName: string; invoiceNumber: string; invoiceDate: string; amount: string }>(
      `SELECT id, customer_name AS "customerName", invoice_number AS "invoiceNumber", to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
              total_amount AS amount
         FROM sale_invoices WHERE company_id = $1 AND invoice_date BETWEEN $2 AND $3 ORDER BY id DESC LIMIT $4`,
      [companyId, from, to, limit],
    )).rows;
  }

  async topSelling(companyId: number, from: string, to: string, limit: number) {
    return (await sql<{ productId: string; productName: string; sp: string; totalSales: string; totalAmount: string }>(
      `SELECT p.id AS "productId", p.name AS "productName", p.sp, sum(it.quantity)::numeric(14,3)::text AS "totalSales",
              sum(it.taxable_amount)::numeric(14,2)::text AS "totalAmount"
         FROM sale_invoice_items it
         JOIN sale_invoices i ON i.company_id = it.company_id AND i.id = it.sale_invoice_id
         JOIN products p ON p.company_id = it.company_id AND p.id = it.product_id
        WHERE it.company_id = $1 AND i.invoice_date BETWEEN $2 AND $3
        GROUP BY p.id, p.name, p.sp
        ORDER BY sum(it.quantity) DESC, sum(it.taxable_amount) DESC, p.id
        LIMIT $4`,
      [companyId, from, to, limit],
    )).rows;
  }
}
