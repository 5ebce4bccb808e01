// Busy counters (issue 32 item 2, issue 27 item 7): POST /api/erp/sale-invoice (the POS checkout: stock locked and
// moved at average cost, the invoice numbered, the journal with its cost of goods sold, the answer read back) by
// BENCH_CASHIERS (default 20) concurrent cashiers, each selling 3 lines from the same BENCH_PRODUCTS (default 50)
// products, next to the same statements through a bare pg client behind bare node:http (token and session checked,
// the same row locks: the invoice series' row, the stock levels in product order, the accounts FOR SHARE), in
// alternating rounds. (a) one company, closed loop (each cashier sells again as soon as answered: the throughput
// ratio); (p) the same company paced, open loop (each cashier starts one checkout every BENCH_PACE_MS: the latency
// at a counter's load, p50/p95/p99); (b) each cashier in its own company. Then the cost of the cost postings: the
// bare statements with and without them (the stock's value computation and the COGS / Stock in Hand lines), same run.
// After each part it checks and prints deadlocks (pg_stat_database), negative stock and gaps in the invoice numbers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { amountInWords, paiseToDecimalString, parsePaise, summarizeInvoice } from '../packages/shared/dist/index.js';
import { apiClient } from '../e2e/support/api.mjs';
import { ADMIN, CAPTCHA, startProduct } from '../e2e/support/server.mjs';
import { BENCH_JWT_SECRET } from './lib/bare-auth.mjs';
import { authenticatedOpener, bareJsonServer } from './lib/bare-pg-server.mjs';
import { runWhenMain } from './lib/harness.mjs';
import { printHolders, sampleHolders } from './lib/lock-holder.mjs';
import { appUrl, ownerUrl } from './lib/product-db.mjs';

const APP_PASSWORD = 'bench_app_role_pw';
const CASHIERS = Number(process.env.BENCH_CASHIERS ?? 20);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const LINES = 3;
const START_SECONDS = Number(process.env.BENCH_START_SECONDS ?? 240);
// Which parts run (default all): a = one company closed loop, cost = (a'), b = 20 companies, paced = (p).
const PARTS = new Set((process.env.BENCH_PARTS ?? 'a,cost,b,paced').split(','));
// BENCH_PROFILE=1: during (a), what the invoice series' holder is doing (bench/lib/lock-holder.mjs).
const PROFILE = process.env.BENCH_PROFILE === '1';
// (p): each cashier starts one checkout every BENCH_PACE_MS (default 1000: 20 checkouts/s for the company; a real
// cashier rings one up every 30-90 s), open loop, BENCH_PACED_SECONDS (default 10) per side and round.
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 10);

