// The console's JavaScript as a phone downloads it: one definition for scripts/check-console-bundle.mjs, the npm
// test step scripts/check-phone.mjs and the phone bench (issue 31 item 8, issue 32 item 4).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CONSOLE_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/console/dist');

/**
 * The bytes the API sends for a console script (`/admin/assets/x.js` or `assets/x.js`): the build's gzipped copy
 * (x.js.gz, level 9, written by apps/console/vite.config.ts), which apps/api's console-static.ts answers to every
 * browser that accepts gzip; gzipped here the same way when a build has none.
 */
export function servedScriptBytes(path) {
  const file = join(CONSOLE_DIST, path.replace(/^\/admin\//, '').replace(/^\//, ''));
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The modules the router loads for /admin/sales (apps/console/src/app/router.tsx: the layers above the page, the
 * page, and the module that asks for the page's data, PAGE_DATA).
 */
const POS_ROUTE = [
  'index.html', 'src/app/feedback-layer.tsx', 'src/layouts/app-layout.tsx', 'src/features/sales/pages/sales-page.tsx',
  'src/features/sales/api/prefetch-sales-page.ts',
];

/**
 * The POS route's scripts from Vite's build manifest (dist/.vite/manifest.json): its modules with every chunk they
 * import statically, which Vite preloads with them. A browser loading /admin/sales downloads these and, as long as
 * the page imports nothing lazily before its products show, nothing else: scripts/check-phone.mjs loads the page in
 * Chromium and fails when the two lists differ, so this figure and the browser's are the same bytes.
 */
export function posRouteFromManifest() {
  const manifestPath = join(CONSOLE_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('apps/console/dist/.vite/manifest.json is missing (vite.config.ts build.manifest)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}: update POS_ROUTE in bench/lib/console-js.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of POS_ROUTE) visit(key);
  const scripts = [...files].filter((f) => f.endsWith('.js')).map((f) => ({ path: `/admin/${f}`, bytes: servedScriptBytes(f) }));
  return { files: scripts, kb: scripts.reduce((sum, f) => sum + f.bytes, 0) / 1024 };
}
