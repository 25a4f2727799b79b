import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contentSecurityPolicy, tileSource } from './security-headers.ts';

let t: TestApp;
let behindProxy: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc.js'), 'console.log(1)');
  t = await createTestApp({ env: { webDist, mapTileUrl: 'https://{s}.tiles.test/{z}/{x}/{y}.png' } });
  // app.inject connects from 127.0.0.1, which plays the reverse proxy here.
  behindProxy = await createTestApp({ env: { trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t.close();
  await behindProxy.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('security headers on every answer', () => {
  it.each([
    ['the web app', 'GET', '/'],
    ['a client route (history fallback)', 'GET', '/leagues'],
    ['a built asset', 'GET', '/assets/app-abc.js'],
    ['an API read', 'GET', '/api/health'],
    ['an API 404', 'GET', '/api/nothing-here'],
    ['a refused change (403 from the CSRF guard)', 'POST', '/api/leagues'],
  ] as const)('%s', async (_, method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ tileSource: 'https://*.tiles.test', frameAncestors: "'none'" }),
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets any site frame the public schedule page, and only it', async () => {
    const res = await get(t, '/embed/3f2b8f4e-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const url of ['/embedded', '/embed', '/leagues/embed/1', '/embed/1/edit']) {
      expect((await get(t, url)).headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('allows the map tile server in img-src', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tiles.test/{z}/{x}/{y}.png')).toBe('https://*.tiles.test');
    expect(tileSource('not a url')).toBeNull();
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over https', async () => {
    const res = await get(behindProxy, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain http, behind the proxy or not', async () => {
    expect((await get(behindProxy, '/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await get(behindProxy, '/api/health', { 'x-forwarded-proto': 'http' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await get(t, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
