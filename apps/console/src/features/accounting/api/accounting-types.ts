import { ACCOUNT_SUBTYPE_LIST, accountTypeOf, type AccountSubType } from '@bizdesk/shared';

/** Shapes of the accounting API (/api/erp/coa-account, expense, income, financial-year, reports ...). */

export type { AccountSubType };
export const ACCOUNT_SUB_TYPES = ACCOUNT_SUBTYPE_LIST;
export { accountTypeOf };

export interface CoaAccount {
  id: number;
  name: string;
  accountType: string;
  /** '' only for a new account before a type is chosen ('Select Type'). */
  accountSubType: AccountSubType | '';
  parentId: number | null;
  bankName: string | null;
  accountNumber: string | null;
  ifscCode: string | null;
  branchName: string | null;
  upiId: string | null;
  systemCode: string | null;
  /** Other modules post to it: its sub-type is fixed and it cannot be deleted (its name can change). */
  isSystem: boolean;
  /** Set when the IFSC is not in the usual format (saved anyway). */
  ifscWarning: string | null;
}

export interface AccountOption {
  id: number;
  name: string;
  accountSubType: AccountSubType;
  accountType: string;
}

export interface Category {
  id: number;
  name: string;
  description: string | null;
  accountId: number;
  accountName: string;
}

/** Expenses and income share one screen; these name the differences. */
export type RecordKind = 'expense' | 'income';

export interface Expense {
  id: number;
  expenseCategoryId: number;
  expenseCategoryName: string;
  title: string;
  description: string | null;
  amount: string;
  expenseDate: string;
  paymentAccountId: number;
  fromAccount: string;
  supplierId: number | null;
  supplierName: string | null;
  attachmentPath: string | null;
  attachmentCount: number;
  groupTransactionId: string;
}

export interface Income {
  id: number;
  incomeCategoryId: number;
  incomeCategoryName: string;
  title: string;
  description: string | null;
  amount: string;
  incomeDate: string;
  receivedIntoAccountId: number;
  receivedIntoAccountName: string;
  customerId: number | null;
  customerName: string | null;
  attachmentPath: string | null;
  attachmentCount: number;
  groupTransactionId: string;
}

/** Either record, seen through the fields the shared screen needs. */
export interface PostedRecord {
  id: number;
  categoryId: number;
  categoryName: string;
  title: string;
  description: string | null;
  amount: string;
  date: string;
  accountId: number;
  accountName: string;
  /** Supplier (expense) or customer (income). */
  partyId: number | null;
  partyName: string | null;
  attachmentCount: number;
  groupTransactionId: string;
}

export function fromExpense(e: Expense): PostedRecord {
  return {
    id: e.id, categoryId: e.expenseCategoryId, categoryName: e.expenseCategoryName, title: e.title, description: e.description,
    amount: e.amount, date: e.expenseDate, accountId: e.paymentAccountId, accountName: e.fromAccount,
    partyId: e.supplierId, partyName: e.supplierName, attachmentCount: e.attachmentCount, groupTransactionId: e.groupTransactionId,
  };
}

export function fromIncome(i: Income): PostedRecord {
  return {
    id: i.id, categoryId: i.incomeCategoryId, categoryName: i.incomeCategoryName, title: i.title, description: i.description,
    amount: i.amount, date: i.incomeDate, accountId: i.receivedIntoAccountId, accountName: i.receivedIntoAccountName,
    partyId: i.customerId, partyName: i.customerName, attachmentCount: i.attachmentCount, groupTransactionId: i.groupTransactionId,
  };
}

export interface RecordInput {
  id: number;
  categoryId: number;
  title: string;
  description: string | null;
  amount: string;
  date: string;
  accountId: number;
  partyId: number | null;
}

/** The POST body in the spec's field names. */
export function toSaveBody(kind: RecordKind, r: RecordInput): Record<string, unknown> {
  return kind === 'expense'
    ? { id: r.id, expenseCategoryId: r.categoryId, title: r.title, description: r.description, amount: r.amount, expenseDate: r.date, paymentAccountId: r.accountId, supplierId: r.partyId }
    : { id: r.id, incomeCategoryId: r.categoryId, title: r.title, description: r.description, amount: r.amount, incomeDate: r.date, receivedIntoAccountId: r.accountId, customerId: r.partyId };
}

