import { isValidEmail, maskEmail, normalizeEmail } from './email.js';
import { isValidIfscFormat, normalizeIfsc } from './ifsc.js';
import { isValidPan, panHolderType } from './pan.js';
import { isTenDigitPhone, maskPhone } from './phone.js';

describe('PAN', () => {
  it.each(['AAPFU0939F', 'ABCPE1234F', 'AAGCB7383J', 'AAAHA1234A', 'AAATA1234A', 'AAAGA1234A'])('accepts %s', (pan) => {
    expect(isValidPan(pan)).toBe(true);
  });
  it.each(['AAPXU0939F', 'AAPDU0939F', 'AAPFU0939', 'AAPFU09391', 'aapfu0939f', '1APFU0939F', 'AAPFU0939FF', ''])(
    'refuses %p',
    (pan) => {
      expect(isValidPan(pan)).toBe(false);
    },
  );
  it('reads the holder type', () => {
    expect(panHolderType('AAGCB7383J')).toBe('C');
    expect(panHolderType('ABCPE1234F')).toBe('P');
    expect(panHolderType('ABCXE1234F')).toBeNull();
  });
});

describe('IFSC', () => {
  it.each(['SBIN0000001', 'HDFC0001234', 'ICIC0ABC123', 'UTIB0SBIN01'])('accepts %s', (code) => {
    expect(isValidIfscFormat(code)).toBe(true);
  });
  it.each(['SBIN1000001', 'SBI00000001', 'SBIN000001', 'SBIN00000012', 'sbin0000001', 'SBIN0-00001', null])(
    'refuses %p',
    (code) => {
      expect(isValidIfscFormat(code)).toBe(false);
    },
  );
  it('normalises', () => {
    expect(isValidIfscFormat(normalizeIfsc(' sbin0000001 '))).toBe(true);
  });
});

describe('phone', () => {
  it('needs exactly 10 digits', () => {
    expect(isTenDigitPhone('9876543210')).toBe(true);
    expect(isTenDigitPhone('0224567890')).toBe(true);
    expect(isTenDigitPhone('987654321')).toBe(false);
    expect(isTenDigitPhone('98765432100')).toBe(false);
    expect(isTenDigitPhone('+919876543210')).toBe(false);
    expect(isTenDigitPhone('98765 43210')).toBe(false);
    expect(isTenDigitPhone('98765432１0')).toBe(false); // full-width digit
    expect(isTenDigitPhone(9876543210)).toBe(false);
  });

  it('masks all but the last 3 digits', () => {
    expect(maskPhone('9876543210')).toBe('*******210');
    expect(maskPhone('12')).toBe('**');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('email', () => {
  it.each(['a@b.co', 'john.doe@example.com', 'first+tag@mail.example.co.in', "o'brien@x-y.org", 'UPPER@EXAMPLE.COM'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a b@example.com',
    'a@exa mple.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@@example.com',
    'a@example.123',
    `${'x'.repeat(65)}@example.com`,
    null,
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('keeps the first character and the domain when masking', () => {
    expect(maskEmail('john.doe@example.com')).toBe('j*******@example.com');
    expect(maskEmail('ab@x.in')).toBe('a*@x.in');
    expect(maskEmail('a@x.in')).toBe('a@x.in');
    expect(maskEmail('')).toBe('');
    expect(maskEmail('broken')).toBe('b*****');
  });

  it('normalises for comparison', () => {
    expect(normalizeEmail('  John@Example.COM ')).toBe('john@example.com');
  });
});
