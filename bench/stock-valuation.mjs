// GET /api/erp/stock/valuation for a company with BENCH_PRODUCTS (default 10,000) products in 3 warehouses (issue 27
// item 7: under 1 s): today's valuation (read from the levels) and a past date's (summed from the stock ledger, one
// receipt and one sale per product and warehouse), median of BENCH_RUNS (default 5) each, next to the same statement's
// floor through a bare pg client (measured just before, same load), which tells the product's share from the machine's.
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { ownerUrl as ownerUrlOf } from './lib/product-db.mjs';
import { runWhenMain } from './lib/harness.mjs';
import { replicateProducts } from './lib/seed-products.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pastDate = () => new Date(Date.now() + 330 * 60_000 - 5 * 86_400_000).toISOString().slice(0, 10);

// The product's own statement, from the build (pnpm -r build), so the bare side can never drift from it.
const { valuationSql } = await import(new URL('../apps/api/dist/modules/inventory/repositories/stock.repository.js', import.meta.url).href);

async function seed(ownerUrl, companyId) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const started = Date.now();
    for (const t of ['products', 'stock_levels', 'stock_movements']) await owner.query(`ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY`);
    await replicateProducts(owner, companyId, PRODUCTS);
    await owner.query(
      `INSERT INTO stock_movements (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, value, movement_date)
       SELECT $1, p.id, w.id, q.qty, q.qty, 'PURCHASE_RECEIPT', 1, q.qty * 100, current_date - 30
         FROM products p CROSS JOIN warehouses w CROSS JOIN LATERAL (SELECT (p.id % 50 + 10)::numeric AS qty) q
        WHERE p.company_id = $1 AND w.company_id = $1`,
      [companyId],
    );
    await owner.query(
      `INSERT INTO stock_movements (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, value, movement_date)
       SELECT $1, product_id, warehouse_id, -3, quantity - 3, 'SALE', 1, -300, current_date - 10
         FROM stock_movements WHERE company_id = $1`,
      [companyId],
    );
    await owner.query(
      `INSERT INTO stock_levels (company_id, product_id, warehouse_id, quantity, stock_value, unit_cost)
       SELECT company_id, product_id, warehouse_id, sum(quantity), sum(value), 100 FROM stock_movements WHERE company_id = $1
        GROUP BY company_id, product_id, warehouse_id
       ON CONFLICT (company_id, product_id, warehouse_id) DO UPDATE SET quantity = EXCLUDED.quantity, stock_value = EXCLUDED.stock_value`,
      [companyId],
    );
    await owner.query('VACUUM ANALYZE products, stock_levels, stock_movements');
    const n = (await owner.query(`SELECT count(*)::int AS n FROM stock_levels WHERE company_id = $1`, [companyId])).rows[0].n;
    console.log(`  seeded  : ${n.toLocaleString('en-IN')} product-warehouse levels in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The floor, while the policies are still off for this client: the product's statement through bare pg, then
    // JSON.stringify of its rows; what the database and the driver alone take at this moment's load.
    const floor = async (current, asOf) => {
      const times = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const t0 = process.hrtime.bigint();
        const { rows } = await owner.query(valuationSql(current), current ? [companyId] : [companyId, asOf]);
        JSON.stringify({ rows });
        if (i > 0) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      return median(times);
    };
    const floors = { today: await floor(true), past: await floor(false, pastDate()) };
    for (const t of ['products', 'stock_levels', 'stock_movements']) await owner.query(`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
    return floors;
  } finally {
    await owner.end();
  }
}

async function timed(url, headers) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = process.hrtime.bigint();
    const res = await fetch(url, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i > 0) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    rows = body.data.rows.length;
  }
  return { ms: median(times), rows };
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Stock' });
    const session = await api.login(company.email, company.password);
    await api.call('POST', '/api/erp/subscription', { session, body: { appId: 3, isSubscribed: true } }).catch(() => undefined);
    const cat = await api.call('POST', '/api/erp/category', { session, body: { id: 0, name: 'Bench', taxPercent: 18, hsn: '8517' } });
    await api.call('POST', '/api/erp/product', { session, body: { id: 0, name: 'Item 1', categoryId: cat.id, mrp: '200', pp: '100', sp: '150' } });
    for (const name of ['Godown', 'Shop']) await api.call('POST', '/api/erp/warehouse', { session, body: { id: 0, name } });
    const floors = await seed(ownerUrlOf(product.dataDir), session.companyId);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const past = pastDate();
    const now = await timed(`${product.baseUrl}/api/erp/stock/valuation?asOf=${today}`, headers);
    const then = await timed(`${product.baseUrl}/api/erp/stock/valuation?asOf=${past}`, headers);
    console.log(`GET /api/erp/stock/valuation, ${PRODUCTS.toLocaleString('en-IN')} products x 3 warehouses (goal < 1000 ms)`);
    console.log(`  today   : ${now.ms.toFixed(0)} ms median of ${RUNS} (${now.rows.toLocaleString('en-IN')} rows, from the levels); bare pg + JSON ${floors.today.toFixed(0)} ms`);
    console.log(`  past    : ${then.ms.toFixed(0)} ms median of ${RUNS} (${then.rows.toLocaleString('en-IN')} rows, summed from ${(now.rows * 2).toLocaleString('en-IN')} movements); bare pg + JSON ${floors.past.toFixed(0)} ms`);
    return Math.max(now.ms, then.ms);
  } finally {
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