// The statements the product runs for a walk-in cash checkout, in its order (captured from the product's pg client;
// SaleInvoicesService.checkout -> ProductsService.forTrade, CompanyGstProfileService, WarehousesService,
// JournalService.systemAccountIds, the reserved id, StockService.issue, DocumentNumbersService.nextWritten (the
// number, the invoice and its lines in one statement), get while JournalService.post, setJournal; keep in step).
const S = {
  application: `SELECT 1 FROM company_applications WHERE company_id = $1 AND application_id = $2`,
  products: `SELECT p.id, p.name, p.description, p.category_id AS "categoryId", c.name AS "categoryName",
       p.mrp, p.pp, p.sp, p.tax_percent AS "taxPercent", p.hsn, p.cess_applicable AS "cessApplicable",
       p.cess_type AS "cessType", p.cess_value AS "cessValue", p.price_includes_tax AS "priceIncludesTax",
       p.tax_from_category AS "followCategoryTax", p.uqc
  FROM products p JOIN categories c ON c.company_id = p.company_id AND c.id = p.category_id WHERE p.company_id = $1 AND p.id = ANY($2::bigint[])`,
  tradeSettings: `SELECT state_id AS "stateId", composition FROM trade_settings WHERE company_id = $1`,
  company: `SELECT id, name, address, contact_name, contact_email, contact_phone, gstin, active, is_provider, activated_at, deactivated_at, created_at,
       updated_at FROM companies WHERE id = $1 LIMIT 1`,
  state: `SELECT id, name, country_id AS "countryId", gst_code AS "gstCode", legacy FROM states WHERE id = $1`,
  warehouse: `SELECT w.id, w.name, w.address, w.city, w.state_id AS "stateId", s.name AS "stateName",
       w.country_id AS "countryId", c.name AS "countryName", w.pincode, w.is_default AS "isDefault", w.geo_location AS "geoLocation"
  FROM warehouses w LEFT JOIN states s ON s.id = w.state_id JOIN countries c ON c.id = w.country_id WHERE w.company_id = $1 AND w.is_default`,
  reserveId: `SELECT nextval(pg_get_serial_sequence('sale_invoices', 'id')) AS id`,
  // The number taken after the stock (DocumentNumbersService.nextWritten with SaleInvoicesRepository.numberedRows): the invoice, its
  // lines and the stock movements' reference number written by the statement that takes it.
  numbered: `WITH taken AS (INSERT INTO document_sequences (company_id, kind, financial_year, last_number) VALUES ($51, $52, $53, 1)
       ON CONFLICT (company_id, kind, financial_year) DO UPDATE SET last_number = document_sequences.last_number + 1
       RETURNING last_number AS n),
       numbered AS (SELECT n, $54::text || CASE WHEN n < 100000 THEN lpad(n::text, 5, '0') ELSE n::text END AS number FROM taken),
       invoice AS (
         INSERT INTO sale_invoices (id, company_id, invoice_number, invoice_date, document_type, seller_name, seller_address, seller_gstin, customer_id,
           customer_name, customer_address, customer_gstin, supplier_state_id, place_of_supply_state_id, intra_state, warehouse_id, taxable_amount,
           cgst_amount, sgst_amount, igst_amount, cess_amount, round_off, total_amount, settled_amount, amount_in_words, payment_account, discount_amount,
           bill_discount_amount, bill_discount_percent, cash_received, created_by)
         VALUES ($1, $2, (SELECT number FROM numbered), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
           $24, $25, $26, $27, $28, $29, $30)
       ), items AS (
         INSERT INTO sale_invoice_items (company_id, sale_invoice_id, line_no, product_id, product_name, hsn, quantity, rate, gst_percent, cess_type,
           cess_value, taxable_amount, cgst_amount, sgst_amount, igst_amount, cess_amount, total_amount, price_includes_tax, uqc, discount_amount,
           discount_percent, bill_discount_amount)
         SELECT $2, $1, t.* FROM unnest($31::int[], $32::bigint[], $33::text[], $34::text[], $35::numeric[], $36::numeric[], $37::numeric[], $38::text[],
           $39::numeric[], $40::numeric[], $41::numeric[], $42::numeric[], $43::numeric[], $44::numeric[], $45::numeric[], $46::boolean[], $47::text[],
           $48::numeric[], $49::numeric[], $50::numeric[])
           AS t(line_no, product_id, product_name, hsn, quantity, rate, gst_percent, cess_type, cess_value, taxable_amount, cgst_amount, sgst_amount,
                igst_amount, cess_amount, total_amount, price_includes_tax, uqc, discount_amount, discount_percent, bill_discount_amount)
       ), movements AS (
         UPDATE stock_movements SET reference_number = (SELECT number FROM numbered)
          WHERE company_id = $2 AND movement_type = 'SALE' AND reference_id = $1
       )
       SELECT n, number FROM numbered`,
  negativeSetting: `SELECT allow_negative_stock AS "allowNegativeStock" FROM trade_settings WHERE company_id = $1`,
  lockLevels: `INSERT INTO stock_levels AS l (company_id, product_id, warehouse_id, quantity)
       SELECT $1, t.product_id, $2, 0 FROM unnest($3::bigint[]) AS t(product_id) ORDER BY t.product_id
       ON CONFLICT (company_id, product_id, warehouse_id) DO UPDATE SET updated_at = now()`,
  // StockRepository.moveValued: every line's value from the locked levels (moving weighted average), levels and ledger in one statement.
  moveValued: `WITH d AS (
         SELECT * FROM unnest($3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[]) AS t(product_id, dq, dv, fb)
       ), o AS (
         SELECT d.product_id, d.dq, d.dv, l.quantity AS q, l.stock_value AS v, l.unit_cost AS c,
                CASE WHEN l.unit_cost > 0 THEN l.unit_cost ELSE COALESCE(d.fb, 0) END AS kc
           FROM d JOIN stock_levels l ON l.company_id = $1 AND l.warehouse_id = $2 AND l.product_id = d.product_id
       ), i AS (
         SELECT o.*, CASE WHEN o.dq > 0 THEN COALESCE(o.dv, round(o.kc * o.dq, 2)) ELSE 0 END AS iv FROM o
       ), n AS (
         SELECT i.*,
                CASE WHEN i.dq < 0 AND i.dv IS NOT NULL THEN i.v - i.dv
                     WHEN i.dq > 0 AND i.q >= 0 THEN i.v + i.iv
                     WHEN i.dq > 0 THEN round(i.iv / i.dq * (i.q + i.dq), 2)
                     WHEN i.q > 0 AND i.q + i.dq >= 0 THEN i.v - round(i.v * (-i.dq) / i.q, 2)
                     ELSE round(i.kc * (i.q + i.dq), 2) END AS nv
           FROM i
       ), m AS (
         SELECT n.*,
                CASE WHEN n.dq > 0 AND n.q < 0 THEN n.v + n.iv - n.nv ELSE 0 END AS corr,
                CASE WHEN n.dq > 0 AND n.q < 0 THEN round(n.iv / n.dq, 6)
                     WHEN n.q + n.dq > 0 THEN round(n.nv / (n.q + n.dq), 6)
                     ELSE n.kc END AS nc
           FROM n
       ), u AS (
         UPDATE stock_levels l SET quantity = l.quantity + m.dq, stock_value = m.nv, unit_cost = m.nc, updated_at = now()
           FROM m WHERE l.company_id = $1 AND l.warehouse_id = $2 AND l.product_id = m.product_id
         RETURNING l.product_id, l.quantity
       )
       INSERT INTO stock_movements AS s (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, created_by,
                                         reference_number, note, value, cost_correction, movement_date)
       SELECT $1, m.product_id, $2, m.dq, u.quantity, $7, $8, $9, $10, $11, m.nv - m.v, m.corr, $12::date
         FROM m JOIN u ON u.product_id = m.product_id
        ORDER BY m.product_id
       RETURNING s.product_id::int AS "productId", s.quantity::text AS quantity, s.balance_after::text AS balance, s.value::text AS value,
                 s.cost_correction::text AS "costCorrection"`,
  // Without the cost postings (issue 27 item 7's reference): quantities only, as the stock moved before perpetual inventory.
  moveQuantities: `WITH d AS (
         SELECT * FROM unnest($3::bigint[], $4::numeric[]) AS t(product_id, dq)
       ), u AS (
         UPDATE stock_levels l SET quantity = l.quantity + d.dq, updated_at = now()
           FROM d WHERE l.company_id = $1 AND l.warehouse_id = $2 AND l.product_id = d.product_id
         RETURNING l.product_id, l.quantity
       )
       INSERT INTO stock_movements AS s (company_id, product_id, warehouse_id, quantity, balance_after, movement_type, reference_id, created_by,
                                         reference_number, note, movement_date)
       SELECT $1, d.product_id, $2, d.dq, u.quantity, $5, $6, $7, $8, $9, $10::date
         FROM d JOIN u ON u.product_id = d.product_id
        ORDER BY d.product_id
       RETURNING s.product_id::int AS "productId", s.quantity::text AS quantity, s.balance_after::text AS balance`,
  accounts: `SELECT id, system_code FROM coa_accounts WHERE company_id = $1 AND system_code = ANY($2::text[])`,
  year: `SELECT id, name, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
  is_active, is_locked, locked_at FROM financial_years
        WHERE company_id = $1 AND $2::date BETWEEN start_date AND end_date FOR SHARE`,
  lockAccounts: `SELECT id, account_type, account_sub_type FROM coa_accounts
        WHERE company_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR SHARE`,
  journal: `INSERT INTO journals (company_id, group_transaction_id, transaction_date, remark, reference_module, reference_id,
                             reverses_journal_id, created_by)
       VALUES ($1, 'GT' || lpad(nextval('journal_group_seq')::text, 10, '0'), $2, $3, $4, $5, $6, $7)
       RETURNING id, group_transaction_id`,
  lines: `INSERT INTO journal_lines (company_id, journal_id, account_id, transaction_date, debit, credit)
       SELECT $1, $2, t.account_id, $3, t.debit, t.credit
         FROM unnest($4::bigint[], $5::numeric[], $6::numeric[]) AS t(account_id, debit, credit)`,
  history: `INSERT INTO transaction_history (company_id, reference_module, reference_id, remark, transaction_date, amount,
                                        group_transaction_id, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE((SELECT name FROM users WHERE id = $8), 'System'))`,
  setJournal: `UPDATE sale_invoices SET journal_group_id = $3 WHERE company_id = $1 AND id = $2`,
  find: `SELECT id, company_id, invoice_number, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date, customer_id, customer_name, customer_address,
       customer_gstin, supplier_state_id, place_of_supply_state_id, intra_state, warehouse_id, taxable_amount, cgst_amount, sgst_amount, igst_amount,
       cess_amount, total_amount, amount_in_words, payment_account, document_type, round_off, settled_amount, seller_name, seller_address, seller_gstin,
       journal_group_id, discount_amount, bill_discount_amount, bill_discount_percent, cash_received, created_by, created_at, irn, irn_ack_no, irn_ack_date,
       irn_signed_qr FROM sale_invoices WHERE company_id = $1 AND id = $2 LIMIT 1`,
  warehouseName: `SELECT name FROM warehouses WHERE company_id = $1 AND id = $2`,
  findItems: `SELECT line_no AS "lineNo", product_id AS "productId", product_name AS "productName", hsn, quantity, rate,
              gst_percent AS "gstPercent", cess_type AS "cessType", cess_value AS "cessValue", taxable_amount AS "taxableAmount",
              cgst_amount AS "cgstAmount", sgst_amount AS "sgstAmount", igst_amount AS "igstAmount", cess_amount AS "cessAmount",
              total_amount AS "totalAmount", price_includes_tax AS "priceIncludesTax", uqc,
              discount_amount AS "discountAmount", discount_percent AS "discountPercent", bill_discount_amount AS "billDiscountAmount"
         FROM sale_invoice_items WHERE company_id = $1 AND sale_invoice_id = $2 ORDER BY line_no`,
};

