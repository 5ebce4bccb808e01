import { parseDateInput } from './date-input.js';
import { normalizeAmountInput } from './amount-input.js';
import { normalizePhone, isTenDigitPhone } from './phone.js';

describe('parseDateInput (issue 31 item 1)', () => {
  it.each([
    ['25/12/2026', '2026-12-25'], ['25-12-2026', '2026-12-25'], ['25.12.2026', '2026-12-25'], ['25 Dec 2026', '2026-12-25'],
    ['25 dec 2026', '2026-12-25'], ['25 December 2026', '2026-12-25'], ['25-Dec-2026', '2026-12-25'], ['Dec 25, 2026', '2026-12-25'],
    ['2026-12-25', '2026-12-25'], ['5/1/2026', '2026-01-05'], ['25/12/26', '2026-12-25'], [' 29 Feb 2028 ', '2028-02-29'],
    ['1 Sept 2026', '2026-09-01'],
  ])('%s is %s', (text, want) => expect(parseDateInput(text)).toBe(want));

  it.each(['', '12/31/2026', '31/04/2026', '29 Feb 2027', '25 Dex 2026', '2026-13-01', 'tomorrow', '25/12', '25 Decem 2026', '1/1/1800'])(
    '%s is not a date',
    (text) => expect(parseDateInput(text)).toBeNull(),
  );
});

describe('normalizeAmountInput with spaces (issue 31 item 1)', () => {
  it.each([
    ['2,990', '2990'], ['32,000', '32000'], ['1,00,000.50', '100000.50'], ['1 00 000.50', '100000.50'], ['32 000', '32000'],
    ['₹ 1,500', '1500'], ['Rs. 1,500', '1500'], [' 250.75 ', '250.75'],
  ])('%s is %s', (text, want) => expect(normalizeAmountInput(text)).toBe(want));
  it.each(['12 34', '1,0,0', '12,34'])('%s stays as typed (refused later)', (text) => expect(normalizeAmountInput(text)).toBe(text));
});

describe('normalizePhone (issue 31 item 1)', () => {
  it.each([
    ['+91 9822000001', '9822000001'], [' 98200 55555 ', '9820055555'], ['080-41234567', '8041234567'], ['+91-98220-00001', '9822000001'],
    ['09822000001', '9822000001'], ['0091 9822000001', '9822000001'], ['(022) 2345 6789', '2223456789'], ['9822000001', '9822000001'],
  ])('%s is %s', (text, want) => {
    expect(normalizePhone(text)).toBe(want);
    expect(isTenDigitPhone(normalizePhone(text))).toBe(true);
  });
  it.each(['12345', '98220000011', 'call me', '+1 415 555 0100'])('%s is not 10 digits', (text) => {
    expect(isTenDigitPhone(normalizePhone(text))).toBe(false);
  });
});
