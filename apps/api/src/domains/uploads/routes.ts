import type { IncomingMessage } from 'node:http';
import {
  ErrorResponseSchema,
  MAX_UPLOAD_BYTES,
  StoredImageSchema,
  UploadNameParamsSchema,
  UploadPutQuerySchema,
  UploadSignQuerySchema,
  UploadSignSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { HttpError } from '../../http/http-error.ts';
import { clientKey, keyedRateLimit } from '../../http/rate-limit.ts';
import { readUpload } from './read-upload.ts';
import { storeImageAs } from './store-image.ts';
import { imageKeys, newUploadName, servedPath } from './upload-names.ts';
import { signedUploadUrl, verifyUploadSignature } from './upload-signature.ts';

/** Signed PUTs per client address and hour, counted whether or not the file is accepted (docs/uploads.md). */
export const UPLOAD_RATE_LIMIT = { max: 100, timeWindow: 3_600_000 };

/**
 * Signed uploads (docs/uploads.md): a manager asks for a short-lived URL, then PUTs the file's bytes to it.
 * The body is read as raw bytes whatever its declared type (the content decides what it is), up to
 * MAX_UPLOAD_BYTES.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Decoding and encoding an image costs up to a second or two of CPU; a logo changes rarely.
  const uploadLimit = keyedRateLimit(app, 'upload', UPLOAD_RATE_LIMIT);

  // Only this plugin's routes: every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request: FastifyRequest, payload: IncomingMessage) =>
    readUpload(payload, 'file'),
  );

  app.get(
    '/upload/sign',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'A signed, short-lived URL to PUT an image to, and where it will be served',
        tags: ['uploads'],
        querystring: UploadSignQuerySchema,
        response: { 200: UploadSignSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const name = newUploadName(request.query.key);
      const { url, expiresAt } = signedUploadUrl(app.env.sessionSecret, { organizationId, name });
      const { key, previewKey } = imageKeys(organizationId, name);
      return {
        url,
        get: servedPath(key),
        preview_url: servedPath(previewKey),
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  app.put(
    '/upload/:name',
    {
      config: { access: 'manager' },
      schema: {
        summary: `Store an image at a signed URL: PNG, JPEG, GIF or WebP by content, at most ${MAX_UPLOAD_BYTES} bytes; re-encoded as WebP and resized`,
        tags: ['uploads'],
        params: UploadNameParamsSchema,
        querystring: UploadPutQuerySchema,
        consumes: ['application/octet-stream', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        response: {
          201: StoredImageSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { organizationId } = organizationOf(request);
      const { name } = request.params;
      verifyUploadSignature(app.env.sessionSecret, { organizationId, name, ...request.query });
      await uploadLimit(request, clientKey(request));
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new HttpError(422, { file: ['is required'] });
      const stored = await storeImageAs(app.uploads, { organizationId, name, bytes, field: 'file' });
      return reply.code(201).send(stored);
    },
  );
};
