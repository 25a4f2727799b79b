import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: for cookies and emailed links. Unguessable; store only its {@link hashToken}. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex of a token. Deterministic, so the hash is the lookup key for sessions and emailed tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** HMAC-SHA256 of `value` under `secret`, base64url. */
export const sign = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Constant-time string equality; false when lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
