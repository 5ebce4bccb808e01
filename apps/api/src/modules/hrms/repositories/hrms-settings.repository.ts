import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, expr, int, isoDate, returning, select } from '../../../core/database/typed-select.js';
import type { HrmsSettingRules, HrmsSettingVersion } from '../dtos/hrms-setting.dtos.js';

/** The spec's defaults for a company that never saved its settings: every rule off, issue 29's own defaults. */
export const DEFAULT_RULES: HrmsSettingRules = {
  flexibleClockInOutMinutes: 0, absentAfterMinutes: 0, halfDayMinimumHours: 0, fullDayMinimumHours: 0,
  minimumPunchGapMinutes: 5, missingPunchCounts: 'HALF_DAY', hoursBasis: 'NET',
};

/** "Since always": the first version a company saves, and the versions seeded from the single record. */
export const SINCE_ALWAYS = '1970-01-01';

export interface HrmsSettingRow {
  id: number;
  employeeCodePrefix: string;
  timeZone: string;
}

// Unaliased statements: the columns are named by their table.
const st = columnsOf('hrms_settings', 'hrms_settings');
const SETTING = select<HrmsSettingRow>(
  { id: int(st.id), employeeCodePrefix: st.employee_code_prefix, timeZone: st.time_zone }, 'FROM hrms_settings WHERE company_id = $1',
);
const TAKE_NUMBER = returning<{ prefix: string; number: number }>(
  'UPDATE hrms_settings SET next_employee_number = next_employee_number + 1 WHERE company_id = $1',
  { prefix: st.employee_code_prefix, number: expr<number>('hrms_settings.next_employee_number - 1') },
);
const v = columnsOf('hrms_setting_versions', 'hrms_setting_versions');
const VERSIONS = select<HrmsSettingVersion>({
  effectiveFrom: isoDate(v.effective_from), flexibleClockInOutMinutes: v.flexible_clock_in_out_minutes, absentAfterMinutes: v.absent_after_minutes,
  halfDayMinimumHours: expr<number>(`${v.half_day_minimum_hours.sql}::float8`), fullDayMinimumHours: expr<number>(`${v.full_day_minimum_hours.sql}::float8`),
  minimumPunchGapMinutes: v.minimum_punch_gap_minutes, missingPunchCounts: v.missing_punch_counts, hoursBasis: v.hours_basis,
}, 'FROM hrms_setting_versions WHERE company_id = $1');

/**
 * The one settings row per company (code prefix, time zone, numbering; created on first use), and the day rules'
 * versions by date (hrms_setting_versions, issue 29 item 2): a day is computed with the version in force on it.
 */
@Injectable()
export class HrmsSettingsRepository {
  async get(companyId: number): Promise<HrmsSettingRow> {
    const found = (await sql(SETTING, [companyId])).rows[0];
    if (found) return found;
    await sql(`INSERT INTO hrms_settings (company_id) VALUES ($1) ON CONFLICT (company_id) DO NOTHING`, [companyId]);
    return (await sql(SETTING, [companyId])).rows[0];
  }

  async save(companyId: number, s: Omit<HrmsSettingRow, 'id'>): Promise<void> {
    await sql(
      `INSERT INTO hrms_settings (company_id, employee_code_prefix, time_zone) VALUES ($1, $2, $3)
       ON CONFLICT (company_id) DO UPDATE SET employee_code_prefix = EXCLUDED.employee_code_prefix, time_zone = EXCLUDED.time_zone`,
      [companyId, s.employeeCodePrefix, s.timeZone],
    );
  }

  /**
   * The versions that matter for days from `fromDate` to `toDate` (oldest first): the one in force on `fromDate`
   * and every later one starting by `toDate`. Without dates: all of them.
   */
  async versions(companyId: number, fromDate?: string, toDate?: string): Promise<HrmsSettingVersion[]> {
    if (!fromDate || !toDate) {
      return (await sql(VERSIONS.and('ORDER BY effective_from'), [companyId])).rows;
    }
    return (await sql(
      VERSIONS.and(`AND effective_from <= $3
          AND effective_from >= coalesce((SELECT max(effective_from) FROM hrms_setting_versions WHERE company_id = $1 AND effective_from <= $2), '-infinity')
        ORDER BY effective_from`),
      [companyId, fromDate, toDate],
    )).rows;
  }

  async hasVersions(companyId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM hrms_setting_versions WHERE company_id = $1 LIMIT 1`, [companyId])).rows.length > 0;
  }

  /** A version per date: saving twice for the same date replaces that date's version. */
  async saveVersion(companyId: number, v: HrmsSettingVersion): Promise<void> {
    await sql(
      `INSERT INTO hrms_setting_versions (company_id, effective_from, flexible_clock_in_out_minutes, absent_after_minutes,
                                          half_day_minimum_hours, full_day_minimum_hours, minimum_punch_gap_minutes, missing_punch_counts, hours_basis)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (company_id, effective_from) DO UPDATE SET
         flexible_clock_in_out_minutes = EXCLUDED.flexible_clock_in_out_minutes, absent_after_minutes = EXCLUDED.absent_after_minutes,
         half_day_minimum_hours = EXCLUDED.half_day_minimum_hours, full_day_minimum_hours = EXCLUDED.full_day_minimum_hours,
         minimum_punch_gap_minutes = EXCLUDED.minimum_punch_gap_minutes, missing_punch_counts = EXCLUDED.missing_punch_counts,
         hours_basis = EXCLUDED.hours_basis`,
      [companyId, v.effectiveFrom, v.flexibleClockInOutMinutes, v.absentAfterMinutes, v.halfDayMinimumHours, v.fullDayMinimumHours,
        v.minimumPunchGapMinutes, v.missingPunchCounts, v.hoursBasis],
    );
  }

  /**
   * Takes the next employee number under the settings row's lock: concurrent creations queue here,
   * and a failed creation rolls the number back with its transaction, so codes have no gaps.
   */
  async takeEmployeeNumber(companyId: number): Promise<{ prefix: string; number: number }> {
    await this.get(companyId);
    const { rows } = await sql(TAKE_NUMBER,
      [companyId],
    );
    return rows[0];
  }
}
