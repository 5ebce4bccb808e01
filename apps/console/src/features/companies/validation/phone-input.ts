/**
 * People type or paste mobile numbers as '98765 43210', '+91 98765-43210' or '098765 43210':
 * keep the digits and drop a leading 91 or 0 when that leaves the 10-digit number.
 */
export function toTenDigitPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
