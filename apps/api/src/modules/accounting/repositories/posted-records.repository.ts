import { Injectable } from '@nestjs/common';
import { MAX_AMOUNT_PAISE, normalizeAmountInput, paiseToDecimalString, tryParsePaise } from '@bizdesk/shared';
import { lockThenRead } from '../../../core/tenancy/record-lock.js';
import { sql, sqlAll } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import type { Tables } from '../../../core/database/schema.generated.js';

export type RecordKind = 'EXPENSE' | 'INCOME';

/** Where each kind keeps its columns: expenses and incomes have the same shape under different names. */
const TABLES = {
  EXPENSE: {
    table: 'expenses', seq: 'expenses_id_seq', categoryTable: 'expense_categories', category: 'expense_category_id',
    date: 'expense_date', money: 'payment_account_id', post: 'expense_account_id', party: 'supplier_id', partyTable: 'suppliers',
    sortable: { id: 'r.id', expenseDate: 'r.expense_date', amount: 'r.amount', title: 'lower(r.title)' } as Record<string, string>,
  },
  INCOME: {
    table: 'incomes', seq: 'incomes_id_seq', categoryTable: 'income_categories', category: 'income_category_id',
    date: 'income_date', money: 'received_into_account_id', post: 'income_account_id', party: 'customer_id', partyTable: 'customers',
    sortable: { id: 'r.id', incomeDate: 'r.income_date', amount: 'r.amount', title: 'lower(r.title)' } as Record<string, string>,
  },
} as const;

export const EXPENSE_SORTABLE = Object.keys(TABLES.EXPENSE.sortable);
export const INCOME_SORTABLE = Object.keys(TABLES.INCOME.sortable);

interface PostedRecordColumns {
  id: string;
  category_id: string;
  category_name: string;
  title: string;
  description: string | null;
  amount: string;
  date: string;
  money_account_id: string;
  money_account_name: string;
  post_account_id: string;
  party_id: string | null;
  party_name: string | null;
  attachment_path: string | null;
  journal_id: string;
  group_transaction_id: string;
  attachment_count: number;
}

/** Expenses only (issue 28): the vendor's GST as stored; income rows carry NULL / '0.00' / false (GST_COLUMNS). */
type ExpenseGstColumns = Pick<Tables['expenses'], (typeof GST_WRITE_COLUMNS)[number]>;
export type PostedRecordRow = PostedRecordColumns & ExpenseGstColumns;

/** An expense's GST part, amounts as decimal strings. */
export interface ExpenseGstFields {
  vendorGstin: string;
  placeOfSupplyStateId: number;
  taxableAmount: string;
  igstAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  cessAmount: string;
  itcEligible: boolean;
}

export interface PostedRecordFields {
  categoryId: number;
  title: string;
  description: string | null;
  amount: string;
  date: string;
  moneyAccountId: number;
  postAccountId: number;
  partyId: number | null;
  attachmentPath: string | null;
  journalId: number;
  groupTransactionId: string;
  /** Expenses only: null clears the GST part. */
  gst?: ExpenseGstFields | null;
}

const GST_COLUMNS = {
  EXPENSE: `r.vendor_gstin, r.place_of_supply_state_id, r.taxable_amount::text AS taxable_amount, r.igst_amount::text AS igst_amount,
    r.cgst_amount::text AS cgst_amount, r.sgst_amount::text AS sgst_amount, r.cess_amount::text AS cess_amount, r.itc_eligible`,
  INCOME: `NULL::varchar AS vendor_gstin, NULL::int AS place_of_supply_state_id, NULL::text AS taxable_amount, '0.00' AS igst_amount,
    '0.00' AS cgst_amount, '0.00' AS sgst_amount, '0.00' AS cess_amount, false AS itc_eligible`,
} as const;

/** The GST columns' values of an expense write, in the order vendor, place, taxable, igst, cgst, sgst, cess, eligible. */
const GST_WRITE_COLUMNS = ['vendor_gstin', 'place_of_supply_state_id', 'taxable_amount', 'igst_amount', 'cgst_amount', 'sgst_amount', 'cess_amount', 'itc_eligible'] as const;

/** The expense's GST columns and their placeholders, the values pushed onto params. */
function gstColumns(params: unknown[], g: ExpenseGstFields | null): { names: readonly string[]; placeholders: string[] } {
  return { names: GST_WRITE_COLUMNS, placeholders: gstValues(g).map((v) => `$${params.push(v)}`) };
}

function gstValues(g: ExpenseGstFields | null | undefined): unknown[] {
  return g
    ? [g.vendorGstin, g.placeOfSupplyStateId, g.taxableAmount, g.igstAmount, g.cgstAmount, g.sgstAmount, g.cessAmount, g.itcEligible]
    : [null, null, null, '0', '0', '0', '0', false];
}

export interface RecordFilters {
  categoryId?: number;
  accountId?: number;
  /** Expense: supplierId; income: customerId. */
  partyId?: number;
  fromDate?: string;
  toDate?: string;
}

