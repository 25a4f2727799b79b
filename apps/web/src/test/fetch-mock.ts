import { vi } from 'vitest';

/** One recorded request: method, path (with query), headers and parsed JSON body (or form fields). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: RecordedRequest) => { status: number; body?: unknown };

/**
 * Replaces global fetch with a table of "METHOD /path" handlers (path without query matches too) and
 * records every call. An unhandled request answers 404 in the server's error shape, so a test notices it.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    // A multipart body is recorded as its fields (a file as its File), a JSON body parsed.
    const body: unknown =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? Object.fromEntries(init.body.entries())
          : undefined;
    const request = { method, path, headers, body };
    requests.push(request);
    const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${path.split('?')[0]}`];
    const answer = handler
      ? handler(request)
      : { status: 404, body: { errors: { base: [`no mock for ${path}`] } } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A JSON answer for a handler. */
export function json(status: number, body?: unknown) {
  return () => ({ status, body });
}
