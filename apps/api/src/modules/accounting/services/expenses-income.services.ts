import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import { addAmounts, formatDate, formatRupees, isIsoDate, RUPEE_SIGN } from '@bizdesk/shared';
import type { ListQuery, Paged } from '../../../core/http/list-query.js';
import type { ExpenseView, IncomeView, SaveExpenseDto, SaveIncomeDto } from '../dtos/records.dtos.js';
import type { PostedRecordRow, RecordFilters } from '../repositories/posted-records.repository.js';
import { toCsv } from './csv.js';
import { PostedRecordsService } from './posted-records.service.js';

export interface RawRecordFilters {
  categoryId?: string;
  accountId?: string;
  /** supplierId (expenses) or customerId (income) */
  partyId?: string;
  fromDate?: string;
  toDate?: string;
}

/** Plain list parameters (categoryId, account, party, fromDate, toDate); bad values are a 400, not an empty list. */
export function parseRecordFilters(raw: RawRecordFilters): RecordFilters {
  const id = (v: string | undefined, name: string) => {
    if (v === undefined || v === '') return undefined;
    if (!/^\d+$/.test(v.trim()) || Number(v) <= 0) throw new BadRequestException(`${name} must be a positive whole number`);
    return Number(v);
  };
  const date = (v: string | undefined, name: string) => {
    if (v === undefined || v === '') return undefined;
    if (!isIsoDate(v.trim())) throw new BadRequestException(`${name} must be a valid date (yyyy-MM-dd)`);
    return v.trim();
  };
  return {
    categoryId: id(raw.categoryId, 'categoryId'), accountId: id(raw.accountId, 'accountId'), partyId: id(raw.partyId, 'party id'),
    fromDate: date(raw.fromDate, 'fromDate'), toDate: date(raw.toDate, 'toDate'),
  };
}

const n = (v: string | null) => (v === null ? null : Number(v));

export function toExpenseView(r: PostedRecordRow): ExpenseView {
  return {
    id: Number(r.id), expenseCategoryId: Number(r.category_id), expenseCategoryName: r.category_name, title: r.title,
    description: r.description, amount: r.amount, expenseDate: r.date, paymentAccountId: Number(r.money_account_id),
    fromAccount: r.money_account_name, supplierId: n(r.party_id), supplierName: r.party_name, attachmentPath: r.attachment_path,
    attachmentCount: r.attachment_count, groupTransactionId: r.group_transaction_id,
  };
}

export function toIncomeView(r: PostedRecordRow): IncomeView {
  return {
    id: Number(r.id), incomeCategoryId: Number(r.category_id), incomeCategoryName: r.category_name, title: r.title,
    description: r.description, amount: r.amount, incomeDate: r.date, receivedIntoAccountId: Number(r.money_account_id),
    receivedIntoAccountName: r.money_account_name, customerId: n(r.party_id), customerName: r.party_name, attachmentPath: r.attachment_path,
    attachmentCount: r.attachment_count, groupTransactionId: r.group_transaction_id,
  };
}

/** Amount in Indian grouping without the rupee sign (the column header carries it): "1,25,000.50". */
const csvAmount = (amount: string) => formatRupees(amount).replace(RUPEE_SIGN, '');

/** The filtered list as CSV: dates dd MMM yyyy, amounts with Indian grouping, a total row at the end. */
export function recordsCsv(kind: 'EXPENSE' | 'INCOME', rows: PostedRecordRow[], totalAmount: string): string {
  const header = kind === 'EXPENSE'
    ? ['Date', 'Category', 'Title', 'Description', `Amount (${RUPEE_SIGN})`, 'Paid From', 'Supplier', 'Group Transaction Id']
    : ['Date', 'Category', 'Title', 'Description', `Amount (${RUPEE_SIGN})`, 'Received Into', 'Customer', 'Group Transaction Id'];
  const lines = rows.map((r) => [
    formatDate(r.date), r.category_name, r.title, r.description ?? '', csvAmount(r.amount), r.money_account_name, r.party_name ?? '',
    r.group_transaction_id,
  ]);
  const total = ['Total', '', '', `${rows.length} record(s)`, csvAmount(totalAmount), '', '', ''];
  return toCsv([header, ...lines, total]);
}

