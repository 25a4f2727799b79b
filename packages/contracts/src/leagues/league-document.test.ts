import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { LeagueDocumentSchema } from './league-document.ts';

const division = (key: string, extra: object = {}) => ({
  key,
  name: `Division ${key}`,
  color: '#1E88E5',
  is_across: false,
  across_divisions: [],
  ...extra,
});
const team = (key: string, extra: object = {}) => ({
  key,
  division: 'd1',
  name: `Team ${key}`,
  home_venues: [],
  people: [],
  time_constraints: [],
  travel_constraint: null,
  ...extra,
});
const doc = (seasonExtra: object) => ({
  format: 'fixture-league',
  version: 1,
  league: { name: 'Metro' },
  seasons: [
    {
      name: 'Spring',
      divisions: [division('d1'), division('d2')],
      teams: [],
      people: [],
      venues: [],
      ...seasonExtra,
    },
  ],
});

describe('LeagueDocumentSchema', () => {
  it('checks the format and version', () => {
    expect(errorsFor(LeagueDocumentSchema, { ...doc({}), format: 'other', version: 3 })).toEqual({
      format: ['must be "fixture-league"'],
      version: ['must be 1 or 2'],
    });
  });

  it('needs every reference to resolve inside its season', () => {
    expect(
      errorsFor(
        LeagueDocumentSchema,
        doc({
          teams: [
            team('t1', { division: 'd9', home_venues: ['v1'], people: [{ person: 'p1', role: 'coach' }] }),
            team('t2', {
              time_constraints: [{ style: 'weekly', type: 6, weekdays: [1], no_play_team: 't2' }],
            }),
          ],
        }),
      ),
    ).toEqual({
      'seasons.0.teams.0.division': ['is not a key of this season'],
      'seasons.0.teams.0.home_venues.0': ['is not a key of this season'],
      'seasons.0.teams.0.people.0.person': ['is not a key of this season'],
      'seasons.0.teams.1.time_constraints.0.no_play_team': ['is not a key of this season'],
    });
  });

  it('refuses repeated keys and across-divisions without two plain sources', () => {
    expect(
      errorsFor(
        LeagueDocumentSchema,
        doc({
          divisions: [
            division('d1'),
            division('d1'),
            division('d3', { is_across: true, across_divisions: ['d1'] }),
          ],
        }),
      ),
    ).toEqual({
      'seasons.0.divisions.1.key': ['is used twice'],
      'seasons.0.divisions.2.across_divisions': ['must name two other plain divisions'],
    });
  });

  it('checks records with the same rules as the forms', () => {
    expect(
      errorsFor(
        LeagueDocumentSchema,
        doc({
          venues: [{ key: 'v1', name: 'North Park', priority: 9, color: null, address: {}, surfaces: [] }],
        }),
      ),
    ).toEqual({
      'seasons.0.venues.0.priority': ['must be at most 3'],
      'seasons.0.venues.0.surfaces': ['needs at least one named surface'],
    });
  });
});
