import type { MasterList, SeasonDivision } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { schedulesForSlot } from './slot-schedules.ts';

function division(id: string, teams: string[], across: string[] = []): SeasonDivision {
  return {
    id,
    name: id.toUpperCase(),
    color: '#123456',
    shortcode: null,
    is_across: across.length > 0,
    across_divisions: across,
    teams: teams.map((name) => ({ id: `${id}-${name}`, name })),
  } as SeasonDivision;
}

function schedule(id: string, divisionId: string, overrides: Partial<MasterList['schedules'][number]> = {}) {
  return {
    id,
    name: `Schedule ${id}`,
    kind: 'round' as const,
    is_tournament: false,
    is_practice: false,
    division_id: divisionId,
    schedule_start: '2027-03-06',
    schedule_end: '2027-05-08',
    ...overrides,
  };
}

const divisions = [
  division('u10', ['Hawks', 'Owls']),
  division('u12', ['Bees']),
  division('x', [], ['u10', 'u12']),
];
const schedules = [
  schedule('a', 'u10'),
  schedule('b', 'u12'),
  schedule('c', 'x'),
  schedule('t', 'u10', { kind: 'single', is_tournament: true }),
];

describe('the schedules a game in a slot may join', () => {
  it('offers every round robin for a neutral slot, never a tournament', () => {
    const found = schedulesForSlot({ divisions: [] }, schedules, divisions);
    expect(found.map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it("offers only the schedules of the slot's divisions, an across-division's through either source", () => {
    expect(schedulesForSlot({ divisions: ['u12'] }, schedules, divisions).map((f) => f.id)).toEqual([
      'b',
      'c',
    ]);
    expect(schedulesForSlot({ divisions: ['zz'] }, schedules, divisions)).toEqual([]);
  });
});
