/**
 * PAN: five letters, four digits, one letter (AAAAA9999A). The fourth letter is the
 * holder type; the fifth is the initial of the surname or name.
 */

export const PAN_HOLDER_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm / LLP',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
} as const;

export type PanHolderType = keyof typeof PAN_HOLDER_TYPES;

/** The structural PAN pattern, without the holder-type rule. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Upper-cases and trims, for normalising user input before validation. */
export function normalizePan(value: string): string {
  return value.trim().toUpperCase();
}

/** A valid PAN: AAAAA9999A with a known holder type as the 4th character. Case-sensitive (upper). */
export function isValidPan(value: unknown): value is string {
  return typeof value === 'string' && PAN_PATTERN.test(value) && value[3] in PAN_HOLDER_TYPES;
}

/** The holder type of a valid PAN, or null. */
export function panHolderType(pan: string): PanHolderType | null {
  return isValidPan(pan) ? (pan[3] as PanHolderType) : null;
}
