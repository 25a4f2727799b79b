import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './http-error.ts';

/**
 * Serves the built web app from `webDist` when it exists, with a history fallback: a GET outside /api that
 * matches no file answers index.html and the client router takes over (it sends unknown paths to /).
 * Everything else unknown, and any /api path, is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    const { statusCode, errors } = notFound();
    return reply.code(statusCode).send({ errors });
  });
}
