import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_BASENAME } from './src/core/base-path.ts';

// The API serves the built console at /admin, so assets and the router share that base.
export default defineConfig({
  base: `${APP_BASENAME}/`,
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across releases.
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
