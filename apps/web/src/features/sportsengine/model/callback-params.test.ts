import { describe, expect, it } from 'vitest';
import { readCallbackParams } from './callback-params.ts';

const read = (query: string) => readCallbackParams(new URLSearchParams(query));

describe('readCallbackParams', () => {
  it('reads the code and state SportsEngine sends back', () => {
    expect(read('code=abc&state=xyz')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' });
  });

  it('reads a denial as denied, whatever else is there', () => {
    expect(read('error=access_denied&state=xyz')).toEqual({ kind: 'denied' });
  });

  it('keeps any other OAuth error with its description', () => {
    expect(read('error=server_error&error_description=Try+later')).toEqual({
      kind: 'error',
      error: 'server_error: Try later',
    });
    expect(read('error=invalid_scope')).toEqual({ kind: 'error', error: 'invalid_scope' });
  });

  it('says missing when the code or the state is absent or blank', () => {
    expect(read('')).toEqual({ kind: 'missing' });
    expect(read('code=abc')).toEqual({ kind: 'missing' });
    expect(read('state=xyz&code=%20')).toEqual({ kind: 'missing' });
  });
});
