import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';

export interface BillingRunRow {
  id: number;
  month: string;
  trigger: 'SCHEDULE' | 'MANUAL';
  createdOn: Date;
  listedOn: Date | null;
  companies: number | null;
  queued: number | null;
}

const COLUMNS = `id::int AS id, to_char(invoice_month, 'YYYY-MM') AS month, trigger, created_at AS "createdOn",
  listed_at AS "listedOn", companies, queued`;

/** Runs of a month's billing (platform data). */
@Injectable()
export class BillingRunsRepository {
  async create(month: string, trigger: BillingRunRow['trigger'], requestedBy: number | null): Promise<number> {
    const { rows } = await sql<{ id: string }>(
      `INSERT INTO billing_runs (invoice_month, trigger, requested_by) VALUES ($1::date, $2, $3) RETURNING id`,
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
    const { rows } = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM billing_skipped WHERE invoice_month = $1::date`, [`${month}-01`]);
    return rows[0].n;
  }

  async find(id: number): Promise<BillingRunRow | null> {
    const { rows } = await sql<BillingRunRow>(`SELECT ${COLUMNS} FROM billing_runs WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async latest(): Promise<BillingRunRow | null> {
    const { rows } = await sql<BillingRunRow>(`SELECT ${COLUMNS} FROM billing_runs ORDER BY id DESC LIMIT 1`);
    return rows[0] ?? null;
  }

  /** The first month ever billed (a run or an invoice), "2026-03", or null on an install that never billed. */
  async firstBilledMonth(): Promise<string | null> {
    const { rows } = await sql<{ m: string | null }>(
      `SELECT to_char(least((SELECT min(invoice_month) FROM billing_runs), (SELECT min(invoice_month) FROM billing_invoices)), 'YYYY-MM') AS m`,
    );
    return rows[0]?.m ?? null;
  }
}
