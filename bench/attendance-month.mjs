// Computing a month of attendance for 1,000 employees with 4 punches a day through GET /api/erp/attendance (every
// row, the console's size 999999999), next to the same aggregate (employees x days joined to first/last punch per
// attendance day) as one SQL query through a bare pg client, in the same run. Then punches ingested per second
// through the device API (POST /api/erp/attendance/punch), one punch per request and 100 per batch.
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { companyScope } from './lib/bare-auth.mjs';
import { appUrl as appUrlOf, ownerUrl as ownerUrlOf } from './lib/product-db.mjs';
import { DURATION_SECONDS, runWhenMain } from './lib/harness.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const APP_PASSWORD = 'bench_app_role_pw';

/** The last full month before today (attendance is never computed for future days). */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { fromDate: first.toISOString().slice(0, 10), toDate: last.toISOString().slice(0, 10), days: last.getUTCDate() };
}

/** The same aggregate the API computes, as one statement: every employee-day with its first and last punch. */
const AGGREGATE_SQL = `
  WITH days AS (SELECT d::date AS for_date FROM generate_series($2::date, $3::date, interval '1 day') d),
  punch_days AS MATERIALIZED (
    SELECT p.employee_id, ((p.punch_time AT TIME ZONE 'Asia/Kolkata') - (s.start_time - make_time(6, 0, 0)))::date AS for_date,
           min(p.punch_time) AS first, max(p.punch_time) AS last, count(*) AS n
      FROM attendance_punches p JOIN hrms_employees e ON e.id = p.employee_id JOIN hrms_shifts s ON s.id = e.shift_id
     WHERE p.company_id = $1 AND p.punch_time >= $2::date - 1 AND p.punch_time < $3::date + 2
     GROUP BY 1, 2)
  SELECT e.id, e.employee_code, b.name AS branch, d.for_date, s.start_time, s.end_time, pd.first, pd.last, pd.n
    FROM hrms_employees e JOIN hrms_branches b ON b.id = e.branch_id JOIN hrms_shifts s ON s.id = e.shift_id
    CROSS JOIN days d LEFT JOIN punch_days pd ON pd.employee_id = e.id AND pd.for_date = d.for_date
   WHERE e.company_id = $1 AND NOT e.deleted AND d.for_date >= e.date_of_joining`;

