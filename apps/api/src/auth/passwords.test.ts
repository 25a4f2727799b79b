import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the password it hashed and rejects any other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (a, b) => {
          const hash = await hashPassword(a);
          expect(await verifyPassword(a, hash)).toBe(true);
          if (a.normalize('NFKC') !== b.normalize('NFKC')) expect(await verifyPassword(b, hash)).toBe(false);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('salts every hash, so equal passwords never share one', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$1$2$3$$')).toBe(false);
  });
});
