// GET /api/erp/expense (page 0 of 20, newest first) on a company with 200,000 expenses, next to the same two
// queries (page + count, in a transaction bound to the company for row-level security) through a bare pg
// client behind a bare node:http server, in the same run. The ratio shows what the API adds per request:
// Nest routing, the session check, the tenant transaction, validation, mapping and the envelope.
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { companyScope } from './lib/bare-auth.mjs';
import { bareJsonServer, tenantOpener } from './lib/bare-pg-server.mjs';
import { compareRounds, runWhenMain } from './lib/harness.mjs';
import { appUrl as appUrlOf, ownerUrl as ownerUrlOf } from './lib/product-db.mjs';

const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 200_000);
const APP_PASSWORD = 'bench_app_role_pw';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

// The statements of PostedRecordsRepository.list for kind EXPENSE, page 0, size 20, sort id desc (keep in step).
const LIST_SQL = `SELECT r.id, r.expense_category_id AS category_id, c.name AS category_name, r.title, r.description, r.amount::text AS amount,
    to_char(r.expense_date, 'YYYY-MM-DD') AS date, r.payment_account_id AS money_account_id, a.name AS money_account_name,
    r.expense_account_id AS post_account_id, r.supplier_id AS party_id, r.attachment_path, r.journal_id, r.group_transaction_id,
    (SELECT count(*)::int FROM attachments f WHERE f.company_id = r.company_id AND f.module = 'EXPENSE'
        AND f.reference_id = r.id AND f.deleted_at IS NULL) AS attachment_count
  FROM expenses r JOIN expense_categories c ON c.company_id = r.company_id AND c.id = r.expense_category_id
    JOIN coa_accounts a ON a.company_id = r.company_id AND a.id = r.payment_account_id
  WHERE r.company_id = $1 AND r.deleted_at IS NULL ORDER BY r.id DESC, r.id DESC LIMIT 20 OFFSET 0`;
// The unfiltered list's total comes from the trigger-kept counter (migration 1764000002200), as in the API.
const COUNT_SQL = `SELECT COALESCE((SELECT live::int FROM record_counts WHERE company_id = $1 AND kind = 'EXPENSE'), 0) AS n`;

/** 200,000 expenses with their balanced journals, written in one set-based transaction as the owner. */
async function seed(ownerUrl, companyId) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const one = async (text, params) => (await owner.query(text, params)).rows[0];
    const user = await one(`SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
    const cash = await one(`SELECT id FROM coa_accounts WHERE company_id = $1 AND system_code = 'CASH'`, [companyId]);
    const category = await one(`SELECT id, account_id FROM expense_categories WHERE company_id = $1 ORDER BY id LIMIT 1`, [companyId]);
    const started = Date.now();
    await owner.query('BEGIN');
    // Set-based seeding: the per-row ledger triggers (balance at commit, locked year) are skipped here; the
    // rows are balanced by construction (each journal: one debit and one credit of the same amount).
    await owner.query(`SET LOCAL session_replication_role = replica`);
    await owner.query(`CREATE TEMP TABLE seed ON COMMIT DROP AS
      SELECT g AS n, nextval('expenses_id_seq') AS expense_id, nextval('journals_id_seq') AS journal_id,
             'GT' || lpad(nextval('journal_group_seq')::text, 10, '0') AS gid,
             DATE '2026-04-01' + (g % 236) AS d, ((g % 500000) + 100)::numeric / 100 AS amount
        FROM generate_series(1, $1::int) AS g`, [EXPENSES]);
    const p = [companyId, user.id, category.account_id, cash.id, category.id];
    await owner.query(`INSERT INTO journals (id, company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id, created_by)
      SELECT journal_id, $1, gid, d, 'Expense: Seeded expense ' || n, 'EXPENSE', expense_id, $2 FROM seed`, p.slice(0, 2));
    await owner.query(`INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
      SELECT $1::bigint, journal_id, $2::bigint, d, amount, 0 FROM seed
      UNION ALL SELECT $1::bigint, journal_id, $3::bigint, d, 0, amount FROM seed`, [companyId, category.account_id, cash.id]);
    await owner.query(`INSERT INTO expenses (id, company_id, expense_category_id, title, description, amount, expense_date, payment_account_id,
                                           expense_account_id, journal_id, group_transaction_id, created_by, updated_by)
      SELECT expense_id, $1, $5, 'Seeded expense ' || n, CASE WHEN n % 3 = 0 THEN 'Bulk seeded for the bench' END, amount, d, $4,
             $3, journal_id, gid, $2, $2 FROM seed`, p);
    // Triggers were off: set the live-count row the expenses trigger would have kept.
    await owner.query(`INSERT INTO record_counts (company_id, kind, live)
      SELECT $1, 'EXPENSE', count(*) FROM expenses WHERE company_id = $1 AND deleted_at IS NULL
      ON CONFLICT (company_id, kind) DO UPDATE SET live = EXCLUDED.live`, [companyId]);
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE expenses, journals, journal_lines');
    const check = await one(`SELECT (SELECT count(*)::int FROM expenses WHERE company_id = $1) AS expenses,
      (SELECT live::int FROM record_counts WHERE company_id = $1 AND kind = 'EXPENSE') AS counted,
      (SELECT sum(debit) = sum(credit) FROM journal_lines WHERE company_id = $1) AS balanced`, [companyId]);
    console.log(`  seeded  : ${check.expenses} expenses (counter ${check.counted}, ledger balanced: ${check.balanced}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await owner.end();
  }
}

