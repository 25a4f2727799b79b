import { describe, expect, it } from 'vitest';
import { slugOfDomain } from './find-webpage-by-domain.ts';
import { rosterName } from './roster-name.ts';
import { freeSlug, slugFromName } from './slugs.ts';

describe('rosterName', () => {
  it('gives the first name and the last initial by default, the full name when chosen', () => {
    expect(rosterName({ first: 'Ada', last: 'lovelace' }, 'first_initial')).toBe('Ada L.');
    expect(rosterName({ first: 'Ada', last: 'Lovelace' }, 'full')).toBe('Ada Lovelace');
  });

  it('keeps a first name alone without a last name, and a whole character as the initial', () => {
    expect(rosterName({ first: 'Ada', last: ' ' }, 'first_initial')).toBe('Ada');
    expect(rosterName({ first: '花子', last: '𠮷田' }, 'first_initial')).toBe('花子 𠮷.');
  });
});

describe('slugs', () => {
  it('are made from a name: accents dropped, letters and digits kept, a fallback when none is left', () => {
    expect(slugFromName('Lakeside Youth Soccer — U10 (2026)', 'league')).toBe('lakesideyouthsocceru102026');
    expect(slugFromName('Ligue Été', 'league')).toBe('ligueete');
    expect(slugFromName('東京リーグ', 'league')).toBe('league');
  });

  it('take the first free number', () => {
    expect(freeSlug('club', new Set())).toBe('club');
    expect(freeSlug('club', new Set(['club', 'club2']))).toBe('club3');
  });

  it('read an address as a slug, a host name or a URL', () => {
    expect(slugOfDomain('MyClub')).toBe('myclub');
    expect(slugOfDomain('myclub.example.org')).toBe('myclub');
    expect(slugOfDomain('https://MyClub.example.org:8443/teams?x=1')).toBe('myclub');
    expect(slugOfDomain('https://')).toBe('');
  });
});
