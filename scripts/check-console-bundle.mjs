// The console's first load, measured the honest way: a static server of apps/console/dist (the way the API
// serves it under /admin), Debian's Chromium loads /admin/login, and every JavaScript file the browser asks
// for until the network is idle is counted at the gzipped size the API sends it (bench/lib/console-js.mjs). Prints
// the figure and the files; fails above the budget (issue 18 item 7), and when the build left source maps next to
// the bundles. Then the POS page (/admin/sales, issue 31 item 8): from Vite's build manifest, the entry, the
// feedback layer, the shell and the sales page with every chunk they import statically, counted the same way,
// against its 350 KB budget (posRouteFromManifest; scripts/check-phone.mjs checks in Chromium that a signed-in
// phone downloads exactly these). Deterministic: no timing.
//   node scripts/check-console-bundle.mjs [--budget-kb 200] [--pos-budget-kb 350] [--screenshot path.png]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { posRouteFromManifest, servedScriptBytes } from '../bench/lib/console-js.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/console/dist');
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const budgetKb = Number(option('--budget-kb') ?? 200);
const posBudgetKb = Number(option('--pos-budget-kb') ?? 350);
const screenshot = option('--screenshot');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/console/dist/index.html is missing: build the console first (pnpm -r build)');
  process.exit(1);
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`Chromium is missing (${chromiumPath}): apt-get install chromium, or set CHROMIUM_PATH`);
  process.exit(1);
}
// playwright-core is the journeys' dependency (e2e/); the same Chromium flags as e2e/support/browser.mjs.
const { chromium } = createRequire(join(root, 'e2e/package.json'))('playwright-core');
const { CHROMIUM_ARGS } = await import('../e2e/support/browser.mjs');

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html', '.map': 'application/json' };

/** /admin/assets/* and /admin/* files from dist, every other /admin path gets index.html; /api answers 404. */
function serveDist(req, res) {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.startsWith('/admin/')) {
    const file = normalize(join(dist, path.slice('/admin/'.length)));
    if (file.startsWith(dist + sep) && existsSync(file) && !file.endsWith(sep)) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return res.end(readFileSync(file));
    }
    if (!path.startsWith('/admin/assets/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(readFileSync(join(dist, 'index.html')));
    }
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end('{"message":"not found"}');
}

const server = createServer(serveDist);
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const scripts = new Map();
try {
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') && response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(url.pathname, { raw: body.length, gzip: servedScriptBytes(url.pathname) });
  });
  await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' });
  // The login form must be there: a figure for a broken page would mean nothing.
  await page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  if (screenshot) await page.screenshot({ path: resolve(screenshot), fullPage: true });
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [...scripts].sort((a, b) => b[1].gzip - a[1].gzip);
for (const [path, { raw, gzip }] of rows) console.log(`${kb(gzip).padStart(7)} KB gzip ${kb(raw).padStart(8)} KB  ${path}`);
const total = rows.reduce((sum, [, s]) => sum + s.gzip, 0);
console.log(`/admin/login loads ${rows.length} JavaScript files: ${kb(total)} KB gzipped (budget ${budgetKb} KB)`);

// The POS route: what the router loads for /admin/sales (app/router.tsx), each with its static imports.
let posTotal = 0;
try {
  const pos = posRouteFromManifest();
  posTotal = pos.kb * 1024;
  console.log(`/admin/sales needs ${pos.files.length} JavaScript files: ${kb(posTotal)} KB gzipped (budget ${posBudgetKb} KB)`);
} catch (error) {
  console.error(`FAIL: ${error.message}`);
  posTotal = Infinity;
}

const maps = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.map'));
let failed = false;
if (total > budgetKb * 1024) {
  console.error(`FAIL: the login route's JavaScript is over the ${budgetKb} KB budget`);
  failed = true;
}
if (posTotal > posBudgetKb * 1024) {
  console.error(`FAIL: the POS page's JavaScript is over the ${posBudgetKb} KB budget`);
  failed = true;
}
if (maps.length > 0) {
  console.error(`FAIL: ${maps.length} source maps in apps/console/dist/assets would be served in production`);
  failed = true;
}
process.exit(failed ? 1 : 0);
