import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One answer: status, parsed JSON body (undefined when empty or not JSON) and headers. */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/**
 * A browser stand-in over `app.inject`: keeps cookies between calls, waits for the work a request started in
 * the background (its mail) before answering, and sends X-CSRF-Token on mutating calls,
 * fetching the token from GET /api/csrf the first time and after the session cookie changes (`csrf: false` leaves it off, to test the guard).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private csrfToken: { token: string; sid: string | undefined } | null = null;

  constructor(private readonly app: FastifyInstance) {}

  /** The cookie header this client sends. */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) headers['x-csrf-token'] = await this.csrf();
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    // Mail some routes send after answering (app.background) has gone out when the test reads the mailbox.
    await this.app.background.idle();
    for (const cookie of res.cookies) {
      const isExpired =
        cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (isExpired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown;
    try {
      parsed = res.body === '' ? undefined : JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers, text: res.body };
  }

  get<T = unknown>(url: string): Promise<TestResponse<T>> {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, body?: unknown): Promise<TestResponse<T>> {
    return this.request<T>('POST', url, body);
  }
  patch<T = unknown>(url: string, body?: unknown): Promise<TestResponse<T>> {
    return this.request<T>('PATCH', url, body);
  }
  delete<T = unknown>(url: string): Promise<TestResponse<T>> {
    return this.request<T>('DELETE', url);
  }

  /** The CSRF token for this client, fetched again whenever the session cookie changed (it is bound to it). */
  async csrf(): Promise<string> {
    const sid = this.cookies.get('sid');
    if (this.csrfToken === null || this.csrfToken.sid !== sid) {
      const res = await this.request<{ token: string }>('GET', '/api/csrf');
      this.csrfToken = { token: res.body.token, sid };
    }
    return this.csrfToken.token;
  }
}
