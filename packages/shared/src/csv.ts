/**
 * CSV text (RFC 4180: comma separated, CRLF, quoted when needed) with a UTF-8 byte-order mark so
 * spreadsheet programs read ₹ and Indian names correctly. A cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR at its start) is prefixed with an apostrophe: exported descriptions are
 * typed by users and must not become formulas on the accountant's machine.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
