import type { StoredImage } from '@app/contracts';
import { MAX_UPLOAD_BYTES } from '@app/contracts';
import { conflict, HttpError } from '../../http/http-error.ts';
import { encodeImage } from './encode-image.ts';
import { imageKeys, newUploadName, servedPath } from './upload-names.ts';
import type { UploadStorage } from './upload-storage.ts';

/** What to store: an organisation's image, the bytes as uploaded. */
export interface StoreImageInput {
  organizationId: string;
  bytes: Buffer;
  /** The readable part of the stored name (`logo`); default `image`. */
  key?: string;
  /** The request field the bytes came in, named by every refusal (`logo` in a multipart form); default `file`. */
  field?: string;
}

/** The refusal of a file over MAX_UPLOAD_BYTES, naming its field. */
export const tooLarge = (field: string): HttpError =>
  new HttpError(413, { [field]: [`must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`] });

/**
 * Stores an uploaded image under a name already chosen (the signed URL's): checked by content, re-encoded,
 * resized, written once with its preview. 409 when the name is taken (a signed URL is good for one file).
 */
export async function storeImageAs(
  storage: UploadStorage,
  input: StoreImageInput & { name: string },
): Promise<StoredImage> {
  const field = input.field ?? 'file';
  if (input.bytes.length === 0) throw new HttpError(422, { [field]: ['is empty'] });
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(field);
  const { image, preview } = await encodeImage(input.bytes, field);
  const { key, previewKey } = imageKeys(input.organizationId, input.name);
  // The preview first: a name whose main image exists is complete, whatever stopped the request after.
  const taken = !(await storage.putNew(previewKey, preview.bytes, 'image/webp'));
  if (taken || !(await storage.putNew(key, image.bytes, 'image/webp'))) {
    throw conflict(field, 'has been uploaded to this URL already: sign a new one');
  }
  return {
    key,
    url: servedPath(key),
    preview_url: servedPath(previewKey),
    content_type: 'image/webp',
    width: image.width,
    height: image.height,
    preview_width: preview.width,
    preview_height: preview.height,
  };
}

/**
 * Stores an organisation's image from bytes the caller received (a logo in a multipart form): the function the
 * other domains call (docs/uploads.md). Refusals are HttpErrors naming `field`: 413 too large, 415 not a PNG,
 * JPEG, GIF or WebP image by its content (SVG included), 422 empty, damaged or over the pixel limit.
 *
 *     const logo = await storeImage(app.uploads, { organizationId, bytes, key: 'logo', field: 'logo' });
 *     // logo.url → '/uploads/{organisation id}/logo-….webp', logo.preview_url → the 150 px copy
 */
export function storeImage(storage: UploadStorage, input: StoreImageInput): Promise<StoredImage> {
  return storeImageAs(storage, { ...input, name: newUploadName(input.key ?? 'image') });
}
