import type { BodyOf, Schemas } from '@bizdesk/api-client';
import { ACCOUNT_SUBTYPE_LIST, accountTypeOf, type AccountSubType } from '@bizdesk/shared';

/** Shapes of the accounting API (/api/erp/coa-account, expense, income, financial-year, reports ...). */

export type { AccountSubType };
export const ACCOUNT_SUB_TYPES = ACCOUNT_SUBTYPE_LIST;
export { accountTypeOf };

/** An account as the API answers it; the form's sub-type is '' until one is chosen ('Select Type'). */
export type CoaAccount = Omit<Schemas['CoaAccountView'], 'accountSubType' | 'accountType'> & {
  accountSubType: AccountSubType | '';
  accountType: Schemas['CoaAccountView']['accountType'] | '';
};

export type AccountOption = Schemas['AccountSelectOption'];

export type Category = Schemas['RecordCategoryView'];

/** Expenses and income share one screen; these name the differences. */
export type RecordKind = 'expense' | 'income';

export type Expense = Schemas['ExpenseView'];

export type Income = Schemas['IncomeView'];

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
  /** Expenses: the vendor's GST on the bill (null: none). */
  gst: ExpenseGst | null;
}

/** The GST part of an expense, amounts as decimal strings. */
export interface ExpenseGst {
  vendorGstin: string;
  placeOfSupplyStateId: number;
  taxableAmount: string;
  igstAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  cessAmount: string;
  itcEligible: boolean;
}

export function fromExpense(e: Expense): PostedRecord {
  return {
    id: e.id, categoryId: e.expenseCategoryId, categoryName: e.expenseCategoryName, title: e.title, description: e.description,
    amount: e.amount, date: e.expenseDate, accountId: e.paymentAccountId, accountName: e.fromAccount,
    partyId: e.supplierId, partyName: e.supplierName, attachmentCount: e.attachmentCount, groupTransactionId: e.groupTransactionId,
    gst: e.vendorGstin && e.placeOfSupplyStateId !== null && e.taxableAmount !== null
      ? {
        vendorGstin: e.vendorGstin, placeOfSupplyStateId: e.placeOfSupplyStateId, taxableAmount: e.taxableAmount, igstAmount: e.igstAmount,
        cgstAmount: e.cgstAmount, sgstAmount: e.sgstAmount, cessAmount: e.cessAmount, itcEligible: e.itcEligible,
      }
      : null,
  };
}

export function fromIncome(i: Income): PostedRecord {
  return {
    id: i.id, categoryId: i.incomeCategoryId, categoryName: i.incomeCategoryName, title: i.title, description: i.description,
    amount: i.amount, date: i.incomeDate, accountId: i.receivedIntoAccountId, accountName: i.receivedIntoAccountName,
    partyId: i.customerId, partyName: i.customerName, attachmentCount: i.attachmentCount, groupTransactionId: i.groupTransactionId, gst: null,
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
  /** Expenses only: the vendor's GST; null or absent: none. */
  gst?: ExpenseGst | null;
}

/** What POST /api/erp/expense or /api/erp/income takes (generated from the server's DTOs). */
export type RecordSaveRequest = BodyOf<'/api/erp/expense'> | BodyOf<'/api/erp/income'>;

/** The POST body in the spec's field names. */
export function toSaveBody(kind: RecordKind, r: RecordInput): RecordSaveRequest {
  return kind === 'expense'
    ? {
      id: r.id, expenseCategoryId: r.categoryId, title: r.title, description: r.description, amount: r.amount, expenseDate: r.date, paymentAccountId: r.accountId,
      supplierId: r.partyId,
      ...(r.gst
        ? r.gst
        : { vendorGstin: null, placeOfSupplyStateId: null, taxableAmount: null, igstAmount: null, cgstAmount: null, sgstAmount: null, cessAmount: null }),
    }
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

export type Attachment = Schemas['AttachmentView'];

export type FinancialYear = Schemas['FinancialYearView'];

export interface DateRange {
  fromDate: string;
  toDate: string;
}

export type TrialBalance = Schemas['TrialBalanceView'];

export type StatementSection = Schemas['StatementSectionView'];

export type SidedBalance = Schemas['SidedBalanceView'];

export type Ledger = Schemas['LedgerView'];

export type AccountDashboard = Schemas['AccountDashboardView'];
