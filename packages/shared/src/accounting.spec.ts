import {
  ACCOUNT_SUBTYPES,
  ACCOUNT_SUBTYPE_LIST,
  SPEC_ACCOUNT_SUBTYPES,
  accountTypeLabel,
  accountTypeOf,
  isAccountSubType,
  normalBalanceOf,
  normalBalanceOfSubtype,
  subtypesOf,
} from './accounting.js';

describe('chart of accounts', () => {
  it("keeps the spec's 14 subtypes in 5 types, plus STOCK and COST_OF_GOODS_SOLD (issue 27)", () => {
    expect(ACCOUNT_SUBTYPE_LIST).toHaveLength(16);
    expect(SPEC_ACCOUNT_SUBTYPES.every((s) => ACCOUNT_SUBTYPE_LIST.includes(s))).toBe(true);
    expect(subtypesOf('ASSET')).toEqual(['BANK', 'CASH', 'RECEIVABLE', 'ADVANCE', 'STOCK']);
    expect(subtypesOf('LIABILITY')).toEqual(['PAYABLE', 'LOAN', 'TAX']);
    expect(subtypesOf('INCOME')).toEqual(['SALES', 'OTHER_INCOME']);
    expect(subtypesOf('EXPENSE')).toEqual(['OPERATING_EXPENSE', 'ADMIN_EXPENSE', 'MARKETING', 'COST_OF_GOODS_SOLD']);
    expect(subtypesOf('EQUITY')).toEqual(['OWNER_CAPITAL', 'DRAWINGS']);
    expect(new Set(Object.values(ACCOUNT_SUBTYPES)).size).toBe(5);
  });

  it('derives the type from the subtype, empty when none', () => {
    expect(accountTypeOf('BANK')).toBe('ASSET');
    expect(accountTypeOf('TAX')).toBe('LIABILITY');
    expect(accountTypeOf('DRAWINGS')).toBe('EQUITY');
    expect(accountTypeOf('')).toBeUndefined();
    expect(accountTypeOf(null)).toBeUndefined();
    expect(accountTypeOf('toString')).toBeUndefined();
    expect(isAccountSubType('constructor')).toBe(false);
    expect(accountTypeLabel('MARKETING')).toBe('MARKETING (EXPENSE)');
  });

  it('knows the normal balance sides', () => {
    expect(normalBalanceOf('ASSET')).toBe('DEBIT');
    expect(normalBalanceOf('EXPENSE')).toBe('DEBIT');
    expect(normalBalanceOf('LIABILITY')).toBe('CREDIT');
    expect(normalBalanceOf('INCOME')).toBe('CREDIT');
    expect(normalBalanceOf('EQUITY')).toBe('CREDIT');
    expect(normalBalanceOfSubtype('OWNER_CAPITAL')).toBe('CREDIT');
    expect(normalBalanceOfSubtype('DRAWINGS')).toBe('DEBIT');
    expect(normalBalanceOfSubtype('CASH')).toBe('DEBIT');
  });
});
