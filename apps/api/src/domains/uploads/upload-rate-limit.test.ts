import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeImage, putUpload, signUpload } from '../../../test/upload-fixtures.ts';
import { UPLOAD_RATE_LIMIT } from './routes.ts';

// Its own app, so the other upload tests' PUTs do not count against this one's limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('answers 429 past the signed PUTs a client address may make in an hour, refused ones included', async () => {
  const owner = await buildSignedInUser(t);
  const signed = await signUpload(owner.client);
  const text = Buffer.from('not an image');
  for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i += 1) {
    expect((await putUpload(owner.client, signed.url, text)).status).toBe(415);
  }
  const res = await putUpload(owner.client, signed.url, await makeImage(10, 10));
  expect(res.status).toBe(429);
  expect((await t.app.inject({ method: 'GET', url: signed.get })).statusCode).toBe(404);
});
