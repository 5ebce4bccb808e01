import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { amountRules, ifscRules } from './account-rules';

async function firstError(rules: FormRule[], value: string): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function') continue;
    if (rule.required && !value) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator({} as never, value, () => undefined);
      } catch (e) {
        return (e as Error).message;
      }
    }
  }
  return null;
}

describe('client-side amount and IFSC rules (mirror the server)', () => {
  it.each([
    ['', 'Amount is required'], ['0', 'Amount must be greater than 0'], ['12.345', 'Amount can have at most 2 decimal places'],
    ['abc', 'Amount must be greater than 0'], ['-5', 'Amount must be greater than 0'], ['1234.5', null], ['0.01', null],
    // Issue 9: amounts typed with Indian (or western) grouping commas are accepted.
    ['1,000', null], ['1,00,000.50', null], ['100,000.25', null], ['1,0,0', 'Amount must be greater than 0'],
  ])('amount %j -> %j', async (value, message) => expect(await firstError(amountRules, value)).toBe(message));

  it('only warns about an IFSC that is not in the usual format (spec: bank fields have no validation)', async () => {
    expect(await firstError(ifscRules, 'hdfc0001234')).toBeNull();
    expect(await firstError(ifscRules, 'HDFC1001234')).toMatch(/does not look like/);
    expect(ifscRules.every((r) => typeof r !== 'function' && r.warningOnly === true)).toBe(true);
    expect(await firstError(ifscRules, '')).toBeNull();
  });
});
