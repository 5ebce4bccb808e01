import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { formatDate, formatRupees, paiseToDecimalString, parsePaise } from '@bizdesk/shared';
import { CustomersService, SuppliersService } from '../../parties/index.js';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { CoaAccountsRepository } from '../repositories/coa-accounts.repository.js';
import {
  PostedRecordsRepository, type ExpenseGstFields, type PostedRecordFields, type PostedRecordRow, type RecordFilters, type RecordKind,
} from '../repositories/posted-records.repository.js';
import { currentUserId } from './actor.js';
import { FinancialYearGuard } from './financial-year.guard.js';
import { JournalService, type JournalLineInput } from './journal.service.js';
import { TransactionHistoryService } from './transaction-history.service.js';

/** The most records one CSV export holds; narrower filters export the rest. */
export const EXPORT_LIMIT = 50_000;

/** What an expense or an income is, in the ledger's terms. */
export interface PostedRecordInput {
  id: number;
  categoryId: number;
  title: string;
  description: string | null;
  amount: string | number;
  date: string;
  /** Expense: the account paid from. Income: the account received into. */
  moneyAccountId: number;
  partyId: number | null;
  attachmentPath: string | null;
  /** Expenses: the vendor's GST (null: none). Eligible GST is debited to Input GST instead of the expense account. */
  gst?: ExpenseGstFields | null;
}

/** The GST of an expense that is input tax credit (0 when it has none or it is blocked). */
function creditPaise(gst: ExpenseGstFields | null | undefined): number {
  if (!gst || !gst.itcEligible) return 0;
  return parsePaise(gst.igstAmount) + parsePaise(gst.cgstAmount) + parsePaise(gst.sgstAmount) + parsePaise(gst.cessAmount);
}

const sameGst = (row: PostedRecordRow, gst: ExpenseGstFields | null | undefined) =>
  (row.vendor_gstin ?? null) === (gst?.vendorGstin ?? null)
  && (row.place_of_supply_state_id === null ? null : Number(row.place_of_supply_state_id)) === (gst?.placeOfSupplyStateId ?? null)
  && (row.taxable_amount ?? null) === (gst?.taxableAmount ?? null)
  && row.igst_amount === (gst?.igstAmount ?? '0.00') && row.cgst_amount === (gst?.cgstAmount ?? '0.00')
  && row.sgst_amount === (gst?.sgstAmount ?? '0.00') && row.cess_amount === (gst?.cessAmount ?? '0.00')
  && row.itc_eligible === (gst?.itcEligible ?? false);

interface KindRules {
  label: string;
  notFound: string;
  moneySubTypes: string[];
  moneyInvalid: string;
  /** The journal: an expense debits its expense account and credits the paying account; income the reverse. */
  lines(postAccountId: number, moneyAccountId: number, paise: number): JournalLineInput[];
}

const RULES: Record<RecordKind, KindRules> = {
  EXPENSE: {
    label: 'Expense',
    notFound: M.expenseNotFound,
    moneySubTypes: ['CASH', 'BANK', 'PAYABLE', 'LOAN'],
    moneyInvalid: M.paymentAccountInvalid,
    lines: (post, money, paise) => [
      { accountId: post, debitPaise: paise, creditPaise: 0 },
      { accountId: money, debitPaise: 0, creditPaise: paise },
    ],
  },
  INCOME: {
    label: 'Income',
    notFound: M.incomeNotFound,
    moneySubTypes: ['CASH', 'BANK', 'RECEIVABLE'],
    moneyInvalid: M.receivedAccountInvalid,
    lines: (post, money, paise) => [
      { accountId: money, debitPaise: paise, creditPaise: 0 },
      { accountId: post, debitPaise: 0, creditPaise: paise },
    ],
  },
};

/**
 * Expenses and incomes share one life cycle: each is posted as a journal in the same transaction as
 * the record; an edit of anything the ledger sees (amount, date, accounts) reverses the old journal and
 * posts a new one; a delete reverses and soft-deletes. History is written for every change. Records
 * dated in a locked year cannot be created, changed (not even moved out of it) or deleted.
 */
@Injectable()
export class PostedRecordsService {
  constructor(
    private readonly records: PostedRecordsRepository,
    private readonly categories: CategoriesRepository,
    private readonly accounts: CoaAccountsRepository,
    private readonly journal: JournalService,
    private readonly guard: FinancialYearGuard,
    private readonly history: TransactionHistoryService,
    private readonly suppliers: SuppliersService,
    private readonly customers: CustomersService,
  ) {}

