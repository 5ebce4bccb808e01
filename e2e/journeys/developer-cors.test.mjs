// Issue 30 item 6: the React sample of the developer docs runs in a journey.browser. The QR code document's sample is
// built into a page (Vite, the console's own React) served from another origin; Chromium opens it and the
// component's fetch to /api/v1/qrcode, key in X-API-Key, gets the image through the CORS preflight, because
// that origin is listed on the key. The same page from an origin no key lists gets no image.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { screenshotOnFailure } from '../support/browser.mjs';
import { productJourney } from '../support/journey.mjs';

const consoleDir = resolve(import.meta.dirname, '../../apps/console');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript' };

const journey = productJourney();
let workDir;
const servers = [];

/** A static server for the built page on a port of its own: another origin than the product's. */
async function servePage(dir) {
  const server = createServer((req, res) => {
    const file = join(dir, req.url === '/' ? 'index.html' : req.url.split('?')[0]);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}

/** Builds `sample` (the document's React code, key filled in) into a page that renders its component. */
async function buildPage(sample, component) {
  // Inside apps/console, so 'react' resolves to the console's copy.
  workDir = mkdtempSync(join(consoleDir, '.cors-sample-'));
  const src = join(workDir, 'src');
  mkdirSync(src);
  writeFileSync(join(src, 'sample.tsx'), sample);
  writeFileSync(join(src, 'main.tsx'), `import { createRoot } from 'react-dom/client';\nimport { ${component} } from './sample';\ncreateRoot(document.getElementById('root')!).render(<${component} />);\n`);
  writeFileSync(join(workDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  const requireConsole = createRequire(join(consoleDir, 'package.json'));
  const { build } = await import(requireConsole.resolve('vite'));
  const react = (await import(requireConsole.resolve('@vitejs/plugin-react'))).default;
  await build({ root: workDir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: join(workDir, 'dist'), minify: false } });
  return join(workDir, 'dist');
}

after(async () => {
  for (const s of servers) s.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('the QR code React sample runs in a page on a listed origin, and not on another', async () => {
  const { api } = journey;
  const company = await api.activeCompany({ name: 'Sharma Traders' });
  const session = await api.login(company.email, company.password);
  await api.call('POST', '/api/erp/subscription', { session, body: { appId: 7, isSubscribed: true } });
  const { id, key } = await api.call('POST', '/api/erp/subscription/api-key', { session, body: { name: 'Shop page' } });
  const docs = await api.call('GET', '/api/erp/api-doc', { session });
  const qr = docs.find((d) => d.name === 'QRCode');
  assert.match(qr.react, /fetch\('http:\/\/127\.0\.0\.1:\d+\/api\/v1\/qrcode'/);

  const dist = await buildPage(qr.react.replace('YOUR_API_KEY', key), 'QRCodeImage');
  const listed = await servePage(dist);
  const unlisted = await servePage(dist);
  await api.call('PUT', `/api/erp/subscription/api-key/${id}/origins`, { session, body: { allowedOrigins: [listed] } });

  const page = await journey.browser.newPage();
  try {
    await page.goto(listed);
    const img = page.getByRole('img', { name: 'QR Code' });
    await img.waitFor();
    // The blob decoded as an image: the PNG arrived whole, readable by the page.
    await page.waitForFunction(() => document.querySelector('img')?.complete && document.querySelector('img').naturalWidth > 0);
    assert.equal(await img.evaluate((el) => el.naturalWidth), 300);

    // Another origin: the browser's preflight is refused, so the call is never made and no image appears.
    const refusals = [];
    page.on('console', (m) => m.type() === 'error' && refusals.push(m.text()));
    await page.goto(unlisted);
    await page.waitForFunction(() => document.getElementById('root') !== null);
    await assert.rejects(page.getByRole('img', { name: 'QR Code' }).waitFor({ timeout: 3000 }));
    assert.ok(refusals.some((t) => /CORS|Access-Control/i.test(t)), `expected a CORS refusal in the console, got ${JSON.stringify(refusals)}`);
  } catch (err) {
    await screenshotOnFailure(page, 'developer-cors');
    throw err;
  } finally {
    await page.close();
  }
});
