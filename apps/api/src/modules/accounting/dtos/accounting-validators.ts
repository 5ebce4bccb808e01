import { ValidateBy } from 'class-validator';

/** A positive whole-number id (a selected option); 0, '' and missing give the "please select" message. */
export const IsSelectedId = (message: string) =>
  ValidateBy({
    name: 'isSelectedId',
    validator: { validate: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 },
  }, { message });

export const toTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const toTrimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value === undefined ? null : value;
/** '' / null / undefined -> undefined; numeric strings -> numbers (select values arrive either way). */
export const toOptionalNumber = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === undefined ? undefined : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
