import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of 1 kB and more for clients that accept it (docs/security.md, "Compression"): the
 * season answers and the calendar's slot list are JSON of megabytes that shrink about tenfold, and the web
 * bundle is sent once per visit. Brotli at quality 4 costs about what gzip does; large answers are
 * compressed as streams off the event loop. Answers that carry a secret opt out with `compress: false`
 * (GET /api/csrf), so no answer mixes a secret with reflected input under compression.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
}
