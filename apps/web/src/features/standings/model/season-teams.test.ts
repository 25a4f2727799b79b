import { describe, expect, it } from 'vitest';
import { buildSeason } from '../../../test/fixtures.ts';
import { seasonTeams } from './season-teams.ts';

describe('season teams', () => {
  it('lists each team once by name, leaving out the repeats of an across-division', () => {
    const division = (id: string, teams: { id: string; name: string }[], across = false) => ({
      id,
      name: id,
      color: '#000000',
      shortcode: null,
      is_across: across,
      across_divisions: [],
      teams,
    });
    const season = buildSeason({
      divisions: [
        division('a', [
          { id: '2', name: 'Owls' },
          { id: '1', name: 'Hawks' },
        ]),
        division('b', [{ id: '3', name: 'Bears' }]),
        division(
          'ab',
          [
            { id: '1', name: 'Hawks' },
            { id: '3', name: 'Bears' },
          ],
          true,
        ),
      ],
    });
    expect(seasonTeams(season).map((team) => team.name)).toEqual(['Bears', 'Hawks', 'Owls']);
  });
});
