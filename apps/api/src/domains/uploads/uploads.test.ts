import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type ErrorResponse,
  IMAGE_MAX_WIDTH,
  IMAGE_PREVIEW_WIDTH,
  MAX_UPLOAD_BYTES,
  StoredImageSchema,
  UPLOAD_URL_TTL_SECONDS,
  UploadSignSchema,
} from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type BuiltUser, buildSignedInUser, buildUser, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { makeImage, putUpload, signUpload } from '../../../test/upload-fixtures.ts';
import { storeImage } from './store-image.ts';
import { signedUploadUrl } from './upload-signature.ts';

let t: TestApp;
let owner: BuiltUser & { client: TestClient };
let other: BuiltUser & { client: TestClient };

beforeAll(async () => {
  t = await createTestApp();
  owner = await buildSignedInUser(t);
  other = await buildSignedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const served = (url: string) => t.app.inject({ method: 'GET', url });
const dimensions = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};
/** The fields a refusal names. */
const errorFields = (res: { body: unknown }): string[] => Object.keys((res.body as ErrorResponse).errors);
/** The signed URL with one query parameter replaced. */
const withParam = (url: string, name: string, value: string): string => {
  const parsed = new URL(url, 'http://app.test');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
};
/** The uploads folder's files, to show that a refusal wrote nothing. */
const storedFiles = (): string[] => {
  try {
    return readdirSync(join(t.env.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

describe('GET /api/upload/sign', () => {
  it('answers a signed PUT URL valid for ten minutes, and where the image and preview will be served', async () => {
    const before = Date.now();
    const res = await owner.client.get('/api/upload/sign?key=logo');
    expect(res.status).toBe(200);
    const signed = UploadSignSchema.parse(res.body);
    expect(signed.url).toMatch(/^\/api\/upload\/logo-[0-9a-f]{32}\?expires=\d+&signature=[\w-]+$/);
    const name = /logo-[0-9a-f]{32}/.exec(signed.url)?.[0];
    expect(signed.get).toBe(`/uploads/${owner.organizationId}/${name}.webp`);
    expect(signed.preview_url).toBe(`/uploads/${owner.organizationId}/${name}.preview.webp`);
    // Ten minutes from the moment the server signed, which lies between `before` and now (CI once measured
    // 600.001 s from `before`: the request crossed a second).
    const expires = Date.parse(signed.expires_at);
    expect((expires - before) / 1000).toBeGreaterThan(UPLOAD_URL_TTL_SECONDS - 5);
    expect((expires - Date.now()) / 1000).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS);
  });

  it('names files "image" without a key, and each signing picks a new name', async () => {
    const first = await signUpload(owner.client);
    const second = await signUpload(owner.client);
    expect(first.get).toMatch(/\/image-[0-9a-f]{32}\.webp$/);
    expect(second.get).not.toBe(first.get);
  });

  it('refuses a key that is not letters, digits and dashes (400 key)', async () => {
    for (const key of ['..%2F..%2Fsecret', 'a.b', '-x', 'x'.repeat(41)]) {
      const res = await owner.client.get(`/api/upload/sign?key=${key}`);
      expect(res.status, key).toBe(400);
      expect(errorFields(res)).toEqual(['key']);
    }
  });

  it('needs a signed-in manager: 401 signed out, 403 for a plain user', async () => {
    expect((await t.client().get('/api/upload/sign')).status).toBe(401);
    const user = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: user.user, role: 3 });
    const client = await signIn(t, user);
    // Acting in the owner's organisation, where the user is a plain user.
    const switched = await client.get(`/api/switch_organization/${owner.organizationId}`);
    expect(switched.status).toBeLessThan(400);
    expect((await client.get('/api/upload/sign')).status).toBe(403);
    // An admin (role 2) may upload.
    const admin = await buildUser(t);
    await addMember(t, { organizationId: owner.organizationId, user: admin.user, role: 2 });
    const adminClient = await signIn(t, admin);
    await adminClient.get(`/api/switch_organization/${owner.organizationId}`);
    expect((await adminClient.get('/api/upload/sign')).status).toBe(200);
  });
});

describe('PUT to a signed URL', () => {
  it('re-encodes a wide PNG as WebP 600 px wide with a 150 px preview, served with long cache headers', async () => {
    const signed = await signUpload(owner.client, 'logo');
    const res = await putUpload(owner.client, signed.url, await makeImage(1200, 400));
    expect(res.status, res.text).toBe(201);
    const stored = StoredImageSchema.parse(res.body);
    expect(stored).toMatchObject({
      url: signed.get,
      preview_url: signed.preview_url,
      key: signed.get.replace('/uploads/', ''),
      content_type: 'image/webp',
      width: IMAGE_MAX_WIDTH,
      height: 200,
      preview_width: IMAGE_PREVIEW_WIDTH,
      preview_height: 50,
    });

    const image = await served(stored.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(await dimensions(image.rawPayload)).toEqual({ format: 'webp', width: 600, height: 200 });

    const preview = await served(stored.preview_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(await dimensions(preview.rawPayload)).toEqual({ format: 'webp', width: 150, height: 50 });
  });

  it('keeps a small image at its size (never enlarged), preview included', async () => {
    const signed = await signUpload(owner.client);
    const res = await putUpload(owner.client, signed.url, await makeImage(120, 60));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 120, height: 60, preview_width: 120, preview_height: 60 });
  });

  it('accepts JPEG, GIF and WebP by their content, whatever type the request declares', async () => {
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const signed = await signUpload(owner.client);
      const res = await putUpload(owner.client, signed.url, await makeImage(800, 800, format), 'text/plain');
      expect(res.status, `${format}: ${res.text}`).toBe(201);
      expect(res.body).toMatchObject({ width: 600, height: 600, preview_width: 150 });
      expect((await dimensions((await served(res.body.url)).rawPayload)).format).toBe('webp');
    }
    // No declared type at all, and a JSON one: the bytes are still read as the file.
    const bare = await signUpload(owner.client);
    const png = await makeImage(10, 10);
    const noType = await owner.client.request('PUT', bare.url, png);
    expect(noType.status, noType.text).toBe(201);
    const json = await signUpload(owner.client);
    expect((await putUpload(owner.client, json.url, png, 'application/json')).status).toBe(201);
  });

  it('refuses a text file named and declared as a PNG (415 file), and stores nothing', async () => {
    const before = storedFiles();
    const signed = await signUpload(owner.client);
    const res = await putUpload(owner.client, signed.url, Buffer.from('just text, called logo.png'));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ errors: { file: ['must be a PNG, JPEG, GIF or WebP image'] } });
    expect((await served(signed.get)).statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses SVG, even declared as a PNG (415 file): SVG can carry script', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
        '<script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    for (const type of ['image/svg+xml', 'image/png']) {
      const signed = await signUpload(owner.client);
      const res = await putUpload(owner.client, signed.url, svg, type);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ errors: { file: ['must not be an SVG image (SVG can carry script)'] } });
    }
  });

  it('refuses a damaged image with a valid header (422 file)', async () => {
    const png = await makeImage(400, 400);
    const signed = await signUpload(owner.client);
    const res = await putUpload(owner.client, signed.url, png.subarray(0, 40));
    expect(res.status).toBe(422);
    expect(errorFields(res)).toEqual(['file']);
  });

  it('refuses an empty body (422 file)', async () => {
    const signed = await signUpload(owner.client);
    const res = await owner.client.request('PUT', signed.url, Buffer.alloc(0), {
      headers: { 'content-type': 'image/png' },
    });
    expect(res.status).toBe(422);
    expect(errorFields(res)).toEqual(['file']);
  });

  it('refuses a file over 5 MB (413 file), and stores nothing', async () => {
    const before = storedFiles();
    const signed = await signUpload(owner.client);
    // A real PNG header, so only the size can be the reason.
    const large = Buffer.concat([await makeImage(10, 10), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await putUpload(owner.client, signed.url, large);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ errors: { file: ['must be at most 5 MB'] } });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB sent without a length (chunked) as soon as it passes the limit', async () => {
    const signed = await signUpload(owner.client);
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const body = Readable.from(
      (function* () {
        // Eight times the limit is on offer; the server stops reading soon after it is past it.
        for (let i = 0; i < 40; i += 1) {
          sent += 1;
          yield chunk;
        }
      })(),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: signed.url,
      payload: body,
      headers: {
        'content-type': 'image/png',
        'transfer-encoding': 'chunked',
        'x-csrf-token': await owner.client.csrf(),
        cookie: owner.client.cookieHeader,
      },
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ errors: { file: ['must be at most 5 MB'] } });
    expect(sent).toBeLessThan(40);
  });

  it('refuses an expired URL (403), even though its signature is the server’s own', async () => {
    const stale = signedUploadUrl(
      t.env.sessionSecret,
      { organizationId: owner.organizationId, name: `logo-${'a'.repeat(32)}` },
      Date.now() - (UPLOAD_URL_TTL_SECONDS + 1) * 1000,
    );
    const res = await putUpload(owner.client, stale.url, await makeImage(10, 10));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { base: ['The upload URL has expired: sign it again'] } });
  });

  it('refuses an edited URL (403): signature, expiry or name changed', async () => {
    const png = await makeImage(10, 10);
    const signed = await signUpload(owner.client);
    const signature = new URL(signed.url, 'http://app.test').searchParams.get('signature') ?? '';
    const later = String(Math.floor(Date.now() / 1000) + 86_400);
    const edits = [
      withParam(signed.url, 'signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
      withParam(signed.url, 'expires', later),
      // Another name: the last hex digit changed, or another key.
      signed.url.replace(/([0-9a-f])\?/, (_, digit: string) => `${digit === '0' ? '1' : '0'}?`),
      signed.url.replace('/image-', '/logo-'),
    ];
    for (const url of edits) {
      const res = await putUpload(owner.client, url, png);
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ errors: { base: ['The upload URL is not valid: sign it again'] } });
    }
    // The genuine URL still works: nothing above used it up.
    expect((await putUpload(owner.client, signed.url, png)).status).toBe(201);
  });

  it('refuses another organisation’s URL (403), and stores nothing there', async () => {
    const signed = await signUpload(owner.client, 'logo');
    const res = await putUpload(other.client, signed.url, await makeImage(10, 10));
    expect(res.status).toBe(403);
    expect((await served(signed.get)).statusCode).toBe(404);
  });

  it('takes one file per URL: a second PUT answers 409 file and the first image stays', async () => {
    const signed = await signUpload(owner.client);
    expect((await putUpload(owner.client, signed.url, await makeImage(300, 100))).status).toBe(201);
    const again = await putUpload(owner.client, signed.url, await makeImage(50, 50));
    expect(again.status).toBe(409);
    expect(errorFields(again)).toEqual(['file']);
    expect(await dimensions((await served(signed.get)).rawPayload)).toMatchObject({
      width: 300,
      height: 100,
    });
  });

  it('needs the CSRF token and a manager session like every change', async () => {
    const signed = await signUpload(owner.client);
    const png = await makeImage(10, 10);
    const noCsrf = await owner.client.request('PUT', signed.url, png, {
      csrf: false,
      headers: { 'content-type': 'image/png' },
    });
    expect(noCsrf.status).toBe(403);
    expect((await putUpload(t.client(), signed.url, png)).status).toBe(401);
  });
});

