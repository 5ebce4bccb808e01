import {
  amountInWords, applyDiscounts, belowCost, discountProblem, formatPaise, grossPaise, isValidQuantity, normalizeAmountInput, parsePaise,
  stepQuantity, summarizeInvoice, toThousandths, tryParsePaise, type Discount, type DiscountedLine, type InvoiceLineResult, type InvoiceSummary,
} from '@bizdesk/shared';
import type { Product } from '../catalogue';

export interface CartLine {
  product: Product;
  /** Up to 3 decimals. */
  quantity: string;
  /** As typed: "10%" is a percent, "25" (or "₹25", "1,000") rupees off the line; empty for none. */
  discount?: string;
}

/** A line as it will be invoiced: tax on the discounted value, and whether it sells below its purchase price. */
export interface PricedLine extends InvoiceLineResult, DiscountedLine {
  belowCost: boolean;
}

export interface CartTotals extends InvoiceSummary {
  placeOfSupplyStateId: number | null;
  words: string;
  /** Aligned with the cart's lines: null while a line's quantity is unfinished. */
  priced: (PricedLine | null)[];
  /** What is wrong with each line's discount (aligned with the lines), and with the bill's. */
  lineProblems: (string | null)[];
  billProblem: string | null;
  billDiscount: number;
  totalDiscount: number;
}

export { isValidQuantity };

export const DISCOUNT_HINT = 'Type an amount such as 25 or a percent such as 10%';
export const DISCOUNT_PERCENT = 'Discount % must be between 0 and 100 with at most 2 decimals';

/** "10%" -> 10 percent; "25", "₹25", "1,000.50" -> rupees; "" -> none; anything else -> 'invalid'. */
export function parseDiscountText(text: string | undefined | null): Discount | null | 'invalid' {
  const t = (text ?? '').trim();
  if (!t) return null;
  if (t.endsWith('%')) {
    const value = t.slice(0, -1).trim();
    return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? { type: 'PERCENT', value } : 'invalid';
  }
  const value = normalizeAmountInput(t);
  return tryParsePaise(value) !== null && !value.startsWith('-') ? { type: 'AMOUNT', value } : 'invalid';
}

/** The message for a discount that cannot be applied to a value, or null. */
function problemOf(parsed: Discount | null | 'invalid', valuePaise: number, what: string): string | null {
  if (parsed === 'invalid') return DISCOUNT_HINT;
  const problem = discountProblem(valuePaise, parsed);
  if (problem === 'percent') return DISCOUNT_PERCENT;
  if (problem === 'amount') return DISCOUNT_HINT;
  if (problem === 'exceeds') return `Discount cannot be more than ${what} ${formatPaise(valuePaise)}`;
  return null;
}

/** The checkout's discount of a line or the bill: only a valid one is sent. */
export function discountForCheckout(text: string | undefined | null): Discount | null {
  const parsed = parseDiscountText(text);
  return parsed === 'invalid' ? null : parsed;
}

/**
 * The cart priced exactly as the server will price it at checkout (same @bizdesk/shared functions): each line's
 * own discount, then the bill's shared over the lines, GST on what is left; tax-inclusive retail prices split back
 * into taxable value and tax, a bill of supply without tax when the company collects no GST, the total rounded to
 * the rupee; CGST + SGST when the place of supply — the customer's state, or the company's own for a walk-in — is
 * the company's state; IGST otherwise, and always when the company's state is unknown. A discount that cannot be
 * applied is left out of the prices and named in lineProblems / billProblem (checkout waits for it).
 */
export function priceCart(
  lines: CartLine[], companyStateId: number | null, customerStateId: number | null, collectsGst = true, billDiscountText = '',
): CartTotals {
  const placeOfSupply = customerStateId ?? companyStateId;
  const intraState = companyStateId !== null && placeOfSupply === companyStateId;
  const ready = lines.map((l, i) => ({ l, i })).filter(({ l }) => isValidQuantity(l.quantity));
  const lineProblems: (string | null)[] = lines.map(() => null);
  const base = ready.map(({ l, i }) => {
    const unitPricePaise = parsePaise(l.product.sp);
    const quantity = l.quantity.trim();
    const parsed = parseDiscountText(l.discount);
    lineProblems[i] = problemOf(parsed, grossPaise(unitPricePaise, quantity), 'the line value');
    return { unitPricePaise, quantity, discount: lineProblems[i] || parsed === 'invalid' ? null : parsed };
  });
  const subtotal = applyDiscounts(base).lines.reduce((s, l) => s + l.net, 0);
  const billParsed = parseDiscountText(billDiscountText);
  const billProblem = lines.length ? problemOf(billParsed, subtotal, 'the bill') : null;
  const discounted = applyDiscounts(base, billProblem || billParsed === 'invalid' ? null : billParsed);
  let summary: InvoiceSummary;
  try {
    summary = summarizeInvoice(ready.map(({ l }, k) => ({
      hsn: l.product.hsn ?? '',
      description: l.product.name,
      unitPricePaise: base[k]!.unitPricePaise,
      quantity: base[k]!.quantity,
      gstPercent: l.product.taxPercent,
      cess: { type: l.product.cessType, value: String(l.product.cessValue) },
      intraState,
      priceIncludesTax: l.product.priceIncludesTax,
      chargesTax: collectsGst,
      discountPaise: discounted.lines[k]!.discount,
    })));
  } catch {
    // A retail line discounted below the fixed cess it includes: priced without the discounts.
    summary = summarizeInvoice([]);
  }
  const priced: (PricedLine | null)[] = lines.map(() => null);
  ready.forEach(({ l, i }, k) => {
    const result = summary.lines[k];
    if (!result) return;
    const d = discounted.lines[k]!;
    priced[i] = { ...result, ...d, belowCost: belowCost(d.net, parsePaise(l.product.pp), base[k]!.quantity) };
  });
  return {
    ...summary, intraState, placeOfSupplyStateId: placeOfSupply, words: amountInWords(summary.grandTotal),
    priced, lineProblems, billProblem, billDiscount: discounted.billDiscount, totalDiscount: discounted.totalDiscount,
  };
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
