import { randomUUID } from 'node:crypto';
import type { CsrfResponseSchema } from '@app/contracts';
import type { z } from 'zod';

/**
 * A cookie jar and CSRF token for talking to the API as one browser would. Callers read answers as the
 * types of `@app/contracts`.
 */
export class ApiSession {
  private cookies = new Map<string, string>();
  csrf = '';
  // The session cookie the token was minted for: the server binds the token to the session.
  private csrfSid: string | undefined;

  constructor(readonly url: string) {}

  /** Signs up a new bench user (Chicago time, English); the session then holds their cookie. */
  async signUp(): Promise<void> {
    await this.call('POST', '/api/users', {
      email: `bench-${randomUUID()}@example.com`,
      timezone: 'America/Chicago',
      locale: 'en',
    });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && (!this.csrf || this.csrfSid !== this.cookies.get('sid'))) {
      const res = await this.call('GET', '/api/csrf');
      this.csrf = ((await res.json()) as z.infer<typeof CsrfResponseSchema>).token;
      this.csrfSid = this.cookies.get('sid');
    }
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrf }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(res);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  }
}