function columns(kind: RecordKind): string {
  const t = TABLES[kind];
  return `r.id, r.${t.category} AS category_id, c.name AS category_name, r.title, r.description, r.amount::text AS amount,
    to_char(r.${t.date}, 'YYYY-MM-DD') AS date, r.${t.money} AS money_account_id, a.name AS money_account_name,
    r.${t.post} AS post_account_id, r.${t.party} AS party_id, p.name AS party_name, r.attachment_path, r.journal_id, r.group_transaction_id,
    ${GST_COLUMNS[kind]},
    (SELECT count(*)::int FROM attachments f WHERE f.company_id = r.company_id AND f.module = '${kind}'
        AND f.reference_id = r.id AND f.deleted_at IS NULL) AS attachment_count`;
}

function joins(kind: RecordKind): string {
  const t = TABLES[kind];
  return `JOIN ${t.categoryTable} c ON c.company_id = r.company_id AND c.id = r.${t.category}
    JOIN coa_accounts a ON a.company_id = r.company_id AND a.id = r.${t.money}
    LEFT JOIN ${t.partyTable} p ON p.company_id = r.company_id AND p.id = r.${t.party}`;
}

/** Expenses and incomes: posted records, soft-deleted, listed newest first. */
@Injectable()
export class PostedRecordsRepository {
  async nextId(kind: RecordKind): Promise<number> {
    const { rows } = await sql<{ id: string }>(`SELECT nextval('${TABLES[kind].seq}') AS id`);
    return Number(rows[0].id);
  }

  async find(kind: RecordKind, companyId: number, id: number, opts: { forUpdate?: boolean; includeDeleted?: boolean } = {}): Promise<PostedRecordRow | null> {
    const t = TABLES[kind];
    const live = opts.includeDeleted ? '' : ' AND r.deleted_at IS NULL';
    const read = { text: `SELECT ${columns(kind)} FROM ${t.table} r ${joins(kind)} WHERE r.company_id = $1 AND r.id = $2${live}`, params: [companyId, id] };
    // Locked on its own table first, then read: a locking read through the joins loses a row whose joined keys a
    // concurrent edit changed (see lockThenRead).
    if (opts.forUpdate) {
      const lock = { text: `SELECT 1 FROM ${t.table} r WHERE r.company_id = $1 AND r.id = $2${live} FOR UPDATE`, params: [companyId, id] };
      return (await lockThenRead<PostedRecordRow>(lock, read))[0] ?? null;
    }
    const { rows } = await sql<PostedRecordRow>(read.text, read.params);
    return rows[0] ?? null;
  }

  async insert(kind: RecordKind, companyId: number, id: number, f: PostedRecordFields, userId: number | null): Promise<void> {
    const t = TABLES[kind];
    const params: unknown[] = [id, companyId, f.categoryId, f.title, f.description, f.amount, f.date, f.moneyAccountId, f.postAccountId, f.partyId,
      f.attachmentPath, f.journalId, f.groupTransactionId, userId];
    const gst = kind === 'EXPENSE' ? gstColumns(params, f.gst ?? null) : { names: [], placeholders: [] };
    await sql(
      `INSERT INTO ${t.table} (id, company_id, ${t.category}, title, description, amount, ${t.date}, ${t.money}, ${t.post},
                               ${t.party}, attachment_path, journal_id, group_transaction_id, created_by, updated_by${gst.names.map((n) => `, ${n}`).join('')})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14${gst.placeholders.map((p) => `, ${p}`).join('')})`,
      params,
    );
  }

  /**
   * One statement per edit: the expense's GST part goes with its amount (the table's check ties them) and the rest, so the
   * audit trail records one change, not two.
   */
  async update(kind: RecordKind, companyId: number, id: number, f: PostedRecordFields, userId: number | null): Promise<void> {
    const t = TABLES[kind];
    const params: unknown[] = [companyId, id, f.categoryId, f.title, f.description, f.amount, f.date, f.moneyAccountId, f.postAccountId, f.partyId,
      f.attachmentPath, f.journalId, f.groupTransactionId, userId];
    const gst = kind === 'EXPENSE' ? gstColumns(params, f.gst ?? null) : { names: [], placeholders: [] };
    const gstSet = gst.names.map((n, i) => `, ${n} = ${gst.placeholders[i]}`).join('');
    await sql(
      `UPDATE ${t.table} SET ${t.category} = $3, title = $4, description = $5, amount = $6, ${t.date} = $7, ${t.money} = $8,
              ${t.post} = $9, ${t.party} = $10, attachment_path = $11, journal_id = $12, group_transaction_id = $13, updated_by = $14${gstSet}
        WHERE company_id = $1 AND id = $2`,
      params,
    );
  }

  async softDelete(kind: RecordKind, companyId: number, id: number, userId: number | null): Promise<void> {
    await sql(`UPDATE ${TABLES[kind].table} SET deleted_at = now(), deleted_by = $3 WHERE company_id = $1 AND id = $2`, [companyId, id, userId]);
  }

