import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, countOf, expr, int, isoMonth, select, storedColumns } from '../../../core/database/typed-select.js';

export interface BillingRunRow {
  id: number;
  month: string;
  trigger: 'SCHEDULE' | 'MANUAL';
  createdOn: Date;
  listedOn: Date | null;
  companies: number | null;
  queued: number | null;
}

const r = columnsOf('billing_runs', 'billing_runs');
const RUN = select<BillingRunRow>(
  { id: int(r.id), month: isoMonth(r.invoice_month), trigger: r.trigger, createdOn: r.created_at, listedOn: r.listed_at, companies: r.companies, queued: r.queued },
  'FROM billing_runs',
);
const RUN_ID = storedColumns('billing_runs', ['id']);
// The earlier of two aggregates, as a month: no column to type it from.
const FIRST_BILLED_MONTH = select<{ m: string | null }>(
  { m: expr<string | null>(`to_char(least((SELECT min(invoice_month) FROM billing_runs), (SELECT min(invoice_month) FROM billing_invoices)), 'YYYY-MM')`) },
  '',
);

/** Runs of a month's billing (platform data). */
@Injectable()
export class BillingRunsRepository {
  async create(month: string, trigger: BillingRunRow['trigger'], requestedBy: number | null): Promise<number> {
    const { rows } = await sql(
      RUN_ID.returning(`INSERT INTO billing_runs (invoice_month, trigger, requested_by) VALUES ($1::date, $2, $3)`),
      [`${month}-01`, trigger, requestedBy],
    );
    return Number(rows[0].id);
  }

  async listed(id: number, companies: number, queued: number): Promise<void> {
    await sql(`UPDATE billing_runs SET companies = $2, queued = $3, listed_at = now() WHERE id = $1`, [id, companies, queued]);
  }

  /** A company a run listed but had nothing to bill after all (its total rounds to nothing). */
  async skipped(month: string, companyId: number, reason: string): Promise<void> {
    await sql(
      `INSERT INTO billing_skipped (invoice_month, company_id, reason) VALUES ($1::date, $2, $3) ON CONFLICT DO NOTHING`,
      [`${month}-01`, companyId, reason],
    );
  }

  async skippedCount(month: string): Promise<number> {
    const { rows } = await sql(countOf(`FROM billing_skipped WHERE invoice_month = $1::date`), [`${month}-01`]);
    return rows[0].n;
  }

  async find(id: number): Promise<BillingRunRow | null> {
    const { rows } = await sql(RUN.and(`WHERE id = $1`), [id]);
    return rows[0] ?? null;
  }

  async latest(): Promise<BillingRunRow | null> {
    const { rows } = await sql(RUN.and(`ORDER BY id DESC LIMIT 1`));
    return rows[0] ?? null;
  }

  /** The first month ever billed (a run or an invoice), "2026-03", or null on an install that never billed. */
  async firstBilledMonth(): Promise<string | null> {
    const { rows } = await sql(FIRST_BILLED_MONTH);
    return rows[0]?.m ?? null;
  }
}
