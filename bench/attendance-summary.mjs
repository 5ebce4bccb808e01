// The month summary payroll reads (GET /api/erp/attendance/summary?month=, issue 29 items 5 and 8) for 1,000
// employees with 4 punches a day, next to one SQL aggregate on the same data through a bare pg client in the same
// run: per employee, the month's working days, days with a punch, late clock-ins and hours, from the punch-day
// aggregate (first and last punch per employee and attendance day) grouped again per employee.
// Every employee has a shift history (one assignment from joining) and 1% change shift half way through the month,
// so the subject also reads the shift in force on each day; the baseline reads each employee's one shift (the floor).
// ratio = baseline time / subject time; goal >= 0.5 and the subject under 500 ms.
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { companyScope } from './lib/bare-auth.mjs';
import { appUrl as appUrlOf, ownerUrl as ownerUrlOf } from './lib/product-db.mjs';
import { runWhenMain } from './lib/harness.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP_PASSWORD = 'bench_app_role_pw';

/** The last full month before today (attendance is never computed for future days). */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { month: first.toISOString().slice(0, 7), fromDate: first.toISOString().slice(0, 10), toDate: last.toISOString().slice(0, 10), days: last.getUTCDate() };
}

/**
 * One statement: per employee, the month's working days (dates that are not the shift's week-off), days with a punch,
 * late clock-ins and hours, from the punch-day aggregate (first and last punch per employee and attendance day)
 * grouped again per employee. What someone would write with SQL alone, without the day rules.
 */
const AGGREGATE_SQL = `
  WITH punch_days AS MATERIALIZED (
    SELECT p.employee_id, ((p.punch_time AT TIME ZONE 'Asia/Kolkata') - (s.start_time - make_time(6, 0, 0)))::date AS for_date,
           s.start_time, s.break_time, min(p.punch_time) AS first, max(p.punch_time) AS last
      FROM attendance_punches p JOIN hrms_employees e ON e.id = p.employee_id JOIN hrms_shifts s ON s.id = e.shift_id
     WHERE p.company_id = $1 AND e.company_id = $1 AND p.punch_time >= $2::date - 1 AND p.punch_time < $3::date + 2
     GROUP BY 1, 2, 3, 4),
  per_employee AS (
    SELECT employee_id, count(*) AS present,
           count(*) FILTER (WHERE (first AT TIME ZONE 'Asia/Kolkata') > for_date + start_time + interval '15 minutes') AS late,
           round(sum(extract(epoch FROM last - first) / 3600 - break_time / 60.0)::numeric, 2) AS hours
      FROM punch_days WHERE for_date BETWEEN $2::date AND $3::date GROUP BY 1),
  working AS (
    SELECT s.id AS shift_id, count(*) AS days FROM hrms_shifts s
      CROSS JOIN generate_series($2::date, $3::date, interval '1 day') d
     WHERE s.company_id = $1 AND trim(to_char(d, 'DAY')) <> s.week_off GROUP BY 1)
  SELECT e.id, e.employee_code, b.name AS branch, w.days AS working_days, coalesce(pe.present, 0) AS present,
         coalesce(pe.late, 0) AS late, coalesce(pe.hours, 0) AS hours
    FROM hrms_employees e JOIN hrms_branches b ON b.id = e.branch_id JOIN working w ON w.shift_id = e.shift_id
    LEFT JOIN per_employee pe ON pe.employee_id = e.id
   WHERE e.company_id = $1 AND NOT e.deleted`;