const money = (p) => paiseToDecimalString(p);
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const yearCode = (date) => {
  const [y, m] = date.split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
};

/** A walk-in cash checkout as a bare server would write it: the statements above, awaited one by one; `cost` false leaves out the cost postings. */
async function checkout(client, companyId, userId, body, cost) {
  const one = async (text, params) => (await client.query(text, params)).rows[0];
  if (!(await one(S.application, [companyId, 3]))) throw new Error('not subscribed');
  const ids = body.items.map((i) => i.productId);
  const products = new Map((await client.query(S.products, [companyId, ids])).rows.map((p) => [Number(p.id), p]));
  const settings = (await one(S.tradeSettings, [companyId])) ?? { stateId: null, composition: false };
  const company = await one(S.company, [companyId]);
  const stateId = company.gstin ? Number(company.gstin.slice(0, 2)) : settings.stateId;
  const state = stateId ? await one(S.state, [stateId]) : null;
  const warehouse = await one(S.warehouse, [companyId]);
  const seller = await one(S.company, [companyId]);
  const chargesTax = Boolean(company.gstin) && !settings.composition;
  const summary = summarizeInvoice(body.items.map((i) => {
    const p = products.get(i.productId);
    return {
      hsn: p.hsn, description: p.name, unitPricePaise: parsePaise(p.sp), quantity: String(i.quantity), gstPercent: p.taxPercent,
      cess: { type: p.cessType, value: p.cessValue }, intraState: true, priceIncludesTax: p.priceIncludesTax, chargesTax,
    };
  }));
  const date = indiaToday();
  const lines = summary.lines;
  const sorted = [...body.items].sort((a, b) => a.productId - b.productId);
  const codes = cost ? ['CASH', 'SALES', 'OUTPUT_GST', 'ROUND_OFF', 'COGS', 'STOCK'] : ['CASH', 'SALES', 'OUTPUT_GST', 'ROUND_OFF'];
  const account = Object.fromEntries((await client.query(S.accounts, [companyId, codes])).rows.map((a) => [a.system_code, Number(a.id)]));
  // The stock goes out under the invoice's reserved id; the invoice number is taken after it.
  const id = Number((await one(S.reserveId, [])).id);
  const allowNegativeStock = (await one(S.negativeSetting, [companyId]))?.allowNegativeStock ?? false;
  await client.query(S.lockLevels, [companyId, warehouse.id, sorted.map((i) => i.productId)]);
  const quantities = sorted.map((i) => `-${Number(i.quantity).toFixed(3)}`);
  const moved = cost
    ? (await client.query(S.moveValued, [companyId, warehouse.id, sorted.map((i) => i.productId), quantities, sorted.map(() => null),
      sorted.map((i) => products.get(i.productId).pp), 'SALE', id, userId, '', null, date])).rows
    : (await client.query(S.moveQuantities, [companyId, warehouse.id, sorted.map((i) => i.productId), quantities, 'SALE', id, userId, '', null, date])).rows;
  if (!allowNegativeStock && moved.some((m) => m.balance.startsWith('-'))) throw new Error('Insufficient stock');
  const zeros = ids.map(() => '0.00');
  const { number } = await one(S.numbered, [id, companyId, date, 'TAX_INVOICE', seller.name, seller.address, seller.gstin, null, 'Walk-in Customer', null,
    null, state?.id ?? null, state?.id ?? null, true, String(warehouse.id), money(summary.taxable), money(summary.cgst), money(summary.sgst),
    money(summary.igst), money(summary.cess), money(summary.roundOff), money(summary.grandTotal), money(summary.grandTotal), amountInWords(summary.grandTotal),
    'CASH', '0.00', '0.00', null, null, String(userId),
    lines.map((_, k) => k + 1), ids, ids.map((i) => products.get(i).name), ids.map((i) => products.get(i).hsn), body.items.map((i) => String(i.quantity)),
    lines.map((r) => money(r.unitPricePaise)), lines.map((r) => String(r.gstPercent)), ids.map(() => 'NONE'), ids.map(() => '0'),
    lines.map((r) => money(r.taxable)), lines.map((r) => money(r.cgst)), lines.map((r) => money(r.sgst)), lines.map((r) => money(r.igst)),
    lines.map((r) => money(r.cess)), lines.map((r) => money(r.total)), ids.map((i) => products.get(i).priceIncludesTax), ids.map((i) => products.get(i).uqc),
    zeros, ids.map(() => null), zeros,
    companyId, 'INV', yearCode(date), `INV/${yearCode(date)}/`]);
  // The product reads its answer while it posts the journal (pipelined); a bare pg client sends the same statements one by one.
  const invoice = await one(S.find, [companyId, id]);
  invoice.warehouseName = (await one(S.warehouseName, [companyId, invoice.warehouse_id])).name;
  invoice.items = (await client.query(S.findItems, [companyId, id])).rows;
  const costPaise = cost ? -moved.reduce((s, m) => s + parsePaise(m.value), 0) : 0;
  const tax = summary.total - summary.taxable;
  const entries = [
    ...(cost ? [[account.COGS, costPaise, 0], [account.STOCK, 0, costPaise]] : []),
    [account.CASH, summary.grandTotal, 0], [account.SALES, 0, summary.taxable], [account.OUTPUT_GST, 0, tax],
    [account.ROUND_OFF, summary.roundOff < 0 ? -summary.roundOff : 0, summary.roundOff > 0 ? summary.roundOff : 0],
  ].filter(([, d, c]) => d > 0 || c > 0);
  const years = (await client.query(S.year, [companyId, date])).rows;
  if (years.some((y) => y.is_locked)) throw new Error('locked year');
  await client.query(S.lockAccounts, [companyId, [...new Set(entries.map((e) => e[0]))].sort((a, b) => a - b)]);
  const remark = `Sale invoice ${number} to Walk-in Customer`;
  const journal = await one(S.journal, [companyId, date, remark, 'SALE', id, null, userId]);
  await client.query(S.lines, [companyId, journal.id, date, entries.map((e) => e[0]), entries.map((e) => money(e[1])), entries.map((e) => money(e[2]))]);
  await client.query(S.history, [companyId, 'SALE', id, remark, date, money(entries.reduce((s, e) => s + e[1], 0)), journal.group_transaction_id, userId]);
  await client.query(S.setJournal, [companyId, id, journal.group_transaction_id]);
  invoice.journal_group_id = journal.group_transaction_id;
  return invoice;
}

