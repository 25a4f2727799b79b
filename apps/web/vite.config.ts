import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Builds the single-page app into apps/web/dist, which the API server serves with a history fallback.
 * In development /api is proxied to the API server so cookies stay same-origin, as in production.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
