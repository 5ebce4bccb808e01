import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import type { ListQuery } from '../../../core/http/list-query.js';
import { columnsOf, int, isoDate, returning, select, type Selection } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../sql/filtered-page.js';
import { shiftDefinitionOf, timeOfDay } from '../sql/time-columns.js';

const SORTABLE: Record<string, string> = { id: 'id', name: 'lower(name)', startTime: 'start_time' };
export const SHIFT_SORTABLE = Object.keys(SORTABLE);

export interface ShiftRow {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  breakTime: number;
  allowBreaks: boolean;
  faceAttendance: boolean;
  weekOff: string;
}

export type ShiftFields = Omit<ShiftRow, 'id'>;

/** What a day is computed with: the dated part of a shift (hrms_shift_versions, issue 29 item 2). */
export type ShiftDefinition = Pick<ShiftRow, 'startTime' | 'endTime' | 'breakTime' | 'allowBreaks' | 'weekOff'>;
export interface ShiftVersionRow extends ShiftDefinition {
  shiftId: number;
  effectiveFrom: string;
}

// Unaliased statements: the columns are named by their table.
const v = columnsOf('hrms_shift_versions', 'hrms_shift_versions');
const VERSIONS = select<ShiftVersionRow>({
  shiftId: int(v.shift_id), effectiveFrom: isoDate(v.effective_from), ...shiftDefinitionOf(v),
}, 'FROM hrms_shift_versions WHERE company_id = $1 AND shift_id = ANY($2::bigint[]) ORDER BY shift_id, effective_from');

const sh = columnsOf('hrms_shifts', 'hrms_shifts');
const SHIFT = {
  id: int(sh.id), name: sh.name, startTime: timeOfDay(sh.start_time), endTime: timeOfDay(sh.end_time), breakTime: sh.break_time,
  allowBreaks: sh.allow_breaks, faceAttendance: sh.face_attendance, weekOff: sh.week_off,
} satisfies Selection<ShiftRow>;
const SHIFTS = select<ShiftRow>(SHIFT, 'FROM hrms_shifts');
const INSERT = returning<ShiftRow>(
  `INSERT INTO hrms_shifts (company_id, name, start_time, end_time, break_time, allow_breaks, face_attendance, week_off)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
  SHIFT,
);
const UPDATE = returning<ShiftRow>(
  `UPDATE hrms_shifts SET name = $3, start_time = $4, end_time = $5, break_time = $6, allow_breaks = $7, face_attendance = $8, week_off = $9
        WHERE company_id = $1 AND id = $2`,
  SHIFT,
);

@Injectable()
export class ShiftsRepository {
  async list(companyId: number, query: ListQuery): Promise<[ShiftRow[], number]> {
    return new FilteredPage('company_id', companyId).search(query.search, ['name'])
      .page(SHIFTS, 'FROM hrms_shifts', `${SORTABLE[query.sortBy] ?? 'id'} ${query.sortDirection}, id DESC`, query);
  }

  async find(companyId: number, id: number): Promise<ShiftRow | null> {
    return (await sql(SHIFTS.and('WHERE company_id = $1 AND id = $2'), [companyId, id])).rows[0] ?? null;
  }

  async all(companyId: number): Promise<ShiftRow[]> {
    return (await sql(SHIFTS.and('WHERE company_id = $1'), [companyId])).rows;
  }

  /** The dated definitions of these shifts, oldest first per shift. */
  async versions(companyId: number, shiftIds: number[]): Promise<ShiftVersionRow[]> {
    if (shiftIds.length === 0) return [];
    return (await sql(VERSIONS,
      [companyId, shiftIds],
    )).rows;
  }

  /** A version per date: saving twice for the same date replaces that date's definition. */
  async saveVersion(companyId: number, shiftId: number, effectiveFrom: string, d: ShiftDefinition): Promise<void> {
    await sql(
      `INSERT INTO hrms_shift_versions (company_id, shift_id, effective_from, start_time, end_time, break_time, allow_breaks, week_off)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (company_id, shift_id, effective_from) DO UPDATE SET start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time,
         break_time = EXCLUDED.break_time, allow_breaks = EXCLUDED.allow_breaks, week_off = EXCLUDED.week_off`,
      [companyId, shiftId, effectiveFrom, d.startTime, d.endTime, d.breakTime, d.allowBreaks, d.weekOff],
    );
  }

  async nameTaken(companyId: number, name: string, exceptId: number): Promise<boolean> {
    return (await sql(`SELECT 1 FROM hrms_shifts WHERE company_id = $1 AND lower(name) = lower($2) AND id <> $3`, [companyId, name, exceptId])).rows.length > 0;
  }

  async insert(companyId: number, s: ShiftFields): Promise<ShiftRow | null> {
    return (await sql(INSERT,
      [companyId, s.name, s.startTime, s.endTime, s.breakTime, s.allowBreaks, s.faceAttendance, s.weekOff],
    )).rows[0] ?? null;
  }

  async update(companyId: number, id: number, s: ShiftFields): Promise<ShiftRow | null> {
    return (await sql(UPDATE,
      [companyId, id, s.name, s.startTime, s.endTime, s.breakTime, s.allowBreaks, s.faceAttendance, s.weekOff],
    )).rows[0] ?? null;
  }
}
