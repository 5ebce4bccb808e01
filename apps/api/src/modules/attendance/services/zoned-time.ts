/**
 * Local wall-clock times in an IANA time zone <-> instants, with Intl only (no tz library). Shift
 * times are stored as local times of day; a company's zone turns them into instants per date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** Minutes the zone is ahead of UTC at an instant (IST: 330). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant of a local date and time of day ("2026-03-02", "09:30:00") in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  const first = offsetMinutes(new Date(guess), timeZone);
  let t = guess - first * 60000;
  const second = offsetMinutes(new Date(t), timeZone);
  if (second !== first) t = guess - second * 60000;
  return new Date(t);
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

const HOUR = 3_600_000;
/** Per zone: the offset by clock hour number (a number key: no string built per lookup). */
const offsetCache = new Map<string, Map<number, number>>();

/**
 * The zone's offset at an instant, remembered per clock hour: offsets change on hour boundaries, and
 * a month of attendance formats tens of thousands of instants (Intl is slow per call).
 */
function cachedOffset(ms: number, timeZone: string): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  const hour = Math.floor(ms / HOUR);
  let off = zone.get(hour);
  if (off === undefined) {
    if (zone.size > 200_000) zone.clear();
    off = offsetMinutes(new Date(hour * HOUR), timeZone);
    zone.set(hour, off);
  }
  return off;
}

const DAY = 86_400_000;
const dayStrings = new Map<number, string>();

/** "2026-03-02" for a day number since 1970 (remembered: a month of attendance formats the same days over and over). */
function dayString(dayNumber: number): string {
  let s = dayStrings.get(dayNumber);
  if (s === undefined) {
    if (dayStrings.size > 100_000) dayStrings.clear();
    s = new Date(dayNumber * DAY).toISOString().slice(0, 10);
    dayStrings.set(dayNumber, s);
  }
  return s;
}

/** "T09:30:00" by second of the day, made once each: the formatted instants share them. */
const timesOfDay: (string | undefined)[] = new Array(86_400);
const offsetStrings = new Map<number, string>();

/**
 * "2026-03-02T09:30:00+05:30": the instant as the zone's wall clock with its offset. Three shared pieces
 * (date, time of day, offset) joined: a month of attendance keeps tens of thousands of these, and a string
 * built from a dozen small parts keeps every part alive (garbage collection time grows with them).
 */
export function formatZoned(instant: Date, timeZone: string): string {
  const off = cachedOffset(instant.getTime(), timeZone);
  const wall = Math.floor(instant.getTime() / 1000) * 1000 + off * 60_000;
  const dayNumber = Math.floor(wall / DAY);
  const secondOfDay = (wall - dayNumber * DAY) / 1000;
  let time = timesOfDay[secondOfDay];
  if (time === undefined) {
    time = `T${pad(Math.floor(secondOfDay / 3600))}:${pad(Math.floor(secondOfDay / 60) % 60)}:${pad(secondOfDay % 60)}`;
    timesOfDay[secondOfDay] = time;
  }
  let zone = offsetStrings.get(off);
  if (zone === undefined) {
    zone = `${off < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
    offsetStrings.set(off, zone);
  }
  return dayString(dayNumber) + time + zone;
}

/** The local calendar date of an instant. */
export function zonedDate(instant: Date, timeZone: string): string {
  return formatZoned(instant, timeZone).slice(0, 10);
}

/** "2026-03-02" + 1 -> "2026-03-03" (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

/** "MONDAY" ... for a calendar date. */
export function weekdayOf(date: string): (typeof WEEKDAY_NAMES)[number] {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The zone's offsets over [from, to) for arithmetic in SQL (issue 29 item 8): `minutes[0]` applies from `from`, and
 * `minutes[i + 1]` from the instant `at[i]` (seconds since 1970) on. Found by the hour (the offsets `formatZoned`
 * uses) and narrowed to the second by halving inside an hour that changes: a zone without daylight saving has one
 * offset and no change, and a month with a switch has one.
 */
export function offsetChanges(from: Date, to: Date, timeZone: string): { at: number[]; minutes: number[] } {
  const at: number[] = [];
  const minutes = [offsetMinutes(from, timeZone)];
  let previous = minutes[0];
  let hourStart = Math.floor(from.getTime() / HOUR) * HOUR;
  for (let t = hourStart + HOUR; t <= to.getTime() + HOUR; hourStart = t, t += HOUR) {
    const off = cachedOffset(t, timeZone);
    if (off === previous) continue;
    // The change happened in (hourStart, t]: the first second with the new offset.
    let lo = Math.max(hourStart, from.getTime()) / 1000;
    let hi = t / 1000;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetMinutes(new Date(mid * 1000), timeZone) === previous) lo = mid;
      else hi = mid;
    }
    at.push(hi);
    minutes.push(off);
    previous = off;
  }
  return { at, minutes };
}
