import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { SaleInvoiceEntity } from '../entities/sale-invoice.entity.js';

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

  async insert(invoice: Partial<SaleInvoiceEntity>): Promise<number> {
    const saved = await this.repo().save(this.repo().create(invoice), { transaction: false });
    return Number(saved.id);
  }

  async setJournal(companyId: number, id: number, groupId: string): Promise<void> {
    await sql(`UPDATE sale_invoices SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, groupId]);
  }

  /** All lines in one statement (one round trip, whatever the cart's size). */
  async insertItems(companyId: number, invoiceId: number, items: (Omit<SaleItemRow, 'productId'> & { productId: number })[]): Promise<void> {
    await sql(
      `INSERT INTO sale_invoice_items (company_id, sale_invoice_id, line_no, product_id, product_name, hsn, quantity, rate, gst_percent,
         cess_type, cess_value, taxable_amount, cgst_amount, sgst_amount, igst_amount, cess_amount, total_amount, price_includes_tax, uqc,
         discount_amount, discount_percent, bill_discount_amount)
       SELECT $1, $2, t.*
         FROM unnest($3::int[], $4::bigint[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::text[], $11::numeric[],
                     $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::boolean[], $19::text[],
                     $20::numeric[], $21::numeric[], $22::numeric[])
              AS t(line_no, product_id, product_name, hsn, quantity, rate, gst_percent, cess_type, cess_value, taxable_amount, cgst_amount,
                   sgst_amount, igst_amount, cess_amount, total_amount, price_includes_tax, uqc, discount_amount, discount_percent, bill_discount_amount)`,
      [companyId, invoiceId, items.map((i) => i.lineNo), items.map((i) => i.productId), items.map((i) => i.productName), items.map((i) => i.hsn),
        items.map((i) => i.quantity), items.map((i) => i.rate), items.map((i) => i.gstPercent), items.map((i) => i.cessType),
        items.map((i) => i.cessValue), items.map((i) => i.taxableAmount), items.map((i) => i.cgstAmount), items.map((i) => i.sgstAmount),
        items.map((i) => i.igstAmount), items.map((i) => i.cessAmount), items.map((i) => i.totalAmount), items.map((i) => i.priceIncludesTax),
        items.map((i) => i.uqc), items.map((i) => i.discountAmount), items.map((i) => i.discountPercent), items.map((i) => i.billDiscountAmount)],
    );
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
