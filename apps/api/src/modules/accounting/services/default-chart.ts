import { ACCOUNT_SUBTYPES, type AccountSubType } from '@bizdesk/shared';

/** Accounts other modules find by a stable code (JournalService.systemAccountId). */
export const SYSTEM_ACCOUNT_CODES = [
  'CASH', 'BANK', 'RECEIVABLE', 'PAYABLE', 'OUTPUT_GST', 'INPUT_GST', 'SALES', 'PURCHASES', 'ROUND_OFF', 'STOCK', 'COGS', 'STOCK_ADJUSTMENTS',
  'OPENING_BALANCE_EQUITY',
] as const;
/**
 * Accounts only some companies need, created the first time something posts to them (not at activation):
 * the provider's subscription billing (its income, output GST by kind, and money held by the payment
 * gateway until it settles to the bank).
 */
export const ON_DEMAND_ACCOUNT_CODES = ['SERVICE_INCOME', 'OUTPUT_CGST', 'OUTPUT_SGST', 'OUTPUT_IGST', 'PHONEPE_CLEARING'] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNT_CODES)[number] | (typeof ON_DEMAND_ACCOUNT_CODES)[number];

interface DefaultAccount {
  code: string;
  name: string;
  subType: AccountSubType;
}

/** The chart every company starts with at activation (provisioned idempotently, matched by system code). */
export const DEFAULT_ACCOUNTS: DefaultAccount[] = [
  { code: 'CASH', name: 'Cash', subType: 'CASH' },
  { code: 'BANK', name: 'Bank Account', subType: 'BANK' },
  { code: 'RECEIVABLE', name: 'Accounts Receivable', subType: 'RECEIVABLE' },
  { code: 'PAYABLE', name: 'Accounts Payable', subType: 'PAYABLE' },
  { code: 'OUTPUT_GST', name: 'Output GST', subType: 'TAX' },
  { code: 'INPUT_GST', name: 'Input GST', subType: 'TAX' },
  { code: 'SALES', name: 'Sales', subType: 'SALES' },
  { code: 'OTHER_INCOME', name: 'Other Income', subType: 'OTHER_INCOME' },
  { code: 'PURCHASES', name: 'Purchases', subType: 'OPERATING_EXPENSE' },
  { code: 'OFFICE_EXPENSES', name: 'Office Expenses', subType: 'ADMIN_EXPENSE' },
  // Invoices are rounded to the rupee; the paise go here (sales module).
  { code: 'ROUND_OFF', name: 'Round Off', subType: 'ADMIN_EXPENSE' },
  { code: 'RENT', name: 'Rent', subType: 'OPERATING_EXPENSE' },
  { code: 'TRAVEL', name: 'Travel', subType: 'OPERATING_EXPENSE' },
  { code: 'MARKETING', name: 'Marketing', subType: 'MARKETING' },
  { code: 'OWNER_CAPITAL', name: "Owner's Capital", subType: 'OWNER_CAPITAL' },
  { code: 'DRAWINGS', name: 'Drawings', subType: 'DRAWINGS' },
  // Perpetual inventory (issue 27): goods at cost until sold, their cost when sold, count differences, openings.
  { code: 'STOCK', name: 'Stock in Hand', subType: 'STOCK' },
  { code: 'COGS', name: 'Cost of Goods Sold', subType: 'COST_OF_GOODS_SOLD' },
  { code: 'STOCK_ADJUSTMENTS', name: 'Stock Adjustments', subType: 'COST_OF_GOODS_SOLD' },
  { code: 'OPENING_BALANCE_EQUITY', name: 'Opening Balance Equity', subType: 'OWNER_CAPITAL' },
];

export const ON_DEMAND_ACCOUNTS: DefaultAccount[] = [
  { code: 'SERVICE_INCOME', name: 'Subscription Income', subType: 'SALES' },
  { code: 'OUTPUT_CGST', name: 'Output CGST', subType: 'TAX' },
  { code: 'OUTPUT_SGST', name: 'Output SGST', subType: 'TAX' },
  { code: 'OUTPUT_IGST', name: 'Output IGST', subType: 'TAX' },
  { code: 'PHONEPE_CLEARING', name: 'PhonePe Clearing', subType: 'BANK' },
];

export const typeOfDefault = (a: DefaultAccount): string => ACCOUNT_SUBTYPES[a.subType];

/** Where a category posts when none is chosen. */
export const DEFAULT_EXPENSE_ACCOUNT_CODE = 'OFFICE_EXPENSES';
export const DEFAULT_INCOME_ACCOUNT_CODE = 'OTHER_INCOME';

export const DEFAULT_EXPENSE_CATEGORIES = [
  { name: 'Rent', description: 'Office or shop rent', accountCode: 'RENT' },
  { name: 'Travel', description: 'Tickets, fuel, local conveyance', accountCode: 'TRAVEL' },
  { name: 'Office Supplies', description: 'Stationery and consumables', accountCode: 'OFFICE_EXPENSES' },
  { name: 'Utilities', description: 'Electricity, water, internet, phone', accountCode: 'OFFICE_EXPENSES' },
  { name: 'Marketing', description: 'Advertising and promotion', accountCode: 'MARKETING' },
];

export const DEFAULT_INCOME_CATEGORIES = [
  { name: 'Bank Interest', description: 'Interest credited by the bank', accountCode: 'OTHER_INCOME' },
  { name: 'Rental Income', description: 'Rent received', accountCode: 'OTHER_INCOME' },
  { name: 'Owner Investment', description: 'Money the owner puts into the business', accountCode: 'OWNER_CAPITAL' },
  { name: 'Consulting Fees Received', description: 'Fees for services rendered', accountCode: 'SALES' },
];
