import { DOCUMENT_NUMBER_MAX_LENGTH, financialYearCode, formatDocumentNumber } from './documents.js';

describe('document numbers', () => {
  it.each([
    ['2026-11-23', '2627'],
    ['2027-03-31', '2627'],
    ['2027-04-01', '2728'],
    ['2099-04-01', '9900'],
  ])('financial year of %s is %s', (date, code) => expect(financialYearCode(date)).toBe(code));

  it.each([
    ['INV', 1, 'INV/2627/00001'],
    ['INV', 9_999, 'INV/2627/09999'],
    ['INV', 10_000, 'INV/2627/10000'],
    ['INV', 99_999, 'INV/2627/99999'],
    ['INV', 100_000, 'INV/2627/100000'],
    ['INV', 9_999_999, 'INV/2627/9999999'],
    ['CN', 99_999, 'CN/2627/99999'],
    ['RCPT', 999_999, 'RCPT/2627/999999'],
  ])('%s number %s is %s, at most 16 characters', (kind, n, expected) => {
    const number = formatDocumentNumber(kind, '2026-11-23', n);
    expect(number).toBe(expected);
    expect(number.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
  });

  it('refuses a number that would not fit rather than printing 17 characters', () => {
    expect(() => formatDocumentNumber('INV', '2026-11-23', 10_000_000)).toThrow(/exhausted/);
    expect(() => formatDocumentNumber('inv', '2026-11-23', 1)).toThrow();
    expect(() => formatDocumentNumber('INV', '2026-11-23', 0)).toThrow();
  });
});
