/**
 * Quantities (1.5 kg, 0.125 l): up to 3 decimals, added and compared as whole thousandths (bigint),
 * never as floats. The one quantity helper of the API and the console.
 */
import { toScaledBigInt } from './decimal.js';

/** Quantities may carry up to 3 decimals. */
export const QUANTITY_DECIMALS = 3;
const SCALE = 1000n;
const QUANTITY = /^\d{1,10}(\.\d{1,3})?$/;

/** A quantity as entered: greater than 0, at most 10 whole digits and 3 decimals ("2", "1.5", 0.125). */
export function isValidQuantity(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).trim();
  return QUANTITY.test(text) && toScaledBigInt(text, QUANTITY_DECIMALS) > 0n;
}

/** "3.5" -> 3500n. Throws for what is not a non-negative quantity with at most 3 decimals. */
export function toThousandths(quantity: string | number): bigint {
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(quantity).trim());
  if (!m) throw new Error(`invalid quantity ${quantity}`);
  return BigInt(m[1]) * SCALE + BigInt((m[2] ?? '').padEnd(3, '0'));
}

/** 3500n -> "3.500" (always 3 decimals, as numeric(14,3) answers). */
export function fromThousandths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / SCALE}.${(abs % SCALE).toString().padStart(3, '0')}`;
}

/** Sums the quantities of lines that share a product: [{productId, quantity}] -> Map(productId -> "3.500"), by product id. */
export function quantitiesByProduct(lines: { productId: number; quantity: string | number }[]): Map<number, string> {
  const totals = new Map<number, bigint>();
  for (const l of lines) totals.set(l.productId, (totals.get(l.productId) ?? 0n) + toThousandths(l.quantity));
  return new Map([...totals].sort(([a], [b]) => a - b).map(([id, q]) => [id, fromThousandths(q)]));
}

/** For display: "2.500" -> "2.5", "3.000" -> "3". */
export function displayQuantity(quantity: string | number): string {
  const text = String(quantity);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** quantity + whole units, never below `floor` units; "2.5" + 1 -> "3.5". Exact. */
export function stepQuantity(quantity: string, deltaUnits: number, floorUnits = 1): string {
  const base = isValidQuantity(quantity) ? toThousandths(quantity) : SCALE;
  const next = base + BigInt(deltaUnits) * SCALE;
  const floor = BigInt(floorUnits) * SCALE;
  return displayQuantity(fromThousandths(next < floor ? floor : next));
}
