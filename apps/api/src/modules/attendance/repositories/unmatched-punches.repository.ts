import { Injectable } from '@nestjs/common';
import { sql } from '../../../core/tenancy/sql.js';
import { columnsOf, int, returning, select } from '../../../core/database/typed-select.js';
import { FilteredPage } from '../../hrms/index.js';

export interface UnmatchedRow {
  id: number;
  deviceId: number;
  deviceName: string;
  deviceUserId: string;
  punchTime: Date;
  direction: 'IN' | 'OUT' | null;
  receivedAt: Date;
}

export interface TakenPunch {
  deviceId: number;
  source: string;
  punchTime: Date;
  direction: 'IN' | 'OUT' | null;
}

const u = columnsOf('attendance_unmatched_punches', 'u');
const FROM = 'FROM attendance_unmatched_punches u JOIN attendance_devices d ON d.id = u.device_id';
const UNMATCHED = select<UnmatchedRow>({
  id: int(u.id), deviceId: int(u.device_id), deviceName: columnsOf('attendance_devices', 'd').name, deviceUserId: u.device_user_id,
  punchTime: u.punch_time, direction: u.direction, receivedAt: u.received_at,
}, FROM);
const TAKEN = { deviceId: int(u.device_id), source: u.source, punchTime: u.punch_time, direction: u.direction };

@Injectable()
export class UnmatchedPunchesRepository {
  /** Newest first; the search matches the device user id or the device's name. */
  async list(companyId: number, search: string, offset: number, size: number): Promise<[UnmatchedRow[], number]> {
    return new FilteredPage('u.company_id', companyId).search(search, ['u.device_user_id', 'd.name'])
      .page(UNMATCHED, FROM, 'u.punch_time DESC, u.id DESC', { offset, size });
  }

  /** Removes and answers the chosen unmatched punches (by id, or all of one device user id). */
  async take(companyId: number, by: { ids?: number[]; deviceUserId?: string }): Promise<TakenPunch[]> {
    const [clause, value] = by.ids ? ['id = ANY($2::bigint[])', by.ids] : ['lower(device_user_id) = lower($2)', by.deviceUserId];
    return (await sql(
      returning<TakenPunch>(`DELETE FROM attendance_unmatched_punches AS u WHERE u.company_id = $1 AND ${clause}`, TAKEN),
      [companyId, value],
    )).rows;
  }
}
