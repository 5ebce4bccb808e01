/**
 * Money: a decimal string of rupees ("1234.50") at the edges, whole paise (number) inside.
 * Never a float in arithmetic. The database column is numeric(14,2), so the largest amount
 * is 999,999,999,999.99 rupees, well inside Number.MAX_SAFE_INTEGER paise.
 */
import { paiseToBigInt, toScaledBigInt, toSafeNumber } from './decimal.js';

/** Largest amount numeric(14,2) can hold, in paise. */
export const MAX_AMOUNT_PAISE = 99_999_999_999_999;

export const RUPEE_SIGN = '\u20B9';

/**
 * Rupees ("1234.5", "-0.05", 1234.5) to whole paise (123450).
 * Throws InvalidAmountError for more than 2 decimals, NaN/Infinity, exponent notation
 * ("1e3"), separators ("1,000") and anything that is not a plain decimal.
 */
export function parsePaise(input: string | number): number {
  return toSafeNumber(toScaledBigInt(input, 2, 'amount'), 'amount');
}

/**
 * Rupees to whole paise as a BigInt, for sums that may pass Number.MAX_SAFE_INTEGER paise (report totals
 * over many maximum amounts: 1,000 x 999,999,999,999.99 rupees).
 */
export function parsePaiseBig(input: string | number): bigint {
  return toScaledBigInt(input, 2, 'amount');
}

/** As parsePaise, but null instead of throwing. */
export function tryParsePaise(input: unknown): number | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  try {
    return parsePaise(input);
  } catch {
    return null;
  }
}

/** Whole paise to a decimal string of rupees with exactly 2 decimals: 123450 -> "1234.50". */
export function paiseToDecimalString(paise: number | bigint): string {
  const value = paiseToBigInt(paise);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A valid entered amount: a plain decimal (string or number), greater than 0, at most
 * 2 decimals, and no larger than numeric(14,2) can store.
 */
export function isValidAmount(value: unknown): boolean {
  const paise = tryParsePaise(value);
  return paise !== null && paise > 0 && paise <= MAX_AMOUNT_PAISE;
}

/** Why an entered rupee amount is refused (null: it is fine). */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'notPositive' | 'negative' | 'tooLarge';

/**
 * The one rule for an entered amount, as a JSON string or number ("1250.50", 1250.5): present, a plain
 * decimal (no exponent, no separators), at most 2 decimals, greater than 0 (or at least 0 with allowZero),
 * and within numeric(14,2). Read through its decimal text, so 0.1 + 0.2 is refused for its decimals.
 */
export function amountProblem(value: unknown, { allowZero = false }: { allowZero?: boolean } = {}): AmountProblem | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'required';
  if (typeof value !== 'string' && typeof value !== 'number') return 'required';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'format';
  if ((text.split('.')[1] ?? '').length > 2) return 'decimals';
  const paise = tryParsePaise(text);
  if (paise === null) return 'format';
  if (allowZero ? paise < 0 : paise <= 0) return allowZero ? 'negative' : 'notPositive';
  if (paise > MAX_AMOUNT_PAISE) return 'tooLarge';
  return null;
}

/** Indian digit grouping of a string of digits: "1234567" -> "12,34,567". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}`;
}

function formatPaiseBig(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${RUPEE_SIGN}${groupIndian(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/**
 * Rupees (decimal string or number) for display: "1234567.89" -> "₹12,34,567.89",
 * -1234 -> "-₹1,234.00". Throws InvalidAmountError on input parsePaise refuses.
 */
export function formatRupees(value: string | number): string {
  return formatPaiseBig(toScaledBigInt(value, 2, 'amount'));
}

/** Whole paise for display: 123456789 -> "₹12,34,567.89". */
export function formatPaise(paise: number | bigint): string {
  return formatPaiseBig(paiseToBigInt(paise));
}

/** Sums decimal-string amounts exactly: addAmounts("0.10", "0.20") -> "0.30". */
export function addAmounts(...values: Array<string | number>): string {
  let total = 0n;
  for (const v of values) total += toScaledBigInt(v, 2, 'amount');
  return paiseToDecimalString(total);
}
