import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error.ts';
import { ORGANIZATION_ID_PATTERN, SERVED_FILE_PATTERN } from './upload-names.ts';

const ServedFileParamsSchema = z.object({
  organization_id: z.string().describe('The organisation the file belongs to'),
  file: z.string().describe('The file name, as the upload answered it'),
});

/** A year: the longest max-age caches honour. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves stored uploads at `/uploads/{organisation id}/{file}` (docs/uploads.md), outside /api so the URLs
 * stay short in public pages. Names are written once, so answers are cached for a year as immutable. Only
 * names of the upload pattern are looked up: anything else (a dot-dot, a slash, a stray extension) answers 404
 * without touching the storage.
 */
export const uploadFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:organization_id/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'An uploaded image (WebP), cached for a year',
        tags: ['uploads'],
        params: ServedFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { organization_id: organizationId, file } = request.params;
      if (!ORGANIZATION_ID_PATTERN.test(organizationId) || !SERVED_FILE_PATTERN.test(file)) throw notFound();
      const stored = await app.uploads.get(`${organizationId}/${file}`);
      if (!stored) throw notFound();
      // Every stored file is WebP written by this server (docs/uploads.md), whatever a bucket says it is.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(stored);
    },
  );
};
