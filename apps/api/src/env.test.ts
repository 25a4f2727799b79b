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
      rateLimitPublicMax: 300,
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

  it('runs jobs in the process by default and reads the job and shutdown settings', () => {
    expect(loadEnv({ DATA_DIR: dataDir })).toMatchObject({
      jobs: true,
      jobConcurrency: 2,
      jobLeaseMs: 30_000,
      shutdownGraceMs: 10_000,
    });
    expect(() => loadEnv({ DATA_DIR: dataDir, JOBS: 'off' })).toThrow(/JOBS: off needs DATABASE_URL/);
    const api = loadEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://db.example/fixture',
      JOBS: 'off',
      JOB_CONCURRENCY: '4',
      JOB_LEASE_SECONDS: '5',
      SHUTDOWN_GRACE_SECONDS: '2.5',
    });
    expect(api).toMatchObject({ jobs: false, jobConcurrency: 4, jobLeaseMs: 5_000, shutdownGraceMs: 2_500 });
    expect(() => loadEnv({ DATA_DIR: dataDir, JOBS: 'maybe' })).toThrow(/JOBS/);
  });

  it('keeps uploads in DATA_DIR by default and in an S3-compatible bucket when UPLOADS_S3_* are set', () => {
    expect(loadEnv({ DATA_DIR: dataDir, UPLOADS_S3_BUCKET: '' }).uploadsS3).toBeUndefined();
    const keys = { UPLOADS_S3_ACCESS_KEY_ID: 'AKID', UPLOADS_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(
      loadEnv({
        DATA_DIR: dataDir,
        UPLOADS_S3_ENDPOINT: 'http://minio.local:9000',
        UPLOADS_S3_BUCKET: 'logos',
        ...keys,
      }).uploadsS3,
    ).toEqual({
      endpoint: 'http://minio.local:9000',
      bucket: 'logos',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // AWS S3 itself: no endpoint, virtual-host addressing unless asked otherwise.
    expect(
      loadEnv({ DATA_DIR: dataDir, UPLOADS_S3_BUCKET: 'logos', UPLOADS_S3_REGION: 'eu-west-1', ...keys })
        .uploadsS3,
    ).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false });
    expect(() => loadEnv({ DATA_DIR: dataDir, UPLOADS_S3_BUCKET: 'logos' })).toThrow(
      /UPLOADS_S3_ACCESS_KEY_ID: is required[\s\S]*UPLOADS_S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir, ...keys })).toThrow(/UPLOADS_S3_BUCKET: is required/);
    expect(() => loadEnv({ DATA_DIR: dataDir, UPLOADS_S3_ENDPOINT: 'not a url' })).toThrow(
      /UPLOADS_S3_ENDPOINT/,
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

  it('trusts no proxy by default, and every proxy or the listed ones when TRUST_PROXY says so', () => {
    expect(loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(
      loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.2', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses a hop count for TRUST_PROXY, which Fastify would ignore, and anything not an address', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: hop counts/);
    for (const value of ['proxy.internal', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'yes'])
      expect(() => loadEnv({ DATA_DIR: dataDir, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