function bareServer(url) {
  return bareJsonServer(url, {
    readBody: true,
    open: authenticatedOpener(),
    answer: async (client, claims, body) => {
      const invoice = await checkout(client, Number(claims.cid), Number(claims.sub), body, !body.withoutCost);
      return { status: 'OK', message: `Sale invoice ${invoice.invoice_number} saved successfully`, data: invoice };
    },
  });
}

/** A cart of LINES different products picked at random from the cashier's shop. */
function cart(c, extra) {
  const picked = new Set();
  while (picked.size < LINES) picked.add(c.products[Math.floor(Math.random() * c.products.length)]);
  return JSON.stringify({ paymentMode: 'CASH', items: [...picked].map((productId) => ({ productId, quantity: 1 })), ...extra });
}

/** `cashiers` concurrent loops for `seconds`, each posting a new cart as soon as its previous one is answered. */
async function load(url, cashiers, seconds, extra = {}) {
  const latencies = [];
  let errors = 0;
  let firstError = '';
  let deadlockAnswers = 0;
  const until = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  await Promise.all(cashiers.map(async (c) => {
    while (Date.now() < until) {
      const body = cart(c, extra);
      const t0 = process.hrtime.bigint();
      const res = await fetch(url, { method: 'POST', headers: c.headers, body });
      const text = await res.text();
      if (res.ok) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      else {
        errors += 1;
        if (/deadlock/i.test(text)) deadlockAnswers += 1;
        firstError ||= `${res.status} ${text.slice(0, 200)}`;
      }
    }
  }));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] : NaN;
  return { rate: latencies.length / elapsed, p99, errors, firstError, deadlockAnswers, count: latencies.length };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Open loop: each cashier starts a checkout every `paceMs` (the cashiers' starts spread evenly over the period),
 * whether or not its previous one was answered, for `seconds`. Each time runs from the planned start, so a late
 * answer, or a start the load generator itself sent late, counts in full (no coordinated omission).
 */
async function paced(url, cashiers, seconds, paceMs) {
  const times = [];
  let errors = 0;
  let firstError = '';
  const t0 = performance.now() + 20;
  const end = t0 + seconds * 1000;
  await Promise.all(cashiers.map(async (c, k) => {
    const sales = [];
    for (let planned = t0 + (k * paceMs) / cashiers.length; planned < end; planned += paceMs) {
      await sleep(planned - performance.now());
      sales.push((async () => {
        const res = await fetch(url, { method: 'POST', headers: c.headers, body: cart(c, {}) });
        const text = await res.text();
        if (res.ok) times.push(performance.now() - planned);
        else {
          errors += 1;
          firstError ||= `${res.status} ${text.slice(0, 200)}`;
        }
      })());
    }
    await Promise.all(sales);
  }));
  return { times, errors, firstError, seconds: (performance.now() - t0) / 1000 };
}

/** Alternating paced rounds (ABBA...) of two sides; the percentiles are taken over every checkout of a side. */
async function pacedRounds(title, sides, cashiers) {
  for (const side of sides) await paced(side.url, cashiers, WARMUP, PACE_MS);
  const runs = sides.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? sides.map((_, i) => i) : sides.map((_, i) => i).reverse();
    for (const i of order) runs[i].push(await paced(sides[i].url, cashiers, PACED_SECONDS, PACE_MS));
  }
  console.log(title);
  const summaries = sides.map((side, i) => {
    const times = runs[i].flatMap((x) => x.times).sort((a, b) => a - b);
    const errors = runs[i].reduce((s, x) => s + x.errors, 0);
    const rate = times.length / runs[i].reduce((s, x) => s + x.seconds, 0);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
    console.log(`  ${side.name.padEnd(9)}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`
      + ` (${times.length} checkouts, ${rate.toFixed(1)}/s answered; ${errors} failed${errors ? `: ${runs[i].find((x) => x.errors).firstError}` : ''})`);
    return { p50, p95, p99, rate, errors };
  });
  return summaries;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Alternating rounds of named sides (ABBA...), each round's ratio against `sides[1]` from its own pair. */
async function rounds(title, sides, cashiers) {
  for (const side of sides) await load(side.url, cashiers, WARMUP, side.extra);
  const runs = sides.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? sides.map((_, i) => i) : sides.map((_, i) => i).reverse();
    for (const i of order) runs[i].push(await load(sides[i].url, cashiers, SECONDS, sides[i].extra));
  }
  console.log(title);
  const ratios = runs[0].map((run, k) => run.rate / runs[1][k].rate);
  for (const [i, side] of sides.entries()) {
    const errors = runs[i].reduce((s, x) => s + x.errors, 0);
    console.log(`  ${side.name.padEnd(9)}: ${median(runs[i].map((x) => x.rate)).toFixed(1)} checkouts/s, p99 ${median(runs[i].map((x) => x.p99)).toFixed(0)} ms`
      + ` (medians of ${ROUNDS} x ${SECONDS} s; ${runs[i].reduce((s, x) => s + x.count, 0)} checkouts, ${errors} failed${errors ? `: ${runs[i].find((x) => x.errors).firstError}` : ''})`);
  }
  const ratio = median(ratios);
  console.log(`  ratio    : ${ratio.toFixed(3)} (${sides[0].name} / ${sides[1].name}, median of the rounds: ${ratios.map((x) => x.toFixed(2)).join(' ')})`);
  return { ratio, runs };
}

