import { randomBytes } from 'node:crypto';

/**
 * A new share token: 32 random bytes (256 bits) as base64url, 43 characters. It is kept as it is, not hashed,
 * because managers copy the link again later; with this much entropy a stolen database is the only way to a
 * token, and the database holds the shared data anyway (docs/share-links.md#tokens).
 */
export const newShareToken = (): string => randomBytes(32).toString('base64url');
