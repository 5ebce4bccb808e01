import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { normalizePhone } from '@bizdesk/shared';
import { optionalText, trim } from './dto-transforms.js';
import { Required } from './field-validators.js';

/**
 * Composite DTO decorators for the stacks every save body repeated (issue 25 item 5). Each lists its parts top
 * to bottom as they were written above the property; {@link stack} applies the bottom one first, as stacked
 * decorators are, so class-validator checks them in the same order and the first message stays the same.
 */
const WHOLE_ID = 'id must be a whole number';

/** Decorators in the order they are written above a property: the bottom one applies first. */
function stack(...decorators: PropertyDecorator[]): PropertyDecorator {
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