function exportOf(kind: 'EXPENSE' | 'INCOME', rows: PostedRecordRow[]): { fileName: string; csv: string } {
  const totalAmount = rows.reduce((sum, r) => addAmounts(sum, r.amount), '0.00');
  const today = new Date().toISOString().slice(0, 10);
  return { fileName: `${kind === 'EXPENSE' ? 'expenses' : 'income'}-${today}.csv`, csv: recordsCsv(kind, rows, totalAmount) };
}

/** Expenses in the spec's field names, on the shared posted-record life cycle. */
@Injectable()
export class ExpensesService {
  constructor(
    private readonly records: PostedRecordsService,
    private readonly audit: AuditTrailService,
  ) {}

  async list(query: ListQuery, raw: RawRecordFilters): Promise<Paged<ExpenseView> & { totalAmount: string }> {
    const page = await this.records.list('EXPENSE', query, parseRecordFilters(raw));
    return { ...page, list: page.list.map(toExpenseView) };
  }

  async exportCsv(query: ListQuery, raw: RawRecordFilters): Promise<{ fileName: string; csv: string }> {
    const filters = parseRecordFilters(raw);
    // Written first, in the export's transaction: its reads may carry the COMMIT (an early-committing GET).
    await this.audit.record({ action: 'EXPORT', recordType: 'expense', details: { search: query.search || null, ...raw } });
    return exportOf('EXPENSE', await this.records.listForExport('EXPENSE', query, filters));
  }

  select(search: string) {
    return this.records.select('EXPENSE', search);
  }

  suppliers() {
    return this.records.partyOptions('EXPENSE');
  }

  async save(input: SaveExpenseDto): Promise<{ expense: ExpenseView; created: boolean }> {
    const { record, created } = await this.records.save('EXPENSE', {
      id: input.id, categoryId: input.expenseCategoryId, title: input.title, description: input.description ?? null,
      amount: input.amount, date: input.expenseDate, moneyAccountId: input.paymentAccountId, partyId: input.supplierId ?? null,
      attachmentPath: input.attachmentPath ?? null,
    });
    return { expense: toExpenseView(record), created };
  }

  remove(id: number): Promise<void> {
    return this.records.remove('EXPENSE', id);
  }
}

/** Income in the spec's field names, on the shared posted-record life cycle. */
@Injectable()
export class IncomesService {
  constructor(
    private readonly records: PostedRecordsService,
    private readonly audit: AuditTrailService,
  ) {}

  async list(query: ListQuery, raw: RawRecordFilters): Promise<Paged<IncomeView> & { totalAmount: string }> {
    const page = await this.records.list('INCOME', query, parseRecordFilters(raw));
    return { ...page, list: page.list.map(toIncomeView) };
  }

  async exportCsv(query: ListQuery, raw: RawRecordFilters): Promise<{ fileName: string; csv: string }> {
    const filters = parseRecordFilters(raw);
    // Written first, in the export's transaction: its reads may carry the COMMIT (an early-committing GET).
    await this.audit.record({ action: 'EXPORT', recordType: 'income', details: { search: query.search || null, ...raw } });
    return exportOf('INCOME', await this.records.listForExport('INCOME', query, filters));
  }

  select(search: string) {
    return this.records.select('INCOME', search);
  }

  customers() {
    return this.records.partyOptions('INCOME');
  }

  async save(input: SaveIncomeDto): Promise<{ income: IncomeView; created: boolean }> {
    const { record, created } = await this.records.save('INCOME', {
      id: input.id, categoryId: input.incomeCategoryId, title: input.title, description: input.description ?? null,
      amount: input.amount, date: input.incomeDate, moneyAccountId: input.receivedIntoAccountId, partyId: input.customerId ?? null,
      attachmentPath: input.attachmentPath ?? null,
    });
    return { income: toIncomeView(record), created };
  }

  remove(id: number): Promise<void> {
    return this.records.remove('INCOME', id);
  }
}
