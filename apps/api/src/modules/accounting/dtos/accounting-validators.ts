import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min, ValidateBy } from 'class-validator';
import { stack } from '../../../core/http/dto-fields.js';
import { IsCalendarDate } from '../../../core/http/field-validators.js';
import { trim } from '../../../core/http/dto-transforms.js';

/** A positive whole-number id (a selected option); 0, '' and missing give the "please select" message. */
export const IsSelectedId = (message: string) =>
  ValidateBy({
    name: 'isSelectedId',
    validator: { validate: (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 },
  }, { message });

/** '' / null / undefined -> undefined; numeric strings -> numbers (select values arrive either way). */
export const toOptionalNumber = ({ value }: { value: unknown }) =>
  value === '' || value === null || value === undefined ? undefined : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

/*
 * The accounting forms' fields, one decorator each (issue 25 item 5). Parts are listed as they were written
 * above the property; `stack` applies the bottom one first, so class-validator's order and first message stay.
 */

/** A select's value: digits as text are read as the number. */
export const selected = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;

/** A required choice from a select (a category, an account): `message` for none or a bad value. */
export const SelectedIdField = (message: string, api: ApiPropertyOptions) =>
  stack(ApiProperty(api), Transform(selected), IsSelectedId(message));

/** A required date, yyyy-MM-dd, trimmed: `required` when missing, `invalid` otherwise. */
export const DateField = (invalid: string, required: string, api: ApiPropertyOptions) =>
  stack(ApiProperty(api), Transform(trim), IsCalendarDate(invalid, required));

/** An optional id of another record (a ledger account, a supplier): blank is not given. */
export const OptionalRecordId = (message: string, api: ApiPropertyOptions) =>
  stack(ApiPropertyOptional(api), Transform(toOptionalNumber), IsOptional(), IsInt({ message }), Min(1, { message }));
