import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeImage, putUpload, signUpload } from '../../../test/upload-fixtures.ts';
import type { UploadsS3Env } from '../../env.ts';
import { createS3UploadStorage } from './s3-upload-storage.ts';

// The S3 store against a local stand-in that speaks S3's REST protocol and checks every SigV4 signature
// (test/s3-stand-in.ts), so the AWS SDK client is exercised exactly as against a real bucket.

let stand: S3StandIn;
let t: TestApp;
const configOf = (s: S3StandIn, overrides: Partial<UploadsS3Env> = {}): UploadsS3Env => ({
  endpoint: s.endpoint,
  bucket: s.bucket,
  region: s.region,
  accessKeyId: s.accessKeyId,
  secretAccessKey: s.secretAccessKey,
  forcePathStyle: true,
  ...overrides,
});
const KEY = '0b0c0d0e-1111-4222-8333-444455556666/logo-0123456789abcdef0123456789abcdef.webp';

beforeAll(async () => {
  stand = await startS3StandIn();
  t = await createTestApp({ env: { uploadsS3: configOf(stand) } });
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

describe('the S3 upload store', () => {
  it('writes a key once (HeadObject, then PutObject), reads it back, and answers null for a missing key', async () => {
    const storage = createS3UploadStorage(configOf(stand));
    stand.requests.length = 0;
    expect(await storage.putNew(KEY, Buffer.from('first'), 'image/webp')).toBe(true);
    expect(await storage.putNew(KEY, Buffer.from('second'), 'image/webp')).toBe(false);
    expect(stand.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['HEAD 404', 'PUT 200', 'HEAD 200']);
    expect(stand.objects.get(KEY)).toEqual({
      bytes: Buffer.from('first'),
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await storage.get(KEY))?.toString()).toBe('first');
    expect(await storage.get(KEY.replace('logo-0', 'logo-f'))).toBeNull();
  });

  it('fails loudly when the bucket refuses its credentials, writing nothing', async () => {
    const storage = createS3UploadStorage(configOf(stand, { secretAccessKey: 'wrong-secret' }));
    const key = KEY.replace('logo-', 'other-');
    stand.requests.length = 0;
    await expect(storage.putNew(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(stand.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['HEAD 403']);
    expect(stand.objects.has(key)).toBe(false);
  });

  it('refuses a key that is not an upload key before any request', async () => {
    const storage = createS3UploadStorage(configOf(stand));
    stand.requests.length = 0;
    await expect(storage.get('../secret')).rejects.toThrow(/Not a storage key/);
    expect(stand.requests).toEqual([]);
  });
});

describe('uploads through the API with UPLOADS_S3_* set', () => {
  it('stores the re-encoded image and its preview in the bucket and serves them from it', async () => {
    const owner = await buildSignedInUser(t);
    const signed = await signUpload(owner.client, 'logo');
    const res = await putUpload(owner.client, signed.url, await makeImage(1000, 500));
    expect(res.status, res.text).toBe(201);
    const key = res.body.key;
    const previewKey = res.body.preview_url.replace('/uploads/', '');
    expect(stand.objects.get(key)?.contentType).toBe('image/webp');
    expect(stand.objects.has(previewKey)).toBe(true);
    // Nothing went to the local folder.
    expect(existsSync(join(t.env.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: signed.get });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height } = await sharp(served.rawPayload).metadata();
    expect([width, height]).toEqual([600, 300]);
    expect((await t.app.inject({ method: 'GET', url: res.body.preview_url })).statusCode).toBe(200);

    // One file per signed URL holds in the bucket too.
    expect((await putUpload(owner.client, signed.url, await makeImage(10, 10))).status).toBe(409);
  });
});
