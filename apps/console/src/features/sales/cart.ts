import { amountInWords, parsePaise, summarizeInvoice, type InvoiceSummary } from '@bizdesk/shared';
import type { Product } from '../catalogue/api/catalogue-types';

export interface CartLine {
  product: Product;
  /** Up to 3 decimals. */
  quantity: string;
}

export interface CartTotals extends InvoiceSummary {
  placeOfSupplyStateId: number | null;
  words: string;
}

const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;

export function isValidQuantity(quantity: string): boolean {
  return QUANTITY.test(quantity.trim()) && Number(quantity) > 0;
}

/**
 * The cart priced exactly as the server will price it at checkout (same @bizdesk/shared function):
 * tax-inclusive retail prices split back into taxable value and tax, a bill of supply without tax
 * when the company collects no GST, the total rounded to the rupee;
 * CGST + SGST when the place of supply — the customer's state, or the company's own for a walk-in —
 * is the company's state; IGST otherwise, and always when the company's state is unknown.
 */
export function priceCart(lines: CartLine[], companyStateId: number | null, customerStateId: number | null, collectsGst = true): CartTotals {
  const placeOfSupply = customerStateId ?? companyStateId;
  const intraState = companyStateId !== null && placeOfSupply === companyStateId;
  const summary = summarizeInvoice(
    lines
      .filter((l) => isValidQuantity(l.quantity))
      .map((l) => ({
        hsn: l.product.hsn ?? '',
        description: l.product.name,
        unitPricePaise: parsePaise(l.product.sp),
        quantity: l.quantity.trim(),
        gstPercent: l.product.taxPercent,
        cess: { type: l.product.cessType, value: String(l.product.cessValue) },
        intraState,
        priceIncludesTax: l.product.priceIncludesTax,
        chargesTax: collectsGst,
      })),
  );
  return { ...summary, intraState, placeOfSupplyStateId: placeOfSupply, words: amountInWords(summary.grandTotal) };
}

/** How much of a product is still free to add: on hand minus what the cart holds (thousandths, exact). */
export function availableToAdd(product: Product, onHand: string | undefined, lines: CartLine[]): number {
  const inCart = lines.find((l) => l.product.id === product.id);
  const held = inCart && isValidQuantity(inCart.quantity) ? Math.round(Number(inCart.quantity) * 1000) : 0;
  return Math.round(Number(onHand ?? '0') * 1000) - held;
}

/** Whether one more unit may go into the cart: refused before checkout when the warehouse lacks it. */
export function canAddOne(product: Product, onHand: string | undefined, lines: CartLine[], allowNegativeStock: boolean): boolean {
  return allowNegativeStock || availableToAdd(product, onHand, lines) >= 1000;
}

/** Adds one unit of a product, or one more of it when it is already in the cart. */
export function addToCart(lines: CartLine[], product: Product): CartLine[] {
  const existing = lines.find((l) => l.product.id === product.id);
  if (!existing) return [...lines, { product, quantity: '1' }];
  return lines.map((l) => (l === existing ? { ...l, quantity: stepQuantity(l.quantity, 1) } : l));
}

/** quantity + delta, never below 1 unit (remove the line instead); keeps decimals exact. */
export function stepQuantity(quantity: string, delta: number): string {
  const thousandths = Math.round(Number(isValidQuantity(quantity) ? quantity : '1') * 1000) + delta * 1000;
  const next = Math.max(thousandths, 1000);
  return next % 1000 === 0 ? String(next / 1000) : (next / 1000).toFixed(3).replace(/0+$/, '');
}

/**
 * Whether a cart line asks for more than the warehouse holds (a typed quantity, or "+" past the stock):
 * the line is flagged and checkout waits, rather than failing at the server. Never when the company allows
 * negative stock, nor while the quantity is still being typed.
 */
export function exceedsStock(line: CartLine, onHand: string | undefined, allowNegativeStock: boolean): boolean {
  if (allowNegativeStock || !isValidQuantity(line.quantity)) return false;
  return Math.round(Number(line.quantity) * 1000) > Math.round(Number(onHand ?? '0') * 1000);
}
