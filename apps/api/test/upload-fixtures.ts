import type { StoredImage, UploadSign } from '@app/contracts';
import sharp from 'sharp';
import type { TestClient, TestResponse } from './test-client.ts';

/** A solid-colour image of the given size and format, made afresh (no fixture files to keep). */
export function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

/** GET /api/upload/sign as `client`; throws unless it answers 200. */
export async function signUpload(client: TestClient, key?: string): Promise<UploadSign> {
  const res = await client.get<UploadSign>(`/api/upload/sign${key === undefined ? '' : `?key=${key}`}`);
  if (res.status !== 200) throw new Error(`sign failed: ${res.status} ${res.text}`);
  return res.body;
}

/** PUTs `bytes` to a signed URL as `client`, with a declared type (the server ignores it). */
export function putUpload(
  client: TestClient,
  url: string,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<TestResponse<StoredImage>> {
  return client.request<StoredImage>('PUT', url, bytes, { headers: { 'content-type': contentType } });
}
