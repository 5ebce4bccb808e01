import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Length, MaxLength, Min, MinLength, ValidateNested,
} from 'class-validator';
import { normalizePhone } from '@bizdesk/shared';
import { booleanText, optionalText, textOrNull, trim } from './dto-transforms.js';
import { IsQuantity, IsRupeeAmount, IsTenDigitPhone, Required, type AmountMessages } from './field-validators.js';

/**
 * Composite DTO decorators for the stacks every save body repeated (issue 25 item 5). Each lists its parts top
 * to bottom as they were written above the property; {@link stack} applies the bottom one first, as stacked
 * decorators are, so class-validator checks them in the same order and the first message stays the same.
 */
const WHOLE_ID = 'id must be a whole number';

/** Decorators in the order they are written above a property: the bottom one applies first. */
export function stack(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** `id` of a save body, required: 0 creates, an existing id edits. `description` e.g. '0 for a new shift'. */
export function SaveId(description: string, message: string = WHOLE_ID): PropertyDecorator {
  return stack(ApiProperty({ description }), Type(() => Number), IsInt({ message }), Min(0, { message }), Required('id is required'));
}

const zeroIfAbsent = ({ value }: { value: unknown }) => (value === undefined || value === null || value === '' ? 0 : Number(value));

/** `id` of a save body that may be left out (absent, null or blank is 0: creates). Initialise the property `= 0`. */
export function OptionalSaveId(message: string = WHOLE_ID): PropertyDecorator {
  return stack(
    ApiPropertyOptional({ description: '0 (or absent) creates; an existing id edits', default: 0 }),
    Transform(zeroIfAbsent),
    IsInt({ message }),
    Min(0, { message }),
  );
}

export interface TextMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/** A required text, trimmed, `min`..`max` characters (a master's name: 2..100): the spec's three messages. */
export function TrimmedText(min: number, max: number, m: TextMessages): PropertyDecorator {
  return stack(
    ApiProperty({ minLength: min, maxLength: max }),
    Transform(trim),
    MaxLength(max, { message: m.tooLong }),
    MinLength(min, { message: m.tooShort }),
    IsNotEmpty({ message: m.required }),
    IsString({ message: m.required }),
  );
}

/**
 * A phone as people type or paste it (issue 31 item 1): `+91 98220 00001`, ` 98200 55555 `, the landline
 * `080-41234567` are read as their 10 digits (normalizePhone) before the spec's "exactly 10 digits" rule
 * runs, so the rule's message is kept for what is really wrong. Non-strings pass through to the validators.
 */
export const phoneInput = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalizePhone(value) : value);

/** The optional form: blank or null is not given (optionalText), otherwise as {@link phoneInput}. */
export const optionalPhoneInput = ({ value }: { value: unknown }) => {
  const text = optionalText({ value });
  return typeof text === 'string' ? normalizePhone(text) : text;
};

/**
 * A field that may be left out: blank or null is not given (optionalText, then IsOptional), otherwise
 * `rules` check it, written top to bottom as above a property. `api` documents it (ApiPropertyOptional).
 */
export function OptionalField(api: ApiPropertyOptions, ...rules: PropertyDecorator[]): PropertyDecorator {
  return stack(ApiPropertyOptional(api), Transform(optionalText), IsOptional(), ...rules);
}

/** An optional text of at most `max` characters (a note, a reference): one message for too long or not text. */
export function OptionalText(max: number, message: string): PropertyDecorator {
  return OptionalField({ maxLength: max }, MaxLength(max, { message }), IsString({ message }));
}

/** The id of a record picked from a list (a supplier, a warehouse): a whole number from 1; 0 or text is `message`. */
const pickedId = (message: string) => [Type(() => Number), Min(1, { message }), IsInt({ message })];

/**
 * A required picked id (`supplierId`). `nearest` are checked first (written below), e.g. Required('Supplier is
 * required') so that a missing value has its own message.
 */
export function PickedId(message: string, ...nearest: PropertyDecorator[]): PropertyDecorator {
  return stack(ApiProperty(), ...pickedId(message), ...nearest);
}

/** A picked id that may be left out (the default warehouse when omitted). */
export function OptionalPickedId(message: string, api: ApiPropertyOptions = {}): PropertyDecorator {
  return OptionalField(api, ...pickedId(message));
}

