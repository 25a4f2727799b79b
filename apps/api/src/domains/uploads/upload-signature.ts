import { UPLOAD_URL_TTL_SECONDS } from '@app/contracts';
import { safeEqual, sign } from '../../auth/tokens.ts';
import { forbidden } from '../../http/http-error.ts';

/** The path a signed upload is PUT to. */
export const uploadPath = (name: string): string => `/api/upload/${name}`;

/** What a signature covers: the method and path, the expiry and the organisation (docs/uploads.md). */
interface SignedUpload {
  organizationId: string;
  name: string;
  /** Unix time in seconds. */
  expires: number;
}

/** HMAC-SHA256 under the server's secret; the `upload` prefix keeps it apart from every other signature. */
export const uploadSignature = (secret: string, upload: SignedUpload): string =>
  sign(
    secret,
    ['upload', `PUT ${uploadPath(upload.name)}`, upload.expires, upload.organizationId].join('\n'),
  );

/** The signed PUT URL of `name` for the organisation, valid UPLOAD_URL_TTL_SECONDS from `now`. */
export function signedUploadUrl(
  secret: string,
  upload: { organizationId: string; name: string },
  now = Date.now(),
): { url: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
  const signature = uploadSignature(secret, { ...upload, expires });
  const query = new URLSearchParams({ expires: String(expires), signature });
  return { url: `${uploadPath(upload.name)}?${query}`, expiresAt: new Date(expires * 1000) };
}

/**
 * Refuses (403) a PUT whose signature does not match its path, expiry and the caller's organisation, so an
 * edited URL, another organisation's URL or a URL past its expiry is worthless; the signature is checked
 * first, so an expiry edited into the future is a bad signature, not a fresh URL.
 */
export function verifyUploadSignature(
  secret: string,
  upload: SignedUpload & { signature: string },
  now = Date.now(),
): void {
  if (!safeEqual(upload.signature, uploadSignature(secret, upload))) {
    throw forbidden('The upload URL is not valid: sign it again');
  }
  if (upload.expires * 1000 <= now) throw forbidden('The upload URL has expired: sign it again');
}
