import type { TestClient } from './test-client.ts';

/** One answer over real HTTP: status, Retry-After, and the parsed JSON body (undefined when not JSON). */
export interface HttpAnswer<T = unknown> {
  status: number;
  retryAfter: string | null;
  body: T;
}

/**
 * A signed-in TestClient's session used over real HTTP against a listening server (this process's or a child
 * process sharing the database and SESSION_SECRET): the same cookies and CSRF token, sent with fetch.
 */
export class HttpSession {
  private constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
    private readonly csrfToken: string,
  ) {}

  static async from(client: TestClient, baseUrl: string): Promise<HttpSession> {
    const token = await client.csrf();
    return new HttpSession(baseUrl, client.cookieHeader, token);
  }

  /** The same session against another server. */
  at(baseUrl: string): HttpSession {
    return new HttpSession(baseUrl, this.cookie, this.csrfToken);
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      // A request the server never answers fails the test instead of hanging it.
      signal: AbortSignal.timeout(20_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed as T };
  }
}