/** A required rupee amount (IsRupeeAmount: Indian grouping read, > 0, 2 decimals); missing is `required`. */
export function AmountField(messages: string | AmountMessages, required: string, api: ApiPropertyOptions = {}): PropertyDecorator {
  return stack(ApiProperty(api), IsRupeeAmount(messages), IsDefined({ message: required }));
}

/**
 * A required text, trimmed, `min`..`max` characters, its length checked before its presence is (a company's
 * name, a ledger account's): `api` documents it, usually { minLength, maxLength } and an example.
 */
export function RequiredText(min: number, max: number, m: TextMessages, api: ApiPropertyOptions = { minLength: min, maxLength: max }): PropertyDecorator {
  return stack(
    ApiProperty(api),
    Transform(trim),
    MinLength(min, { message: m.tooShort }),
    MaxLength(max, { message: m.tooLong }),
    IsString({ message: m.required }),
    IsNotEmpty({ message: m.required }),
  );
}

/** A required text, trimmed, `min`..`max` characters with one message for both bounds (a profile's city: 2 to 50). */
export function BoundedText(min: number, max: number, m: { required: string; length: string }, api: ApiPropertyOptions = { minLength: min, maxLength: max }): PropertyDecorator {
  return stack(
    ApiProperty(api),
    Transform(trim),
    Length(min, max, { message: m.length }),
    IsString({ message: m.required }),
    IsNotEmpty({ message: m.required }),
  );
}

/** An optional text that a save may clear: blank is null (textOrNull); at most `max` characters. */
export function NullableText(max: number, message: string | undefined, api: ApiPropertyOptions): PropertyDecorator {
  return stack(ApiPropertyOptional(api), Transform(textOrNull), IsOptional(), IsString(), MaxLength(max, message === undefined ? undefined : { message }));
}

/** An optional true/false that also reads 'true' and 'false' as text. */
export function OptionalFlag(message: string, api: ApiPropertyOptions): PropertyDecorator {
  return stack(ApiPropertyOptional(api), Transform(booleanText), IsOptional(), IsBoolean({ message }));
}

/** A required phone (issue 31 item 1: read as its 10 digits by {@link phoneInput}): the spec's two messages. */
export function PhoneField(m: { invalid: string; required: string }, api: ApiPropertyOptions = { description: 'Exactly 10 digits', example: '9876543210' }): PropertyDecorator {
  return stack(ApiProperty(api), Transform(phoneInput), IsTenDigitPhone({ message: m.invalid }), Required(m.required));
}

/**
 * The id of the record a body acts on (an employee to mark, a domain to verify): a whole number from 1, or
 * `message`; missing is `required` (a message for Required, or the decorator itself, e.g. IsDefined(...)).
 */
export function IdNumber(message: string, required: string | PropertyDecorator = message, api: ApiPropertyOptions = {}): PropertyDecorator {
  return stack(
    ApiProperty(api),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    typeof required === 'string' ? Required(required) : required,
  );
}

/** A required quantity (IsQuantity: > 0, at most 3 decimals); missing is `required`. `api` e.g. { example: '5' }. */
export function QuantityField(message: string, required: string, api: ApiPropertyOptions = {}): PropertyDecorator {
  return stack(ApiProperty(api), IsQuantity(message), Required(required));
}

/**
 * The lines of a document (a sale's cart, a transfer's items): a list of `line` bodies, each validated, from 1
 * to `max` of them; missing, empty or not a list is `m.required`, more than `max` is `m.tooMany`.
 */
export function LineItems(line: new () => object, max: number, m: { required: string; tooMany: string }): PropertyDecorator {
  return stack(
    ApiProperty({ type: line, isArray: true }),
    ValidateNested({ each: true }),
    Type(() => line),
    ArrayMaxSize(max, { message: m.tooMany }),
    ArrayMinSize(1, { message: m.required }),
    IsArray({ message: m.required }),
    IsDefined({ message: m.required }),
  );
}

/**
 * Lines that may be left out (an order saved as a draft, a credit note of the whole invoice): when given, a
 * list of at most `max` `line` bodies, each validated; not a list is `m.invalid`. `description` says what omitting means.
 */
export function OptionalLineItems(line: new () => object, max: number, m: { invalid: string; tooMany: string }, description: string): PropertyDecorator {
  return stack(
    ApiPropertyOptional({ type: line, isArray: true, description }),
    IsOptional(),
    ValidateNested({ each: true }),
    Type(() => line),
    ArrayMaxSize(max, { message: m.tooMany }),
    IsArray({ message: m.invalid }),
  );
}
