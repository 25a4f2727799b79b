import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPublicSitePath } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './http-error.ts';

/**
 * Vite names every built file under assets/ after a hash of its content, so a browser may keep it for good
 * and skip the revalidation round trip per file on each visit; everything else (index.html) is rechecked.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app from `webDist` when it exists, with a history fallback: a GET outside /api that
 * matches no file answers index.html and the client router takes over (it sends unknown paths to /). The
 * public league website's pages (`/public/…`, `/leagues/{org}/{league}…`) answer public.html instead, its
 * own bundle without the admin app (docs/public-site.md). Everything else unknown, and any /api path, is a
 * JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hasPublicSite = existsSync(join(webDist, 'public.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      const path = request.url.split('?')[0] ?? '/';
      const entry = hasPublicSite && isPublicSitePath(path) ? 'public.html' : 'index.html';
      return reply.type('text/html').sendFile(entry, { maxAge: 0 });
    }
    const { statusCode, errors } = notFound();
    return reply.code(statusCode).send({ errors });
  });
}