  async exists(kind: RecordKind, companyId: number, id: number, includeDeleted: boolean): Promise<boolean> {
    const { rows } = await sql(
      `SELECT 1 FROM ${TABLES[kind].table} WHERE company_id = $1 AND id = $2${includeDeleted ? '' : ' AND deleted_at IS NULL'}`,
      [companyId, id],
    );
    return rows.length > 0;
  }

  /** One page of the filtered list, the filtered count and the filtered total amount. */
  /** `last`: the page is the request's last database work, so its COMMIT may travel with it (sqlAll). */
  async list(kind: RecordKind, companyId: number, query: ListQuery, filters: RecordFilters, { last = false } = {}): Promise<[PostedRecordRow[], number, string]> {
    const t = TABLES[kind];
    const { where, params, searchJoin } = this.filtered(kind, companyId, query.search, filters);
    const order = `${t.sortable[query.sortBy] ?? 'r.id'} ${query.sortDirection}, r.id ${query.sortDirection}`;
    // The page and its total do not depend on each other: one round trip for both.
    const unfiltered = params.length === 1;
    const [page, totals] = await sqlAll([
      { text: `SELECT ${columns(kind)} FROM ${t.table} r ${joins(kind)}
        WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`, params },
      // The unfiltered list reads the trigger-kept count and total (migrations 1764000002200, 1764330000000);
      // filtered lists count and sum their rows.
      unfiltered
        ? { text: `SELECT COALESCE(live::int, 0) AS n, COALESCE(live_amount, 0)::numeric(18,2)::text AS total
           FROM (SELECT 1) one LEFT JOIN record_counts ON company_id = $1 AND kind = '${kind}'`, params }
        : { text: `SELECT count(*)::int AS n, COALESCE(sum(r.amount), 0)::numeric(18,2)::text AS total
           FROM ${t.table} r ${searchJoin} WHERE ${where}`, params },
    ], undefined, { last });
    const rows = page.rows as unknown as PostedRecordRow[];
    const total = totals.rows[0] as { n: number; total: string };
    return [rows, total.n, total.total];
  }

  /** Every row of the filtered list in list order, for the CSV export (capped by the caller). */
  async listAll(kind: RecordKind, companyId: number, query: ListQuery, filters: RecordFilters, limit: number): Promise<PostedRecordRow[]> {
    const t = TABLES[kind];
    const { where, params } = this.filtered(kind, companyId, query.search, filters);
    const order = `${t.sortable[query.sortBy] ?? 'r.id'} ${query.sortDirection}, r.id ${query.sortDirection}`;
    const { rows } = await sql<PostedRecordRow>(
      `SELECT ${columns(kind)} FROM ${t.table} r ${joins(kind)} WHERE ${where} ORDER BY ${order} LIMIT ${limit}`, params);
    return rows;
  }

  /** The WHERE clause of a list: filters, and a search over text, category, group id or the exact amount. */
  private filtered(kind: RecordKind, companyId: number, search: string, filters: RecordFilters) {
    const t = TABLES[kind];
    const params: unknown[] = [companyId];
    const where = ['r.company_id = $1', 'r.deleted_at IS NULL'];
    let searchJoin = '';
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filters.categoryId) where.push(`r.${t.category} = ${add(filters.categoryId)}`);
    if (filters.accountId) where.push(`r.${t.money} = ${add(filters.accountId)}`);
    if (filters.partyId) where.push(`r.${t.party} = ${add(filters.partyId)}`);
    if (filters.fromDate) where.push(`r.${t.date} >= ${add(filters.fromDate)}::date`);
    if (filters.toDate) where.push(`r.${t.date} <= ${add(filters.toDate)}::date`);
    if (search) {
      const p = add(likePattern(search));
      const text = [`r.title ILIKE ${p}`, `r.description ILIKE ${p}`, `c.name ILIKE ${p}`, `r.group_transaction_id ILIKE ${p}`];
      // "1,250.50", "₹1250.5" or "1250" finds the records of exactly that amount.
      const paise = tryParsePaise(normalizeAmountInput(search));
      if (paise !== null && paise > 0 && paise <= MAX_AMOUNT_PAISE) text.push(`r.amount = ${add(paiseToDecimalString(paise))}::numeric`);
      where.push(`(${text.join(' OR ')})`);
      searchJoin = `JOIN ${t.categoryTable} c ON c.company_id = r.company_id AND c.id = r.${t.category}`;
    }
    return { where: where.join(' AND '), params, searchJoin };
  }

  async select(kind: RecordKind, companyId: number, search: string): Promise<{ id: string; name: string }[]> {
    const t = TABLES[kind];
    const params: unknown[] = [companyId];
    let where = 'company_id = $1 AND deleted_at IS NULL';
    if (search) {
      params.push(likePattern(search));
      where += ' AND title ILIKE $2';
    }
    const { rows } = await sql<{ id: string; name: string }>(
      `SELECT id, title || ' (' || to_char(${t.date}, 'DD Mon YYYY') || ')' AS name FROM ${t.table}
        WHERE ${where} ORDER BY id DESC LIMIT 100`,
      params,
    );
    return rows;
  }
}
