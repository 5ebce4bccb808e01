import {
  amountProblem,
  MAX_AMOUNT_PAISE,
  addAmounts,
  formatPaise,
  formatRupees,
  groupIndian,
  isValidAmount,
  paiseToDecimalString,
  parsePaise,
  tryParsePaise,
} from './money.js';
import { InvalidAmountError } from './decimal.js';

describe('parsePaise', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['1234567.89', 123456789],
    [' 42.07 ', 4207],
    ['-0.05', -5],
    ['-0', 0],
    ['999999999999.99', 99999999999999],
  ])('reads the string %p as %p paise', (input, paise) => {
    expect(parsePaise(input)).toBe(paise);
  });

  it('reads numbers through their decimal form, not float arithmetic', () => {
    expect(parsePaise(19.99)).toBe(1999); // 19.99 * 100 is 1998.9999999999998 in floats
    expect(() => parsePaise(1.005 * 1000)).toThrow(InvalidAmountError); // 1004.9999999999999
    expect(parsePaise(0.1)).toBe(10);
    expect(parsePaise(-12)).toBe(-1200);
  });

  it.each(['1.234', '0.001', 'NaN', 'Infinity', '1e3', '1E-2', '1,000', '', '.5', '5.', '+5', '₹5', 'abc', '0x10'])(
    'refuses %p',
    (input) => {
      expect(() => parsePaise(input)).toThrow(InvalidAmountError);
    },
  );

  it('refuses NaN, Infinity and floats with more than 2 decimals', () => {
    expect(() => parsePaise(Number.NaN)).toThrow(InvalidAmountError);
    expect(() => parsePaise(Number.POSITIVE_INFINITY)).toThrow(InvalidAmountError);
    expect(() => parsePaise(0.1 + 0.2)).toThrow(/more than 2 decimal places/);
    expect(() => parsePaise(1e21)).toThrow(InvalidAmountError); // String(1e21) is "1e+21"
  });

  it('tryParsePaise answers null instead of throwing', () => {
    expect(tryParsePaise('12.3')).toBe(1230);
    expect(tryParsePaise('12.345')).toBeNull();
    expect(tryParsePaise(null)).toBeNull();
    expect(tryParsePaise({})).toBeNull();
  });
});

describe('paiseToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-123400, '-1234.00'],
    [10n ** 18n, '10000000000000000.00'],
  ])('%p -> %p', (paise, text) => {
    expect(paiseToDecimalString(paise)).toBe(text);
  });

  it('round-trips with parsePaise', () => {
    for (const text of ['0.01', '0.10', '99.99', '100000.00', '-7.30']) {
      expect(paiseToDecimalString(parsePaise(text))).toBe(text);
    }
  });

  it('refuses fractional paise', () => {
    expect(() => paiseToDecimalString(1.5)).toThrow(InvalidAmountError);
  });
});

describe('isValidAmount', () => {
  it.each([['0.01'], ['1'], ['100.5'], ['100.50'], [250], [0.5], ['999999999999.99']])('accepts %p', (v) => {
    expect(isValidAmount(v)).toBe(true);
  });
  it.each([['0'], ['0.00'], [0], ['-1'], [-0.5], ['1.001'], ['abc'], [''], [null], [undefined], ['1e5'], ['1000000000000.00']])(
    'refuses %p',
    (v) => {
      expect(isValidAmount(v)).toBe(false);
    },
  );
  it('caps at what numeric(14,2) holds', () => {
    expect(MAX_AMOUNT_PAISE).toBe(99_999_999_999_999);
  });
});

describe('formatRupees', () => {
  it.each([
    ['1234567.89', '₹12,34,567.89'],
    ['0', '₹0.00'],
    ['0.5', '₹0.50'],
    ['999', '₹999.00'],
    ['1000', '₹1,000.00'],
    ['100000', '₹1,00,000.00'],
    ['10000000', '₹1,00,00,000.00'],
    ['123456789012.34', '₹1,23,45,67,89,012.34'],
    ['-1234', '-₹1,234.00'],
    ['-0.05', '-₹0.05'],
  ])('%p -> %p', (value, shown) => {
    expect(formatRupees(value)).toBe(shown);
  });

  it('accepts numbers of rupees', () => {
    expect(formatRupees(1234567.89)).toBe('₹12,34,567.89');
    expect(formatRupees(-1234)).toBe('-₹1,234.00');
  });

  it('refuses amounts it cannot show exactly', () => {
    expect(() => formatRupees('12.345')).toThrow(InvalidAmountError);
  });

  it('formatPaise shows whole paise', () => {
    expect(formatPaise(123456789)).toBe('₹12,34,567.89');
    expect(formatPaise(-123400n)).toBe('-₹1,234.00');
  });

  it('groupIndian groups by 3 then 2', () => {
    expect(groupIndian('1')).toBe('1');
    expect(groupIndian('123')).toBe('123');
    expect(groupIndian('1234')).toBe('1,234');
    expect(groupIndian('12345')).toBe('12,345');
    expect(groupIndian('123456')).toBe('1,23,456');
    expect(groupIndian('1234567')).toBe('12,34,567');
  });
});

describe('addAmounts', () => {
  it('adds exactly', () => {
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(addAmounts('1999.99', 0.01, '-1000')).toBe('1000.00');
    expect(addAmounts()).toBe('0.00');
  });
});

describe('amountProblem (the one rule for an entered amount)', () => {
  it.each([['1'], ['0.01'], ['1250.50'], [1250.5], ['999999999999.99'], [' 42.10 ']])('accepts %j', (value) => {
    expect(amountProblem(value)).toBeNull();
  });

  it.each([
    [undefined, 'required'], [null, 'required'], ['', 'required'], ['  ', 'required'], [true, 'required'],
    [0, 'notPositive'], ['0.00', 'notPositive'], ['-5', 'notPositive'], ['abc', 'format'], ['1e3', 'format'], ['1,000', 'format'],
    ['10.005', 'decimals'], [0.1 + 0.2, 'decimals'], ['1000000000000', 'tooLarge'],
  ])('refuses %j as %s', (value, problem) => expect(amountProblem(value)).toBe(problem));

  it('allows 0 but not less when asked', () => {
    expect(amountProblem('0', { allowZero: true })).toBeNull();
    expect(amountProblem('-0.01', { allowZero: true })).toBe('negative');
  });
});
