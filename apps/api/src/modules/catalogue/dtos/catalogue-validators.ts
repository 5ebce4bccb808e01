import { CESS_RATE_DECIMALS, gstRateBasisPoints, isIsoDate, isValidAmount, MAX_AMOUNT_PAISE, parsePaise, paiseToDecimalString, tryParsePaise } from '@bizdesk/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Validators for the catalogue's numbers. Note on order: with stopAtFirstError, class-validator
 * checks a property's decorators bottom-up, so the "required" rule sits closest to the property.
 */

const isNumberLike = (v: unknown): v is string | number => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');

/** A rupee amount greater than 0 with at most 2 decimals that fits numeric(14,2). */
export const IsPositiveAmount = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isPositiveAmount', validator: { validate: (v) => isNumberLike(v) && isValidAmount(typeof v === 'string' ? v.trim() : v) } }, options);

/** A GST rate from 0 to 100 with at most 2 decimals. */
export const IsGstPercent = (options?: ValidationOptions) =>
  ValidateBy({
    name: 'isGstPercent',
    validator: {
      validate: (v) => {
        if (!isNumberLike(v)) return false;
        try {
          gstRateBasisPoints(v);
          return true;
        } catch {
          return false;
        }
      },
    },
  }, options);

/** Cess value: a positive number, up to 3 decimals (percent) — the fixed kind is checked for 2 in the service. */
export const IsCessValue = (options?: ValidationOptions) =>
  ValidateBy({
    name: 'isCessValue',
    validator: {
      validate: (v) => {
        if (!isNumberLike(v)) return false;
        const text = String(v).trim();
        const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
        return !!m && (m[2]?.length ?? 0) <= CESS_RATE_DECIMALS && Number(text) > 0;
      },
    },
  }, options);

/** HSN/SAC: 4, 6 or 8 digits. */
export const IsHsn = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isHsn', validator: { validate: (v) => typeof v === 'string' && /^(\d{4}|\d{6}|\d{8})$/.test(v) } }, options);

/** "120" / 120 / "120.5" -> "120.50" (validated before this runs). */
export function toAmountString(v: string | number): string {
  return paiseToDecimalString(parsePaise(typeof v === 'string' ? v.trim() : v));
}

export { trim } from '../../../core/http/dto-transforms.js';
/** '' and null become undefined so @IsOptional treats them as "not given". */
export const emptyToUndefined = ({ value }: { value: unknown }) => {
  if (value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
};

/** A quantity greater than 0 with at most 3 decimals (1.5 kg, 0.125 l). */
export const IsQuantity = (options?: ValidationOptions) =>
  ValidateBy({
    name: 'isQuantity',
    validator: {
      validate: (v) => {
        if (!isNumberLike(v)) return false;
        const text = String(v).trim();
        return /^\d{1,10}(\.\d{1,3})?$/.test(text) && Number(text) > 0;
      },
    },
  }, options);

/** A rupee amount of 0 or more with at most 2 decimals that fits numeric(14,2). */
export const IsNonNegativeAmount = (options?: ValidationOptions) =>
  ValidateBy({
    name: 'isNonNegativeAmount',
    validator: {
      validate: (v) => {
        if (!isNumberLike(v)) return false;
        const paise = tryParsePaise(typeof v === 'string' ? v.trim() : v);
        return paise !== null && paise >= 0 && paise <= MAX_AMOUNT_PAISE;
      },
    },
  }, options);

/** A calendar date written yyyy-MM-dd. */
export const IsCalendarDate = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (v) => isIsoDate(v) } }, options);
