import { describe, expect, it } from 'vitest';
import { leagueFileName } from './save-json-file.ts';

describe('leagueFileName', () => {
  it('names the file after the league, keeping Japanese and spaces', () => {
    expect(leagueFileName('Riverside 少年野球')).toBe('Riverside 少年野球.json');
  });

  it('replaces characters file systems refuse, and falls back for an empty result', () => {
    expect(leagueFileName('U10/U12: "A"')).toBe('U10_U12_ _A_.json');
    expect(leagueFileName('  ')).toBe('league.json');
  });
});
