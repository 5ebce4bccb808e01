/** Phone numbers: the spec asks for exactly 10 digits, nothing else (no +91, spaces or dashes). */
export const TEN_DIGIT_PHONE = /^[0-9]{10}$/;

export function isTenDigitPhone(value: unknown): value is string {
  return typeof value === 'string' && TEN_DIGIT_PHONE.test(value);
}

/** All but the last 3 characters masked with '*': "9876543210" -> "*******210". */
export function maskPhone(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  if (text.length <= 3) return '*'.repeat(text.length);
  return '*'.repeat(text.length - 3) + text.slice(-3);
}
