import type { CsrfResponseSchema } from '@app/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { z } from 'zod';

/** The CSRF token the web app sends with every mutation, from the endpoint it uses. */
export async function csrf(page: Page): Promise<string> {
  return (await getJson<z.infer<typeof CsrfResponseSchema>>(page, '/api/csrf')).token;
}

/**
 * GET on the app's API with the page's session cookie, expecting 200. `T` is the answer's type from
 * `@app/contracts` (the specs never re-type an API answer).
 */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A change on the app's API with the page's session and a CSRF token, expecting `status`. */
export async function sendJson<T>(
  page: Page,
  method: 'POST' | 'PATCH',
  path: string,
  data: unknown,
  status: number,
): Promise<T> {
  const res = await page.request.fetch(path, { method, headers: { 'x-csrf-token': await csrf(page) }, data });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** POST on the app's API, expecting `status` (201 unless said). */
export function postJson<T>(page: Page, path: string, data?: unknown, status = 201): Promise<T> {
  return sendJson<T>(page, 'POST', path, data, status);
}