  /**
   * A page of the filtered list with the total amount of every record the filters select (all pages). The
   * list routes do nothing else with the database, so the page's statements carry a GET's COMMIT.
   */
  async list(kind: RecordKind, query: ListQuery, filters: RecordFilters): Promise<Paged<PostedRecordRow> & { totalAmount: string }> {
    const [rows, total, totalAmount] = await this.records.list(kind, currentCompanyId(), query, filters, { last: true });
    return { ...paged(rows, total, query), totalAmount };
  }

  /** Every record the filters select, in list order, for the CSV export; refuses more than EXPORT_LIMIT. */
  async listForExport(kind: RecordKind, query: ListQuery, filters: RecordFilters): Promise<PostedRecordRow[]> {
    const rows = await this.records.listAll(kind, currentCompanyId(), query, filters, EXPORT_LIMIT + 1);
    if (rows.length > EXPORT_LIMIT) throw new BadRequestException(M.exportTooLarge);
    return rows;
  }

  async select(kind: RecordKind, search: string): Promise<{ id: number; name: string }[]> {
    return (await this.records.select(kind, currentCompanyId(), search)).map((r) => ({ id: Number(r.id), name: r.name }));
  }

  /**
   * The company's suppliers (expense) or customers (income) for the forms' party select. Read through the
   * parties module's service, so it needs no POS subscription (an expense can name a supplier without POS).
   */
  async partyOptions(kind: RecordKind): Promise<{ id: number; name: string }[]> {
    const options = await (kind === 'EXPENSE' ? this.suppliers : this.customers).options();
    return options.map((o) => ({ id: o.id, name: o.name }));
  }

  async find(kind: RecordKind, id: number): Promise<PostedRecordRow> {
    const row = await this.records.find(kind, currentCompanyId(), id);
    if (!row) throw new NotFoundException(RULES[kind].notFound);
    return row;
  }

  /** Existence check for history and attachments (deleted records keep their history). */
  async assertExists(kind: RecordKind, id: number, includeDeleted: boolean): Promise<void> {
    if (!(await this.records.exists(kind, currentCompanyId(), id, includeDeleted))) throw new NotFoundException(RULES[kind].notFound);
  }

  async save(kind: RecordKind, input: PostedRecordInput): Promise<{ record: PostedRecordRow; created: boolean }> {
    const companyId = currentCompanyId();
    const rules = RULES[kind];
    const userId = currentUserId();

    // The record first (lock it), so an edit of another tenant's id is a 404 before anything else.
    const current = input.id === 0 ? null : await this.records.find(kind, companyId, input.id, { forUpdate: true });
    if (input.id !== 0 && !current) throw new NotFoundException(rules.notFound);
    if (current) await this.guard.assertOpen(current.date);

    const category = await this.categories.findById(kind, companyId, input.categoryId);
    if (!category) throw new NotFoundException(M.categoryNotFound);
    // The party must be one of this company's suppliers (expense) or customers (income): 404 otherwise.
    if (input.partyId !== null) await (kind === 'EXPENSE' ? this.suppliers : this.customers).get(input.partyId);
    const money = await this.accounts.findById(companyId, input.moneyAccountId);
    if (!money) throw new NotFoundException(M.accountNotFound);
    if (!rules.moneySubTypes.includes(money.account_sub_type)) throw new BadRequestException(rules.moneyInvalid);
    const paise = parsePaise(String(input.amount).trim());
    const amount = paiseToDecimalString(paise);
    const postAccountId = Number(category.account_id);
    await this.guard.assertOpen(input.date);

    const fields: Omit<PostedRecordFields, 'journalId' | 'groupTransactionId'> & { gst?: ExpenseGstFields | null } = {
      categoryId: input.categoryId, title: input.title, description: input.description ?? null, amount, date: input.date,
      moneyAccountId: input.moneyAccountId, postAccountId, partyId: input.partyId ?? null,
      attachmentPath: input.attachmentPath ?? current?.attachment_path ?? null,
    };
    const journalRemark = `${rules.label}: ${input.title} (${category.name})`;
    const gst = kind === 'EXPENSE' ? input.gst ?? null : null;
    fields.gst = gst;
    const credit = creditPaise(gst);
    const inputGstAccount = credit > 0 ? (await this.journal.systemAccountIds(['INPUT_GST'])).INPUT_GST : 0;
    const journalLines = (): JournalLineInput[] => {
      const lines = rules.lines(postAccountId, input.moneyAccountId, paise);
      if (credit === 0) return lines;
      // Eligible GST is an asset (Input GST), not a cost: the expense account takes the rest.
      return [
        { accountId: postAccountId, debitPaise: paise - credit, creditPaise: 0 },
        { accountId: inputGstAccount, debitPaise: credit, creditPaise: 0 },
        { accountId: input.moneyAccountId, debitPaise: 0, creditPaise: paise },
      ].filter((l) => l.debitPaise > 0 || l.creditPaise > 0);
    };

    if (!current) {
      const id = await this.records.nextId(kind);
      const posted = await this.journal.post(
        { date: input.date, remark: journalRemark, referenceModule: kind, referenceId: id, lines: journalLines() },
        { recordHistory: false },
      );
      await this.records.insert(kind, companyId, id, { ...fields, journalId: posted.journalId, groupTransactionId: posted.groupTransactionId }, userId);
      await this.history.record({
        referenceModule: kind, referenceId: id, remark: `${rules.label} created: ${input.title}`, transactionDate: input.date,
        amount, groupTransactionId: posted.groupTransactionId,
      });
      return { record: (await this.records.find(kind, companyId, id))!, created: true };
    }

    const changes = describeChanges(current, fields, category.name, money.name);
    const ledgerChanged = current.amount !== amount || current.date !== input.date
      || Number(current.money_account_id) !== input.moneyAccountId || Number(current.post_account_id) !== postAccountId
      || (kind === 'EXPENSE' && !sameGst(current, gst));
    let journalId = Number(current.journal_id);
    let groupTransactionId = current.group_transaction_id;
    if (ledgerChanged) {
      await this.journal.reverse(current.group_transaction_id, `${rules.label} edited: reversal of ${current.group_transaction_id}`,
        { recordHistory: false });
      const posted = await this.journal.post(
        { date: input.date, remark: journalRemark, referenceModule: kind, referenceId: input.id, lines: journalLines() },
        { recordHistory: false },
      );
      journalId = posted.journalId;
      groupTransactionId = posted.groupTransactionId;
    }
    await this.records.update(kind, companyId, input.id, { ...fields, journalId, groupTransactionId }, userId);
    if (changes.length) {
      const reposted = ledgerChanged ? ` (${current.group_transaction_id} reversed, re-posted as ${groupTransactionId})` : '';
      await this.history.record({
        referenceModule: kind, referenceId: input.id, remark: `${rules.label} updated: ${changes.join('; ')}${reposted}`,
        transactionDate: input.date, amount, groupTransactionId,
      });
    }
    return { record: (await this.records.find(kind, companyId, input.id))!, created: false };
  }

