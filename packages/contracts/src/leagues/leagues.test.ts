import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../common/fields.ts';
import { errorsFor } from '../common/test-errors.ts';
import {
  DemoCreateSchema,
  LeagueCreateSchema,
  LeagueSchema,
  LeagueSeasonIdsSchema,
  LeagueUpdateSchema,
  uniqueLeagueName,
} from './leagues.ts';

const ID = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('LeagueCreateSchema', () => {
  it('trims both names', () => {
    expect(LeagueCreateSchema.parse({ name: '  Metro Youth Soccer ', seasonName: ' Spring 2026 ' })).toEqual({
      name: 'Metro Youth Soccer',
      seasonName: 'Spring 2026',
    });
  });

  it('names each missing or blank field', () => {
    expect(errorsFor(LeagueCreateSchema, { name: '   ' })).toEqual({
      name: ['is required'],
      seasonName: ['is required'],
    });
  });
});

describe('DemoCreateSchema', () => {
  it('asks for the whole sample league unless told structure_only', () => {
    expect(DemoCreateSchema.parse({})).toEqual({ structure_only: false });
    expect(DemoCreateSchema.parse({ structure_only: true })).toEqual({ structure_only: true });
    expect(errorsFor(DemoCreateSchema, { structure_only: 'yes' })).toEqual({
      structure_only: ['must be true or false'],
    });
  });
});

describe('league answers', () => {
  it('accept the create answer and a league with its seasons', () => {
    expect(LeagueSeasonIdsSchema.parse({ league: { id: ID }, season: { id: ID } })).toEqual({
      league: { id: ID },
      season: { id: ID },
    });
    const league = {
      id: ID,
      name: 'Metro',
      sport_id: 5,
      se_id: null,
      se_imported: false,
      language: 'ja',
      seasons: [{ id: ID, name: 'Spring' }],
    };
    expect(LeagueSchema.parse(league)).toEqual(league);
    expect(errorsFor(LeagueSchema, { ...league, sport_id: undefined })).toHaveProperty('sport_id');
    expect(errorsFor(LeagueSchema, { ...league, language: 'fr' })).toHaveProperty('language');
  });

  it('requires a name on update', () => {
    expect(errorsFor(LeagueUpdateSchema, { name: '' })).toEqual({ name: ['is required'] });
  });
});

describe('uniqueLeagueName', () => {
  it('keeps a free name and numbers a taken one as a second copy, ignoring case', () => {
    expect(uniqueLeagueName('Metro', ['North'])).toBe('Metro');
    expect(uniqueLeagueName('Metro', ['metro'])).toBe('Metro (2)');
    expect(uniqueLeagueName('Metro', ['Metro', 'Metro (2)', 'METRO (3)'])).toBe('Metro (4)');
  });

  it('shortens a long name so the suffix fits', () => {
    const long = 'L'.repeat(NAME_MAX);
    const named = uniqueLeagueName(long, [long]);
    expect(named).toHaveLength(NAME_MAX);
    expect(named.endsWith(' (2)')).toBe(true);
  });
});
