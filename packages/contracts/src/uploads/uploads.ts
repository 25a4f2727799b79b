import { z } from 'zod';

/** The largest file an upload accepts, in bytes (5 MiB): a logo never needs more. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An image is stored at most this wide (px); smaller images keep their size. */
export const IMAGE_MAX_WIDTH = 600;

/** The preview copy of each image (the settings page's logo preview) is at most this wide (px). */
export const IMAGE_PREVIEW_WIDTH = 150;

/** How long a signed upload URL stays valid, in seconds. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/**
 * The readable part of a stored file's key (`logo`), which the server completes with the organisation and a
 * random suffix, so uploads never overwrite one another (docs/uploads.md).
 */
export const UploadKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,39}$/,
    'must be 1 to 40 letters, digits or dashes, starting with a letter or digit',
  )
  .describe('The readable part of the stored file’s key, e.g. logo');

/** `GET /api/upload/sign?key=`. */
export const UploadSignQuerySchema = z.object({ key: UploadKeySchema.default('image') });
export type UploadSignQuery = z.infer<typeof UploadSignQuerySchema>;

/** A signed upload: PUT the file's bytes to `url` before `expires_at`; it is then served at `get`. */
export const UploadSignSchema = z.object({
  url: z.string().describe('Where to PUT the file (path on this server, signed, short-lived)'),
  get: z.string().describe('Where the stored image is served once the PUT has succeeded'),
  preview_url: z
    .string()
    .describe(`Where its preview copy (${IMAGE_PREVIEW_WIDTH} px wide at most) is served`),
  expires_at: z.string().datetime().describe('When the upload URL stops being accepted'),
});
export type UploadSign = z.infer<typeof UploadSignSchema>;

/** The signed PUT's query string, as `url` carries it. */
export const UploadPutQuerySchema = z.object({
  expires: z.coerce.number().int().describe('Unix time (seconds) after which the URL is refused'),
  signature: z.string().min(1, 'is required').describe('HMAC of the path, expiry and organisation'),
});
export type UploadPutQuery = z.infer<typeof UploadPutQuerySchema>;

/** The stored file name of a signed upload: the key and the random suffix. */
export const UploadNameParamsSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}-[0-9a-f]{32}$/, 'is not an upload name')
    .describe('The upload’s name, from the signed URL'),
});

/** An image as stored: re-encoded as WebP, at most IMAGE_MAX_WIDTH wide, with its preview copy. */
export const StoredImageSchema = z.object({
  key: z.string().describe('The storage key of the image, `{organisation id}/{name}.webp`'),
  url: z.string().describe('Where the image is served (path on this server)'),
  preview_url: z.string().describe('Where the preview copy is served'),
  content_type: z.literal('image/webp'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  preview_width: z.number().int().positive(),
  preview_height: z.number().int().positive(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;
