/**
 * Where uploaded files are kept (docs/uploads.md): files under DATA_DIR/uploads, or an S3-compatible bucket.
 * Keys are `{organisation id}/{file name}`, checked by the caller against the upload name pattern; each
 * store checks them again in its own terms. A key is written once and never changed, so what is served under
 * it can be cached for good.
 */
export interface UploadStorage {
  /** Where the files are, for logs and docs ("files under /srv/data/uploads", "bucket logos at …"). */
  readonly description: string;
  /** Writes `bytes` under `key` unless the key exists: then writes nothing and answers false. */
  putNew(key: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** The bytes under `key`, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
}

/** A storage key: an organisation id, a slash, then a file name of letters, digits, dashes and dots. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}\/[a-z0-9][a-z0-9.-]{0,99}$/;

/** Throws on a key that is not a storage key (a bug in the caller: routes validate what they pass). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
}
