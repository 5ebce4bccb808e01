import { CESS_RATE_DECIMALS, paiseToDecimalString, parsePaise } from '@bizdesk/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Validators for the catalogue's numbers. Note on order: with stopAtFirstError, class-validator
 * checks a property's decorators bottom-up, so the "required" rule sits closest to the property.
 */

const isNumberLike = (v: unknown): v is string | number => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');

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

