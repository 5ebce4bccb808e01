import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { stack } from '../../../core/http/dto-fields.js';

/**
 * Sales bodies (checkout, credit notes, receipts) read null and '' as "not given" and keep any other value as
 * sent: unlike core's OptionalField they do not trim text first, so a note keeps its spaces and counts them.
 */
export const omitted = ({ value }: { value: unknown }) => (value === null || value === '' ? undefined : value);

/** A field of a sales body that may be left out ({@link omitted}); `rules` check a given value, written top to bottom. */
export function OmittableField(api: ApiPropertyOptions, ...rules: PropertyDecorator[]): PropertyDecorator {
  return stack(ApiPropertyOptional(api), Transform(omitted), IsOptional(), ...rules);
}
