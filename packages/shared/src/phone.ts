/** Phone numbers: the spec asks for exactly 10 digits, nothing else (no +91, spaces or dashes). */
export const TEN_DIGIT_PHONE = /^[0-9]{10}$/;

export function isTenDigitPhone(value: unknown): value is string {
  return typeof value === 'string' && TEN_DIGIT_PHONE.test(value);
}

/**
 * A phone number as people type or paste it, read as the 10 digits the spec stores (issue 31 item 1):
 * spaces, dashes, dots and brackets go, then a +91 / 0091 / 91 country code on a 12-digit number and the
 * trunk 0 of an 11-digit one. Every Indian number is 10 digits without them (a mobile, or a landline's STD
 * code and number: "080-41234567" is 80 41234567), so mobiles and landlines pass the same "exactly 10
 * digits" rule. Anything else is returned trimmed and unchanged, so that rule still refuses it.
 */
export function normalizePhone(value: string): string {
  const text = value.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return text;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return TEN_DIGIT_PHONE.test(digits) ? digits : text;
}

/** All but the last 3 characters masked with '*': "9876543210" -> "*******210". */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  if (text.length <= 3) return '*'.repeat(text.length);
  return '*'.repeat(text.length - 3) + text.slice(-3);
}
