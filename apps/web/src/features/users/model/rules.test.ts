import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSignIn, canSignUp, signUpReferer } from './rules.ts';

describe('canSignIn', () => {
  it('accepts an email with @ and a password of at least 7 characters, as the wizard sets', () => {
    expect(canSignIn('coach@example.com', '12345678')).toBe(true);
    expect(canSignIn('coach@example.com', '1234567')).toBe(true);
    expect(canSignIn('a@', 'abcdefg')).toBe(true);
  });

  it('refuses a password shorter than 7 characters whatever the email', () => {
    expect(canSignIn('coach@example.com', '123456')).toBe(false);
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 6 }), (email, password) => {
        expect(canSignIn(email, password)).toBe(false);
      }),
    );
  });

  it('refuses an email without @ whatever the password', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        fc.string(),
        (email, password) => {
          expect(canSignIn(email, password)).toBe(false);
        },
      ),
    );
  });
});

describe('canSignUp', () => {
  it('accepts a valid email while idle', () => {
    expect(canSignUp('coach@example.com', false)).toBe(true);
    expect(canSignUp('  Coach@Example.com ', false)).toBe(true);
  });

  it('refuses while a request is in flight', () => {
    expect(canSignUp('coach@example.com', true)).toBe(false);
  });

  it('refuses strings that are not email addresses', () => {
    for (const email of ['', 'coach', 'coach@', '@example.com', 'coach@example', 'a b@example.com']) {
      expect(canSignUp(email, false)).toBe(false);
    }
  });
});

describe('signUpReferer', () => {
  it('sends nothing when the browser gives no referrer', () => {
    expect(signUpReferer('')).toEqual({});
  });

  it('sends the referrer as is up to 2000 characters and cuts a longer one to 2000', () => {
    expect(signUpReferer('https://example.com/ad')).toEqual({ referer: 'https://example.com/ad' });
    const long = `https://example.com/?q=${'x'.repeat(2500)}`;
    expect(signUpReferer(long).referer).toBe(long.slice(0, 2000));
  });
});
