import type { SeasonDivision } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleTeamsOf } from './schedule-teams.ts';

const division = (id: string, teams: string[], across: string[] = []): SeasonDivision => ({
  id,
  name: id,
  color: '#1E88E5',
  shortcode: null,
  is_across: across.length > 0,
  across_divisions: across,
  teams: teams.map((name) => ({ id: `${id}-${name}`, name })),
});

describe('scheduleTeamsOf', () => {
  const u10 = division('u10', ['Comets', 'Rockets', 'Falcons']);
  const u12 = division('u12', ['Blaze', 'Storm']);
  const across = division('mixed', [], ['u10', 'u12']);
  const all = [u10, u12, across];

  it('reads a plain division’s own teams', () => {
    expect(scheduleTeamsOf(u10, all)).toEqual({
      teams: u10.teams,
      perDivision: [3],
      divisionIds: ['u10'],
    });
  });

  it('reads an across-division’s teams from its two sources, counted per source', () => {
    const answer = scheduleTeamsOf(across, all);
    expect(answer.teams.map((t) => t.name)).toEqual(['Comets', 'Rockets', 'Falcons', 'Blaze', 'Storm']);
    expect(answer.perDivision).toEqual([3, 2]);
    expect(answer.divisionIds).toEqual(['u10', 'u12']);
  });
});