/** Which accounts a category may post to (the server checks the same): expense accounts; income, owner capital or loans. */
export function categoryMayPostTo(kind: RecordKind, account: Pick<AccountOption, 'accountType' | 'accountSubType'>): boolean {
  if (kind === 'expense') return account.accountType === 'EXPENSE';
  return account.accountType === 'INCOME' || account.accountSubType === 'OWNER_CAPITAL' || account.accountSubType === 'LOAN';
}

/** The list's filters, in the API's parameter names per kind. */
export interface RecordFilters {
  fromDate?: string;
  toDate?: string;
  categoryId?: number;
  accountId?: number;
  partyId?: number;
}

export function toFilterQuery(kind: RecordKind, f: RecordFilters): Record<string, string | number | undefined> {
  return kind === 'expense'
    ? { fromDate: f.fromDate, toDate: f.toDate, categoryId: f.categoryId, paymentAccountId: f.accountId, supplierId: f.partyId }
    : { fromDate: f.fromDate, toDate: f.toDate, categoryId: f.categoryId, receivedIntoAccountId: f.accountId, customerId: f.partyId };
}

/** The sortable columns, in the API's names per kind. */
export const DATE_SORT_FIELD: Record<RecordKind, string> = { expense: 'expenseDate', income: 'incomeDate' };

/** Accounts money can leave from (expenses) or arrive in (income); the server checks the same. */
export const MONEY_ACCOUNT_SUB_TYPES: Record<RecordKind, AccountSubType[]> = {
  expense: ['CASH', 'BANK', 'PAYABLE', 'LOAN'],
  income: ['CASH', 'BANK', 'RECEIVABLE'],
};

export interface HistoryItem {
  id: number;
  createdBy: string;
  createdOn: string;
  remark: string;
  transactionDate: string | null;
  amount: string | null;
  groupTransactionId: string | null;
}

export interface Attachment {
  id: number;
  module: 'INCOME' | 'EXPENSE';
  referenceId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string | null;
  uploadedOn: string;
}

export interface FinancialYear {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  isLocked: boolean;
  lockedAt: string | null;
  deactivatedYear?: string | null;
}

export interface DateRange {
  fromDate: string;
  toDate: string;
}

export interface TrialBalance extends DateRange {
  rows: {
    accountId: number; name: string; accountType: string; accountSubType: string; opening: string; debit: string; credit: string;
    closingDebit: string; closingCredit: string;
  }[];
  totals: { debit: string; credit: string; closingDebit: string; closingCredit: string };
  balanced: boolean;
}

export interface StatementSection {
  title: string;
  lines: { accountId: number; name: string; accountSubType: string; amount: string }[];
  total: string;
}

export interface ProfitAndLoss extends DateRange {
  income: StatementSection;
  expenses: StatementSection;
  netProfit: string;
}

export interface BalanceSheet {
  asOnDate: string;
  assets: StatementSection;
  liabilities: StatementSection;
  equity: StatementSection;
  totalAssets: string;
  totalLiabilitiesAndEquity: string;
  balanced: boolean;
}

export interface SidedBalance {
  balance: string;
  side: 'Dr' | 'Cr';
}

export interface Ledger extends DateRange {
  account: { id: number; name: string; accountType: string; accountSubType: string; normalBalance: 'Dr' | 'Cr' };
  opening: SidedBalance;
  entries: (SidedBalance & {
    date: string; groupTransactionId: string; remark: string; referenceModule: string; referenceId: number; counterAccounts: string;
    debit: string; credit: string;
  })[];
  totals: { debit: string; credit: string };
  closing: SidedBalance;
  totalRecords: number;
  totalPages: number;
}

export interface AccountDashboard {
  month: { startDate: string; endDate: string };
  income: string;
  expense: string;
  net: string;
  cashAndBank: { accountId: number; name: string; accountSubType: string; balance: string }[];
  cashAndBankTotal: string;
  trend: { month: string; income: string; expense: string }[];
  recent: { groupTransactionId: string; date: string; remark: string; referenceModule: string; amount: string; reversal: boolean }[];
  financialYear: { name: string; startDate: string; endDate: string; isLocked: boolean } | null;
}