/** Deadlocks (the database's own counter), stock below zero, and gaps or repeats in each company's invoice numbers. */
async function integrity(owner, companyIds, deadlocksBefore) {
  const deadlocks = Number((await owner.query(`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`)).rows[0].deadlocks) - deadlocksBefore;
  const negative = (await owner.query(`SELECT count(*)::int AS n FROM stock_levels WHERE company_id = ANY($1::bigint[]) AND quantity < 0`, [companyIds])).rows[0].n;
  const numbers = (await owner.query(
    `SELECT company_id, count(*)::int AS n, count(DISTINCT invoice_number)::int AS distinct_n, max(split_part(invoice_number, '/', 3)::int) AS top
       FROM sale_invoices WHERE company_id = ANY($1::bigint[]) GROUP BY company_id`,
    [companyIds],
  )).rows;
  const gaps = numbers.reduce((s, r) => s + (r.top - r.distinct_n) + (r.n - r.distinct_n), 0);
  const invoices = numbers.reduce((s, r) => s + r.n, 0);
  console.log(`  checks   : ${deadlocks} deadlocks, ${negative} stock levels below zero, ${gaps} gaps or repeats in ${invoices.toLocaleString('en-IN')} invoice numbers`
    + ` over ${companyIds.length} ${companyIds.length === 1 ? 'company' : 'companies'}`);
  return { deadlocks, negative, gaps };
}

