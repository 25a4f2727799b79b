import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isPublicSitePath } from '../../packages/contracts/src/public-site/site-paths.ts';

/**
 * In development, the public league website's pages get its own HTML entry, as the API server does in
 * production (apps/api/src/http/web-app.ts), so `npm run dev` shows them without the admin app.
 */
function publicSiteEntry(): Plugin {
  return {
    name: 'public-site-entry',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        if (isPublicSitePath(path)) request.url = '/public.html';
        next();
      });
    },
  };
}

/**
 * Builds the web app into apps/web/dist, which the API server serves with a history fallback. Two HTML
 * entries: index.html (the admin app) and public.html (the public league website, docs/public-site.md),
 * sharing only library chunks. In development /api is proxied to the API server so cookies stay
 * same-origin, as in production.
 */
export default defineConfig({
  plugins: [react(), publicSiteEntry()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        public: fileURLToPath(new URL('./public.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
