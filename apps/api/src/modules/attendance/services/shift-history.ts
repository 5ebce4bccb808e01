import type { AttendanceEmployee, ShiftAssignment, ShiftOfDay, ShiftSegment } from '../repositories/attendance.repository.js';

/** One change of an employee's shift: from `from` on (the first change also covers the days before it). */
export interface ShiftChange extends ShiftOfDay {
  from: string;
}

/**
 * Each employee's shift changes that matter from `fromDate` on (oldest first): the one in force on `fromDate` and
 * the later ones, consecutive repeats of the same shift merged, so an employee who kept one shift over the range has
 * exactly one. An employee without any history (written before it existed, or by a bulk load) has their row's shift.
 */
export function shiftHistories(employees: AttendanceEmployee[], assignments: ShiftAssignment[], fromDate: string): Map<number, ShiftChange[]> {
  const byEmployee = new Map<number, ShiftAssignment[]>();
  for (const a of assignments) {
    let list = byEmployee.get(a.employeeId);
    if (!list) byEmployee.set(a.employeeId, (list = []));
    list.push(a);
  }
  const result = new Map<number, ShiftChange[]>();
  for (const e of employees) {
    const list = byEmployee.get(e.id);
    if (!list) {
      result.set(e.id, [{ from: e.dateOfJoining, shiftId: e.shiftId, startTime: e.startTime, endTime: e.endTime, breakTime: e.breakTime, allowBreaks: e.allowBreaks, weekOff: e.weekOff }]);
      continue;
    }
    let start = 0;
    for (let i = 1; i < list.length; i += 1) if (list[i].effectiveFrom <= fromDate) start = i;
    const changes: ShiftChange[] = [];
    for (const a of list.slice(start)) {
      if (changes.length > 0 && changes[changes.length - 1].shiftId === a.shiftId) continue;
      changes.push({ from: a.effectiveFrom, shiftId: a.shiftId, startTime: a.startTime, endTime: a.endTime, breakTime: a.breakTime, allowBreaks: a.allowBreaks, weekOff: a.weekOff });
    }
    result.set(e.id, changes);
  }
  return result;
}

/** The shift in force on a date: the latest change on or before it, else the first (days before the first change). */
export function shiftOn(changes: ShiftChange[], date: string): ShiftChange {
  let found = changes[0];
  for (const c of changes) {
    if (c.from > date) break;
    found = c;
  }
  return found;
}

/** The punch grouping's segments: one open `single` segment per employee with one shift, else one per change. */
export function segmentsOf(histories: Map<number, ShiftChange[]>): ShiftSegment[] {
  const segments: ShiftSegment[] = [];
  for (const [employeeId, changes] of histories) {
    changes.forEach((c, i) => segments.push({
      employeeId, startTime: c.startTime, endTime: c.endTime, single: changes.length === 1,
      validFrom: i === 0 ? '-infinity' : c.from, validTo: i + 1 < changes.length ? changes[i + 1].from : 'infinity',
    }));
  }
  return segments;
}
