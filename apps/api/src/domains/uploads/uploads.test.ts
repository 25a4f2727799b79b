import type { StoredImage } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeImage, putUpload, signUpload } from '../../../test/upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('smoke', () => {
  it('stores and serves', async () => {
    const owner = await buildSignedInUser(t);
    const signed = await signUpload(owner.client, 'logo');
    const res = await putUpload(owner.client, signed.url, await makeImage(1200, 400));
    expect(res.status, res.text).toBe(201);
    const stored: StoredImage = res.body;
    expect(stored.url).toBe(signed.get);
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    console.log(served.headers, stored);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 200]);
  });
});
