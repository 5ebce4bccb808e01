import { describe, expect, it } from 'vitest';
import { toTenDigitPhone } from './phone-input';

describe('toTenDigitPhone', () => {
  it('keeps only digits', () => {
    expect(toTenDigitPhone('98765 43210')).toBe('9876543210');
    expect(toTenDigitPhone('98765-43210')).toBe('9876543210');
  });

  it('drops a +91 or leading 0 that wraps a 10-digit number', () => {
    expect(toTenDigitPhone('+91 98765 43210')).toBe('9876543210');
    expect(toTenDigitPhone('098765 43210')).toBe('9876543210');
  });

  it('leaves other lengths for validation to report', () => {
    expect(toTenDigitPhone('98765')).toBe('98765');
    expect(toTenDigitPhone('1234567890123')).toBe('1234567890123');
  });
});
