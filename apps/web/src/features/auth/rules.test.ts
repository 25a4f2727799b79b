import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSignIn, canSignUp } from './rules.ts';

describe('canSignIn', () => {
  it('accepts an email with @ and a password of at least 8 characters', () => {
    expect(canSignIn('coach@example.com', '12345678')).toBe(true);
    expect(canSignIn('a@', 'abcdefgh')).toBe(true);
  });

  it('refuses a password shorter than 8 characters whatever the email', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 7 }), (email, password) => {
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
