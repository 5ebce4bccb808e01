/**
 * Chart of accounts: the spec's 14 subtypes in 5 types (platform-core.md section 3), and two more for stock-aware
 * books (issue 27): STOCK (an asset, Stock in Hand) and COST_OF_GOODS_SOLD (an expense shown above Gross Profit).
 */

export const ACCOUNT_TYPES = ['ASSET', 'LIABILITY', 'INCOME', 'EXPENSE', 'EQUITY'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_SUBTYPES = {
  BANK: 'ASSET',
  CASH: 'ASSET',
  RECEIVABLE: 'ASSET',
  ADVANCE: 'ASSET',
  STOCK: 'ASSET',
  PAYABLE: 'LIABILITY',
  LOAN: 'LIABILITY',
  TAX: 'LIABILITY',
  SALES: 'INCOME',
  OTHER_INCOME: 'INCOME',
  OPERATING_EXPENSE: 'EXPENSE',
  ADMIN_EXPENSE: 'EXPENSE',
  MARKETING: 'EXPENSE',
  COST_OF_GOODS_SOLD: 'EXPENSE',
  OWNER_CAPITAL: 'EQUITY',
  DRAWINGS: 'EQUITY',
} as const satisfies Record<string, AccountType>;

export type AccountSubType = keyof typeof ACCOUNT_SUBTYPES;
/** The subtypes the specification lists (platform-core.md section 3). */
export const SPEC_ACCOUNT_SUBTYPES = [
  'BANK', 'CASH', 'RECEIVABLE', 'ADVANCE', 'PAYABLE', 'LOAN', 'TAX', 'SALES', 'OTHER_INCOME', 'OPERATING_EXPENSE', 'ADMIN_EXPENSE', 'MARKETING',
  'OWNER_CAPITAL', 'DRAWINGS',
] as const satisfies readonly AccountSubType[];
export const ACCOUNT_SUBTYPE_LIST = Object.keys(ACCOUNT_SUBTYPES) as AccountSubType[];

export function isAccountSubType(value: unknown): value is AccountSubType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ACCOUNT_SUBTYPES, value);
}

/** The type a subtype belongs to; undefined for an empty or unknown subtype (spec: "empty if none"). */
export function accountTypeOf(subtype: string | null | undefined): AccountType | undefined {
  return isAccountSubType(subtype) ? ACCOUNT_SUBTYPES[subtype] : undefined;
}

export function subtypesOf(type: AccountType): AccountSubType[] {
  return ACCOUNT_SUBTYPE_LIST.filter((s) => ACCOUNT_SUBTYPES[s] === type);
}

/** "BANK (ASSET)", as the chart-of-accounts table shows it. */
export function accountTypeLabel(subtype: AccountSubType): string {
  return `${subtype} (${ACCOUNT_SUBTYPES[subtype]})`;
}

export type BalanceSide = 'DEBIT' | 'CREDIT';

/** Side on which each account type normally carries its balance (increases). */
export const NORMAL_BALANCE: Record<AccountType, BalanceSide> = {
  ASSET: 'DEBIT',
  EXPENSE: 'DEBIT',
  LIABILITY: 'CREDIT',
  INCOME: 'CREDIT',
  EQUITY: 'CREDIT',
};

export function normalBalanceOf(type: AccountType): BalanceSide {
  return NORMAL_BALANCE[type];
}

/**
 * Normal balance of a subtype: its type's side, except DRAWINGS, a contra-equity account
 * that reduces capital and so normally carries a debit balance.
 */
export function normalBalanceOfSubtype(subtype: AccountSubType): BalanceSide {
  return subtype === 'DRAWINGS' ? 'DEBIT' : NORMAL_BALANCE[ACCOUNT_SUBTYPES[subtype]];
}
