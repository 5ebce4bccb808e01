import type { AttendancePage, AttendanceRecordView } from '../dtos/attendance.dtos.js';

const CHUNK_CHARS = 64 * 1024;

/**
 * The attendance page as JSON text, in chunks of about 64 KB, exactly as JSON.stringify(page) writes it for the
 * page AttendanceService.page() builds (same keys in the same order). A month for a thousand employees is about 30,000 records: what repeats per employee
 * (name, code, branch, ...) is escaped once, and the per-day values are few (remarks, day types, a shift's times)
 * or come from formatZoned, which writes digits, '-', ':', 'T' and '+' only.
 */
export function* attendancePageJson(page: AttendancePage): Generator<string> {
  const heads = new Map<number, string>();
  const quoted = new Map<string, string>();
  const q = (s: string | null): string => {
    if (s === null) return 'null';
    let out = quoted.get(s);
    if (out === undefined) {
      if (quoted.size > 10_000) quoted.clear();
      quoted.set(s, (out = JSON.stringify(s)));
    }
    return out;
  };
  const head = (r: AttendanceRecordView): string => {
    let out = heads.get(r.userDetailId);
    if (out === undefined) {
      out = `{"userDetailId":${r.userDetailId},"userName":${JSON.stringify(r.userName)},"branchId":${r.branchId},` +
        `"employeeCode":${JSON.stringify(r.employeeCode)},"branchName":${JSON.stringify(r.branchName)},` +
        `"designationName":${JSON.stringify(r.designationName)},"departmentName":${JSON.stringify(r.departmentName)},"forDate":`;
      heads.set(r.userDetailId, out);
    }
    return out;
  };
  const instant = (s: string | null): string => (s === null ? 'null' : `"${s}"`);

  let chunk = '{"list":[';
  const { list } = page;
  for (let i = 0; i < list.length; i += 1) {
    const r = list[i];
    chunk += `${i === 0 ? '' : ','}${head(r)}${q(r.forDate)},"dayType":${q(r.dayType)},"expectedClockIn":${instant(r.expectedClockIn)},` +
      `"expectedClockOut":${instant(r.expectedClockOut)},"clockIn":${instant(r.clockIn)},"clockOut":${instant(r.clockOut)},` +
      `"clockInRemark":${q(r.clockInRemark)},"clockOutRemark":${q(r.clockOutRemark)},"hours":${JSON.stringify(r.hours)},"remark":${q(r.remark)},"status":${q(r.status)},` +
      `"payable":${JSON.stringify(r.payable)},"missingPunchOut":${r.missingPunchOut},"overtimeHours":${JSON.stringify(r.overtimeHours)},"manualReason":${r.manualReason === null ? 'null' : JSON.stringify(r.manualReason)}}`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}],"totalRecords":${JSON.stringify(page.totalRecords)},"totalPages":${JSON.stringify(page.totalPages)},"totals":${JSON.stringify(page.totals)},` +
    `"fromDate":${JSON.stringify(page.fromDate)},"toDate":${JSON.stringify(page.toDate)},"timeZone":${JSON.stringify(page.timeZone)}}`;
}
