/**
 * Document numbers: KIND/YYYY/NNNNN, e.g. INV/2627/00042 for the 42nd invoice of FY 2026-27.
 * GST allows at most 16 characters, unique per financial year. The year is written short (2627)
 * and the sequence grows past five digits instead of overflowing, so even INV/2627/1234567 fits.
 */
import { indianFinancialYear, type DateInput } from './dates.js';

export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/** The financial year of a date, compacted: 2026-11-23 (FY 2026-27) -> "2627". */
export function financialYearCode(date: DateInput): string {
  const start = Number(indianFinancialYear(date).startDate.slice(0, 4));
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The running number `sequence` of a kind in the financial year of `date`. Throws past 16 characters. */
export function formatDocumentNumber(kind: string, date: DateInput, sequence: number): string {
  if (!/^[A-Z]{1,4}$/.test(kind)) throw new RangeError(`document kind "${kind}" must be 1 to 4 capital letters`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('sequence must be a positive whole number');
  const number = `${kind}/${financialYearCode(date)}/${String(sequence).padStart(5, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) throw new RangeError(`${kind} numbers of this year are exhausted`);
  return number;
}
