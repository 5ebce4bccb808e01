import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built console at /admin, so assets and the router share that base.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
