/**
 * Why a request was not sent: its path would have had an empty segment (`/api/seasons//timeslots`), which
 * means a caller asked before the id it needs existed. The fix is in the caller (a query disabled until its
 * id is known); this error makes such a bug loud instead of a request the server answers 404.
 */
export class EmptyPathSegmentError extends Error {
  override name = 'EmptyPathSegmentError';
  constructor(readonly path: string) {
    super(`Refused to request ${path}: an id in its path is empty`);
  }
}

/** True for an id a path can carry: a string that is not empty. Queries use it as their `enabled` condition. */
export function hasId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id !== '';
}

/**
 * Builds an API path from literal parts and ids: each id is URL-encoded, and an empty or missing one throws
 * EmptyPathSegmentError instead of yielding `//`.
 *
 *     apiPath`/api/seasons/${seasonId}/timeslots`
 */
export function apiPath(parts: TemplateStringsArray, ...ids: (string | null | undefined)[]): string {
  let path = parts[0] ?? '';
  ids.forEach((id, i) => {
    // The path as it would have gone out, with its empty segment.
    if (!hasId(id)) throw new EmptyPathSegmentError(parts.join(''));
    path += encodeURIComponent(id) + (parts[i + 1] ?? '');
  });
  assertNoEmptySegment(path);
  return path;
}

/**
 * Throws EmptyPathSegmentError when the path part of `url` (before `?` or `#`) has an empty segment or one
 * that is the text of a missing value ('undefined', 'null'). Every request goes through it (api-client.ts).
 */
export function assertNoEmptySegment(url: string): void {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.replace(/^\//, '').split('/');
  if (segments.some((segment) => segment === '' || segment === 'undefined' || segment === 'null'))
    throw new EmptyPathSegmentError(url);
}
