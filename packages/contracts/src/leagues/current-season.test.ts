import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { CurrentSeasonSchema, resolveCurrentSeason, selectLeague } from './current-season.ts';

const leagues = [
  { id: 'L1', seasons: [{ id: 'S1' }, { id: 'S2' }] },
  { id: 'L2', seasons: [] },
  { id: 'L3', seasons: [{ id: 'S3' }] },
];

describe('selectLeague', () => {
  it("selects the league's first season", () => {
    expect(selectLeague(leagues, 'L3')).toEqual({ league_id: 'L3', season_id: 'S3' });
    expect(selectLeague(leagues, 'L1')).toEqual({ league_id: 'L1', season_id: 'S1' });
  });

  it('answers null for an unknown league or one without seasons', () => {
    expect(selectLeague(leagues, 'nope')).toBeNull();
    expect(selectLeague(leagues, 'L2')).toBeNull();
  });
});

describe('resolveCurrentSeason', () => {
  it('keeps a selection whose league and season still exist', () => {
    expect(resolveCurrentSeason(leagues, { league_id: 'L1', season_id: 'S2' })).toEqual({
      league_id: 'L1',
      season_id: 'S2',
    });
  });

  it("falls back to the league's first season when the season was deleted", () => {
    expect(resolveCurrentSeason(leagues, { league_id: 'L1', season_id: 'gone' })).toEqual({
      league_id: 'L1',
      season_id: 'S1',
    });
  });

  it('falls back to the first league with a season when the league is gone or empty', () => {
    expect(resolveCurrentSeason(leagues, { league_id: 'gone', season_id: 'S1' })).toEqual({
      league_id: 'L1',
      season_id: 'S1',
    });
    expect(resolveCurrentSeason(leagues.slice(1), { league_id: 'L2', season_id: 'x' })).toEqual({
      league_id: 'L3',
      season_id: 'S3',
    });
    expect(resolveCurrentSeason(leagues, null)).toEqual({ league_id: 'L1', season_id: 'S1' });
  });

  it('answers null when no league has a season', () => {
    expect(resolveCurrentSeason([{ id: 'L2', seasons: [] }], null)).toBeNull();
    expect(resolveCurrentSeason([], null)).toBeNull();
  });
});

describe('CurrentSeasonSchema', () => {
  it('needs both ids', () => {
    expect(errorsFor(CurrentSeasonSchema, {})).toEqual({
      league_id: ['is required'],
      season_id: ['is required'],
    });
  });
});
