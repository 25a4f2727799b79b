import {
  fieldErrors,
  MAX_UPLOAD_BYTES,
  NUL_MESSAGE,
  nulPaths,
  PublicWebpageFormSchema,
} from '@app/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { tooLarge } from '../uploads/store-image.ts';

/** The one file field of the settings form. */
export const LOGO_FIELD = 'logo';

const logos = new WeakMap<FastifyRequest, Buffer>();

/** The logo's bytes a multipart settings request carried, if any (read by {@link readSettingsForm}). */
export const logoOf = (request: FastifyRequest): Buffer | undefined => logos.get(request);

/**
 * Lets the settings routes of this plugin take `multipart/form-data` (docs/public-site.md#settings): one
 * file, `logo`, at most MAX_UPLOAD_BYTES (413 naming `logo`); any other file field is 400 naming it. Only
 * this plugin's routes parse multipart; every other route keeps JSON.
 */
export async function registerSettingsForm(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 200_000 },
    async onFile(part) {
      if (part.fieldname !== LOGO_FIELD) {
        throw new HttpError(400, { [part.fieldname]: ['is not a file field of this form'] });
      }
      try {
        (part as { value?: unknown }).value = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(LOGO_FIELD);
        throw error;
      }
    },
  });
}

/**
 * A route's `preValidation`: turns a multipart settings form into the JSON body the route validates, its
 * text values read as the form sends them (`true`/`false`, a blank slug as unchanged), and keeps the logo's
 * bytes aside. NUL characters are refused as the app's guard refuses them in JSON, which ran before the form
 * was read. A JSON request passes untouched.
 */
export async function readSettingsForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { [LOGO_FIELD]: logo, ...fields } = (request.body ?? {}) as Record<string, unknown>;
  const nul = nulPaths(fields);
  if (nul.length > 0) throw new HttpError(400, Object.fromEntries(nul.map((path) => [path, [NUL_MESSAGE]])));
  if (logo !== undefined && !Buffer.isBuffer(logo)) {
    throw new HttpError(400, { [LOGO_FIELD]: ['must be a file'] });
  }
  const parsed = PublicWebpageFormSchema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, fieldErrors(parsed.error));
  request.body = parsed.data;
  if (logo) logos.set(request, logo);
}
