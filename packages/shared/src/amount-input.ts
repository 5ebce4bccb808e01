/**
 * Amounts as people type them. "1,00,000.50" (Indian grouping), "100,000.50" (western grouping) and
 * "1 00 000.50" / "32 000" (spaces between the groups) become "100000.50"; an optional leading ₹ and
 * surrounding spaces are dropped. Anything else is returned trimmed
 * and unchanged, so the usual amount rules still refuse it ("1,0,0", "12,34" are not groupings).
 */
const INDIAN_GROUPING = /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/;
const WESTERN_GROUPING = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

export function normalizeAmountInput(value: string): string {
  const text = value.trim().replace(/^(\u20B9|Rs\.?)\s*/i, '');
  // Spaces used as group separators read as commas, so they meet the same grouping check.
  const grouped = /^\d[\d ]*\d(\.\d+)?$/.test(text) ? text.replace(/ +/g, ',') : text;
  return INDIAN_GROUPING.test(grouped) || WESTERN_GROUPING.test(grouped) ? grouped.replace(/,/g, '') : text;
}
