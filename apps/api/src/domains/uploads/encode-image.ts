import { IMAGE_MAX_WIDTH, IMAGE_PREVIEW_WIDTH } from '@app/contracts';
import type Sharp from 'sharp';
import { HttpError } from '../../http/http-error.ts';
import { looksLikeSvg, sniffImageType } from './sniff-image-type.ts';

/** Larger images are refused before decoding: a small file can hold a huge picture (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** One re-encoded copy of an image. */
export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** An upload decoded and written again: the image and its preview, both WebP. */
export interface EncodedUpload {
  image: EncodedImage;
  preview: EncodedImage;
}

const ACCEPTED = 'must be a PNG, JPEG, GIF or WebP image';

// The native image library loads on the first upload, not at start: it is the largest part of a cold start.
let library: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  library ??= import('sharp').then((module) => module.default);
  return library;
}

async function encodeAt(bytes: Buffer, width: number): Promise<EncodedImage> {
  const sharp = await loadSharp();
  // rotate() applies the EXIF orientation before the metadata (EXIF, GPS position, ICC) is dropped, which
  // sharp does unless asked to keep it; only the first frame of an animation is read.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Checks an upload by its content and writes it again as WebP, at most IMAGE_MAX_WIDTH wide, with a preview at
 * most IMAGE_PREVIEW_WIDTH wide (docs/uploads.md). Decoding and encoding afresh means no byte of the upload is
 * served as it came: whatever rode along in it (a script, a second file, metadata) is gone. Refusals name
 * `field`: 415 when the content is not an accepted image (SVG included), 422 when it claims to be one but
 * cannot be decoded or is too large a picture.
 */
export async function encodeImage(bytes: Buffer, field: string): Promise<EncodedUpload> {
  const type = sniffImageType(bytes);
  if (!type) {
    const message = looksLikeSvg(bytes) ? 'must not be an SVG image (SVG can carry script)' : ACCEPTED;
    throw new HttpError(415, { [field]: [message] });
  }
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    // The decoder must agree with the magic number, so no other format reaches it under a known header.
    if (metadata.format !== type) throw new HttpError(415, { [field]: [ACCEPTED] });
    const [image, preview] = await Promise.all([
      encodeAt(bytes, IMAGE_MAX_WIDTH),
      encodeAt(bytes, IMAGE_PREVIEW_WIDTH),
    ]);
    return { image, preview };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new HttpError(422, { [field]: [`must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`] });
    }
    throw new HttpError(422, { [field]: ['could not be read as an image (the file may be damaged)'] });
  }
}