/** A company with the POS subscription, PRODUCTS products (cloned set-based from one made through the API) and plenty of stock. */
async function counterCompany(api, owner, name) {
  const company = await api.activeCompany({ name });
  const session = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session, body: { appId: 3, isSubscribed: true } }).catch(() => undefined);
  const cat = await api.call('POST', '/api/erp/category', { session, body: { id: 0, name: 'Groceries', taxPercent: 18, hsn: '1905' } });
  const first = await api.call('POST', '/api/erp/product', { session, body: { id: 0, name: 'Item 1', categoryId: cat.id, mrp: '59', pp: '40', sp: '59' } });
  const columns = (await owner.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND column_name NOT IN ('id', 'name', 'created_at', 'updated_at')
        AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  )).rows.map((r) => r.column_name);
  await owner.query('ALTER TABLE products NO FORCE ROW LEVEL SECURITY');
  await owner.query(
    `INSERT INTO products (name, ${columns.join(', ')}) SELECT 'Item ' || g, ${columns.map((c) => `p.${c}`).join(', ')}
       FROM products p, generate_series(2, $2::int) g WHERE p.id = $1`,
    [first.id, PRODUCTS],
  );
  await owner.query('ALTER TABLE products FORCE ROW LEVEL SECURITY');
  const products = (await owner.query(`SELECT id::int AS id FROM products WHERE company_id = $1 ORDER BY id`, [session.companyId])).rows.map((r) => r.id);
  const supplier = await api.call('POST', '/api/erp/supplier', { session, body: { id: 0, name: 'Wholesale Mart', stateId: 27, countryId: 1 } });
  // Received through the API (journal, values, levels): enough that no round runs out.
  await api.call('POST', '/api/erp/stock-entry', { session, body: { supplierId: supplier.id, items: products.map((productId) => ({ productId, quantity: 1_000_000, rate: '40' })) } });
  const headers = { Authorization: `Bearer ${session.token}`, CompanyId: String(session.companyId), 'Content-Type': 'application/json' };
  return { companyId: session.companyId, headers, products };
}