describe('storeImage, for the other domains', () => {
  it('stores an organisation’s image under a new name and answers where it is served', async () => {
    const stored = await storeImage(t.app.uploads, {
      organizationId: owner.organizationId,
      bytes: await makeImage(900, 300, 'jpeg'),
      key: 'logo',
      field: 'logo',
    });
    expect(stored.url).toMatch(new RegExp(`^/uploads/${owner.organizationId}/logo-[0-9a-f]{32}\\.webp$`));
    expect(stored).toMatchObject({ width: 600, height: 200, preview_width: 150, preview_height: 50 });
    expect((await served(stored.url)).statusCode).toBe(200);
  });

  it('names the caller’s field in its refusals', async () => {
    const refusal = storeImage(t.app.uploads, {
      organizationId: owner.organizationId,
      bytes: Buffer.from('<svg onload="alert(1)"></svg>'),
      field: 'logo',
    });
    await expect(refusal).rejects.toMatchObject({ statusCode: 415, errors: { logo: [expect.any(String)] } });
    const large = storeImage(t.app.uploads, {
      organizationId: owner.organizationId,
      bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
      field: 'logo',
    });
    await expect(large).rejects.toMatchObject({
      statusCode: 413,
      errors: { logo: ['must be at most 5 MB'] },
    });
  });
});

