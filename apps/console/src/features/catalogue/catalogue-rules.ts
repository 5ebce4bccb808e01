import { normalizeAmountInput, tryParsePaise } from '@bizdesk/shared';
import type { FormRule } from 'antd';

/** The spec's catalogue messages, as the API words them. */
export const CATALOGUE_MESSAGES = {
  nameRequired: 'Name required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  taxPercentRequired: 'GST Percentage is required',
  taxPercent: 'GST Percentage must be between 0 and 100 with at most 2 decimals',
  hsn: 'HSN Code must be 4, 6 or 8 digits',
  cessType: 'Please select CESS type',
  cessValue: 'CESS value must be greater than 0 with at most 3 decimals',
  categoryId: 'Please select category',
  mrpRequired: 'MRP is required',
  mrp: 'MRP must be a positive amount with at most 2 decimals',
  ppRequired: 'Purchase Price is required',
  pp: 'Purchase Price must be a positive amount with at most 2 decimals',
  spRequired: 'Selling Price is required',
  sp: 'Selling Price must be a positive amount with at most 2 decimals',
  spBelowPp: 'Selling Price must be greater than Purchase Price',
  spAboveMrp: 'SP cannot be greater than MRP',
} as const;

export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40];

/** A positive rupee amount with at most 2 decimals, as Indians write it ("2,990", "1,00,000.50"). */
export function isPositiveAmount(value: string): boolean {
  const paise = tryParsePaise(normalizeAmountInput(value));
  return paise !== null && paise > 0;
}

/** Whole paise of an entered amount, or null. */
export function paiseOf(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? tryParsePaise(normalizeAmountInput(String(value))) : null;
}

/** Selling price between purchase price and MRP (spec 5), checked once all three are valid amounts. */
export function sellingPriceRule(getFieldValue: (name: string) => unknown): FormRule {
  return {
    validator: (_, value: unknown) => {
      const sp = paiseOf(value);
      const pp = paiseOf(getFieldValue('pp'));
      const mrp = paiseOf(getFieldValue('mrp'));
      if (sp === null) return Promise.resolve();
      if (pp !== null && sp < pp) return Promise.reject(new Error(CATALOGUE_MESSAGES.spBelowPp));
      if (mrp !== null && sp > mrp) return Promise.reject(new Error(CATALOGUE_MESSAGES.spAboveMrp));
      return Promise.resolve();
    },
  };
}

