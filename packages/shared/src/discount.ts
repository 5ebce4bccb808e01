/**
 * Discounts at the counter (issue 31 item 5), exact in paise and shared by the POS cart and the checkout, so the
 * console shows what the invoice will say.
 *
 * A line's gross value is unit price x quantity (half-up to the paisa), in the price's own terms (tax-inclusive for
 * a retail price, before tax for a B2B one). Its own discount is an amount in rupees or a percent of that gross
 * (half-up). The bill discount, an amount or a percent of what the lines come to after their own discounts, is
 * shared among the lines in proportion to that (largest remainder, the earlier line first on a tie), so the shares
 * add up to it exactly. GST and cess are then computed on each line's discounted value (gst.ts `discountPaise`).
 */
import { InvalidAmountError, divRoundHalfUp, paiseToBigInt, toSafeNumber, toScaledBigInt } from './decimal.js';
import { QUANTITY_DECIMALS } from './quantity.js';

export const DISCOUNT_TYPES = ['AMOUNT', 'PERCENT'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface Discount {
  type: DiscountType;
  /** AMOUNT: rupees, up to 2 decimals. PERCENT: 0 to 100, up to 2 decimals. */
  value: string | number;
}

/** What is wrong with a discount on a value, or null: a bad percent, a bad amount, or more than the value. */
export type DiscountProblem = 'percent' | 'amount' | 'exceeds';

const PERCENT_SCALE = 100n; // hundredths of a percent
const QTY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);

function scaled(value: string | number, scale: number): bigint | null {
  try {
    return toScaledBigInt(value, scale);
  } catch {
    return null;
  }
}

export function discountProblem(valuePaise: number, d: Discount | null | undefined): DiscountProblem | null {
  if (!d) return null;
  if (d.type === 'PERCENT') {
    const p = scaled(d.value, 2);
    return p === null || p < 0n || p > 100n * PERCENT_SCALE ? 'percent' : null;
  }
  const a = scaled(d.value, 2);
  if (a === null || a < 0n) return 'amount';
  return a > BigInt(valuePaise) ? 'exceeds' : null;
}

/** The paise a valid discount takes off a value (throws InvalidAmountError when discountProblem is not null). */
export function discountOn(valuePaise: number, d: Discount | null | undefined): number {
  if (!d) return 0;
  const problem = discountProblem(valuePaise, d);
  if (problem) throw new InvalidAmountError(`discount: ${problem}`);
  const v = BigInt(valuePaise);
  if (d.type === 'PERCENT') return toSafeNumber(divRoundHalfUp(v * toScaledBigInt(d.value, 2), 100n * PERCENT_SCALE));
  return toSafeNumber(toScaledBigInt(d.value, 2));
}

/** Splits `totalPaise` over `weights` in proportion, exactly: floors, then the largest remainders get a paisa each. */
export function apportionPaise(totalPaise: number, weights: readonly number[]): number[] {
  const total = paiseToBigInt(totalPaise, 'discount');
  const w = weights.map((x) => paiseToBigInt(x, 'weight'));
  const sum = w.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0);
  const shares = w.map((x) => (total * x) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const order = w.map((x, i) => ({ i, rem: (total * x) % sum })).sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map((s) => toSafeNumber(s));
}

export interface DiscountableLine {
  unitPricePaise: number;
  quantity: string | number;
  discount?: Discount | null;
}

export interface DiscountedLine {
  /** unit price x quantity */
  gross: number;
  /** the line's own discount */
  lineDiscount: number;
  /** its share of the bill discount */
  billShare: number;
  /** lineDiscount + billShare: what gst.ts takes off the line */
  discount: number;
  /** gross - discount */
  net: number;
}

export interface DiscountedCart {
  lines: DiscountedLine[];
  billDiscount: number;
  totalDiscount: number;
}

/** gross value of a line: unit price x quantity, half-up to the paisa. */
export function grossPaise(unitPricePaise: number, quantity: string | number): number {
  return toSafeNumber(divRoundHalfUp(paiseToBigInt(unitPricePaise) * toScaledBigInt(quantity, QUANTITY_DECIMALS, 'quantity'), QTY_SCALE));
}

/** Every line's own discount, then the bill discount shared over what is left (valid discounts only). */
export function applyDiscounts(lines: readonly DiscountableLine[], bill?: Discount | null): DiscountedCart {
  const first = lines.map((l) => {
    const gross = grossPaise(l.unitPricePaise, l.quantity);
    const lineDiscount = discountOn(gross, l.discount);
    return { gross, lineDiscount, after: gross - lineDiscount };
  });
  const subtotal = first.reduce((s, l) => s + l.after, 0);
  const billDiscount = discountOn(subtotal, bill);
  const shares = apportionPaise(billDiscount, first.map((l) => l.after));
  const out = first.map((l, i) => ({
    gross: l.gross, lineDiscount: l.lineDiscount, billShare: shares[i], discount: l.lineDiscount + shares[i], net: l.after - shares[i],
  }));
  return { lines: out, billDiscount, totalDiscount: out.reduce((s, l) => s + l.discount, 0) };
}

/** Whether a line's discounted value is below its cost (cost per unit x quantity, half-up): sold at a loss. */
export function belowCost(netPaise: number, unitCostPaise: number, quantity: string | number): boolean {
  return netPaise < grossPaise(unitCostPaise, quantity);
}

/** Change due for cash handed over, or null when it does not cover the total (paise). */
export function changeDue(cashReceivedPaise: number, totalPaise: number): number | null {
  return cashReceivedPaise >= totalPaise ? cashReceivedPaise - totalPaise : null;
}
