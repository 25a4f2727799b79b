import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The stored form of a SportsEngine token (docs/sportsengine.md#connecting): AES-256-GCM under the link's key,
 * written `v1.<iv>.<tag>.<ciphertext>` in base64url. The tag makes a changed or wrongly keyed value fail to
 * open instead of yielding garbage.
 */
export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The token sealed by `sealToken`; throws when the value was changed or sealed under another key. */
export function openToken(key: Buffer, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined)
    throw new Error('not a sealed SportsEngine token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
