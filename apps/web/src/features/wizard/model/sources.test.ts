import { describe, expect, it } from 'vitest';
import { ENGLISH_NAMING, newDraft } from './defaults.ts';
import { draftFromSeason, draftFromTeamsCsv } from './sources.ts';

describe('draftFromTeamsCsv', () => {
  it('fills divisions and teams from the Division and Team columns, in file order', () => {
    const csv = 'Name,Division,Abbreviation,Code\nLions,U10,,\nTigers,U10,TIG,\nBears,U12,,\n';
    const result = draftFromTeamsCsv(newDraft(5), csv, ENGLISH_NAMING);
    if ('error' in result) throw new Error(result.error.message);
    expect(result.teams).toBe(3);
    expect(
      result.draft.divisions.map((d) => [
        d.name,
        d.shortcode,
        d.teams.map((t) => `${t.name}/${t.shortcode}`),
      ]),
    ).toEqual([
      ['U10', 'A', ['Lions/1A', 'Tigers/TIG']],
      ['U12', 'B', ['Bears/1B']],
    ]);
    expect(result.draft.division_count).toBe(2);
  });

  it('names the first bad row and field', () => {
    const result = draftFromTeamsCsv(newDraft(5), 'Name,Division\nLions,\n', ENGLISH_NAMING);
    expect('error' in result && result.error).toMatchObject({ row: 2, field: 'division' });
    expect('error' in draftFromTeamsCsv(newDraft(5), 'Name,Division\n', ENGLISH_NAMING)).toBe(true);
  });
});

describe('draftFromSeason', () => {
  it('targets the season’s league and copies divisions, teams and venues as new records', () => {
    const season = {
      id: 'S1',
      name: 'Fall',
      league_id: 'L1',
      se_id: null,
      se_imported: false,
      language: 'en',
      divisions: [
        {
          id: 'D1',
          name: 'U10',
          color: '#43A047',
          shortcode: 'U',
          is_across: false,
          across_divisions: [],
          teams: [
            { id: 'T1', name: 'Lions' },
            { id: 'T2', name: 'Bears' },
          ],
        },
        {
          id: 'D2',
          name: 'Across',
          color: '#000000',
          shortcode: null,
          is_across: true,
          across_divisions: ['D1', 'D1'],
          teams: [],
        },
      ],
      people: [],
      venues: [{ id: 'V1', name: 'Park', surfaces: [{ id: 'F1', name: 'North' }] }],
      counts: {
        divisions: 2,
        teams: 2,
        people: 0,
        venues: 1,
        surfaces: 1,
        timeslots: 0,
        schedules: 0,
        tournaments: 0,
      },
    };
    const draft = draftFromSeason(newDraft(5), 'L1', season, ENGLISH_NAMING);
    expect(draft.target).toEqual({ kind: 'season', league_id: 'L1', copied_season_id: 'S1' });
    expect(draft.divisions.map((d) => [d.name, d.teams.map((t) => t.name)])).toEqual([
      ['U10', ['Lions', 'Bears']],
    ]);
    expect(draft.divisions[0]?.key).not.toBe('D1');
    expect(draft.venues.map((v) => [v.name, v.id, v.surfaces.map((s) => s.name)])).toEqual([
      ['Park', undefined, ['North']],
    ]);
  });
});
