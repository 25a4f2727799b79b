import { connect } from 'node:net';
import type { User } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterAll(async () => {
  await t.close();
});

/** Sends `raw` over a fresh socket and answers the status line's code. */
function rawRequest(raw: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), text }));
  });
}

// A valid account form: were the guard skipped, the change would be saved.
const ACCOUNT = {
  first: 'Hacked',
  last: 'X',
  email: 'x@example.com',
  locale: 'en',
  timezone: 'UTC',
  first_day: 0,
};

describe('CSRF guard, whatever the spelling of the path', () => {
  // Spellings of PATCH /api/users/self that a router may resolve to the same route.
  it.each([
    '/api/users/self',
    '/%61pi/users/self',
    '/api/%75sers/self',
    '/api//users/self',
    '/API/users/self',
    '/api/users/self/',
    '/api/users/self?x=1',
    '/api/users/self;x',
  ])('refuses PATCH %s without a token and changes nothing', async (url) => {
    const { client } = await buildSignedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: client.cookieHeader, 'content-type': 'application/json' },
      payload: ACCOUNT,
    });
    expect(res.statusCode, res.body).toBe(403);
    const self = await client.get<User>('/api/users/self');
    expect(self.body.first).not.toBe('Hacked');
  });

  it('refuses an absolute-form request target (POST http://host/api/...) over a real socket', async () => {
    const { client } = await buildSignedInUser(t);
    const body = JSON.stringify(ACCOUNT);
    const res = await rawRequest(
      `PATCH http://127.0.0.1:${port}/api/users/self HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Cookie: ${client.cookieHeader}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.status, res.text).toBe(403);
    const self = await client.get<User>('/api/users/self');
    expect(self.body.first).not.toBe('Hacked');
  });

  it('refuses every mutating method outside /api too', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/anything' });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('lets a request with a valid token through on any spelling the router accepts', async () => {
    const { client } = await buildSignedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/users/self',
      headers: {
        cookie: client.cookieHeader,
        'x-csrf-token': await client.csrf(),
        'content-type': 'application/json',
      },
      payload: {},
    });
    // Past the guard: either the route answered (400 for the empty body) or no route matched (404).
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe('CSRF token tied to the session', () => {
  it('refuses a token minted for another session, even with the same csrf cookie', async () => {
    const victim = await buildSignedInUser(t);
    const attacker = await buildSignedInUser(t);
    // The attacker plants their own csrf cookie in the victim's browser (cookie tossing) and sends its token.
    const attackerToken = await attacker.client.csrf();
    const csrfCookie = attacker.client.cookies.get('csrf');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: {
        cookie: `sid=${victim.client.cookies.get('sid')}; csrf=${csrfCookie}`,
        'x-csrf-token': attackerToken,
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await victim.client.get('/api/users/self')).status).toBe(200);
  });

  it('changes the token when the session changes, and the new one works', async () => {
    const { client, email, password } = await buildSignedInUser(t);
    const signedIn = await client.get<{ token: string }>('/api/csrf');
    const anonymous = t.client();
    anonymous.cookies.set('csrf', client.cookies.get('csrf') ?? '');
    const before = await anonymous.get<{ token: string }>('/api/csrf');
    expect(before.body.token).not.toBe(signedIn.body.token);
    const signIn = await anonymous.request(
      'POST',
      '/api/session',
      { email, password },
      {
        csrf: false,
        headers: { 'x-csrf-token': before.body.token },
      },
    );
    expect(signIn.status).toBe(200);
    // The token minted before sign-in belongs to no session: refused now.
    const stale = await anonymous.request('DELETE', '/api/session', undefined, {
      csrf: false,
      headers: { 'x-csrf-token': before.body.token },
    });
    expect(stale.status).toBe(403);
    expect((await anonymous.request('DELETE', '/api/session')).status).toBe(200);
  });
});
