import { Injectable } from '@nestjs/common';
import type { EntityTarget } from 'typeorm';
import { sql } from '../../../core/tenancy/sql.js';
import { likePattern, type ListQuery } from '../../../core/http/list-query.js';
import { currentManager } from '../../../core/tenancy/tenant-context.js';
import { columnsOf, expr, int, returning, select, type Selection } from '../../../core/database/typed-select.js';
import { CustomerEntity, SupplierEntity, type PartyEntity } from '../entities/party.entity.js';

const SORTABLE: Record<string, string> = {
  id: 'p.id', name: 'lower(p.name)', city: 'p.city', stateName: 's.name', creditLimit: 'p.credit_limit',
};
export const PARTY_SORTABLE = Object.keys(SORTABLE);

export interface PartyRow {
  id: string;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateId: number;
  stateName: string;
  stateCode: string;
  pincode: string | null;
  countryId: number;
  countryName: string;
  gstin: string | null;
  panNumber: string | null;
  registrationType: string;
  creditLimit: string;
  outstanding: string;
  openingBalanceDue: string;
}

// Customers and suppliers have the same columns (the generated rows agree): typed from one of them.
const p = columnsOf('customers', 'p');
const PARTY_FIELDS = {
  id: p.id, name: p.name, contactPerson: p.contact_person, email: p.email, phone: p.phone, addressLine1: p.address_line1,
  addressLine2: p.address_line2, city: p.city, stateId: p.state_id, stateName: columnsOf('states', 's').name, stateCode: columnsOf('states', 's').gst_code,
  pincode: p.pincode, countryId: p.country_id, countryName: columnsOf('countries', 'c').name, gstin: p.gstin, panNumber: p.pan_number,
  registrationType: p.registration_type, creditLimit: p.credit_limit,
} satisfies Partial<Selection<PartyRow>>;

/** The statements of one party table; `outstanding` is what the party owes us or we owe it, a numeric(14,2) text expression. */
function statementsOf(table: 'customers' | 'suppliers', outstanding: string) {
  const from = `FROM ${table} p JOIN states s ON s.id = p.state_id`;
  return {
    party: select<PartyRow>({
      ...PARTY_FIELDS, outstanding: expr<string>(outstanding),
      openingBalanceDue: expr<string>('(p.opening_balance - p.opening_settled)::numeric(14,2)::text'),
    }, `${from}
              JOIN countries c ON c.id = p.country_id`),
    count: select<{ n: number }>({ n: expr<number>('count(*)::int') }, from),
    setOpening: returning<{ id: number; name: string }>(`UPDATE ${table} p SET opening_balance = t.amount
         FROM unnest($2::bigint[], $3::numeric[]) AS t(id, amount)
        WHERE p.company_id = $1 AND p.id = t.id`, { id: int(p.id), name: p.name }),
    openingBelowSettled: select<{ name: string; settled: string }>({ name: p.name, settled: p.opening_settled },
      `FROM ${table} p WHERE p.company_id = $1 AND p.opening_settled > p.opening_balance ORDER BY p.name`),
  };
}

/** One table per kind of party; the SQL is the same but for what is outstanding. */
abstract class PartiesRepository {
  protected abstract readonly table: 'customers' | 'suppliers';
  protected abstract readonly entity: EntityTarget<PartyEntity>;
  protected abstract readonly statements: ReturnType<typeof statementsOf>;

  private repo() {
    return currentManager().getRepository(this.entity);
  }

  async findRow(companyId: number, id: number): Promise<PartyRow | null> {
    const { rows } = await sql(this.statements.party.and('WHERE p.company_id = $1 AND p.id = $2'), [companyId, id]);
    return rows[0] ?? null;
  }

