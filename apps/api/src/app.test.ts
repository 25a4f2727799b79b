import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the app shell', () => {
  it('answers health with ok after checking the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers ready while migrated and serving, and 503 with Retry-After once draining', async () => {
    const ready = await t.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.client().get('/api/ready');
      expect(draining.status).toBe(503);
      expect(draining.headers['retry-after']).toBe('1');
      expect(draining.body).toEqual({ errors: { base: ['shutting down'] } });
      // Liveness stays 200: a draining process is not a dead one.
      expect((await t.client().get('/api/health')).status).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is not ready while a migration the code expects is missing', async () => {
    // This file's database only: nothing after this reads the migrations table.
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await t.client().get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errors: { base: ['migrations not applied'] } });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const res = await t.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: { base: ['Not found'] } });
  });

  it('lists every route with its schemas in the OpenAPI document', async () => {
    const res = await t
      .client()
      .get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths;
    const expected: [string, string][] = [
      ['/api/health', 'get'],
      ['/api/ready', 'get'],
      ['/api/csrf', 'get'],
      ['/api/users', 'post'],
      ['/api/users/self', 'get'],
      ['/api/users/self', 'patch'],
      ['/api/users/self/password', 'patch'],
      ['/api/users/password/forgot', 'post'],
      ['/api/users/password/reset', 'post'],
      ['/api/user/confirmation', 'post'],
      ['/api/user/confirmation', 'get'],
      ['/api/switch_locale/{locale}', 'get'],
      ['/api/session', 'post'],
      ['/api/session', 'delete'],
      ['/api/organizations', 'get'],
      ['/api/switch_organization/{id}', 'get'],
      ['/api/organizations/{id}', 'get'],
      ['/api/organizations/{id}', 'patch'],
      ['/api/organizations/{id}/users', 'get'],
      ['/api/organizations/{id}/users', 'post'],
      ['/api/organization_users/{id}', 'patch'],
      ['/api/organization_users/{id}', 'delete'],
      ['/api/invitations/{id}', 'get'],
      ['/api/invitations/{id}', 'delete'],
      ['/api/accept_invitation/{id}', 'post'],
      ['/api/leagues', 'get'],
      ['/api/schedules/{id}/diagnosis', 'post'],
      ['/api/schedules/{id}/fixes', 'post'],
      ['/api/fix_applications/{id}/undo', 'post'],
      ['/api/seasons/{id}/replans', 'post'],
      ['/api/seasons/{id}/replans', 'get'],
      ['/api/replans/{id}', 'get'],
      ['/api/replans/{id}/apply', 'post'],
      ['/api/replans/{id}/undo', 'post'],
      ['/api/replans/{id}/discard', 'post'],
      ['/api/seasons/{id}/changes', 'get'],
      ['/api/seasons/{id}/changes/publish', 'post'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(paths['/api/openapi.json']).toBeUndefined();
  });

  it('documents request bodies with the contract schemas', async () => {
    const res = await t
      .client()
      .get<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>('/api/openapi.json');
    expect(JSON.stringify(res.body.paths['/api/session']?.post?.requestBody)).toContain('password');
  });

  it('rejects malformed JSON with 400 in the error shape', async () => {
    const client = t.client();
    const token = await client.csrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader, 'x-csrf-token': token },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['base']);
  });

  it('names the missing fields of a body in snake_case', async () => {
    const res = await t.client().post('/api/session', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { email: ['is required'], password: ['is required'] } });
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = join(t.env.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'public.html'), '<!doctype html><div id="root" data-site="public"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    web = await createTestApp({ env: { webDist: dist } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves built files as they are', async () => {
    const res = await web.client().get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
  });

  it('lets browsers keep hashed assets for good but recheck index.html', async () => {
    const asset = await web.client().get('/assets/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/calendar']) {
      const page = await web.client().get(path);
      expect(page.headers['cache-control'], path).toMatch(/no-cache|max-age=0/);
    }
  });

  it('answers index.html for any other page path (history fallback)', async () => {
    for (const path of ['/', '/organization', '/accept_invitation/abc?invitation_token=x', '/no/such/page']) {
      const res = await web.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<div id="root">');
    }
  });

  it('answers the public site its own entry, and the admin pages under /leagues the app', async () => {
    for (const path of ['/public/example.org', '/leagues/acme/spring', '/leagues/acme/spring/teams/x?y=1']) {
      const res = await web.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('data-site="public"');
      expect(res.headers['cache-control'], path).toMatch(/no-cache|max-age=0/);
    }
    for (const path of ['/leagues', '/leagues/new', '/leagues/3f2b8f4e-0000-4000-8000-000000000000']) {
      const res = await web.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('data-site="public"');
    }
  });

  it('still answers unknown /api paths with JSON 404', async () => {
    const res = await web.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: { base: ['Not found'] } });
  });
});
