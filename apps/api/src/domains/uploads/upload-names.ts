import { randomBytes } from 'node:crypto';

/**
 * How an upload is named and where it is served (docs/uploads.md). A name is the client's readable key and 32
 * random hex digits (`logo-3f…`); it is chosen by the server, so it is unguessable, never reused, and its
 * files are written once: what a URL serves never changes, which makes the year-long immutable caching true.
 */
export function newUploadName(key: string): string {
  // Callers pass a constant or a key the contract checked; anything else is a bug, not a user's mistake.
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Not an upload key: ${key}`);
  return `${key}-${randomBytes(16).toString('hex')}`;
}

const UPLOAD_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The storage keys of an upload's image and its preview. */
export const imageKeys = (organizationId: string, name: string) => ({
  key: `${organizationId}/${name}.webp`,
  previewKey: `${organizationId}/${name}.preview.webp`,
});

/** Where a stored file is served, as a path on this server. */
export const servedPath = (storageKey: string): string => `/uploads/${storageKey}`;

/** The file part of a served path: an upload name, `.preview` for the preview copy, `.webp`. */
export const SERVED_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}-[0-9a-f]{32}(\.preview)?\.webp$/;

/** An organisation id as it appears in a served path. */
export const ORGANIZATION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
