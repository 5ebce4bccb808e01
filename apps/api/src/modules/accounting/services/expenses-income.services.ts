import { BadRequestException, Injectable } from '@nestjs/common';
import { isIsoDate } from '@bizdesk/shared';
import type { ListQuery, Paged } from '../../../core/http/list-query.js';
import type { ExpenseView, IncomeView, SaveExpenseDto, SaveIncomeDto } from '../dtos/records.dtos.js';
import type { PostedRecordRow, RecordFilters } from '../repositories/posted-records.repository.js';
import { PostedRecordsService } from './posted-records.service.js';

export interface RawRecordFilters {
  categoryId?: string;
  accountId?: string;
  fromDate?: string;
  toDate?: string;
}

/** Plain list parameters (categoryId, account, fromDate, toDate); bad values are a 400, not an empty list. */
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
    categoryId: id(raw.categoryId, 'categoryId'), accountId: id(raw.accountId, 'accountId'),
    fromDate: date(raw.fromDate, 'fromDate'), toDate: date(raw.toDate, 'toDate'),
  };
}

const n = (v: string | null) => (v === null ? null : Number(v));

export function toExpenseView(r: PostedRecordRow): ExpenseView {
  return {
    id: Number(r.id), expenseCategoryId: Number(r.category_id), expenseCategoryName: r.category_name, title: r.title,
    description: r.description, amount: r.amount, expenseDate: r.date, paymentAccountId: Number(r.money_account_id),
    fromAccount: r.money_account_name, supplierId: n(r.party_id), attachmentPath: r.attachment_path,
    attachmentCount: r.attachment_count, groupTransactionId: r.group_transaction_id,
  };
}

export function toIncomeView(r: PostedRecordRow): IncomeView {
  return {
    id: Number(r.id), incomeCategoryId: Number(r.category_id), incomeCategoryName: r.category_name, title: r.title,
    description: r.description, amount: r.amount, incomeDate: r.date, receivedIntoAccountId: Number(r.money_account_id),
    receivedIntoAccountName: r.money_account_name, customerId: n(r.party_id), attachmentPath: r.attachment_path,
    attachmentCount: r.attachment_count, groupTransactionId: r.group_transaction_id,
  };
}

/** Expenses in the spec's field names, on the shared posted-record life cycle. */
@Injectable()
export class ExpensesService {
  constructor(private readonly records: PostedRecordsService) {}

  async list(query: ListQuery, raw: RawRecordFilters): Promise<Paged<ExpenseView>> {
    const page = await this.records.list('EXPENSE', query, parseRecordFilters(raw));
    return { ...page, list: page.list.map(toExpenseView) };
  }

  select(search: string) {
    return this.records.select('EXPENSE', search);
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
  constructor(private readonly records: PostedRecordsService) {}

  async list(query: ListQuery, raw: RawRecordFilters): Promise<Paged<IncomeView>> {
    const page = await this.records.list('INCOME', query, parseRecordFilters(raw));
    return { ...page, list: page.list.map(toIncomeView) };
  }

  select(search: string) {
    return this.records.select('INCOME', search);
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
