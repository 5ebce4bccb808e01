/**
 * IFSC format: 4 letters (bank), the digit 0 (reserved), 6 letters or digits (branch).
 * This checks the shape only; whether the branch exists needs the published IFSC list.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function normalizeIfsc(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidIfscFormat(value: unknown): value is string {
  return typeof value === 'string' && IFSC_PATTERN.test(value);
}
