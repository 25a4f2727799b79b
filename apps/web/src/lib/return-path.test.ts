import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignUpPath, safeReturnPath, signInPathFor } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/organization?tab=users')).toBe('/organization?tab=users');
  });

  it('falls back for missing, relative, absolute and protocol-relative values', () => {
    for (const value of [
      null,
      undefined,
      '',
      'account',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });

  it('never returns anything but a single-slash path', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = safeReturnPath(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
      }),
    );
  });
});

describe('afterSignUpPath', () => {
  it('follows a safe return path and goes to the setup wizard otherwise', () => {
    expect(afterSignUpPath('/accept_invitation/abc?invitation_token=x')).toBe(
      '/accept_invitation/abc?invitation_token=x',
    );
    for (const value of [null, undefined, '', 'https://evil.example', '//evil.example']) {
      expect(afterSignUpPath(value)).toBe('/wizard');
    }
  });
});

describe('signInPathFor', () => {
  it('round-trips a path with its own query through the return parameter', () => {
    const path = '/accept_invitation/abc?invitation_token=x&y=1';
    const url = new URL(signInPathFor(path), 'http://localhost');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('return')).toBe(path);
  });
});