  /**
   * Sets the opening balances of the parties named (every other party of the company back to 0). Answers the names of
   * the parties found, by id; an id of no party of this company is simply absent.
   */
  async setOpeningBalances(companyId: number, entries: { id: number; amount: string }[]): Promise<Map<number, string>> {
    await sql(`UPDATE ${this.table} SET opening_balance = 0 WHERE company_id = $1 AND opening_balance <> 0`, [companyId]);
    const { rows } = await sql(
      this.statements.setOpening,
      [companyId, entries.map((e) => e.id), entries.map((e) => e.amount)],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Parties whose opening balance is now below what was already received or paid against it. */
  async openingBelowSettled(companyId: number): Promise<{ name: string; settled: string }[]> {
    return (await sql(this.statements.openingBelowSettled, [companyId])).rows;
  }

  /**
   * Sets `amount` against the party's opening balance, never beyond it (the caller holds the party's row lock); answers
   * false when it would go beyond.
   */
  async settleOpening(companyId: number, id: number, amount: string): Promise<boolean> {
    const { rows } = await sql(
      `UPDATE ${this.table} SET opening_settled = opening_settled + $3::numeric
        WHERE company_id = $1 AND id = $2 AND opening_settled + $3::numeric <= opening_balance RETURNING id`,
      [companyId, id, amount],
    );
    return rows.length > 0;
  }

  /** Takes the party's row lock: concurrent credit sales to one customer queue up behind it. */
  async lock(companyId: number, id: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM ${this.table} WHERE company_id = $1 AND id = $2 FOR UPDATE`, [companyId, id])).rows.length > 0;
  }

  async exists(companyId: number, id: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM ${this.table} WHERE company_id = $1 AND id = $2`, [companyId, id])).rows.length > 0;
  }

  async remove(companyId: number, id: number): Promise<void> {
    await sql(`DELETE FROM ${this.table} WHERE company_id = $1 AND id = $2`, [companyId, id]);
  }

  async gstinTaken(companyId: number, gstin: string, exceptId: number): Promise<boolean> {
    const { rows } = await sql(`SELECT 1 FROM ${this.table} WHERE company_id = $1 AND gstin = $2 AND id <> $3`, [companyId, gstin, exceptId]);
    return rows.length > 0;
  }

  async save(party: Partial<PartyEntity>): Promise<number> {
    const repo = this.repo();
    const saved = await repo.save(repo.create(party), { transaction: false });
    return Number(saved.id);
  }

  async list(companyId: number, query: ListQuery): Promise<[PartyRow[], number]> {
    const params: unknown[] = [companyId];
    let filter = 'p.company_id = $1';
    if (query.search) {
      params.push(likePattern(query.search));
      filter += ` AND (p.name ILIKE $2 OR p.contact_person ILIKE $2 OR p.phone ILIKE $2 OR p.email ILIKE $2
                       OR p.gstin ILIKE $2 OR p.city ILIKE $2 OR s.name ILIKE $2)`;
    }
    const total = (await sql(this.statements.count.and(`WHERE ${filter}`), params)).rows[0].n;
    const rows = (await sql(
      this.statements.party.and(`WHERE ${filter} ORDER BY ${SORTABLE[query.sortBy] ?? 'p.id'} ${query.sortDirection}, p.id DESC
        LIMIT ${query.size} OFFSET ${query.offset}`),
      params,
    )).rows;
    return [rows, total];
  }

  async options(companyId: number): Promise<PartyRow[]> {
    return (await sql(this.statements.party.and('WHERE p.company_id = $1 ORDER BY lower(p.name), p.id'), [companyId])).rows;
  }

  async count(companyId: number): Promise<number> {
    return (await sql(this.statements.count.and('WHERE p.company_id = $1'), [companyId])).rows[0].n;
  }
}

@Injectable()
export class CustomersRepository extends PartiesRepository {
  protected readonly table = 'customers' as const;
  protected readonly entity = CustomerEntity;
  // Credit sales not yet settled by receipts or credit notes (docs/decisions.md), with the opening balance entered for
  // the customer less what receipts set against it (issue 27).
  protected readonly statements = statementsOf('customers', `(p.opening_balance - p.opening_settled + (SELECT COALESCE(sum(i.total_amount - i.settled_amount), 0) FROM sale_invoices i
              WHERE i.company_id = p.company_id AND i.customer_id = p.id AND i.payment_account = 'RECEIVABLE'))::numeric(14,2)::text`);
}

@Injectable()
export class SuppliersRepository extends PartiesRepository {
  protected readonly table = 'suppliers' as const;
  protected readonly entity = SupplierEntity;
  // Received purchase orders not yet paid, with the opening balance entered for the supplier less what was paid against
  // it (issue 27).
  protected readonly statements = statementsOf('suppliers', `(p.opening_balance - p.opening_settled + (SELECT COALESCE(sum(o.total_amount - o.paid_amount), 0) FROM purchase_orders o
              WHERE o.company_id = p.company_id AND o.supplier_id = p.id AND o.is_locked))::numeric(14,2)::text`);
}

export type { PartiesRepository };
