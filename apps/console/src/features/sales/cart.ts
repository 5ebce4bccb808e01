import {
  amountInWords, isValidQuantity, parsePaise, stepQuantity, summarizeInvoice, toThousandths, type InvoiceSummary,
} from '@bizdesk/shared';
import type { Product } from '../catalogue';

export interface CartLine {
  product: Product;
  /** Up to 3 decimals. */
  quantity: string;
}

export interface CartTotals extends InvoiceSummary {
  placeOfSupplyStateId: number | null;
  words: string;
}

export { isValidQuantity };

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
  const held = inCart && isValidQuantity(inCart.quantity) ? toThousandths(inCart.quantity) : 0n;
  const stock = onHand?.trim().startsWith('-') ? -toThousandths(onHand.trim().slice(1)) : toThousandths(onHand ?? '0');
  return Number(stock - held);
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

/** quantity + delta, never below 1 unit (remove the line instead); exact (packages/shared). */
export { stepQuantity };

/**
 * Whether a cart line asks for more than the warehouse holds (a typed quantity, or "+" past the stock):
 * the line is flagged and checkout waits, rather than failing at the server. Never when the company allows
 * negative stock, nor while the quantity is still being typed.
 */
export function exceedsStock(line: CartLine, onHand: string | undefined, allowNegativeStock: boolean): boolean {
  if (allowNegativeStock || !isValidQuantity(line.quantity)) return false;
  return Math.round(Number(line.quantity) * 1000) > Math.round(Number(onHand ?? '0') * 1000);
}
