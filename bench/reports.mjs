// Reports on a big ledger (issue 32 item 1): a company with 2,000,000 journal lines over 5 financial years
// (FY 2021-22 to FY 2025-26: sales with their cost of goods, purchases, expenses, receipts and supplier
// payments of 2-3 lines each), seeded set-based as the owner. Timed: the trial balance, P&L and balance sheet
// of FY 2024-25, and a page of 50 from the middle of that year's Cash ledger with its opening balance; each
// against the same statements (apps/api/dist/.../reports.sql.js) through a bare pg client behind bare
// node:http, in alternating rounds of the same run. The ratio is requests per second, subject / baseline.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { BENCH_JWT_SECRET, companyScope } from './lib/bare-auth.mjs';
import { authenticatedOpener, bareJsonServer } from './lib/bare-pg-server.mjs';
import { runWhenMain } from './lib/harness.mjs';
import { latencyRounds } from './lib/latency.mjs';
import { appUrl as appUrlOf, ownerUrl as ownerUrlOf } from './lib/product-db.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 2_000_000);
// Many short alternating rounds: on a shared machine the load moves within seconds, and each round's ratio is
// taken from its own pair (5 rounds of 5 s scattered 0.4-2.1 per round at load 15-20; 11 of 2 s, 0.5-1.7).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const APP_PASSWORD = 'bench_app_role_pw';
const FROM = '2024-04-01';
const TO = '2025-03-31';
const SQL_MODULE = new URL('../apps/api/dist/modules/accounting/repositories/reports.sql.js', import.meta.url);

// One cycle of six journals, 14 lines: a sale (receivable or cash / sales / output GST), its cost of goods
// (COGS / stock), a purchase (stock / input GST / payable), an expense (one of four heads / cash or bank),
// a receipt (bank or cash / receivable) and a supplier payment (payable / bank).
const LINES_PER_CYCLE = 14;
const KINDS = `(VALUES (0, 'SALE_INVOICE', 'Sale'), (1, 'SALE_INVOICE_COGS', 'Cost of goods'), (2, 'PURCHASE', 'Purchase'),
  (3, 'EXPENSE', 'Expense'), (4, 'CUSTOMER_RECEIPT', 'Receipt'), (5, 'SUPPLIER_PAYMENT', 'Payment'))`;

