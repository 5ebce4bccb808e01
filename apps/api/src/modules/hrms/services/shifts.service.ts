import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { SHIFT_MESSAGES, normaliseWeekOff, type SaveShiftDto, type ShiftView } from '../dtos/shift.dtos.js';
import { ShiftsRepository, type ShiftRow } from '../repositories/shifts.repository.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';

const M = SHIFT_MESSAGES;

function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Length of a shift in minutes; an end at or before the start is on the next day. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const diff = minutesOfDay(endTime) - minutesOfDay(startTime);
  return diff > 0 ? diff : diff + 24 * 60;
}

function toView(s: ShiftRow): ShiftView {
  return { ...s, breakAllowed: s.allowBreaks, overnight: minutesOfDay(s.endTime) <= minutesOfDay(s.startTime) };
}

const withSeconds = (t: string) => (t.length === 5 ? `${t}:00` : t);

@Injectable()
export class ShiftsService {
  constructor(private readonly shifts: ShiftsRepository) {}

  async list(query: ListQuery): Promise<Paged<ShiftView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.shifts.list(companyId, query);
    return paged(rows.map(toView), total, query);
  }

  async save(input: SaveShiftDto): Promise<ShiftView> {
    const companyId = currentCompanyId();
    const startTime = withSeconds(input.startTime);
    const endTime = withSeconds(input.endTime);
    if (startTime === endTime) throw new BadRequestException(M.sameTimes);
    if (input.breakTime >= shiftMinutes(startTime, endTime)) throw new BadRequestException(M.breakTooLong);
    if (input.id !== 0 && !(await this.shifts.find(companyId, input.id))) throw new NotFoundException(M.notFound);
    if (await this.shifts.nameTaken(companyId, input.name, input.id)) throw new ConflictException(M.nameTaken);
    const fields = {
      name: input.name, startTime, endTime, breakTime: input.breakTime, allowBreaks: input.allowBreaks ?? false,
      faceAttendance: input.faceAttendance ?? false, weekOff: normaliseWeekOff(input.weekOff) ?? '',
    };
    const saved = input.id === 0 ? await this.shifts.insert(companyId, fields) : await this.shifts.update(companyId, input.id, fields);
    if (!saved) throw new ConflictException(M.nameTaken);
    return toView(saved);
  }

  async require(id: number): Promise<ShiftView> {
    const companyId = currentCompanyId();
    const row = await this.shifts.find(companyId, id);
    if (!row) throw new NotFoundException(M.notFound);
    return toView(row);
  }

  async all(): Promise<ShiftView[]> {
    const companyId = currentCompanyId();
    return (await this.shifts.all(companyId)).map(toView);
  }
}
