import type { Expr, Selection } from '../../../core/database/typed-select.js';

/**
 * The GST amounts of a document or of one of its lines, as pg answers numeric (text): purchase orders and their items
 * here, credit notes and their items in sales (through modules/inventory/index.ts).
 */
export interface GstAmounts {
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  cessAmount: string;
}

/** The GST amounts and the total: what a whole line or document carries. */
export interface GstTotals extends GstAmounts {
  totalAmount: string;
}

/** The stored amount columns of a row (a document or a line) every such table names alike. */
interface AmountColumns {
  taxable_amount: Expr<string>;
  cgst_amount: Expr<string>;
  sgst_amount: Expr<string>;
  igst_amount: Expr<string>;
  cess_amount: Expr<string>;
  total_amount: Expr<string>;
}

/** The typed selection of a row's amounts and total: `{ ...gstTotalsOf(columnsOf('purchase_orders', 'o')), ... }`. */
export function gstTotalsOf(x: AmountColumns): Selection<GstTotals> {
  return {
    taxableAmount: x.taxable_amount, cgstAmount: x.cgst_amount, sgstAmount: x.sgst_amount, igstAmount: x.igst_amount,
    cessAmount: x.cess_amount, totalAmount: x.total_amount,
  };
}
