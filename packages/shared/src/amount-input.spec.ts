import { normalizeAmountInput } from './amount-input.js';

describe('normalizeAmountInput', () => {
  it.each([
    ['1,000', '1000'],
    ['1,00,000.50', '100000.50'],
    ['12,34,567', '1234567'],
    ['100,000.25', '100000.25'],
    [' ₹ 1,250.50 ', '1250.50'],
    ['1250.5', '1250.5'],
  ])('%s -> %s', (input, output) => expect(normalizeAmountInput(input)).toBe(output));

  it.each(['1,0,0', '12,34', ',100', '1,000,00', 'abc'])('leaves %s for the amount rules to refuse', (input) => {
    expect(normalizeAmountInput(input)).toContain(input.trim());
  });
});
