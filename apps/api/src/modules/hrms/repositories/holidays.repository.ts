import { Injectable } from '@nestjs/common';
import type { HolidayType } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import type { HolidayView } from '../dtos/holiday.dtos.js';

const SELECT = `SELECT h.id::int AS id, h.name, h.holiday_type AS "holidayType", to_char(h.holiday_date, 'YYYY-MM-DD') AS "holidayDate",
       h.description, h.branch_id::int AS "branchId", b.name AS "branchName"
  FROM hrms_holidays h LEFT JOIN hrms_branches b ON b.id = h.branch_id`;

export interface HolidayFields {
  name: string;
  holidayType: HolidayType;
  holidayDate: string;
  description: string | null;
  branchId: number | null;
}

@Injectable()
export class HolidaysRepository {
  async byYear(companyId: number, year: number): Promise<HolidayView[]> {
    return (await sql<HolidayView>(
      `${SELECT} WHERE h.company_id = $1 AND h.holiday_date >= make_date($2, 1, 1) AND h.holiday_date < make_date($2 + 1, 1, 1)
        ORDER BY h.holiday_date, h.id`,
      [companyId, year],
    )).rows;
  }

  async inRange(companyId: number, fromDate: string, toDate: string): Promise<HolidayView[]> {
    return (await sql<HolidayView>(`${SELECT} WHERE h.company_id = $1 AND h.holiday_date BETWEEN $2 AND $3 ORDER BY h.holiday_date, h.id`, [companyId, fromDate, toDate])).rows;
  }

  async find(companyId: number, id: number): Promise<HolidayView | null> {
    return (await sql<HolidayView>(`${SELECT} WHERE h.company_id = $1 AND h.id = $2`, [companyId, id])).rows[0] ?? null;
  }

  async sameDayExists(companyId: number, date: string, branchId: number | null, exceptId: number): Promise<boolean> {
    return (await sql(
      `SELECT 1 FROM hrms_holidays WHERE company_id = $1 AND holiday_date = $2 AND branch_id IS NOT DISTINCT FROM $3 AND id <> $4`,
      [companyId, date, branchId, exceptId],
    )).rows.length > 0;
  }

  async insert(companyId: number, h: HolidayFields): Promise<number> {
    const { rows } = await sql<{ id: number }>(
      `INSERT INTO hrms_holidays (company_id, name, holiday_type, holiday_date, description, branch_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
      [companyId, h.name, h.holidayType, h.holidayDate, h.description, h.branchId],
    );
    return rows[0].id;
  }

  async update(companyId: number, id: number, h: HolidayFields): Promise<void> {
    await sql(
      `UPDATE hrms_holidays SET name = $3, holiday_type = $4, holiday_date = $5, description = $6, branch_id = $7 WHERE company_id = $1 AND id = $2`,
      [companyId, id, h.name, h.holidayType, h.holidayDate, h.description, h.branchId],
    );
  }

  async delete(companyId: number, id: number): Promise<boolean> {
    return (await sql(`DELETE FROM hrms_holidays WHERE company_id = $1 AND id = $2`, [companyId, id])).affected > 0;
  }
}
