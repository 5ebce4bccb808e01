import { Injectable } from '@nestjs/common';
import type { HolidayType } from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, isoDate, outerColumnsOf, returning, select, writeColumns } from '../../../core/database/typed-select.js';
import type { HolidayView } from '../dtos/holiday.dtos.js';

const h = columnsOf('hrms_holidays', 'h');
// One entry per field of HolidayView (core/database/typed-select.ts): a forgotten one does not compile.
const HOLIDAY = select<HolidayView>({
  id: int(h.id), name: h.name, holidayType: h.holiday_type, holidayDate: isoDate(h.holiday_date), description: h.description,
  branchId: int(h.branch_id), branchName: outerColumnsOf('hrms_branches', 'b').name,
}, 'FROM hrms_holidays h LEFT JOIN hrms_branches b ON b.id = h.branch_id');

export interface HolidayFields {
  name: string;
  holidayType: HolidayType;
  holidayDate: string;
  description: string | null;
  branchId: number | null;
}

const FIELD_COLUMNS = writeColumns<'hrms_holidays', HolidayFields>('hrms_holidays', {
  name: 'name', holidayType: 'holiday_type', holidayDate: 'holiday_date', description: 'description', branchId: 'branch_id',
});

const INSERT = returning<{ id: number }>(
  `INSERT INTO hrms_holidays AS h (company_id, ${FIELD_COLUMNS.list}) VALUES ($1, ${FIELD_COLUMNS.placeholders(2)})`,
  { id: int(h.id) },
);

@Injectable()
export class HolidaysRepository {
  async byYear(companyId: number, year: number): Promise<HolidayView[]> {
    return (await sql(
      HOLIDAY.and(`WHERE h.company_id = $1 AND h.holiday_date >= make_date($2, 1, 1) AND h.holiday_date < make_date($2 + 1, 1, 1)
        ORDER BY h.holiday_date, h.id`),
      [companyId, year],
    )).rows;
  }

  async inRange(companyId: number, fromDate: string, toDate: string): Promise<HolidayView[]> {
    return (await sql(HOLIDAY.and('WHERE h.company_id = $1 AND h.holiday_date BETWEEN $2 AND $3 ORDER BY h.holiday_date, h.id'), [companyId, fromDate, toDate])).rows;
  }

  async find(companyId: number, id: number): Promise<HolidayView | null> {
    return (await sql(HOLIDAY.and('WHERE h.company_id = $1 AND h.id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async sameDayExists(companyId: number, date: string, branchId: number | null, exceptId: number): Promise<boolean> {
    return (await sql(
      `SELECT 1 FROM hrms_holidays WHERE company_id = $1 AND holiday_date = $2 AND branch_id IS NOT DISTINCT FROM $3 AND id <> $4`,
      [companyId, date, branchId, exceptId],
    )).rows.length > 0;
  }

  async insert(companyId: number, h: HolidayFields): Promise<number> {
    const { rows } = await sql(
      INSERT,
      [companyId, ...FIELD_COLUMNS.values(h)],
    );
    return rows[0].id;
  }

  async update(companyId: number, id: number, h: HolidayFields): Promise<void> {
    await sql(`UPDATE hrms_holidays SET ${FIELD_COLUMNS.assignments(3)} WHERE company_id = $1 AND id = $2`, [companyId, id, ...FIELD_COLUMNS.values(h)]);
  }

  async delete(companyId: number, id: number): Promise<boolean> {
    return (await sql(`DELETE FROM hrms_holidays WHERE company_id = $1 AND id = $2`, [companyId, id])).affected > 0;
  }
}
