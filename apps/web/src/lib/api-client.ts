import { CsrfResponseSchema, ErrorResponseSchema } from '@app/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { assertNoEmptySegment } from './api-path.ts';

/** Every call gives up after this long (60 s: a season-wide call can take a while, but never minutes). */
export const API_TIMEOUT_MS = 60_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Options for one call: a JSON `body`, or a FormData sent as multipart; a `schema` validates (and types) the
 * JSON answer against the shared contract.
 */
export interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodType<T>;
  /**
   * Ask the server even when the browser holds a fresh copy (a cheap 304 when nothing changed): for an
   * answer whose withdrawal must show at once, such as a public site that was just unpublished.
   */
  revalidate?: boolean;
}

let csrfToken: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const res = await send('GET', '/api/csrf', undefined, undefined);
  return CsrfResponseSchema.parse(await res.json()).token;
}

/** The token is fetched once and shared; a failed fetch is forgotten so the next call tries again. */
function csrf(refresh: boolean): Promise<string> {
  if (refresh || csrfToken === null) {
    const pending = fetchCsrfToken();
    csrfToken = pending;
    pending.catch(() => {
      if (csrfToken === pending) csrfToken = null;
    });
  }
  return csrfToken;
}

/** Drops the cached CSRF token; called when the session changes (sign-in, sign-out). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  token: string | undefined,
  revalidate = false,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (a file upload) goes as multipart: the browser writes its Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token !== undefined) headers['X-CSRF-Token'] = token;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(revalidate ? { cache: 'no-cache' as const } : {}),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(0, { base: [isTimeout ? 'The server did not answer in time' : 'Network error'] });
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

async function toApiError(res: Response): Promise<ApiError> {
  try {
    const parsed = ErrorResponseSchema.safeParse(await res.json());
    if (parsed.success && Object.keys(parsed.data.errors).length > 0) {
      return new ApiError(res.status, parsed.data.errors, parsed.data.reasons, parsed.data.limit ?? null);
    }
  } catch {
    // Not JSON (a proxy error page, for instance): fall through to the status line.
  }
  return new ApiError(res.status, { base: [res.statusText || `HTTP ${res.status}`] });
}

/**
 * Calls the API with JSON in and out and cookies on the same origin. Mutating calls carry X-CSRF-Token;
 * a 403 on one of them refreshes the token and retries once, because the token rotates with the session.
 * Rejects with ApiError; resolves with undefined for an empty (204) answer.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  // No request leaves with an empty id (`/api/seasons//timeslots`): the caller asked too early. The console
  // line makes such a caller visible in development and to the end-to-end walk (e2e/no-empty-ids.spec.ts).
  try {
    assertNoEmptySegment(path);
  } catch (error) {
    console.error((error as Error).message);
    throw error;
  }
  const isMutating = method !== 'GET';
  let res: Response;
  if (isMutating) {
    try {
      res = await send(method, path, options.body, await csrf(false));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403) throw error;
      res = await send(method, path, options.body, await csrf(true));
    }
  } else {
    res = await send(method, path, undefined, undefined, options.revalidate);
  }
  const text = await res.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  // A contract mismatch is a server bug; surface it like any other failed call rather than as a ZodError.
  if (!parsed.success) throw new ApiError(res.status, { base: ['Unexpected answer from the server'] });
  return parsed.data;
}

/** Shorthands over apiRequest, one per HTTP method. */
export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>, options: { revalidate?: boolean } = {}) =>
    apiRequest<T>('GET', path, { schema, ...options }),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>('POST', path, { body, schema }),
  put: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>('PUT', path, { body, schema }),
  patch: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>('PATCH', path, { body, schema }),
  delete: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>('DELETE', path, { body, schema }),
};
