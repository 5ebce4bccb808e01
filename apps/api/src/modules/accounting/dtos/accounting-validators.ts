import { isIsoDate, MAX_AMOUNT_PAISE, tryParsePaise } from '@bizdesk/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** Why an entered amount is refused, or null: required, a plain decimal, at most 2 decimals, > 0, fits numeric(14,2). */
export function amountProblem(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return M.amountRequired;
  if (typeof value !== 'string' && typeof value !== 'number') return M.amountRequired;
  const text = String(value).trim();
  if (!PLAIN_DECIMAL.test(text)) return M.amountPositive;
  if ((text.split('.')[1] ?? '').length > 2) return M.amountDecimals;
  const paise = tryParsePaise(text);
  if (paise === null || paise <= 0) return M.amountPositive;
  if (paise > MAX_AMOUNT_PAISE) return M.amountTooLarge;
  return null;
}

/** Rupees as a JSON string or number: "1250.50" or 1250.5; never more than 2 decimals, always > 0. */
export const IsRupeeAmount = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isRupeeAmount',
      validator: {
        validate: (v) => amountProblem(v) === null,
        defaultMessage: (args) => amountProblem(args?.value) ?? M.amountPositive,
      },
    },
    options,
  );

/** A calendar date "yyyy-MM-dd"; `required` is the message for a missing value, `invalid` for a bad one. */
export const IsCalendarDate = (required: string, invalid: string) =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (v) => isIsoDate(v),
      defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? required : invalid),
    },
  });

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
