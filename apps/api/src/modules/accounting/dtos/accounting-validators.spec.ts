import { amountProblem } from './accounting-validators.js';

describe('amountProblem (the entered-amount rule)', () => {
  it.each([
    ['1', null], ['0.01', null], ['1250.50', null], [1250.5, null], ['999999999999.99', null], [' 42.10 ', null],
  ])('accepts %j', (value, expected) => expect(amountProblem(value)).toBe(expected));

  it.each([
    [undefined, 'Amount is required'], [null, 'Amount is required'], ['', 'Amount is required'], ['  ', 'Amount is required'],
    [true, 'Amount is required'], [0, 'Amount must be greater than 0'], ['0.00', 'Amount must be greater than 0'],
    ['-5', 'Amount must be greater than 0'], ['abc', 'Amount must be greater than 0'], ['1e3', 'Amount must be greater than 0'],
    ['1,000', 'Amount must be greater than 0'], ['10.005', 'Amount can have at most 2 decimal places'],
    [0.1 + 0.2, 'Amount can have at most 2 decimal places'], ['1000000000000', 'Amount is too large'],
  ])('refuses %j with "%s"', (value, message) => expect(amountProblem(value)).toBe(message));
});