/** The baseline: the same statements through a bare pg pool (app role, tenant set), behind bare node:http. */
function bareServer(appUrl, companyId) {
  return bareJsonServer(appUrl, {
    open: tenantOpener(companyId),
    answer: async (client) => {
      const list = await client.query(LIST_SQL, [companyId]);
      const count = await client.query(COUNT_SQL, [companyId]);
      const total = count.rows[0].n;
      return { status: 'OK', message: 'Expenses fetched successfully', data: { list: list.rows, totalRecords: total, totalPages: Math.ceil(total / 20) } };
    },
  });
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL, APP_DB_PASSWORD: APP_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Traders' });
    const session = await api.login(company.email, company.password);
    const ownerUrl = ownerUrlOf(product.dataDir);
    await seed(ownerUrl, company.companyId);

    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const q = encodeURIComponent(JSON.stringify({ search: '', page: 0, size: 20, sort: 'id,desc' }));
    const apiUrl = `${product.baseUrl}/api/erp/expense?q=${q}`;
    const first = await (await fetch(apiUrl, { headers })).json();
    if (first.data.totalRecords !== EXPENSES || first.data.list.length !== 20) throw new Error(`unexpected page: ${JSON.stringify(first).slice(0, 300)}`);

    const appUrl = appUrlOf(product.dataDir, APP_PASSWORD);
    if (process.env.BENCH_EXPLAIN) {
      const c = new pg.Client({ connectionString: appUrl });
      await c.connect();
      await c.query('BEGIN');
      await c.query(companyScope(c, company.companyId));
      for (const sql of [LIST_SQL, COUNT_SQL]) console.log((await c.query('EXPLAIN (ANALYZE, BUFFERS) ' + sql, [company.companyId])).rows.map((r) => r['QUERY PLAN']).join('\n'));
      await c.query('COMMIT');
      await c.end();
    }
    bare = await bareServer(appUrl, company.companyId);
    console.log(`  log level: ${LOG_LEVEL}; 10 connections`);
    const { ratio } = await compareRounds(`GET /api/erp/expense (page of 20, ${EXPENSES.toLocaleString('en-IN')} expenses) vs the same queries through a bare pg client`,
      { url: apiUrl, headers }, { url: bare.url }, { duration: 3 });
    return ratio;
  } finally {
    await bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
