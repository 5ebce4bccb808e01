import { enumLabel, enumOptions } from './enum-labels.js';

describe('enumLabel', () => {
  it.each([
    ['REGULAR', 'Regular'], ['NATIONAL', 'National'], ['OPERATING_EXPENSE', 'Operating expense'], ['BILL_OF_SUPPLY', 'Bill of supply'],
    ['WEEKOFF', 'Week off'], ['SOME_NEW_CODE', 'Some new code'], ['Unregistered', 'Unregistered'], ['Mr.', 'Mr.'],
  ])('%s reads "%s"', (value, label) => {
    expect(enumLabel(value)).toBe(label);
  });

  it('makes select options that keep the code as the value', () => {
    expect(enumOptions(['NATIONAL', 'OPTIONAL'] as const)).toEqual([{ value: 'NATIONAL', label: 'National' }, { value: 'OPTIONAL', label: 'Optional' }]);
    expect(enumLabel(null)).toBe('');
  });
});
