import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or proxy may reuse a public-site answer without asking again. Short on purpose:
 * unpublishing a league must reach every visitor at once, and the server itself caches nothing
 * (docs/public-site.md#caching), so this is the longest a stale page can be shown.
 */
export const PUBLIC_MAX_AGE_SECONDS = 15;

/** True when an If-None-Match header names `etag` (or is `*`), weak validators included. */
function matches(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The `onSend` hook of the anonymous public-site reads: a 200 answer gets a strong ETag of its bytes and a
 * short public max-age, and a request whose If-None-Match names that ETag gets 304 with no body. The answer
 * is still computed afresh, so a change (or an unpublish) shows on the next revalidation. Anything but a 200
 * (404 for an unpublished site, 429) is `no-store`, so a page published again shows at once.
 */
export async function publicCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    reply.header('cache-control', 'no-store');
    return payload;
  }
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, must-revalidate`);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
