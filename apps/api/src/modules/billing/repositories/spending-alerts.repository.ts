import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, isoDate, select } from '../../../core/database/typed-select.js';

export interface SpendingAlertRow {
  companyId: number;
  monthlyLimit: string;
  /** The month (yyyy-MM-01) of the last mail, and the highest threshold (80, 100) mailed in it. */
  alertedMonth: string | null;
  alertedPercent: number;
}

const s = columnsOf('billing_spending_alerts', 'billing_spending_alerts');
const ALERT = select<SpendingAlertRow>(
  { companyId: int(s.company_id), monthlyLimit: s.monthly_limit, alertedMonth: isoDate(s.alerted_month), alertedPercent: s.alerted_percent },
  'FROM billing_spending_alerts WHERE company_id = $1',
);
const COMPANIES = select<{ id: number }>({ id: int(s.company_id) }, 'FROM billing_spending_alerts ORDER BY company_id');

/** A company's monthly spending alert (billing_spending_alerts). */
@Injectable()
export class SpendingAlertsRepository {
  async find(companyId: number, forUpdate = false): Promise<SpendingAlertRow | null> {
    const { rows } = await sql(forUpdate ? ALERT.and('FOR UPDATE') : ALERT, [companyId]);
    return rows[0] ?? null;
  }

  /** A different limit starts afresh: the thresholds of the month are mailed again against it. */
  async save(companyId: number, monthlyLimit: string): Promise<void> {
    await sql(
      `INSERT INTO billing_spending_alerts (company_id, monthly_limit) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET monthly_limit = EXCLUDED.monthly_limit, modified_at = now(),
         alerted_month = CASE WHEN billing_spending_alerts.monthly_limit = EXCLUDED.monthly_limit THEN billing_spending_alerts.alerted_month END,
         alerted_percent = CASE WHEN billing_spending_alerts.monthly_limit = EXCLUDED.monthly_limit THEN billing_spending_alerts.alerted_percent ELSE 0 END`,
      [companyId, monthlyLimit],
    );
  }

  async remove(companyId: number): Promise<void> {
    await sql(`DELETE FROM billing_spending_alerts WHERE company_id = $1`, [companyId]);
  }

  async alerted(companyId: number, month: string, percent: number): Promise<void> {
    await sql(
      `UPDATE billing_spending_alerts SET alerted_month = $2::date, alerted_percent = $3 WHERE company_id = $1`,
      [companyId, month, percent],
    );
  }

  /** Every company with an alert (platform context), for the periodic check. */
  async companies(): Promise<number[]> {
    const { rows } = await sql(COMPANIES);
    return rows.map((r) => r.id);
  }
}
