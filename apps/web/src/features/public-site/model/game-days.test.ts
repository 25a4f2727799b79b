import type { PublicGame } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  filterGames,
  groupByDay,
  NO_FILTERS,
  type ScheduleGame,
  seasonGames,
  venueNames,
} from './game-days.ts';

const DIVISION_A = '00000000-0000-4000-8000-00000000000a';
const DIVISION_B = '00000000-0000-4000-8000-00000000000b';
const HAWKS = '00000000-0000-4000-8000-000000000001';
const OWLS = '00000000-0000-4000-8000-000000000002';

function game(id: number, start: string, over: Partial<PublicGame> = {}): PublicGame {
  return {
    id: `00000000-0000-4000-8000-1000000000${String(id).padStart(2, '0')}`,
    division_id: DIVISION_A,
    start,
    finish: start,
    home_id: HAWKS,
    home: 'Hawks',
    visitor_id: OWLS,
    visitor: 'Owls',
    venue: 'North Park',
    surface: 'Field 1',
    is_practice: false,
    home_score: null,
    visitor_score: null,
    overtime: false,
    ...over,
  };
}

describe('the schedule page’s games', () => {
  it('merges the divisions’ games into one list in start order, with division names', () => {
    const games = seasonGames(
      [
        { id: DIVISION_A, name: 'U10', teams: [], games: [game(1, '2027-03-06T16:00:00Z')] },
        {
          id: DIVISION_B,
          name: 'U12',
          teams: [],
          games: [game(2, '2027-03-06T15:00:00Z', { division_id: DIVISION_B })],
        },
      ],
      'America/Chicago',
    );
    expect(games.map((g) => [g.division, g.start, g.day])).toEqual([
      ['U12', '2027-03-06T15:00:00Z', '2027-03-06'],
      ['U10', '2027-03-06T16:00:00Z', '2027-03-06'],
    ]);
  });

  it('groups by the season’s day in the order given', () => {
    const games = [
      game(1, '2027-03-06T16:00:00Z'),
      game(2, '2027-03-07T02:00:00Z'),
      game(3, '2027-03-07T16:00:00Z'),
    ];
    expect(groupByDay(games, 'America/Chicago').map((d) => [d.day, d.games.length])).toEqual([
      ['2027-03-06', 2],
      ['2027-03-07', 1],
    ]);
    expect(groupByDay([...games].reverse(), 'UTC').map((d) => d.day)).toEqual(['2027-03-07', '2027-03-06']);
  });

  it('filters by division, team (home or visitor), venue and day', () => {
    const games: ScheduleGame[] = [
      { ...game(1, '2027-03-06T16:00:00Z'), division: 'U10', day: '2027-03-06' },
      {
        ...game(2, '2027-03-13T16:00:00Z', { home_id: OWLS, visitor_id: null, venue: 'South' }),
        division: 'U10',
        day: '2027-03-13',
      },
      {
        ...game(3, '2027-03-13T17:00:00Z', { division_id: DIVISION_B, home_id: null, visitor_id: null }),
        division: 'U12',
        day: '2027-03-13',
      },
    ];
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterGames(games, { ...NO_FILTERS, ...filters }).map((g) => g.id.slice(-1));
    expect(ids({})).toEqual(['1', '2', '3']);
    expect(ids({ division: DIVISION_B })).toEqual(['3']);
    expect(ids({ team: OWLS })).toEqual(['1', '2']);
    expect(ids({ team: HAWKS })).toEqual(['1']);
    expect(ids({ venue: 'South' })).toEqual(['2']);
    expect(ids({ date: '2027-03-13' })).toEqual(['2', '3']);
    expect(ids({ date: '2027-03-13', team: OWLS })).toEqual(['2']);
    expect(venueNames(games)).toEqual(['North Park', 'South']);
  });
});
