import { describe, expect, it } from 'vitest';
import { isPublicSitePath, publicLeaguePath } from './site-paths.ts';

describe('isPublicSitePath', () => {
  it.each([
    '/public/example.org',
    '/public/example.org/',
    '/public/example.org/scores',
    '/leagues/acme/spring',
    '/leagues/acme/spring/',
    '/leagues/acme/spring/teams/1',
  ])('%s is a public site page', (path) => {
    expect(isPublicSitePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/public',
    '/public/',
    '/leagues',
    '/leagues/',
    '/leagues/new',
    '/leagues/3f2b',
    '/leagues/3f2b/',
    '/publicity/x',
    '/api/public_webpage',
  ])('%s is an admin app page', (path) => {
    expect(isPublicSitePath(path)).toBe(false);
  });
});

describe('publicLeaguePath', () => {
  it('encodes each slug', () => {
    expect(publicLeaguePath('acme', 'spring 2027')).toBe('/leagues/acme/spring%202027');
  });
});
