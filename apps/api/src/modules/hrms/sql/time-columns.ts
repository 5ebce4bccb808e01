import type { Expr } from '../../../core/database/typed-select.js';

// How HRMS answers its times (shift definitions, marks, requests), shared with attendance and leave through the module's
// index. Platform idioms, no business rule: they belong beside int() and isoDate() in core/database/typed-select.ts
// once that file's owner takes them (wave 3 kept them here so the core change stays in one hand).

/** A time of day as 'HH24:MI:SS' text (pg already answers a time as text; this fixes the seconds). */
export function timeOfDay<T extends string | null>(x: Expr<T>): Expr<T> {
  return { sql: `to_char(${x.sql}, 'HH24:MI:SS')` };
}

/** An instant as its UTC text to the second: '2026-01-31T09:30:00Z'. */
export function utcSecond<T extends Date | null>(x: Expr<T>): Expr<null extends T ? string | null : string> {
  return { sql: `to_char(${x.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')` };
}

/** The stored columns of a shift's definition, on hrms_shifts and hrms_shift_versions alike. */
interface ShiftDefinitionColumns {
  start_time: Expr<string>;
  end_time: Expr<string>;
  break_time: Expr<number>;
  allow_breaks: Expr<boolean>;
  week_off: Expr<string>;
}

/** What a day is computed with, read from a shift or one of its versions: start and end as 'HH24:MI:SS', break, week-off. */
export function shiftDefinitionOf(x: ShiftDefinitionColumns) {
  return { startTime: timeOfDay(x.start_time), endTime: timeOfDay(x.end_time), breakTime: x.break_time, allowBreaks: x.allow_breaks, weekOff: x.week_off };
}
