import { describe, expect, it } from 'vitest';
import { hasNul, nulPaths } from './nul.ts';

describe('nulPaths', () => {
  it('names every string holding a NUL by its dotted path, in nested objects and arrays', () => {
    const body = {
      name: 'ok',
      notes: 'bad\u0000',
      organization: { name: '\u0000x', tags: ['fine', 'a\u0000b'] },
      rows: [{ name: 'fine' }, { name: 'x', address: { city: 'y\u0000' } }],
      count: 3,
      flag: null,
    };
    expect(nulPaths(body)).toEqual([
      'notes',
      'organization.name',
      'organization.tags.1',
      'rows.1.address.city',
    ]);
  });

  it('names an object key holding a NUL', () => {
    expect(nulPaths({ settings: { 'a\u0000b': 1 } })).toEqual(['settings.a\\u0000b']);
  });

  it('finds nothing in clean values, and starts paths with the prefix', () => {
    expect(nulPaths({ a: ['b', { c: 'd\te\n' }], n: 1, t: true })).toEqual([]);
    expect(nulPaths(undefined)).toEqual([]);
    expect(nulPaths('x\u0000', ['q'])).toEqual(['q']);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(nulPaths(deep)).toHaveLength(1);
  });

  it('skips binary data instead of walking it byte by byte (an uploaded file is not text)', () => {
    // A property that a byte-by-byte walk of the typed array would reach and report.
    const bytes = Object.assign(new Uint8Array([0, 1, 0]), { 'x\u0000': 'y\u0000' });
    expect(nulPaths({ file: bytes })).toEqual([]);
    expect(nulPaths(bytes)).toEqual([]);
  });

  it('hasNul', () => {
    expect(hasNul('a\u0000')).toBe(true);
    expect(hasNul('a\u0001')).toBe(false);
  });
});
