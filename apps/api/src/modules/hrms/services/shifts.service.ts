import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { SHIFT_MESSAGES, normaliseWeekOff, type SaveShiftDto, type ShiftVersionView, type ShiftView } from '../dtos/shift.dtos.js';
import { LockedMonthsRepository } from '../repositories/locked-months.repository.js';
import { SINCE_ALWAYS } from '../repositories/hrms-settings.repository.js';
import { ShiftsRepository, type ShiftDefinition, type ShiftRow, type ShiftVersionRow } from '../repositories/shifts.repository.js';
import { HrmsClock } from './hrms-clock.js';
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

const definitionOf = (d: ShiftDefinition): ShiftDefinition => ({ startTime: d.startTime, endTime: d.endTime, breakTime: d.breakTime, allowBreaks: d.allowBreaks, weekOff: d.weekOff });
const sameDefinition = (a: ShiftDefinition, b: ShiftDefinition) =>
  a.startTime === b.startTime && a.endTime === b.endTime && a.breakTime === b.breakTime && a.allowBreaks === b.allowBreaks && a.weekOff === b.weekOff;

/** The version in force on a date (versions oldest first); before the first one, the first (it applies since always). */
function versionOn(versions: readonly ShiftVersionRow[], date: string): ShiftVersionRow | undefined {
  return versions.filter((v) => v.effectiveFrom <= date).at(-1) ?? versions[0];
}

/** A shift as answered: its definition in force today, since when, and the definitions scheduled after today. */
function toView(s: ShiftRow, versions: readonly ShiftVersionRow[], today: string): ShiftView {
  const current = versionOn(versions, today);
  const d = current ?? s;
  const upcoming: ShiftVersionView[] = versions.filter((v) => v.effectiveFrom > today).map((v) => ({ effectiveFrom: v.effectiveFrom, ...definitionOf(v) }));
  return {
    ...s, ...definitionOf(d), breakAllowed: d.allowBreaks, overnight: minutesOfDay(d.endTime) <= minutesOfDay(d.startTime),
    effectiveFrom: current?.effectiveFrom ?? null, upcoming,
  };
}

const withSeconds = (t: string) => (t.length === 5 ? `${t}:00` : t);

/**
 * Shift masters. What a day is computed with (start, end, break, breaks allowed, week-off) is dated (issue 29 item 2):
 * an edit of it starts a version from `effectiveFrom` (default today; a past date is a correction that re-computes the
 * days from it, refused in a locked month), so past days keep the times in force on them. A new shift's first
 * definition applies since always. The name and face attendance are not dated.
 */
@Injectable()
export class ShiftsService {
  constructor(
    private readonly shifts: ShiftsRepository,
    private readonly locked: LockedMonthsRepository,
    private readonly clock: HrmsClock,
  ) {}

  async list(query: ListQuery): Promise<Paged<ShiftView>> {
    const companyId = currentCompanyId();
    const [rows, total] = await this.shifts.list(companyId, query);
    return paged(await this.views(companyId, rows), total, query);
  }

  async save(input: SaveShiftDto): Promise<ShiftView> {
    const companyId = currentCompanyId();
    const startTime = withSeconds(input.startTime);
    const endTime = withSeconds(input.endTime);
    if (startTime === endTime) throw new BadRequestException(M.sameTimes);
    if (input.breakTime >= shiftMinutes(startTime, endTime)) throw new BadRequestException(M.breakTooLong);
    const existing = input.id !== 0 ? await this.shifts.find(companyId, input.id) : null;
    if (input.id !== 0 && !existing) throw new NotFoundException(M.notFound);
    if (await this.shifts.nameTaken(companyId, input.name, input.id)) throw new ConflictException(M.nameTaken);
    const definition: ShiftDefinition = { startTime, endTime, breakTime: input.breakTime, allowBreaks: input.allowBreaks ?? false, weekOff: normaliseWeekOff(input.weekOff) ?? '' };
    const today = await this.clock.today();
    let row: ShiftDefinition = definition;
    if (existing) {
      let versions = await this.shifts.versions(companyId, [existing.id]);
      const from = input.effectiveFrom ?? today;
      const inForce = versionOn(versions, from) ?? existing;
      if (!sameDefinition(inForce, definition)) {
        if (from < today) {
          const month = await this.locked.lockedMonthOf(companyId, [from]);
          if (month) throw new ConflictException(M.lockedMonth(month));
        }
        // A shift written without versions (a bulk load) had its own columns all along.
        if (versions.length === 0) await this.shifts.saveVersion(companyId, existing.id, SINCE_ALWAYS, definitionOf(existing));
        await this.shifts.saveVersion(companyId, existing.id, from, definition);
        versions = await this.shifts.versions(companyId, [existing.id]);
      }
      // The row's own columns (the spec's shape) hold the definition in force today.
      row = definitionOf(versionOn(versions, today) ?? existing);
    }
    const fields = { name: input.name, ...row, faceAttendance: input.faceAttendance ?? false };
    const saved = existing ? await this.shifts.update(companyId, existing.id, fields) : await this.shifts.insert(companyId, fields);
    if (!saved) throw new ConflictException(M.nameTaken);
    if (!existing) await this.shifts.saveVersion(companyId, saved.id, SINCE_ALWAYS, definition);
    return (await this.views(companyId, [saved]))[0];
  }

  async require(id: number): Promise<ShiftView> {
    const companyId = currentCompanyId();
    const row = await this.shifts.find(companyId, id);
    if (!row) throw new NotFoundException(M.notFound);
    return (await this.views(companyId, [row]))[0];
  }

  async all(): Promise<ShiftView[]> {
    const companyId = currentCompanyId();
    return this.views(companyId, await this.shifts.all(companyId));
  }

  private async views(companyId: number, rows: ShiftRow[]): Promise<ShiftView[]> {
    const versions = await this.shifts.versions(companyId, rows.map((r) => r.id));
    const today = await this.clock.today();
    return rows.map((r) => toView(r, versions.filter((v) => v.shiftId === r.id), today));
  }
}
