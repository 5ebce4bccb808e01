import { BadRequestException } from '@nestjs/common';
import type { CessType } from '@bizdesk/shared';
import { CATALOGUE_MESSAGES } from '../dtos/catalogue.dtos.js';

export interface CessFields {
  cessApplicable: boolean;
  cessType: CessType;
  cessValue: string;
}

export interface CessInput {
  cessApplicable?: boolean;
  cessType?: CessType;
  cessValue?: string | number;
}

/**
 * The spec's rule: cess not applicable saves NONE and 0.0. When the input says nothing about cess,
 * `inherited` (the category's, for a product) applies.
 */
export function normaliseCess(input: CessInput, inherited?: CessFields): CessFields {
  if (input.cessApplicable === undefined && inherited) return { ...inherited };
  if (!input.cessApplicable) return { cessApplicable: false, cessType: 'NONE', cessValue: '0' };
  const type = input.cessType as CessType;
  const value = String(input.cessValue).trim();
  if (type === 'FIXED' && /\.\d{3,}$/.test(value)) throw new BadRequestException(CATALOGUE_MESSAGES.cessFixedValue);
  return { cessApplicable: true, cessType: type, cessValue: value };
}