async function seed(ownerUrl, companyId, branchId, shiftId, deviceId, month) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const started = Date.now();
    await owner.query('BEGIN');
    await owner.query(`INSERT INTO hrms_employees (company_id, first_name, last_name, date_of_joining, date_of_birth, email, employee_code, status, branch_id, shift_id)
      SELECT $1, 'Bench', 'Employee ' || g, DATE '2025-01-01', DATE '1990-01-01', 'e' || g || '@bench.in', 'B' || lpad(g::text, 5, '0'), 'ACTIVE', $2, $3
        FROM generate_series(1, $4::int) g`, [companyId, branchId, shiftId, EMPLOYEES]);
    // 4 punches a day (in, lunch out, lunch in, out) with a few minutes of spread, IST.
    await owner.query(`INSERT INTO attendance_punches (company_id, device_id, employee_id, punch_time, source)
      SELECT $1, $2, e.id, (d::date + t + make_interval(mins => (e.id % 40)::int)) AT TIME ZONE 'Asia/Kolkata', 'API'
        FROM hrms_employees e CROSS JOIN generate_series($3::date, $4::date, interval '1 day') d
        CROSS JOIN unnest(ARRAY[time '08:50', time '13:00', time '13:45', time '18:05']) t
       WHERE e.company_id = $1`, [companyId, deviceId, month.fromDate, month.toDate]);
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE hrms_employees, attendance_punches');
    const n = (await owner.query('SELECT count(*)::int AS n FROM attendance_punches WHERE company_id = $1', [companyId])).rows[0].n;
    console.log(`  seeded  : ${EMPLOYEES} employees, ${n.toLocaleString('en-IN')} punches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

/** Punches per second for `seconds`, 10 concurrent senders, `batch` distinct punches per request. */
let minute = 0; // shared by every run so each punch is new

async function ingest(baseUrl, token, codes, batch, seconds) {
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  const sender = async (w) => {
    while (Date.now() < deadline) {
      const punches = [];
      for (let i = 0; i < batch; i += 1) {
        minute += 1;
        const at = new Date(Date.UTC(2026, 0, 1) + minute * 61_000 + w).toISOString();
        punches.push({ employeeCode: codes[minute % codes.length], punchTime: at });
      }
      const res = await fetch(`${baseUrl}/api/erp/attendance/punch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(batch === 1 ? punches[0] : { punches }),
      });
      const body = await res.json();
      if (res.status !== 200 || body.data.accepted !== batch) throw new Error(`punch: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      sent += batch;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 10 }, (_, w) => sender(w)));
  return sent / ((Date.now() - started) / 1000);
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SCALE: '100000' });
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Attendance' });
    const session = await api.login(company.email, company.password);
    await api.call('POST', '/api/erp/subscription', { session, body: { appId: 10, isSubscribed: true } }).catch(() => undefined);
    const branch = await api.call('POST', '/api/erp/branch', { session, body: { id: 0, name: 'Bench Branch' } });
    const shift = await api.call('POST', '/api/erp/shift-time', { session, body: { id: 0, name: 'General', startTime: '09:00', endTime: '18:00', breakTime: 45, allowBreaks: true, weekOff: 'SUNDAY' } });
    await api.call('POST', '/api/erp/setting', { session, body: { employeeCodePrefix: 'B', flexibleClockInOutMinutes: 15, absentAfterMinutes: 120, halfDayMinimumHours: 4, fullDayMinimumHours: 8 } });
    const device = await api.call('POST', '/api/erp/attendance-device', { session, body: { id: 0, name: 'Bench Gate', userName: `bench-${Date.now()}`, password: 'bench1', branchId: branch.id } });
    const month = lastMonth();
    const ownerUrl = ownerUrlOf(product.dataDir);
    await seed(ownerUrl, company.companyId, branch.id, shift.id, device.id, month);

    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const url = `${product.baseUrl}/api/erp/attendance?fromDate=${month.fromDate}&toDate=${month.toDate}&page=0&size=999999999&sort=id,desc`;
    const check = await (await fetch(url, { headers })).json();
    if (check.data?.totalRecords !== EMPLOYEES * month.days) throw new Error(`unexpected answer: ${JSON.stringify(check).slice(0, 300)}`);
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

    console.log(`GET /api/erp/attendance, ${month.fromDate}..${month.toDate}, ${EMPLOYEES} employees x 4 punches a day (${check.data.totalRecords.toLocaleString('en-IN')} records) vs the same aggregate as one SQL query through bare pg (${rows.toLocaleString('en-IN')} rows)`);
    console.log(`  subject : median ${subject.median.toFixed(0)} ms (best ${subject.best.toFixed(0)} ms) over ${RUNS} runs, through HTTP with JSON`);
    console.log(`  baseline: median ${baseline.median.toFixed(0)} ms (best ${baseline.best.toFixed(0)} ms)`);
    console.log(`  ratio   : ${(baseline.median / subject.median).toFixed(3)} (baseline time / subject time; goal >= 0.5 and subject under 500 ms)`);

    const login = await api.call('POST', '/api/auth/device/authentication', { body: { userName: device.userName, password: 'bench1' } });
    const codes = Array.from({ length: EMPLOYEES }, (_, i) => `B${String(i + 1).padStart(5, '0')}`);
    const single = await ingest(product.baseUrl, login.token, codes, 1, DURATION_SECONDS);
    const batched = await ingest(product.baseUrl, login.token, codes, 100, DURATION_SECONDS);
    console.log(`  punches : ${single.toFixed(0)} punches/s one per request, ${batched.toFixed(0)} punches/s in batches of 100 (10 senders, ${DURATION_SECONDS} s each)`);
    return baseline.median / subject.median;
  } finally {
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
