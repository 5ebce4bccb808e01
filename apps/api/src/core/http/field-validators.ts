import {
  amountProblem, gstRateBasisPoints, isIsoDate, normalizeAmountInput, isValidGstin, isValidIfscFormat, isValidPan, isValidQuantity, type AmountProblem,
} from '@bizdesk/shared';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

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

/**
 * The shared value rules of the DTOs (issue 8: one of each, used by every module). Messages are the
 * caller's, word for word from the spec.
 */

/** What to say for each way an amount can be wrong; `invalid` covers the ones not named. */
export type AmountMessages = Partial<Record<AmountProblem, string>> & { invalid: string };

/**
 * A rupee amount as a JSON string or number (packages/shared `amountProblem`): > 0 (or >= 0 with
 * allowZero), at most 2 decimals, within numeric(14,2). One message, or one per problem.
 */
export const IsRupeeAmount = (messages: string | AmountMessages, rule: { allowZero?: boolean } = {}): PropertyDecorator => {
  const validate = ValidateBy({
    name: 'isRupeeAmount',
    validator: { validate: (v) => amountProblem(v, rule) === null },
  }, {
    message: (args: ValidationArguments) => {
      if (typeof messages === 'string') return messages;
      const problem = amountProblem(args.value, rule);
      return (problem && messages[problem]) || messages.invalid;
    },
  });
  const indian = IndianAmount();
  // Every rupee amount of the API is read as Indians write it (issue 27 item 6): "2,990", "1,00,000.50", " 50000 ".
  return (target, key) => {
    indian(target, key);
    validate(target, key);
  };
};

/**
 * An amount as people type it, made plain before validation (packages/shared `normalizeAmountInput`): Indian or western
 * grouping commas, a leading ₹ and surrounding spaces go; anything else is left for the amount rule to refuse.
 * IsRupeeAmount applies it; a field with its own amount rule (a credit limit) adds it.
 */
export const IndianAmount = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? normalizeAmountInput(value) : value));

/**
 * A calendar date written yyyy-MM-dd that exists (2026-02-30 does not). With `required`, a missing
 * value gets that message and a malformed one `invalid`.
 */
export const IsCalendarDate = (invalid: string, required?: string) =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: { validate: (v) => isIsoDate(v) },
  }, {
    message: (args: ValidationArguments) =>
      required && (args.value === undefined || args.value === null || args.value === '') ? required : invalid,
  });

/** A quantity greater than 0 with at most 3 decimals (1.5 kg, 0.125 l): packages/shared `isValidQuantity`. */
export const IsQuantity = (message: string) =>
  ValidateBy({ name: 'isQuantity', validator: { validate: (v) => isValidQuantity(v) } }, { message });

/** A GST rate from 0 to 100 with at most 2 decimals. */
export const IsGstPercent = (message: string) =>
  ValidateBy({
    name: 'isGstPercent',
    validator: {
      validate: (v) => {
        if (typeof v !== 'number' && !(typeof v === 'string' && v.trim() !== '')) return false;
        try {
          gstRateBasisPoints(v);
          return true;
        } catch {
          return false;
        }
      },
    },
  }, { message });