/**
 * startProduct, and on a loaded shared machine (its first start can miss startProduct's 60 s: a fresh database,
 * every migration, Chromium) the same start with BENCH_START_SECONDS (default 240) to become healthy.
 */
async function startPatiently(env) {
  try {
    return await startProduct(env);
  } catch (e) {
    console.log(`  (${String(e.message).split('\n')[0]}; starting again with ${START_SECONDS} s)`);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const port = await new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const free = s.address().port;
      s.close(() => res(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bizdesk-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, CAPTCHA_TEST_ANSWER: CAPTCHA,
    SUPER_ADMIN_EMAIL: ADMIN.email, SUPER_ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_SCALE: '20', ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { cwd: root, env: childEnv, stdio: 'ignore' });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => { child.kill('SIGKILL'); r(); }, 20_000);
      child.once('exit', () => { clearTimeout(t); r(); });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + START_SECONDS * 1000; ;) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode})`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return { baseUrl, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not become healthy within ${START_SECONDS} s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function run() {
  const product = await startPatiently({ LOG_LEVEL: 'warn', APP_DB_PASSWORD: APP_PASSWORD, JWT_SECRET: BENCH_JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  const owner = new pg.Client({ connectionString: ownerUrl(product.dataDir) });
  try {
    await owner.connect();
    const api = apiClient(product.baseUrl);
    bare = await bareServer(appUrl(product.dataDir, APP_PASSWORD));
    const apiUrl = `${product.baseUrl}/api/erp/sale-invoice`;
    const deadlocksNow = async () => Number((await owner.query(`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`)).rows[0].deadlocks);
    const results = {};

    // (a) One company, CASHIERS counters on the same PRODUCTS products.
    const shop = await counterCompany(api, owner, 'Bench Supermarket');
    const sample = JSON.stringify({ paymentMode: 'CASH', items: shop.products.slice(0, LINES).map((productId) => ({ productId, quantity: 1 })) });
    const a = await (await fetch(apiUrl, { method: 'POST', headers: shop.headers, body: sample })).json();
    const b = await (await fetch(bare.url, { method: 'POST', headers: shop.headers, body: sample })).json();
    if (a.data?.totalAmount !== b.data?.total_amount || a.data?.items?.length !== b.data?.items?.length) {
      throw new Error(`the two sides sell differently:\n  api : ${JSON.stringify(a).slice(0, 400)}\n  bare: ${JSON.stringify(b).slice(0, 400)}`);
    }
    let before = await deadlocksNow();
    const counters = Array.from({ length: CASHIERS }, () => shop);
    console.log(`  ${CASHIERS} cashiers, ${LINES} lines each from the same ${PRODUCTS} products, walk-in cash sales`);
    if (PARTS.has('a')) {
      const sampler = PROFILE ? new pg.Client({ connectionString: ownerUrl(product.dataDir) }) : null;
      await sampler?.connect();
      const stop = sampler ? sampleHolders(sampler, '%document_sequences%') : null;
      results.one = await rounds(`(a) POST /api/erp/sale-invoice, ${CASHIERS} cashiers in one company vs the same statements and locks through bare pg (goal >= 0.7, p99 <= 150 ms)`,
        [{ name: 'api', url: apiUrl }, { name: 'bare pg', url: bare.url }], counters);
      if (stop) printHolders("the invoice series' holder while others wait for it", await stop());
      await sampler?.end();
      results.oneChecks = await integrity(owner, [shop.companyId], before);
    }

    // (p) The latency goal at a counter's real pace: the offered load is fixed, so the latency is the checkout's own
    // time plus its queueing at that load, not the closed loop's 20 / throughput (Little's law).
    if (PARTS.has('paced')) {
      before = await deadlocksNow();
      results.paced = await pacedRounds(`(p) paced: ${CASHIERS} cashiers in one company, each starting a checkout every ${PACE_MS} ms `
        + `(${((CASHIERS * 1000) / PACE_MS).toFixed(1)}/s offered, open loop; ${ROUNDS} x ${PACED_SECONDS} s per side; goal p99 <= 150 ms)`,
      [{ name: 'api', url: apiUrl }, { name: 'bare pg', url: bare.url }], counters);
      await integrity(owner, [shop.companyId], before);
    }

    // Issue 27 item 7: the cost postings' share of a checkout (bare statements with and without them, same company, same run).
    if (PARTS.has('cost')) {
      before = await deadlocksNow();
      results.cost = await rounds(`(a') the cost of the cost postings: bare checkout with COGS (valued stock movement, COGS / Stock in Hand lines) vs without (goal >= 0.9)`,
        [{ name: 'with cost', url: bare.url }, { name: 'without', url: bare.url, extra: { withoutCost: true } }], counters);
      await integrity(owner, [shop.companyId], before);
    }

    // (b) Each cashier in its own company.
    if (PARTS.has('b')) {
      const shops = [];
      for (let i = 0; i < CASHIERS; i++) shops.push(await counterCompany(api, owner, `Bench Kirana ${i + 1}`));
      before = await deadlocksNow();
      results.many = await rounds(`(b) POST /api/erp/sale-invoice, ${CASHIERS} cashiers in ${CASHIERS} companies vs the same through bare pg`,
        [{ name: 'api', url: apiUrl }, { name: 'bare pg', url: bare.url }], shops);
      await integrity(owner, shops.map((s) => s.companyId), before);
    }
    return results.one?.ratio;
  } finally {
    await owner.end().catch(() => undefined);
    await bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
