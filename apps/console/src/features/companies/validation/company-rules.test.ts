import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, companyRules } from './company-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** Runs the custom validators of a rule list (the required/min rules belong to antd). */
async function customErrors(rules: FormRule[], value: string): Promise<string[]> {
  const messages: string[] = [];
  for (const rule of rules) {
    const validator = (rule as { validator?: Validator }).validator;
    if (!validator) continue;
    await validator({}, value).catch((error: Error) => messages.push(error.message));
  }
  return messages;
}

describe('companyRules', () => {
  it('accepts a company password of 8 to 15 characters with a number and a special character', async () => {
    expect(await customErrors(companyRules.password, 'Secret@123')).toEqual([]);
  });

  it('refuses weak or badly sized company passwords with one message', async () => {
    for (const weak of ['Secret123', 'Secret@abc', 'S@1', 'Secret@12345678901']) {
      expect(await customErrors(companyRules.password, weak)).toEqual([COMPANY_MESSAGES.passwordRule]);
    }
  });

  it('checks GSTIN format and check digit, and phone and email, as the API does', async () => {
    expect(await customErrors(companyRules.gstin, '27AAPFU0939F1ZV')).toEqual([]);
    expect(await customErrors(companyRules.gstin, '27AAPFU0939F1ZX')).toEqual([COMPANY_MESSAGES.gstinInvalid]);
    expect(await customErrors(companyRules.contactPhone, '987654321')).toEqual([COMPANY_MESSAGES.phoneDigits]);
    expect(await customErrors(companyRules.contactEmail, 'ravi@sharma')).toEqual([COMPANY_MESSAGES.emailInvalid]);
  });
});