/** The journals and lines, one set-based transaction as the owner (the per-row ledger triggers off, as every bench seed). */
async function seed(ownerUrl, companyId) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const one = async (text, params) => (await owner.query(text, params)).rows[0];
    const user = await one(`SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
    const acc = {};
    for (const r of (await owner.query(`SELECT system_code, id FROM coa_accounts WHERE company_id = $1 AND system_code IS NOT NULL`, [companyId])).rows) acc[r.system_code] = r.id;
    const cycles = Math.ceil(LINES / LINES_PER_CYCLE);
    const started = Date.now();
    await owner.query('BEGIN');
    await owner.query(`SET LOCAL session_replication_role = replica`);
    await owner.query(`SET LOCAL work_mem = '256MB'`);
    // Journal n: kind n % 6, dated evenly over the 1,826 days from 2021-04-01, amounts from 1.00 to 5,000.99.
    await owner.query(`CREATE TEMP TABLE seed ON COMMIT DROP AS
      SELECT g AS n, g % 6 AS kind, nextval('journals_id_seq') AS journal_id,
             'GT' || lpad(nextval('journal_group_seq')::text, 10, '0') AS gid,
             DATE '2021-04-01' + (g::bigint * 1826 / $1::bigint)::int AS d,
             ((g::bigint * 7919) % 500000 + 100)::numeric / 100 AS net
        FROM generate_series(0, $1::int - 1) AS g`, [cycles * 6]);
    await owner.query(`INSERT INTO journals (id, company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id, created_by)
      SELECT s.journal_id, $1, s.gid, s.d, k.remark || ' ' || s.n, k.module, s.n, $2 FROM seed s JOIN ${KINDS} AS k(kind, module, remark) ON k.kind = s.kind`,
    [companyId, user.id]);
    const a = (code) => `${acc[code]}::bigint`;
    await owner.query(`INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
      SELECT $1::bigint, s.journal_id, l.account_id, s.d, l.debit, l.credit
        FROM seed s, LATERAL (SELECT round(s.net * 0.18, 2) AS gst) t,
        LATERAL (
          SELECT * FROM (VALUES
            (0, 1, CASE WHEN s.n % 2 = 0 THEN ${a('CASH')} ELSE ${a('RECEIVABLE')} END, s.net + t.gst, 0::numeric),
            (0, 2, ${a('SALES')}, 0, s.net), (0, 3, ${a('OUTPUT_GST')}, 0, t.gst),
            (1, 1, ${a('COGS')}, round(s.net * 0.6, 2), 0), (1, 2, ${a('STOCK')}, 0, round(s.net * 0.6, 2)),
            (2, 1, ${a('STOCK')}, s.net, 0), (2, 2, ${a('INPUT_GST')}, t.gst, 0), (2, 3, ${a('PAYABLE')}, 0, s.net + t.gst),
            (3, 1, (ARRAY[${a('RENT')}, ${a('TRAVEL')}, ${a('OFFICE_EXPENSES')}, ${a('MARKETING')}])[1 + s.n % 4], s.net, 0),
            (3, 2, CASE WHEN s.n % 3 = 0 THEN ${a('BANK')} ELSE ${a('CASH')} END, 0, s.net),
            (4, 1, CASE WHEN s.n % 2 = 0 THEN ${a('BANK')} ELSE ${a('CASH')} END, s.net, 0), (4, 2, ${a('RECEIVABLE')}, 0, s.net),
            (5, 1, ${a('PAYABLE')}, s.net, 0), (5, 2, ${a('BANK')}, 0, s.net)
          ) AS v(kind, pos, account_id, debit, credit) WHERE v.kind = s.kind ORDER BY v.pos
        ) l
       ORDER BY s.n, l.debit = 0`, [companyId]);
    // The triggers were off: fold the lines into the month balances the ledger's triggers keep (when the build has them).
    if ((await one(`SELECT to_regclass('account_month_balances') IS NOT NULL AS present`)).present) {
      await owner.query(`INSERT INTO account_month_balances (company_id, account_id, month, debit, credit, lines)
        SELECT company_id, account_id, date_trunc('month', transaction_date)::date, sum(debit), sum(credit), count(*)
          FROM journal_lines WHERE company_id = $1 GROUP BY 1, 2, 3
        ON CONFLICT (company_id, account_id, month) DO UPDATE SET debit = account_month_balances.debit + EXCLUDED.debit,
          credit = account_month_balances.credit + EXCLUDED.credit, lines = account_month_balances.lines + EXCLUDED.lines`, [companyId]);
    }
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE journals, journal_lines');
    if ((await one(`SELECT to_regclass('account_month_balances') IS NOT NULL AS present`)).present) await owner.query('VACUUM ANALYZE account_month_balances');
    const check = await one(`SELECT count(*)::int AS lines, count(DISTINCT journal_id)::int AS journals, sum(debit) = sum(credit) AS balanced,
        min(transaction_date)::text AS first, max(transaction_date)::text AS last FROM journal_lines WHERE company_id = $1`, [companyId]);
    console.log(`  seeded  : ${check.lines.toLocaleString('en-IN')} lines in ${check.journals.toLocaleString('en-IN')} journals, ${check.first} to ${check.last}, balanced: ${check.balanced}, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return acc;
  } finally {
    await owner.end();
  }
}

/**
 * The baseline: the token verified and the session checked in the transaction (the statements every request of
 * the product runs first), then the report's statements (same text, same parameters), rows as JSON.
 */
