// GST return files for a month of 100,000 tax invoices (issue 28 item 7): GSTR-1 (offline tool JSON and CSV) and
// GSTR-3B (on-screen tables and the portal JSON) and the month's Tally XML (a sale journal per invoice) through the API, each timed end to end (HTTP, the whole file read),
// printing the time and the invoices per second. Goal: every file under 5 s. Invoices are seeded with SQL as the
// owner: a third B2B (registered buyers in two states), the rest B2C small, two lines each (18% and a nil-rated line).
import pg from 'pg';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { ownerUrl as ownerUrlOf } from './lib/product-db.mjs';
import { runWhenMain } from './lib/harness.mjs';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 5000;

export async function seed(ownerUrl, companyId, warehouseId, productId, customers, month) {
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const started = Date.now();
    await owner.query('BEGIN');
    // Each invoice: 2 x Cola at 100 + 18% (intra: 18 CGST+SGST; inter: 36 IGST) and 1 x Milk at 50, nil-rated.
    await owner.query(`INSERT INTO sale_invoices (company_id, invoice_number, invoice_date, customer_id, customer_name, customer_gstin,
        supplier_state_id, place_of_supply_state_id, intra_state, warehouse_id, taxable_amount, cgst_amount, sgst_amount, igst_amount, cess_amount,
        total_amount, amount_in_words, payment_account, document_type, round_off, seller_name, seller_gstin, settled_amount)
      SELECT $1, 'BENCH/' || lpad(g::text, 6, '0'), $2::date + (g % 28), c.id, c.name, c.gstin, 27, c.state, c.state = 27, $3,
             250, CASE WHEN c.state = 27 THEN 18 ELSE 0 END, CASE WHEN c.state = 27 THEN 18 ELSE 0 END, CASE WHEN c.state = 27 THEN 0 ELSE 36 END, 0,
             286, 'Rupees Two Hundred Eighty Six Only', 'CASH', 'TAX_INVOICE', 0, 'Bench Traders', '27AAPFU0939F1ZV', 286
        FROM generate_series(1, $4::int) g
        JOIN LATERAL (SELECT * FROM jsonb_to_record($5::jsonb -> (g % jsonb_array_length($5::jsonb))) AS x(id bigint, name text, gstin text, state int)) c ON true`,
    [companyId, `${month}-01`, warehouseId, INVOICES, JSON.stringify(customers)]);
    await owner.query(`INSERT INTO sale_invoice_items (company_id, sale_invoice_id, line_no, product_id, product_name, hsn, quantity, rate, gst_percent,
        cess_type, cess_value, taxable_amount, cgst_amount, sgst_amount, igst_amount, cess_amount, total_amount, price_includes_tax)
      SELECT i.company_id, i.id, l.n, $2, l.name, l.hsn, l.qty, l.rate, l.gst, 'NONE', 0, l.taxable,
             CASE WHEN i.intra_state THEN l.half ELSE 0 END, CASE WHEN i.intra_state THEN l.half ELSE 0 END, CASE WHEN i.intra_state THEN 0 ELSE l.half * 2 END,
             0, l.taxable + l.half * 2, false
        FROM sale_invoices i
        CROSS JOIN (VALUES (1, 'Cola 1 l', '2202', 2, 100, 18, 200, 18), (2, 'Milk 1 l', '0401', 1, 50, 0, 50, 0)) AS l(n, name, hsn, qty, rate, gst, taxable, half)
       WHERE i.company_id = $1 AND i.invoice_number LIKE 'BENCH/%'`, [companyId, productId]);
    // The books of the month for the Tally export: each invoice's sale journal (cash 286 = sales 250 + output GST 36).
    // Seeded balanced by construction with the triggers off (the per-row balance check at commit took minutes).
    await owner.query(`SET LOCAL session_replication_role = replica`);
    await owner.query(`INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id)
      SELECT company_id, 'BENCH-J-' || id, invoice_date, 'Sale ' || invoice_number, 'SALE', id
        FROM sale_invoices WHERE company_id = $1 AND invoice_number LIKE 'BENCH/%'`, [companyId]);
    await owner.query(`INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
      SELECT j.company_id, j.id, a.id, j.transaction_date, l.debit, l.credit
        FROM journals j
        CROSS JOIN (VALUES ('CASH', 286, 0), ('SALES', 0, 250), ('OUTPUT_GST', 0, 36)) AS l(code, debit, credit)
        JOIN coa_accounts a ON a.company_id = j.company_id AND a.system_code = l.code
       WHERE j.company_id = $1 AND j.group_transaction_id LIKE 'BENCH-J-%'`, [companyId]);
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE sale_invoices, sale_invoice_items, journals, journal_lines');
    console.log(`  seeded  : ${INVOICES.toLocaleString('en-IN')} invoices, ${(INVOICES * 2).toLocaleString('en-IN')} lines, ${INVOICES.toLocaleString('en-IN')} journals in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await owner.end();
  }
}

async function timed(fn) {
  const times = [];
  let size = 0;
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i += 1) {
    const t = process.hrtime.bigint();
    size = await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], best: times[0], size };
}

/** The bench company with its customers and a month of invoices seeded; answers the month and the login. */
export async function setUp(product) {
  const api = apiClient(product.baseUrl);
  const company = await api.activeCompany({ name: 'Bench GST Returns' });
  const session = await api.login(company.email, company.password);
  const call = (method, path, body) => api.call(method, path, { session, body });
  await call('POST', '/api/erp/subscription', { appId: 3, isSubscribed: true }); // POS
  const drinks = await call('POST', '/api/erp/category', { id: 0, name: 'Drinks', taxPercent: 18, hsn: '2202' });
  const cola = await call('POST', '/api/erp/product', { id: 0, name: 'Cola 1 l', categoryId: drinks.id, mrp: '118', pp: '50', sp: '118' });
  const warehouses = await call('GET', '/api/erp/warehouse/select');
  const mh = await call('POST', '/api/erp/customer', { id: 0, name: 'Shree Traders', stateId: 27, gstin: '27AABCU9603R1ZM', registrationType: 'REGULAR' }).catch(() => null);
  const ka = await call('POST', '/api/erp/customer', { id: 0, name: 'Bengaluru Retail', stateId: 29, gstin: '29AAGCB7383J1Z4', registrationType: 'REGULAR' });
  const customers = [
    ...(mh ? [{ id: mh.id, name: mh.name, gstin: mh.gstin, state: 27 }] : []),
    { id: ka.id, name: ka.name, gstin: ka.gstin, state: 29 },
    { id: null, name: 'Walk-in Customer', gstin: null, state: 27 }, { id: null, name: 'Walk-in Customer', gstin: null, state: 27 },
    { id: null, name: 'Walk-in Customer', gstin: null, state: 27 }, { id: null, name: 'Walk-in Customer', gstin: null, state: 27 },
  ];
  const now = new Date(Date.now() + 330 * 60_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await seed(ownerUrlOf(product.dataDir), company.companyId, warehouses.find((w) => w.isDefault).id, cola.id, customers, month);
  return { month, session, company };
}

/** The files the bench times: name and path. */
export function gstFiles(month) {
  return [
    ['GSTR-1 JSON', `/api/erp/gst-return/gstr1?month=${month}&format=json`],
    ['GSTR-1 CSV', `/api/erp/gst-return/gstr1?month=${month}&format=csv`],
    ['GSTR-1 summary', `/api/erp/gst-return/gstr1/summary?month=${month}`],
    ['GSTR-3B tables', `/api/erp/gst-return/gstr3b?month=${month}`],
    ['GSTR-3B JSON', `/api/erp/gst-return/gstr3b?month=${month}&format=json`],
    ['Tally XML', `/api/erp/export/tally?from=${month}-01&to=${month}-${String(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()).padStart(2, '0')}`],
  ];
}

export async function run() {
  const product = await startProduct({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SCALE: '100000' });
  try {
    const { month, session } = await setUp(product);
    const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId) };
    const files = gstFiles(month);
    let worst = 0;
    console.log(`GST returns of ${month}: ${INVOICES.toLocaleString('en-IN')} tax invoices x 2 lines, through HTTP (median of ${RUNS} after a warm-up)`);
    for (const [name, path] of files) {
      const r = await timed(async () => {
        const res = await fetch(`${product.baseUrl}${path}`, { headers });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
        return body.byteLength;
      });
      worst = Math.max(worst, r.median);
      console.log(`  ${name.padEnd(15)}: median ${r.median.toFixed(0)} ms (best ${r.best.toFixed(0)} ms), ${(INVOICES / (r.median / 1000)).toFixed(0)} invoices/s, ${(r.size / 1024).toFixed(0)} KiB`);
    }
    console.log(`  ratio   : ${(GOAL_MS / worst).toFixed(3)} (goal time ${GOAL_MS} ms / slowest file; >= 1 meets the goal)`);
    return GOAL_MS / worst;
  } finally {
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
