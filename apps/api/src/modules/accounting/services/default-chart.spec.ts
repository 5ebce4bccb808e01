import { accountTypeOf } from '@bizdesk/shared';
import {
  DEFAULT_ACCOUNTS, DEFAULT_EXPENSE_ACCOUNT_CODE, DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_ACCOUNT_CODE, DEFAULT_INCOME_CATEGORIES,
  SYSTEM_ACCOUNT_CODES,
} from './default-chart.js';

describe('default chart of accounts', () => {
  const codes = DEFAULT_ACCOUNTS.map((a) => a.code);
  const byCode = new Map(DEFAULT_ACCOUNTS.map((a) => [a.code, a]));

  it('has unique codes and names, every sub-type valid', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(DEFAULT_ACCOUNTS.map((a) => a.name.toLowerCase())).size).toBe(DEFAULT_ACCOUNTS.length);
    for (const a of DEFAULT_ACCOUNTS) expect(accountTypeOf(a.subType)).toBeDefined();
  });

  it('provides every system account other modules ask for', () => {
    for (const code of SYSTEM_ACCOUNT_CODES) expect(codes).toContain(code);
    expect(byCode.get('CASH')!.subType).toBe('CASH');
    expect(byCode.get('BANK')!.subType).toBe('BANK');
    expect(byCode.get('OUTPUT_GST')!.subType).toBe('TAX');
    expect(byCode.get('INPUT_GST')!.subType).toBe('TAX');
    expect(accountTypeOf(byCode.get('PURCHASES')!.subType)).toBe('EXPENSE');
  });

  it('maps default categories to accounts of the right kind', () => {
    expect(accountTypeOf(byCode.get(DEFAULT_EXPENSE_ACCOUNT_CODE)!.subType)).toBe('EXPENSE');
    expect(accountTypeOf(byCode.get(DEFAULT_INCOME_ACCOUNT_CODE)!.subType)).toBe('INCOME');
    for (const c of DEFAULT_EXPENSE_CATEGORIES) expect(accountTypeOf(byCode.get(c.accountCode)!.subType)).toBe('EXPENSE');
    for (const c of DEFAULT_INCOME_CATEGORIES) {
      expect(['INCOME', 'EQUITY']).toContain(accountTypeOf(byCode.get(c.accountCode)!.subType));
    }
  });
});