async function bareServer(appUrl, statementsOf) {
  return bareJsonServer(appUrl, {
    open: authenticatedOpener(),
    answer: async (client, _ctx) => {
      const out = [];
      for (const [text, values] of statementsOf()) out.push((await client.query(text, values)).rows);
      return { status: 'OK', message: 'fetched', data: out };
    },
  });
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000000', JWT_SECRET: BENCH_JWT_SECRET });
  const bares = [];
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Ledger Traders' });
    const session = await api.login(company.email, company.password);
    const acc = await seed(ownerUrlOf(product.dataDir), company.companyId);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const appUrl = appUrlOf(product.dataDir, APP_PASSWORD);
    const cid = company.companyId;
    const cash = Number(acc.CASH);

    // The ledger page: the middle of the year's Cash entries.
    const first = await (await fetch(`${product.baseUrl}/api/erp/account/reports/ledger?accountId=${cash}&fromDate=${FROM}&toDate=${TO}&q=${encodeURIComponent(JSON.stringify({ page: 0, size: 50 }))}`, { headers })).json();
    const page = Math.floor(first.data.totalPages / 2);
    console.log(`  Cash ledger FY 2024-25: ${first.data.totalRecords} entries; page ${page} of ${first.data.totalPages} (50 a page), opening ${first.data.opening.balance} ${first.data.opening.side}`);

    // Exact to the paisa: the API's trial balance against sums taken straight from the lines.
    const tb = (await (await fetch(`${product.baseUrl}/api/erp/account/reports/trial-balance?fromDate=${FROM}&toDate=${TO}&includeZero=true`, { headers })).json()).data;
    const owner = new pg.Client({ connectionString: ownerUrlOf(product.dataDir) });
    await owner.connect();
    const straight = (await owner.query(`SELECT account_id::int AS id,
        sum(debit - credit) FILTER (WHERE transaction_date < $2)::numeric(20,2)::text AS opening,
        COALESCE(sum(debit) FILTER (WHERE transaction_date >= $2), 0)::numeric(20,2)::text AS debit,
        COALESCE(sum(credit) FILTER (WHERE transaction_date >= $2), 0)::numeric(20,2)::text AS credit
      FROM journal_lines WHERE company_id = $1 AND transaction_date <= $3 GROUP BY 1`, [cid, FROM, TO])).rows;
    await owner.end();
    const wrong = straight.filter((r) => {
      const row = tb.rows.find((x) => x.accountId === r.id);
      return !row || row.opening !== (r.opening ?? '0.00') || row.debit !== r.debit || row.credit !== r.credit;
    });
    console.log(`  exact   : trial balance of ${tb.rows.length} accounts against the lines summed directly: ${wrong.length === 0 ? 'equal to the paisa' : `DIFFERS ${JSON.stringify(wrong)}`}; balanced ${tb.balanced}`);
    if (wrong.length) throw new Error('trial balance differs from the lines');

    const sqlPresent = existsSync(SQL_MODULE);
    const S = sqlPresent ? await import(SQL_MODULE.href) : null;
    if (!S) console.log('  (this build has no reports.sql.js: subject only)');
    const scenarios = [
      ['trial balance FY 2024-25', `reports/trial-balance?fromDate=${FROM}&toDate=${TO}`, () => [[S.BALANCES_SQL, [cid, FROM, TO]]]],
      ['profit and loss FY 2024-25', `reports/profit-and-loss?fromDate=${FROM}&toDate=${TO}`, () => [[S.BALANCES_SQL, [cid, FROM, TO]]]],
      ['balance sheet as on 2025-03-31', `reports/balance-sheet?fromDate=${FROM}&toDate=${TO}`, () => [[S.BALANCES_SQL, [cid, null, TO]]]],
      [`Cash ledger page ${page} of 50 with opening`, `reports/ledger?accountId=${cash}&fromDate=${FROM}&toDate=${TO}&q=${encodeURIComponent(JSON.stringify({ page, size: 50 }))}`,
        () => [[S.ACCOUNT_SQL, [cid, cash]], [S.OPENING_SQL, [cid, cash, FROM]], [S.LEDGER_PAGE_SQL, [cid, cash, FROM, TO, 50, page * 50]], [S.LEDGER_TOTALS_SQL, [cid, cash, FROM, TO]]]],
    ];
    if (process.env.BENCH_EXPLAIN && S) {
      const c = new pg.Client({ connectionString: appUrl });
      await c.connect();
      await c.query('BEGIN');
      await c.query(companyScope(c, cid));
      // Each statement as a custom plan, then as the generic plan a named statement (the product's) may switch to.
      for (const [name, , statements] of scenarios) {
        for (const [text, values] of statements()) {
          const literal = (v) => (v === null ? 'NULL' : `'${v}'`);
          const statement = `s${text.length}`;
          await c.query(`PREPARE ${statement} AS ${text}`);
          for (const mode of ['force_custom_plan', 'force_generic_plan']) {
            await c.query(`SET LOCAL plan_cache_mode = ${mode}`);
            const plan = (await c.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${statement}(${values.map(literal).join(', ')})`)).rows.map((r) => r['QUERY PLAN']);
            console.log(`-- ${name} (${mode})\n` + (process.env.BENCH_EXPLAIN === 'short' ? plan.slice(-2) : plan).join('\n'));
          }
          await c.query(`DEALLOCATE ${statement}`);
        }
      }
      await c.query('COMMIT');
      await c.end();
    }
    if (process.env.BENCH_EXPLAIN_ONLY) return {};
    const results = {};
    for (const [name, path, statements] of scenarios) {
      const bare = S ? await bareServer(appUrl, statements) : null;
      if (bare) bares.push(bare);
      const r = await latencyRounds(`GET /api/erp/account/${path.split('?')[0]}: ${name}, ${LINES.toLocaleString('en-IN')} lines`,
        { url: `${product.baseUrl}/api/erp/account/${path}`, headers }, bare ? { url: bare.url, headers } : null, { rounds: ROUNDS, seconds: SECONDS });
      results[name] = r;
      await bare?.close();
    }
    return results;
  } finally {
    for (const b of bares) await b.close().catch(() => undefined);
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