async function seed(ownerUrl, companyId, branchId, shiftId, otherShiftId, deviceId, month) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const started = Date.now();
    await owner.query('BEGIN');
    await owner.query(`INSERT INTO hrms_employees (company_id, first_name, last_name, date_of_joining, date_of_birth, email, employee_code, status, branch_id, shift_id)
      SELECT $1, 'Bench', 'Employee ' || g, DATE '2025-01-01', DATE '1990-01-01', 'e' || g || '@bench.in', 'B' || lpad(g::text, 5, '0'), 'ACTIVE', $2, $3
        FROM generate_series(1, $4::int) g`, [companyId, branchId, shiftId, EMPLOYEES]);
    // The history the product keeps: one assignment from joining; every 100th employee moves shift on the 16th.
    await owner.query(`INSERT INTO hrms_employee_shift_assignments (company_id, employee_id, shift_id, effective_from)
      SELECT company_id, id, shift_id, date_of_joining FROM hrms_employees WHERE company_id = $1`, [companyId]);
    await owner.query(`INSERT INTO hrms_employee_shift_assignments (company_id, employee_id, shift_id, effective_from)
      SELECT company_id, id, $2, $3::date + 15 FROM hrms_employees WHERE company_id = $1 AND id % 100 = 0`, [companyId, otherShiftId, month.fromDate]);
    // 4 punches a day (in, lunch out, lunch in, out) with a few minutes of spread, IST.
    await owner.query(`INSERT INTO attendance_punches (company_id, device_id, employee_id, punch_time, source)
      SELECT $1, $2, e.id, (d::date + t + make_interval(mins => (e.id % 40)::int)) AT TIME ZONE 'Asia/Kolkata', 'API'
        FROM hrms_employees e CROSS JOIN generate_series($3::date, $4::date, interval '1 day') d
        CROSS JOIN unnest(ARRAY[time '08:50', time '13:00', time '13:45', time '18:05']) t
       WHERE e.company_id = $1`, [companyId, deviceId, month.fromDate, month.toDate]);
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE hrms_employees, hrms_employee_shift_assignments, attendance_punches');
    const n = (await owner.query('SELECT count(*)::int AS n FROM attendance_punches WHERE company_id = $1', [companyId])).rows[0].n;
    console.log(`  seeded  : ${EMPLOYEES} employees (${EMPLOYEES / 100} with a shift change on the 16th), ${n.toLocaleString('en-IN')} punches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await owner.end();
  }
}

async function timed(fn) {
  const times = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i += 1) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], best: times[0] };
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SCALE: '100000' });
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Attendance Summary' });
    const session = await api.login(company.email, company.password);
    await api.call('POST', '/api/erp/subscription', { session, body: { appId: 10, isSubscribed: true } }).catch(() => undefined);
    const branch = await api.call('POST', '/api/erp/branch', { session, body: { id: 0, name: 'Bench Branch' } });
    const shift = await api.call('POST', '/api/erp/shift-time', { session, body: { id: 0, name: 'General', startTime: '09:00', endTime: '18:00', breakTime: 45, allowBreaks: true, weekOff: 'SUNDAY' } });
    const late = await api.call('POST', '/api/erp/shift-time', { session, body: { id: 0, name: 'Late', startTime: '10:00', endTime: '19:00', breakTime: 45, allowBreaks: true, weekOff: 'SUNDAY' } });
    await api.call('POST', '/api/erp/setting', { session, body: { employeeCodePrefix: 'B', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 } });
    const device = await api.call('POST', '/api/erp/attendance-device', { session, body: { id: 0, name: 'Bench Gate', userName: `bench-s-${Date.now()}`, password: 'bench1', branchId: branch.id } });
    const month = lastMonth();
    await seed(ownerUrlOf(product.dataDir), company.companyId, branch.id, shift.id, late.id, device.id, month);

    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const url = `${product.baseUrl}/api/erp/attendance/summary?month=${month.month}`;
    const check = await (await fetch(url, { headers })).json();
    if (check.data?.list?.length !== EMPLOYEES) throw new Error(`unexpected answer: ${JSON.stringify(check).slice(0, 300)}`);
    const subject = await timed(async () => {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
    });

    const client = new pg.Client({ connectionString: appUrlOf(product.dataDir, APP_PASSWORD) });
    await client.connect();
    let rows = 0;
    const baseline = await timed(async () => {
      await client.query('BEGIN');
      await client.query(companyScope(client, company.companyId));
      rows = (await client.query(AGGREGATE_SQL, [company.companyId, month.fromDate, month.toDate])).rows.length;
      await client.query('COMMIT');
    });
    await client.end();

    console.log(`GET /api/erp/attendance/summary?month=${month.month}, ${EMPLOYEES} employees x 4 punches a day (${(EMPLOYEES * month.days).toLocaleString('en-IN')} employee-days) vs one SQL aggregate through bare pg (${rows.toLocaleString('en-IN')} rows)`);
    console.log(`  subject : median ${subject.median.toFixed(0)} ms (best ${subject.best.toFixed(0)} ms) over ${RUNS} runs, through HTTP with JSON`);
    console.log(`  baseline: median ${baseline.median.toFixed(0)} ms (best ${baseline.best.toFixed(0)} ms)`);
    console.log(`  ratio   : ${(baseline.median / subject.median).toFixed(3)} (baseline time / subject time; goal >= 0.5 and subject under 500 ms)`);
    return baseline.median / subject.median;
  } finally {
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
