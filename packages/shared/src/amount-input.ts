/**
 * Amounts as people type them. "1,00,000.50" (Indian grouping) and "100,000.50" (western grouping)
 * become "100000.50"; an optional leading ₹ and spaces are dropped. Anything else is returned trimmed
 * and unchanged, so the usual amount rules still refuse it ("1,0,0", "12,34" are not groupings).
 */
const INDIAN_GROUPING = /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/;
const WESTERN_GROUPING = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

export function normalizeAmountInput(value: string): string {
  const text = value.trim().replace(/^\u20B9\s*/, '');
  return INDIAN_GROUPING.test(text) || WESTERN_GROUPING.test(text) ? text.replace(/,/g, '') : text;
}
