import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';

const FIRST_LOCKED = storedColumns('attendance_month_locks', ['month'])
  .select('FROM attendance_month_locks WHERE company_id = $1 AND month = ANY($2::text[]) ORDER BY month LIMIT 1');

/**
 * Whether a date falls in a month attendance has locked for payroll (issue 29 item 2). The one place HRMS reads an
 * attendance table: a master change dated inside a paid month is refused here rather than importing attendance
 * (which depends on HRMS). Locked days are stored, so this is about saying no clearly, not about protecting them.
 */
@Injectable()
export class LockedMonthsRepository {
  async lockedMonthOf(companyId: number, dates: string[]): Promise<string | null> {
    if (dates.length === 0) return null;
    return (await sql(
      FIRST_LOCKED,
      [companyId, dates.map((d) => d.slice(0, 7))],
    )).rows[0]?.month ?? null;
  }
}
