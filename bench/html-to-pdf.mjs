// PDFs per second of a one-page GST invoice through POST /api/v1/html-to-pdf (API key, gateway, the
// documents service's pooled Chromium) against, in the same run:
//   1. bare puppeteer-core with the same pool size (PDF_POOL_SIZE pages reused: setContent + pdf) behind a
//      bare node:http server: what the API adds per document (goal: ratio >= 0.8);
//   2. a browser launched per request (goal: the API at least 20x faster).
// The client keeps as many requests in flight as there are pages; the sides are measured in turns, one slice
// each per round (BENCH_SECONDS rounds). Needs a build (pnpm -r build).
import { createServer } from 'node:http';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { DURATION_SECONDS, runWhenMain } from './lib/harness.mjs';

// The API's own puppeteer-core (the baseline must use the same library and Chromium).
const fromApi = createRequire(new URL('../apps/api/package.json', import.meta.url));
const { default: puppeteer } = await import(pathToFileURL(fromApi.resolve('puppeteer-core')).href);

const POOL = Number(process.env.PDF_POOL_SIZE ?? 2);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];
// The same document the API makes by default (untagged: see core/pdf/pdf-options.ts), so every side does the same work.
const PDF_OPTIONS = { format: 'A4', printBackground: true, tagged: false, margin: { top: '5mm', right: '5mm', bottom: '5mm', left: '5mm' } };

const INVOICE = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:'Noto Sans',sans-serif;font-size:12px}
  table{width:100%;border-collapse:collapse}td,th{border:1px solid #999;padding:4px}</style></head><body>
  <h2>TAX INVOICE INV/2026-27/0042</h2><p>Sharma Traders, 12 MG Road, Pune · GSTIN 27AAPFU0939F1ZV</p>
  <table><tr><th>Item</th><th>HSN</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>
  ${Array.from({ length: 12 }, (_, i) => `<tr><td>Item ${i + 1}</td><td>1006</td><td>2</td><td>₹625.00</td><td>₹1,250.00</td></tr>`).join('')}
  </table><p>CGST ₹375.00 · SGST ₹375.00 · Total ₹15,750.00</p><p lang="hi">धन्यवाद</p></body></html>`;

/** One slice: `concurrency` documents kept in flight for `seconds`; answers documents done and time taken. */
async function slice(renderOne, concurrency, seconds) {
  let done = 0;
  const started = Date.now();
  const end = started + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async (_, lane) => {
    while (Date.now() < end) {
      await renderOne(lane);
      done += 1;
    }
  }));
  return { done, ms: Date.now() - started };
}

/**
 * Documents per second of each side, measured in turns (one slice of each per round) so that every side sees
 * the same machine load: on a shared machine the load drifts more in a minute than the effects measured here.
 */
async function pdfsPerSecondInTurns(sides, rounds) {
  for (const side of sides) for (let i = 0; i < side.concurrency; i += 1) await side.render(i); // warm-up
  const totals = sides.map(() => ({ done: 0, ms: 0 }));
  for (let r = 0; r < rounds; r += 1) {
    for (const [i, side] of sides.entries()) {
      const { done, ms } = await slice(side.render, side.concurrency, side.seconds);
      totals[i].done += done;
      totals[i].ms += ms;
    }
  }
  return totals.map((t) => t.done / (t.ms / 1000));
}

function postPdf(url, headers) {
  return async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ html: INVOICE }) });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url}: ${res.status} ${body.subarray(0, 200)}`);
  };
}

/** Baseline 1: the same pool size of reused pages in bare puppeteer-core, behind bare node:http. */
async function barePool() {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const idle = await Promise.all(Array.from({ length: POOL }, () => browser.newPage()));
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const { html } = JSON.parse(Buffer.concat(chunks).toString());
    const page = idle.pop();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      const pdf = await page.pdf(PDF_OPTIONS);
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(pdf);
    } finally {
      idle.push(page);
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: async () => { server.close(); await browser.close(); } };
}

/** Baseline 2: a browser launched for every document. */
async function browserPerRequest() {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(INVOICE, { waitUntil: 'load' });
    await page.pdf(PDF_OPTIONS);
  } finally {
    await browser.close();
  }
}

export async function run() {
  const product = await startProduct({ PDF_POOL_SIZE: String(POOL), API_RATE_PER_SECOND: '10000', API_RATE_BURST: '10000' });
  const bare = await barePool();
  try {
    const api = apiClient(product.baseUrl);
    // One company (and key) per page in flight: the renderer gives one company at most half the pages (issue 24,
    // fair shares), so the pool is only full when several companies render at once, as in production.
    const keys = [];
    for (let i = 0; i < POOL; i += 1) {
      const company = await api.activeCompany({ name: `Bench Pdf ${i} ${Date.now()}` });
      const login = await api.login(company.email, company.password);
      await api.call('POST', '/api/erp/subscription', { session: login, body: { appId: 1, isSubscribed: true } });
      keys.push((await api.call('POST', '/api/erp/subscription/api-key', { session: login, body: {} })).key);
    }
    const renderAs = (lane) => postPdf(`${product.baseUrl}/api/v1/html-to-pdf`, { 'X-API-Key': keys[lane % keys.length] })();

    // For reference, also one launch at a time (TOOLCHAIN.md's ~620 ms a document). Launches overlap well on two
    // cores (much of a launch is waiting), so the goal is judged at the same concurrency as the subject.
    const [subject, pooled, perRequest, perRequestSerial] = await pdfsPerSecondInTurns([
      { render: renderAs, concurrency: POOL, seconds: 1 },
      { render: postPdf(bare.url, {}), concurrency: POOL, seconds: 1 },
      { render: browserPerRequest, concurrency: POOL, seconds: 2 },
      { render: browserPerRequest, concurrency: 1, seconds: 2 },
    ], DURATION_SECONDS);
    console.log(`POST /api/v1/html-to-pdf, one-page invoice, ${POOL} pages in flight (one company each)`);
    console.log(`  subject            : ${subject.toFixed(1)} PDF/s`);
    console.log(`  bare puppeteer pool: ${pooled.toFixed(1)} PDF/s  -> ratio ${(subject / pooled).toFixed(3)} (goal >= 0.8)`);
    console.log(`  browser per request: ${perRequest.toFixed(2)} PDF/s with ${POOL} in flight -> ${(subject / perRequest).toFixed(1)}x (goal >= 20x)`);
    console.log(`  browser per request: ${perRequestSerial.toFixed(2)} PDF/s one at a time -> ${(subject / perRequestSerial).toFixed(1)}x`);
    return subject / pooled;
  } finally {
    await bare.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
