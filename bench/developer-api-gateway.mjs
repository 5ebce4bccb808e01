// POST /api/v1/qrcode and /api/v1/barcode through the gateway (key lookup, subscription check, per-key rate
// limit, call log, metering) next to the same library calls (qrcode, bwip-js) behind a bare node:http
// server, in the same run. The ratio is what the gateway costs on top of producing the image. Target >= 0.8.
// The sides are measured in alternating rounds (BENCH_ROUNDS, default 5, of BENCH_SECONDS each) and the median of
// the rounds' ratios printed: on this shared machine a single back-to-back pair said more about the neighbours'
// load in those seconds than about the gateway (0.40-0.69 for barcode in runs minutes apart).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiClient } from '../e2e/support/api.mjs';
import { startProduct } from '../e2e/support/server.mjs';
import { compareRounds, DURATION_SECONDS, ROUNDS, runWhenMain } from './lib/harness.mjs';

// The API's own copies of the libraries, so both sides run the same code.
const requireApi = createRequire(join(import.meta.dirname, '../apps/api/package.json'));
const QRCode = requireApi('qrcode');
const bwipjs = requireApi('bwip-js');

const QR_BODY = { text: 'upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR', size: 256, margin: 4, errorCorrection: 'M' };
const BARCODE_BODY = { text: '5901234123457', type: 'ean13' };

/** The baseline: what CodesService does for the same bodies, with no gateway in front. */
async function bareServer() {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString());
      const png = req.url === '/qrcode'
        ? await QRCode.toBuffer(body.text, { errorCorrectionLevel: body.errorCorrection, margin: body.margin, width: body.size, type: 'png' })
        : await bwipjs.toBuffer({ bcid: body.type, text: body.text, scale: 3, height: 15, includetext: true, textxalign: 'center', backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 10 });
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length });
      res.end(png);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

export async function run() {
  // The per-key limit would cap the subject at 10 req/s: lift its refill for the measurement but keep the
  // production burst, so every call still takes its token from the shared bucket (a large burst would let an
  // instance take tokens 100 at a time, which production keys never do).
  const product = await startProduct({ LOG_LEVEL: 'warn', API_RATE_PER_SECOND: '1000000', API_RATE_BURST: '20', RATE_LIMIT_PER_MINUTE: '100000000' });
  let bare;
  const ratios = {};
  try {
    const api = apiClient(product.baseUrl);
    const company = await api.activeCompany({ name: 'Bench Codes' });
    const session = await api.login(company.email, company.password);
    for (const appId of [6, 7]) await api.call('POST', '/api/erp/subscription', { session, body: { appId, isSubscribed: true } });
    const { key } = await api.call('POST', '/api/erp/subscription/api-key', { session, body: { name: 'bench' } });
    bare = await bareServer();
    const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
    console.log(`  duration: ${ROUNDS} rounds of ${DURATION_SECONDS} s per side, alternating, 10 connections`);
    // BENCH_CODES=barcode (or qrcode) measures one kind only.
    const kinds = [['qrcode', QR_BODY], ['barcode', BARCODE_BODY]].filter(([name]) => !process.env.BENCH_CODES || process.env.BENCH_CODES === name);
    for (const [name, body] of kinds) {
      const { ratio } = await compareRounds(`POST /api/v1/${name} through the gateway vs the same library call behind bare node:http`,
        { url: `${product.baseUrl}/api/v1/${name}`, method: 'POST', headers, body: JSON.stringify(body) },
        { url: `${bare.url}/${name}`, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      ratios[name] = ratio;
    }
    return ratios;
  } finally {
    bare?.close();
    await product.stop();
  }
}

runWhenMain(import.meta.url, run);
