import { UserCreateResponseSchema } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { API_TIMEOUT_MS, api, resetCsrfToken } from './api-client.ts';
import { ApiError } from './api-error.ts';

afterEach(() => {
  resetCsrfToken();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('fetches the CSRF token once and sends it on every mutating request, but not on reads', async () => {
    const { requests } = mockFetch({
      'GET /api/csrf': json(200, { token: 'token-1' }),
      'POST /api/things': json(201, { ok: true }),
      'DELETE /api/things/1': json(204),
      'GET /api/things': json(200, []),
    });
    await api.post('/api/things', { name: 'a' });
    await api.delete('/api/things/1');
    await api.get('/api/things');
    expect(requests.filter((r) => r.path === '/api/csrf')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')?.headers['x-csrf-token']).toBe('token-1');
    expect(requests.find((r) => r.method === 'DELETE')?.headers['x-csrf-token']).toBe('token-1');
    expect(
      requests.find((r) => r.path === '/api/things' && r.method === 'GET')?.headers['x-csrf-token'],
    ).toBe(undefined);
  });

  it('refreshes the token after a 403 and retries once', async () => {
    let tokens = 0;
    const { requests } = mockFetch({
      'GET /api/csrf': () => ({ status: 200, body: { token: `token-${++tokens}` } }),
      'PATCH /api/things/1': (request) =>
        request.headers['x-csrf-token'] === 'token-2'
          ? { status: 200, body: { ok: true } }
          : { status: 403, body: { errors: { base: ['Invalid CSRF token'] } } },
    });
    await expect(api.patch('/api/things/1', { name: 'b' })).resolves.toEqual({ ok: true });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/csrf',
      'PATCH /api/things/1',
      'GET /api/csrf',
      'PATCH /api/things/1',
    ]);
  });

  it('rejects with ApiError carrying the status and the server errors', async () => {
    mockFetch({
      'GET /api/csrf': json(200, { token: 't' }),
      'POST /api/users': json(409, { errors: { email: ['has already been taken'] } }),
    });
    const failure = await api.post('/api/users', { email: 'a@b.co' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, errors: { email: ['has already been taken'] } });
    expect((failure as ApiError).message).toBe('email has already been taken');
  });

  it('turns a non-JSON failure and a network failure into ApiError too', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/api/leagues')).rejects.toMatchObject({
      status: 502,
      errors: { base: ['Bad Gateway'] },
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/leagues')).rejects.toMatchObject({ status: 0 });
  });

  it('sends JSON with same-origin cookies and a 60 s timeout signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetchMock } = mockFetch({ 'GET /api/leagues': json(200, { leagues: [] }) });
    await api.get('/api/leagues');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(60_000);
  });

  it('sends a form as multipart, leaving its Content-Type to the browser, with the CSRF token', async () => {
    const { requests } = mockFetch({
      'GET /api/csrf': json(200, { token: 'token-1' }),
      'PATCH /api/things/1': json(200, { ok: true }),
    });
    const form = new FormData();
    form.set('name', 'a');
    await api.patch('/api/things/1', form);
    const sent = requests.find((r) => r.method === 'PATCH');
    expect(sent?.headers['content-type']).toBeUndefined();
    expect(sent?.headers['x-csrf-token']).toBe('token-1');
    expect(sent?.body).toEqual({ name: 'a' });
  });

  it('asks the server again, past the browser cache, when told to revalidate', async () => {
    const { fetchMock } = mockFetch({ 'GET /api/things': json(200, []) });
    await api.get('/api/things');
    await api.get('/api/things', undefined, { revalidate: true });
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBeUndefined();
    expect(fetchMock.mock.calls[1]?.[1]?.cache).toBe('no-cache');
  });

  it('validates an answer against its contract schema', async () => {
    mockFetch({
      'GET /api/csrf': json(200, { token: 't' }),
      'POST /api/users': json(201, { id: 'not-a-uuid', email: 'a@b.co' }),
    });
    await expect(api.post('/api/users', {}, UserCreateResponseSchema)).rejects.toBeInstanceOf(ApiError);
  });
});
