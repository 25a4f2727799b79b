import type { IncomingMessage } from 'node:http';
import { MAX_UPLOAD_BYTES } from '@app/contracts';
import { tooLarge } from './store-image.ts';

/**
 * Reads a request body as bytes, refusing (413 naming `field`) past MAX_UPLOAD_BYTES: at once when the
 * declared length is over, else as soon as the bytes read pass it, so an oversized upload is never held whole.
 */
export async function readUpload(payload: IncomingMessage, field: string): Promise<Buffer> {
  const declared = Number(payload.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge(field);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload) {
    total += (chunk as Buffer).length;
    if (total > MAX_UPLOAD_BYTES) throw tooLarge(field);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}
