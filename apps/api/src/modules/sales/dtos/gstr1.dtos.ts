import { ApiProperty } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { Required } from '../../../core/http/field-validators.js';
import { OptionalField, stack } from '../../../core/http/dto-fields.js';

export const GSTR1_MESSAGES = {
  monthRequired: 'Month is required',
  month: 'Month must be written yyyy-MM, e.g. 2026-11',
  format: 'Format must be json or csv',
  notRegistered: 'GSTR-1 is filed by GST-registered businesses: add the company GSTIN to the profile first',
  composition: 'A composition dealer files GSTR-4, not GSTR-1',
} as const;

/** The `month` a GST return is for (its period): yyyy-MM. */
export const ReturnPeriod = () =>
  stack(
    ApiProperty({ example: '2026-11', description: 'The return period (a calendar month)' }),
    Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: GSTR1_MESSAGES.month }),
    Required(GSTR1_MESSAGES.monthRequired),
  );

/** GET /api/erp/gst-return/gstr1 */
export class Gstr1Query {
  @ReturnPeriod()
  month: string;

  @OptionalField({ enum: ['json', 'csv'], default: 'json', description: "json: the offline tool's file; csv: every table, one after another" }, IsIn(['json', 'csv'], { message: GSTR1_MESSAGES.format }))
  format?: 'json' | 'csv';
}
