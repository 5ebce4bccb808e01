/**
 * A time of day as people type it, read as 24-hour `HH:mm:ss` (issue 29 item 7): `09:30`, `9:30`, `09:30:15`,
 * `9:30 am`, `9.30pm`, `9 am`, `0930`, `930`, `2130`, `12:00 am` (midnight), `12 pm` (noon). Anything else,
 * or an hour or minute out of range, is null: a form says so instead of saving another time.
 */
export function parseTimeOfDay(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const m = /^(\d{1,2})(?:[:.](\d{2})(?:[:.](\d{2}))?)? ?(am|pm|a\.m\.|p\.m\.|a|p)?$/.exec(text)
    ?? /^(\d{1,2})(\d{2})() ?(am|pm|a\.m\.|p\.m\.|a|p)?$/.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] || 0);
  const second = Number(m[3] || 0);
  const meridiem = m[4]?.[0];
  if (minute > 59 || second > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === 'a' && hour === 12) hour = 0;
    if (meridiem === 'p' && hour !== 12) hour += 12;
  } else if (hour > 23 || (m[2] === undefined && !/^\d{3,4}$/.test(text))) {
    // A bare "9" is not a time; "0930" and "930" are.
    return null;
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hour)}:${two(minute)}:${two(second)}`;
}
