import { AuditTrailService } from '../../audit/index.js';
import { BadRequestException, Injectable } from '@nestjs/common';
import {
  addAmounts, amountProblem, formatDate, formatPaise, formatRupees, isIsoDate, normalizeAmountInput, paiseToDecimalString, parsePaise, RUPEE_SIGN,
  stateByCode,
} from '@bizdesk/shared';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import type { ListQuery, Paged } from '../../../core/http/list-query.js';
import type { ExpenseView, IncomeView, SaveExpenseDto, SaveIncomeDto } from '../dtos/records.dtos.js';
import type { ExpenseGstFields, PostedRecordRow, RecordFilters } from '../repositories/posted-records.repository.js';
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
    vendorGstin: r.vendor_gstin, placeOfSupplyStateId: r.place_of_supply_state_id === null ? null : Number(r.place_of_supply_state_id),
    taxableAmount: r.taxable_amount, igstAmount: r.igst_amount, cgstAmount: r.cgst_amount, sgstAmount: r.sgst_amount,
    cessAmount: r.cess_amount, itcEligible: r.itc_eligible,
  };
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A rupee field of the GST part in paise, or the message; blank is 0 when `zeroAllowed`. */
function gstAmount(value: unknown, zeroAllowed: boolean, message: string): number {
  if (blank(value)) {
    if (zeroAllowed) return 0;
    throw new BadRequestException(message);
  }
  const text = typeof value === 'string' ? normalizeAmountInput(value) : value;
  if (amountProblem(text, { allowZero: zeroAllowed }) !== null) throw new BadRequestException(message);
  return parsePaise(String(text).trim());
}

/**
 * The GST part of an expense from the form, checked as a whole: the vendor's GSTIN and the place of supply
 * decide IGST (different states) or CGST+SGST (the same state, in equal halves), and the taxable value plus
 * the GST is what was paid. Null when the form carries no GST at all.
 */
export function expenseGst(input: SaveExpenseDto): ExpenseGstFields | null {
  const parts = [input.placeOfSupplyStateId, input.taxableAmount, input.igstAmount, input.cgstAmount, input.sgstAmount, input.cessAmount];
  if (blank(input.vendorGstin)) {
    if (parts.some((p) => !blank(p) && !(typeof p === 'string' && /^0*(\.0*)?$/.test(p.trim())) && p !== 0)) {
      throw new BadRequestException(M.gst.vendorGstinRequired);
    }
    return null;
  }
  const vendorGstin = String(input.vendorGstin);
  if (blank(input.placeOfSupplyStateId)) throw new BadRequestException(M.gst.placeOfSupplyRequired);
  const place = Number(input.placeOfSupplyStateId);
  if (!stateByCode(place)) throw new BadRequestException(M.gst.placeOfSupplyInvalid);
  const taxable = gstAmount(input.taxableAmount, false, blank(input.taxableAmount) ? M.gst.taxableRequired : M.gst.taxableInvalid);
  const igst = gstAmount(input.igstAmount, true, M.gst.taxInvalid);
  const cgst = gstAmount(input.cgstAmount, true, M.gst.taxInvalid);
  const sgst = gstAmount(input.sgstAmount, true, M.gst.taxInvalid);
  const cess = gstAmount(input.cessAmount, true, M.gst.taxInvalid);
  if (igst > 0 && (cgst > 0 || sgst > 0)) throw new BadRequestException(M.gst.igstOrCgst);
  const intraState = Number(vendorGstin.slice(0, 2)) === place;
  if (intraState && igst > 0) throw new BadRequestException(M.gst.intraNeedsCgst);
  if (!intraState && (cgst > 0 || sgst > 0)) throw new BadRequestException(M.gst.interNeedsIgst);
  if (cgst !== sgst) throw new BadRequestException(M.gst.cgstEqualsSgst);
  const amount = parsePaise(String(typeof input.amount === 'string' ? normalizeAmountInput(input.amount) : input.amount).trim());
  if (taxable + igst + cgst + sgst + cess !== amount) {
    throw new BadRequestException(`Taxable value plus GST (${formatPaise(taxable + igst + cgst + sgst + cess)}) must equal the amount (${formatPaise(amount)})`);
  }
  const money = (p: number) => paiseToDecimalString(p);
  return {
    vendorGstin, placeOfSupplyStateId: place, taxableAmount: money(taxable), igstAmount: money(igst), cgstAmount: money(cgst),
    sgstAmount: money(sgst), cessAmount: money(cess), itcEligible: input.itcEligible ?? true,
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

/**
 * What expenses and income share on the posted-record life cycle: the list, the CSV export (audited first), the
 * picker and the delete of one kind, each answered in that kind's view. Saving differs (field names, GST) and
 * stays with each kind.
 */
@Injectable()
abstract class PostedRecordKindService<View> {
  protected abstract readonly kind: 'EXPENSE' | 'INCOME';
  protected abstract view(r: PostedRecordRow): View;

  constructor(
    protected readonly records: PostedRecordsService,
    private readonly audit: AuditTrailService,
  ) {}

  async list(query: ListQuery, raw: RawRecordFilters): Promise<Paged<View> & { totalAmount: string }> {
    const page = await this.records.list(this.kind, query, parseRecordFilters(raw));
    return { ...page, list: page.list.map((r) => this.view(r)) };
  }

  async exportCsv(query: ListQuery, raw: RawRecordFilters): Promise<{ fileName: string; csv: string }> {
    const filters = parseRecordFilters(raw);
    // Written first, in the export's transaction: its reads may carry the COMMIT (an early-committing GET).
    // The audit's record type is the kind's own name: 'expense', 'income'.
    await this.audit.record({ action: 'EXPORT', recordType: this.kind.toLowerCase(), details: { search: query.search || null, ...raw } });
    return exportOf(this.kind, await this.records.listForExport(this.kind, query, filters));
  }

  select(search: string) {
    return this.records.select(this.kind, search);
  }

  remove(id: number): Promise<void> {
    return this.records.remove(this.kind, id);
  }
}

/** Expenses in the spec's field names, on the shared posted-record life cycle. */
@Injectable()
export class ExpensesService extends PostedRecordKindService<ExpenseView> {
  protected readonly kind = 'EXPENSE';
  protected view = toExpenseView;

  suppliers() {
    return this.records.partyOptions('EXPENSE');
  }

  async save(input: SaveExpenseDto): Promise<{ expense: ExpenseView; created: boolean }> {
    const { record, created } = await this.records.save('EXPENSE', {
      id: input.id, categoryId: input.expenseCategoryId, title: input.title, description: input.description ?? null,
      amount: input.amount, date: input.expenseDate, moneyAccountId: input.paymentAccountId, partyId: input.supplierId ?? null,
      attachmentPath: input.attachmentPath ?? null, gst: expenseGst(input),
    });
    return { expense: toExpenseView(record), created };
  }
}

/** Income in the spec's field names, on the shared posted-record life cycle. */
@Injectable()
export class IncomesService extends PostedRecordKindService<IncomeView> {
  protected readonly kind = 'INCOME';
  protected view = toIncomeView;

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
}
