import { describe, expect, it } from 'vitest';
import { check } from './form-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: ReturnType<typeof check>, value: unknown) => ((rule as { validator: Validator }).validator)({}, value);

describe('check', () => {
  const digitsOnly = check((value) => /^\d+$/.test(value), 'Digits only');

  it('passes empty values, leaving them to the required rule', async () => {
    await expect(run(digitsOnly, '')).resolves.toBeUndefined();
    await expect(run(digitsOnly, undefined)).resolves.toBeUndefined();
  });

  it('rejects with the message when the predicate fails', async () => {
    await expect(run(digitsOnly, '12a')).rejects.toThrowError('Digits only');
    await expect(run(digitsOnly, '123')).resolves.toBeUndefined();
  });
});