  async remove(kind: RecordKind, id: number): Promise<void> {
    const companyId = currentCompanyId();
    const rules = RULES[kind];
    const current = await this.records.find(kind, companyId, id, { forUpdate: true });
    if (!current) throw new NotFoundException(rules.notFound);
    await this.guard.assertOpen(current.date);
    const reversal = await this.journal.reverse(current.group_transaction_id, `${rules.label} deleted: ${current.title}`, { recordHistory: false });
    await this.records.softDelete(kind, companyId, id, currentUserId());
    await this.history.record({
      referenceModule: kind, referenceId: id, remark: `${rules.label} deleted (${current.group_transaction_id} reversed by ${reversal.groupTransactionId})`,
      transactionDate: current.date, amount: current.amount, groupTransactionId: reversal.groupTransactionId,
    });
  }
}

function describeChanges(
  current: PostedRecordRow,
  next: Omit<PostedRecordFields, 'journalId' | 'groupTransactionId'>,
  categoryName: string,
  moneyAccountName: string,
): string[] {
  const out: string[] = [];
  if (current.amount !== next.amount) out.push(`amount ${formatRupees(current.amount)} → ${formatRupees(next.amount)}`);
  if (current.date !== next.date) out.push(`date ${formatDate(current.date)} → ${formatDate(next.date)}`);
  if (Number(current.money_account_id) !== next.moneyAccountId) out.push(`account ${current.money_account_name} → ${moneyAccountName}`);
  if (Number(current.category_id) !== next.categoryId) out.push(`category ${current.category_name} → ${categoryName}`);
  else if (Number(current.post_account_id) !== next.postAccountId) out.push(`category account changed`);
  if (current.title !== next.title) out.push(`title "${current.title}" → "${next.title}"`);
  if ((current.description ?? null) !== (next.description ?? null)) out.push('description changed');
  if ((current.party_id === null ? null : Number(current.party_id)) !== next.partyId) out.push('party changed');
  if (next.gst !== undefined && !sameGst(current, next.gst)) {
    out.push(next.gst ? `GST ${next.gst.vendorGstin}: taxable ${formatRupees(next.gst.taxableAmount)}${next.gst.itcEligible ? ', input credit' : ', no credit'}` : 'GST removed');
  }
  return out;
}