describe('GET /uploads/{organisation}/{file}', () => {
  it('answers 404 to names outside the upload pattern, traversal attempts included, without reading them', async () => {
    const signed = await signUpload(owner.client);
    await putUpload(owner.client, signed.url, await makeImage(10, 10));
    const org = owner.organizationId;
    const file = signed.get.split('/').at(-1) ?? '';
    const attempts = [
      `/uploads/${org}/..%2F..%2Fsession-secret`,
      `/uploads/${org}/%2e%2e%2f%2e%2e%2fsession-secret`,
      `/uploads/%2e%2e/session-secret`,
      `/uploads/..%2F${org}/${file}`,
      `/uploads/${org}/..%5C..%5Csession-secret`,
      `/uploads/${org}/${file}%00.png`,
      `/uploads/${org}/${file.replace('.webp', '.png')}`,
      `/uploads/${org}/.${file}`,
      `/uploads/${org}/${file}/..`,
      `/uploads/${org.toUpperCase()}/${file}`,
      `/uploads/${org}/image-${'0'.repeat(32)}.webp`,
    ];
    for (const url of attempts) {
      const res = await served(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('test-session-secret');
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // The genuine file, for contrast.
    expect((await served(`/uploads/${org}/${file}`)).statusCode).toBe(200);
  });

  it('serves one organisation’s file to anyone with its URL (public pages show logos signed out)', async () => {
    const signed = await signUpload(owner.client);
    await putUpload(owner.client, signed.url, await makeImage(10, 10));
    expect((await t.client().get(signed.get)).status).toBe(200);
  });
});
