import { describe, expect, it } from 'vitest';
import type { ScheduleId, SurfaceId, VenueId } from '../model/ids.ts';
import { buildGameAt, buildSlot, buildTeams } from '../test-support/instance.ts';
import { computeBalances } from './balances.ts';
import type { BalanceInput } from './placed-items.ts';

const venues = [
  { id: 'v1' as VenueId, name: 'North', surfaces: [{ id: 's1' as SurfaceId, name: 'F1', priority: 0 }] },
  { id: 'v2' as VenueId, name: 'South', surfaces: [{ id: 's2' as SurfaceId, name: 'F1', priority: 0 }] },
  { id: 'v3' as VenueId, name: 'Unused', surfaces: [{ id: 's3' as SurfaceId, name: 'F1', priority: 0 }] },
];

// Two weeks around the March 8 DST change in Chicago: Saturday and Sunday, 09:00 and 11:00 local.
const timeslots = [
  buildSlot('a', '2026-03-07T09:00:00-06:00'),
  buildSlot('b', '2026-03-07T11:00:00-06:00', { surface_id: 's2' as SurfaceId }),
  buildSlot('c', '2026-03-14T09:00:00-05:00'),
  buildSlot('d', '2026-03-08T11:00:00-05:00', { surface_id: 's2' as SurfaceId }),
];

function input(games: BalanceInput['games']): BalanceInput {
  return { timezone: 'America/Chicago', first_day: 0, teams: buildTeams(5, 'd1'), venues, timeslots, games };
}

const games = [
  buildGameAt('g1', 't1', 't2', 'a'),
  buildGameAt('g2', 't3', 't4', 'b'),
  buildGameAt('g3', 't2', 't1', 'c'),
  buildGameAt('g4', 't4', 't3', 'd'),
  buildGameAt('g5', 't1', 't5', null),
];

describe('computeBalances', () => {
  const balances = computeBalances(input(games));

  it('counts matchups with home teams as rows and visitors as columns', () => {
    expect(balances.matchups).toEqual({
      columns: ['HOME/VISITOR', 'T1', 'T2', 'T3', 'T4', 'T5'],
      rows: [
        ['T1', 0, 1, 0, 0, 0],
        ['T2', 1, 0, 0, 0, 0],
        ['T3', 0, 0, 0, 1, 0],
        ['T4', 0, 0, 1, 0, 0],
        ['T5', 0, 0, 0, 0, 0],
      ],
    });
  });

  it('counts venues per team with totals, over the venues actually used', () => {
    expect(balances.venues.columns).toEqual(['TEAM', 'North', 'South', 'TOTAL']);
    expect(balances.venues.rows).toEqual([
      ['T1', 2, 0, 2],
      ['T2', 2, 0, 2],
      ['T3', 0, 2, 2],
      ['T4', 0, 2, 2],
      ['T5', 0, 0, 0],
      ['TOTAL', 2, 2, 4],
    ]);
  });

  it('splits early and late at the midpoint of the earliest and latest start, unchanged by the DST offset', () => {
    expect(balances.home_away_early_late.rows).toEqual([
      ['T1', 2, 1, 1, 2, 0],
      ['T2', 2, 1, 1, 2, 0],
      ['T3', 2, 1, 1, 0, 2],
      ['T4', 2, 1, 1, 0, 2],
      ['T5', 0, 0, 0, 0, 0],
    ]);
  });

  it('buckets games by local week start and weekday ordered from the first day', () => {
    expect(balances.team_weeks.columns).toEqual(['TEAM', '2026-03-01', '2026-03-08', 'TOTAL']);
    expect(balances.team_weeks.rows[0]).toEqual(['T1', 1, 1, 2]);
    expect(balances.weekdays.columns).toEqual(['TEAM', 'SUN', 'SAT', 'TOTAL']);
    expect(balances.weekdays.rows[2]).toEqual(['T3', 1, 1, 2]);
    expect(balances.weekdays.rows[0]).toEqual(['T1', 0, 2, 2]);
  });

  it('lists resting teams per week under the product CSV headers', () => {
    expect(balances.rest_weeks).toEqual({
      columns: ['WEEK_START', 'REST_TREAMS'],
      rows: [
        ['2026-03-01', 'T5'],
        ['2026-03-08', 'T5'],
      ],
    });
  });

  it('orders weekday columns from a Monday first day', () => {
    const monday = computeBalances({ ...input(games), first_day: 1 });
    expect(monday.weekdays.columns).toEqual(['TEAM', 'SAT', 'SUN', 'TOTAL']);
    expect(monday.team_weeks.columns).toEqual(['TEAM', '2026-03-02', '2026-03-09', 'TOTAL']);
  });

  it('hides matchups for practices and counts them neither home nor away', () => {
    const practices = [
      buildGameAt('p1', 't1', null, 'a', { is_practice: true }),
      buildGameAt('p2', 't1', null, 'c', { is_practice: true }),
    ];
    const result = computeBalances(input(practices));
    expect(result.matchups).toBeNull();
    expect(result.home_away_early_late.rows).toEqual([['T1', 2, 0, 0, 0, 2]]);
    expect(result.venues.rows[0]).toEqual(['T1', 2, 2]);
  });

  it('ignores games whose slot is unknown but keeps their teams visible', () => {
    const result = computeBalances(input([buildGameAt('g1', 't1', 't2', 'missing')]));
    expect(result.venues.rows).toEqual([
      ['T1', 0],
      ['T2', 0],
      ['TOTAL', 0],
    ]);
    expect(result.rest_weeks.rows).toEqual([]);
  });

  it('takes the early/late midpoint per schedule', () => {
    const twoLeagues = [
      buildGameAt('g1', 't1', 't2', 'a'),
      buildGameAt('g2', 't3', 't4', 'c'),
      buildGameAt('g3', 't1', 't2', 'b', { schedule_id: 'late' as ScheduleId }),
      buildGameAt('g4', 't3', 't4', 'd', { schedule_id: 'late' as ScheduleId }),
    ];
    const rows = computeBalances(input(twoLeagues)).home_away_early_late.rows;
    // Each schedule starts every game at one minute, so it has no early games ...
    expect(rows[0]).toEqual(['T1', 2, 2, 0, 0, 2]);
    // ... while one mixed schedule would have called 09:00 early.
    const mixed = computeBalances(
      input(twoLeagues.map((g) => ({ ...g, schedule_id: games[0]!.schedule_id }))),
    );
    expect(mixed.home_away_early_late.rows[0]).toEqual(['T1', 2, 2, 0, 1, 1]);
  });
});
