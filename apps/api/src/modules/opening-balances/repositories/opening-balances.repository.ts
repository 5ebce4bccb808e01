import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, isoDate, jsonAs, select } from '../../../core/database/typed-select.js';
import type { OpeningAccountView, OpeningCustomerView, OpeningStockView, OpeningSupplierView } from '../dtos/opening-balance.dtos.js';

export interface OpeningBalanceRow {
  asOfDate: string;
  accounts: OpeningAccountView[];
  customers: OpeningCustomerView[];
  suppliers: OpeningSupplierView[];
  stock: OpeningStockView[];
  journalGroupId: string | null;
}

const o = columnsOf('opening_balances', 'opening_balances');
const OPENING = select<OpeningBalanceRow>(
  {
    asOfDate: isoDate(o.as_of_date), accounts: jsonAs<OpeningAccountView[]>(o.accounts), customers: jsonAs<OpeningCustomerView[]>(o.customers),
    suppliers: jsonAs<OpeningSupplierView[]>(o.suppliers), stock: jsonAs<OpeningStockView[]>(o.stock), journalGroupId: o.journal_group_id,
  },
  'FROM opening_balances WHERE company_id = $1',
);

/** The one opening-balances row of a company: what was entered (with the names as entered) and its journal. */
@Injectable()
export class OpeningBalancesRepository {
  async find(companyId: number): Promise<OpeningBalanceRow | null> {
    return (await sql(OPENING, [companyId])).rows[0] ?? null;
  }

  /** The row locked (created empty first when missing), so two saves at once queue up. */
  async lock(companyId: number, defaultDate: string): Promise<OpeningBalanceRow> {
    await sql(`INSERT INTO opening_balances (company_id, as_of_date) VALUES ($1, $2::date) ON CONFLICT (company_id) DO NOTHING`, [companyId, defaultDate]);
    return (await sql(OPENING.and('FOR UPDATE'), [companyId])).rows[0];
  }

  async save(companyId: number, row: OpeningBalanceRow, userId: number | null): Promise<void> {
    await sql(
      `UPDATE opening_balances SET as_of_date = $2::date, accounts = $3::jsonb, customers = $4::jsonb, suppliers = $5::jsonb, stock = $6::jsonb,
              journal_group_id = $7, updated_by = $8, updated_at = now()
        WHERE company_id = $1`,
      [companyId, row.asOfDate, JSON.stringify(row.accounts), JSON.stringify(row.customers), JSON.stringify(row.suppliers), JSON.stringify(row.stock),
        row.journalGroupId, userId],
    );
  }
}
