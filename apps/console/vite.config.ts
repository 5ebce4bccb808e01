import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { APP_BASENAME } from './src/core/base-path.ts';

/**
 * A gzipped copy (name.gz) beside every script, style sheet and SVG of the build: the API sends it to browsers that
 * accept gzip (apps/api/src/core/http/console-static.ts). A phone on 1.6 Mbps downloads a quarter of the bytes, and
 * nothing is compressed per request (issue 32 item 4).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bizdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        writeFileSync(join(assets, `${file}.gz`), gzipSync(readFileSync(join(assets, file)), { level: 9 }));
      }
    },
  };
}

/** Modules without side effects on import: console sources and the workspace packages' code, not style sheets. */
const SIDE_EFFECT_FREE = /[\\/](apps[\\/]console[\\/]src|packages[\\/](shared|api-client)[\\/](src|dist))[\\/].*\.(ts|tsx|js)$/;

// The API serves the built console at /admin, so assets and the router share that base.
export default defineConfig({
  base: `${APP_BASENAME}/`,
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      // API_URL points the console at an API on another port (default: the API's own 3000).
      '/api': process.env.API_URL ?? 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps next to the bundles: the API serves dist/ as it is (issue 18 item 7).
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route needs, for scripts/check-console-bundle.mjs (the POS
    // route's budget). The API does not serve dot folders (express.static ignores them).
    manifest: true,
    rolldownOptions: {
      // The console's own modules and the workspace packages run nothing on import but the CSS they bring: a
      // module none of whose exports a page uses is left out (the @bizdesk/shared barrel, feature index files).
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across releases.
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            // Every feature's query keys (a few hundred bytes each) in one file: the first write after login loads
            // them all for the invalidation map (app/query-client.ts), one request instead of a dozen.
            { name: 'query-keys', test: /[\\/]src[\\/]features[\\/].*[\\/][a-z-]+-keys\.ts$/, priority: 10, includeDependenciesRecursively: false },
            // The list table and the pieces list pages build around it (row buttons, columns, search row, Refresh and
            // Create, onSaved) in one file: a list route names one chunk in the entry's preload lists instead of six, so
            // the entry, which the login page loads, does not grow with them.
            { name: 'data-list', test: /[\\/]src[\\/]shared[\\/](data-list|list-buttons|list-columns|list-toolbar|panel-saved|writable-columns)\.tsx?$/, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
