import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { HrmsSettingView } from '../dtos/hrms-setting.dtos.js';

const COLUMNS = `id::int AS id, employee_code_prefix AS "employeeCodePrefix",
  flexible_clock_in_out_minutes AS "flexibleClockInOutMinutes", absent_after_minutes AS "absentAfterMinutes",
  half_day_minimum_hours::float8 AS "halfDayMinimumHours", full_day_minimum_hours::float8 AS "fullDayMinimumHours",
  time_zone AS "timeZone", minimum_punch_gap_minutes AS "minimumPunchGapMinutes",
  missing_punch_counts AS "missingPunchCounts", hours_basis AS "hoursBasis"`;

/** The one settings row per company, created with the spec's defaults (all 0) on first use. */
@Injectable()
export class HrmsSettingsRepository {
  async get(companyId: number): Promise<HrmsSettingView> {
    const found = (await sql<HrmsSettingView>(`SELECT ${COLUMNS} FROM hrms_settings WHERE company_id = $1`, [companyId])).rows[0];
    if (found) return found;
    await sql(`INSERT INTO hrms_settings (company_id) VALUES ($1) ON CONFLICT (company_id) DO NOTHING`, [companyId]);
    return (await sql<HrmsSettingView>(`SELECT ${COLUMNS} FROM hrms_settings WHERE company_id = $1`, [companyId])).rows[0];
  }

  async save(companyId: number, s: Omit<HrmsSettingView, 'id'>): Promise<HrmsSettingView> {
    return (await sql<HrmsSettingView>(
      `INSERT INTO hrms_settings (company_id, employee_code_prefix, flexible_clock_in_out_minutes, absent_after_minutes,
                                  half_day_minimum_hours, full_day_minimum_hours, time_zone,
                                  minimum_punch_gap_minutes, missing_punch_counts, hours_basis)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (company_id) DO UPDATE SET employee_code_prefix = EXCLUDED.employee_code_prefix,
         flexible_clock_in_out_minutes = EXCLUDED.flexible_clock_in_out_minutes, absent_after_minutes = EXCLUDED.absent_after_minutes,
         half_day_minimum_hours = EXCLUDED.half_day_minimum_hours, full_day_minimum_hours = EXCLUDED.full_day_minimum_hours,
         time_zone = EXCLUDED.time_zone, minimum_punch_gap_minutes = EXCLUDED.minimum_punch_gap_minutes,
         missing_punch_counts = EXCLUDED.missing_punch_counts, hours_basis = EXCLUDED.hours_basis
       RETURNING ${COLUMNS}`,
      [companyId, s.employeeCodePrefix, s.flexibleClockInOutMinutes, s.absentAfterMinutes, s.halfDayMinimumHours, s.fullDayMinimumHours, s.timeZone,
        s.minimumPunchGapMinutes, s.missingPunchCounts, s.hoursBasis],
    )).rows[0];
  }

  /**
   * Takes the next employee number under the settings row's lock: concurrent creations queue here,
   * and a failed creation rolls the number back with its transaction, so codes have no gaps.
   */
  async takeEmployeeNumber(companyId: number): Promise<{ prefix: string; number: number }> {
    await this.get(companyId);
    const { rows } = await sql<{ prefix: string; number: number }>(
      `UPDATE hrms_settings SET next_employee_number = next_employee_number + 1 WHERE company_id = $1
       RETURNING employee_code_prefix AS prefix, next_employee_number - 1 AS number`,
      [companyId],
    );
    return rows[0];
  }
}
