/**
 * GSTIN: 15 characters.
 *   1-2   state code (01-38, 97 Other Territory, 99 Centre Jurisdiction)
 *   3-12  PAN of the taxpayer (AAAAA9999A)
 *   13    entity number for that PAN in the state (1-9, then A-Z)
 *   14    'Z' by default
 *   15    check character (GST Network's mod-36 algorithm, see gstinCheckDigit)
 */

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^([0-9]{2})([A-Z]{5}[0-9]{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

function isValidGstinStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/**
 * Check character for the first 14 characters of a GSTIN: each character's value (0-9,
 * A-Z = 10-35) is multiplied by 1 and 2 alternately from the left; each product is split
 * into quotient and remainder by 36 and both are summed; the check value is
 * (36 - sum mod 36) mod 36.
 */
export function gstinCheckDigit(first14: string): string {
  if (first14.length !== 14) throw new RangeError('gstinCheckDigit needs the first 14 characters');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARSET.indexOf(first14[i]);
    if (value < 0) throw new RangeError(`Invalid GSTIN character "${first14[i]}"`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** Upper-cases and trims, for normalising user input before validation. */
export function normalizeGstin(value: string): string {
  return value.trim().toUpperCase();
}

/** Structure, state code and check digit. Case-sensitive: normalise input first. */
export function isValidGstin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = GSTIN_PATTERN.exec(value);
  if (!match || !isValidGstinStateCode(match[1])) return false;
  return gstinCheckDigit(value.slice(0, 14)) === value[14];
}

/** "27" for a valid GSTIN, otherwise null. */
export function gstinStateCode(gstin: string): string | null {
  return isValidGstin(gstin) ? gstin.slice(0, 2) : null;
}

/** The embedded PAN ("AAPFU0939F") of a valid GSTIN, otherwise null. */
export function panFromGstin(gstin: string): string | null {
  return isValidGstin(gstin) ? gstin.slice(2, 12) : null;
}
