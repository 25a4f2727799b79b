import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadEnv', () => {
  it('applies the documented defaults and treats empty variables as unset', () => {
    const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
    expect(env).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
      cookieSecure: false,
      rateLimitAuthMax: 10,
    });
    expect(env.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('defaults venue maps to OpenStreetMap tiles and leaves address lookup off', () => {
    expect(loadEnv({ DATA_DIR: dataDir, GEOCODER_URL: '' })).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
      geocoderUrl: undefined,
    });
    expect(loadEnv({ DATA_DIR: dataDir, GEOCODER_URL: 'https://nominatim.example/search' }).geocoderUrl).toBe(
      'https://nominatim.example/search',
    );
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const first = loadEnv({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('makes cookies Secure by default when APP_URL is https, unless told otherwise', () => {
    expect(loadEnv({ DATA_DIR: dataDir, APP_URL: 'https://fixture.example/' })).toMatchObject({
      appUrl: 'https://fixture.example',
      cookieSecure: true,
    });
    expect(
      loadEnv({ DATA_DIR: dataDir, APP_URL: 'https://x.example', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
