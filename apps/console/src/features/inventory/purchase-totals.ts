import { normalizeAmountInput, parsePaise, summarizeInvoice, tryParsePaise, type InvoiceSummary } from '@bizdesk/shared';
import type { Product } from '../catalogue';

export interface DraftLine {
  productId?: number;
  quantity?: string;
  rate?: string;
  gstPercent?: string;
}

const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The totals the server will compute, as the user types: the same @bizdesk/shared function, at
 * the line's rate (else the purchase price) and GST (else the product's), with the product's cess; no GST at all
 * from a supplier that may not charge it (`chargesTax`: the party option's `chargesGst`).
 * Lines that are not complete yet are left out.
 */
export function draftTotals(lines: DraftLine[], products: Map<number, Product>, intraState: boolean, chargesTax = true): InvoiceSummary {
  const ready = lines.flatMap((l) => {
    const p = l.productId ? products.get(l.productId) : undefined;
    const quantity = l.quantity?.trim() ?? '';
    const rate = normalizeAmountInput(l.rate ?? '') || p?.pp || '';
    const gst = l.gstPercent?.trim() || (p ? String(p.taxPercent) : '');
    if (!p || !QUANTITY.test(quantity) || Number(quantity) <= 0 || tryParsePaise(rate) === null || !PERCENT.test(gst) || Number(gst) > 100) return [];
    return [{
      hsn: p.hsn ?? '',
      unitPricePaise: parsePaise(rate),
      quantity,
      gstPercent: gst,
      cess: { type: p.cessType, value: String(p.cessValue) },
      intraState,
      chargesTax,
    }];
  });
  return summarizeInvoice(ready);
}
