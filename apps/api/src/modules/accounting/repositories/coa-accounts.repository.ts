import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { likePattern } from '../../../core/http/list-query.js';
import { countOf, storedColumns, type RowOf } from '../../../core/database/typed-select.js';

const ACCOUNT = storedColumns('coa_accounts', [
  'id', 'name', 'account_type', 'account_sub_type', 'parent_id', 'bank_name', 'account_number', 'ifsc_code', 'branch_name', 'upi_id', 'system_code',
]);
export type CoaAccountRow = RowOf<typeof ACCOUNT>;
const ACCOUNT_ID = storedColumns('coa_accounts', ['id']);
const SYSTEM_ACCOUNT = storedColumns('coa_accounts', ['id', 'system_code']);

export interface CoaAccountFields {
  name: string;
  accountType: string;
  accountSubType: string;
  parentId: number | null;
  bankName: string | null;
  accountNumber: string | null;
  ifscCode: string | null;
  branchName: string | null;
  upiId: string | null;
}

const SORTABLE: Record<string, string> = {
  id: 'id', name: 'lower(name)', accountType: 'account_type', accountSubType: 'account_sub_type',
};
export const COA_SORTABLE = Object.keys(SORTABLE);

@Injectable()
export class CoaAccountsRepository {
  async findById(companyId: number, id: number, forUpdate = false): Promise<CoaAccountRow | null> {
    const { rows } = await sql(
      ACCOUNT.select(`FROM coa_accounts WHERE company_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`),
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  async idBySystemCode(companyId: number, code: string): Promise<number | null> {
    const { rows } = await sql(ACCOUNT_ID.select(`FROM coa_accounts WHERE company_id = $1 AND system_code = $2`), [companyId, code]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Several system accounts in one round trip: code -> id for those that exist. */
  async idsBySystemCodes(companyId: number, codes: readonly string[]): Promise<Map<string, number>> {
    const { rows } = await sql(
      SYSTEM_ACCOUNT.select(`FROM coa_accounts WHERE company_id = $1 AND system_code = ANY($2::text[])`), [companyId, codes]);
    // system_code is not null here: the WHERE matched it.
    return new Map(rows.map((r) => [r.system_code!, Number(r.id)]));
  }

  async nameTaken(companyId: number, name: string, exceptId: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM coa_accounts WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [
      companyId, name, exceptId,
    ]);
    return rows.length > 0;
  }

  async hasPostings(companyId: number, id: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM journal_lines WHERE company_id = $1 AND account_id = $2 LIMIT 1`, [companyId, id]);
    return rows.length > 0;
  }

  async delete(companyId: number, id: number): Promise<void> {
    await sql(`DELETE FROM coa_accounts WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async insert(companyId: number, f: CoaAccountFields, userId: number | null): Promise<number> {
    const { rows } = await sql(
      ACCOUNT_ID.returning(`INSERT INTO coa_accounts (company_id, name, account_type, account_sub_type, parent_id, bank_name, account_number,
                                 ifsc_code, branch_name, upi_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`),
      [companyId, f.name, f.accountType, f.accountSubType, f.parentId, f.bankName, f.accountNumber, f.ifscCode, f.branchName,
        f.upiId, userId],
    );
    return Number(rows[0].id);
  }

  async update(companyId: number, id: number, f: CoaAccountFields): Promise<void> {
    await sql(
      `UPDATE coa_accounts SET name = $3, account_type = $4, account_sub_type = $5, parent_id = $6, bank_name = $7,
              account_number = $8, ifsc_code = $9, branch_name = $10, upi_id = $11
        WHERE company_id = $1 AND id = $2`,
      [companyId, id, f.name, f.accountType, f.accountSubType, f.parentId, f.bankName, f.accountNumber, f.ifscCode, f.branchName, f.upiId],
    );
  }

  async list(companyId: number, query: ListQuery): Promise<[CoaAccountRow[], number]> {
    const params: unknown[] = [companyId];
    let where = 'company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      const p = `$${params.length}`;
      where += ` AND (name ILIKE ${p} OR account_sub_type ILIKE ${p} OR account_type ILIKE ${p} OR bank_name ILIKE ${p})`;
    }
    const order = `${SORTABLE[query.sortBy] ?? 'id'} ${query.sortDirection}, id DESC`;
    const { rows } = await sql(
      ACCOUNT.select(`FROM coa_accounts WHERE ${where} ORDER BY ${order} LIMIT ${query.size} OFFSET ${query.offset}`), params);
    const count = await sql(countOf(`FROM coa_accounts WHERE ${where}`), params);
    return [rows, count.rows[0].n];
  }

  async select(companyId: number, filter: { subTypes?: string[]; types?: string[] }): Promise<CoaAccountRow[]> {
    const params: unknown[] = [companyId];
    let where = 'company_id = $1';
    if (filter.subTypes?.length) {
      params.push(filter.subTypes);
      where += ` AND account_sub_type = ANY($${params.length}::text[])`;
    }
    if (filter.types?.length) {
      params.push(filter.types);
      where += ` AND account_type = ANY($${params.length}::text[])`;
    }
    const { rows } = await sql(ACCOUNT.select(`FROM coa_accounts WHERE ${where} ORDER BY lower(name)`), params);
    return rows;
  }

  /**
   * The company's bank account for receiving payments: the system Bank Account first, else the oldest BANK
   * account with any bank detail filled in (the gateway's clearing account is not one customers pay into).
   */
  async paymentBankAccount(companyId: number): Promise<CoaAccountRow | null> {
    const { rows } = await sql(
      ACCOUNT.select(`FROM coa_accounts
        WHERE company_id = $1 AND account_sub_type = 'BANK' AND system_code IS DISTINCT FROM 'PHONEPE_CLEARING'
          AND (coalesce(bank_name, '') <> '' OR coalesce(account_number, '') <> '' OR coalesce(upi_id, '') <> '')
        ORDER BY (system_code = 'BANK') DESC NULLS LAST, id LIMIT 1`),
      [companyId],
    );
    return rows[0] ?? null;
  }

  /** Provisioning: one default account, skipped when its system code or its name is already there. */
  async ensureSystemAccount(manager: EntityManager, companyId: number, a: { code: string; name: string; subType: string; type: string }): Promise<void> {
    await sql(
      `INSERT INTO coa_accounts (company_id, name, account_type, account_sub_type, system_code)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [companyId, a.name, a.type, a.subType, a.code],
      manager,
    );
  }
}
