import { isValidGstin, isValidIfscFormat, isValidPan } from '@bizdesk/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** GSTIN by its format and GSTN check digit (packages/shared). Empty values are left to @IsOptional. */
export const IsGstin = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isGstin', validator: { validate: (v) => typeof v === 'string' && isValidGstin(v) } }, options);

export const IsPan = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isPan', validator: { validate: (v) => typeof v === 'string' && isValidPan(v) } }, options);

export const IsIfsc = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isIfsc', validator: { validate: (v) => typeof v === 'string' && isValidIfscFormat(v) } }, options);

/**
 * The field must be present: not missing, null or blank. Put it NEAREST the property (class-validator
 * checks that decorator first with stopAtFirstError), so a missing field answers its "required" message
 * rather than a length or format message meant for a bad value.
 */
export const Required = (message: string) =>
  ValidateBy({
    name: 'required',
    validator: { validate: (v) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '') },
  }, { message });

/** Exactly ten digits, the spec's phone rule. */
export const IsTenDigitPhone = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isTenDigitPhone', validator: { validate: (v) => typeof v === 'string' && /^\d{10}$/.test(v) } }, options);

/** 8 to 15 characters with at least one digit and one non-alphanumeric character (company passwords). */
export const IsStrongCompanyPassword = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isStrongCompanyPassword',
      validator: {
        validate: (v) => typeof v === 'string' && v.length >= 8 && v.length <= 15 && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
      },
    },
    options,
  );
