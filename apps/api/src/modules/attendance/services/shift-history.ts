import type { AttendanceEmployee, ShiftAssignment, ShiftOfDay, ShiftSegment, ShiftVersion } from '../repositories/attendance.repository.js';

/** One change of an employee's shift: from `from` on (the first change also covers the days before it). */
export interface ShiftChange extends ShiftOfDay {
  from: string;
}

const definition = (v: ShiftOfDay): ShiftOfDay => ({
  shiftId: v.shiftId, versionKey: v.versionKey, startTime: v.startTime, endTime: v.endTime, breakTime: v.breakTime, allowBreaks: v.allowBreaks, weekOff: v.weekOff,
});

/**
 * Each employee's shift changes that matter from `fromDate` on (oldest first): the one in force on `fromDate` and
 * the later ones, consecutive repeats of the same definition merged, so an employee who kept one shift over the range
 * has exactly one. A change is either a new shift assignment or a new version of the assigned shift's definition
 * (its times edited from a date, issue 29 item 2): each assignment period takes the version in force at its start
 * and the versions that start inside it. An employee without any history (written before it existed, or by a bulk
 * load) has their row's shift; a shift without versions, its own columns.
 */
export function shiftHistories(employees: AttendanceEmployee[], assignments: ShiftAssignment[], versions: ShiftVersion[], fromDate: string): Map<number, ShiftChange[]> {
  const byEmployee = new Map<number, ShiftAssignment[]>();
  for (const a of assignments) {
    let list = byEmployee.get(a.employeeId);
    if (!list) byEmployee.set(a.employeeId, (list = []));
    list.push(a);
  }
  const byShift = new Map<number, ShiftVersion[]>();
  for (const v of versions) {
    let list = byShift.get(v.shiftId);
    if (!list) byShift.set(v.shiftId, (list = []));
    list.push(v);
  }
  const result = new Map<number, ShiftChange[]>();
  for (const e of employees) {
    const list: { from: string; shift: ShiftOfDay }[] = (byEmployee.get(e.id) ?? [{ ...e, effectiveFrom: e.dateOfJoining, employeeId: e.id }])
      .map((a) => ({ from: a.effectiveFrom, shift: a }));
    // Each assignment period [from, next from) with the shift's versions over it.
    const dated: ShiftChange[] = [];
    list.forEach((a, i) => {
      const until = i + 1 < list.length ? list[i + 1].from : null;
      const shiftVersions = byShift.get(a.shift.shiftId);
      if (!shiftVersions) {
        dated.push({ from: a.from, ...definition(a.shift) });
        return;
      }
      const atStart = shiftVersions.filter((v) => v.effectiveFrom <= a.from).at(-1) ?? shiftVersions[0];
      dated.push({ from: a.from, ...definition(atStart) });
      for (const v of shiftVersions) if (v.effectiveFrom > a.from && (until === null || v.effectiveFrom < until)) dated.push({ from: v.effectiveFrom, ...definition(v) });
    });
    let start = 0;
    for (let i = 1; i < dated.length; i += 1) if (dated[i].from <= fromDate) start = i;
    const changes: ShiftChange[] = [];
    for (const c of dated.slice(start)) {
      if (changes.length > 0 && changes[changes.length - 1].versionKey === c.versionKey) continue;
      changes.push(c);
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
