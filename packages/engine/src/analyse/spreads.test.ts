import { describe, expect, it } from 'vitest';
import type { ScheduleId, SurfaceId, VenueId } from '../model/ids.ts';
import type { Game, Instance, Timeslot } from '../model/instance.ts';
import {
  buildConstraint,
  buildGameAt,
  buildInstance,
  buildSchedule,
  buildSlot,
  buildTeams,
} from '../test-support/instance.ts';
import { balanceSpreads } from './spreads.ts';

const twoVenues = [
  {
    id: 'v1' as VenueId,
    name: 'North',
    latitude: null,
    longitude: null,
    priority: 0,
    surfaces: [{ id: 's1' as SurfaceId, name: 'F1', priority: 0 }],
  },
  {
    id: 'v2' as VenueId,
    name: 'South',
    latitude: null,
    longitude: null,
    priority: 0,
    surfaces: [{ id: 's2' as SurfaceId, name: 'F1', priority: 0 }],
  },
];

function spreadsOf(instance: Instance, games: Game[]) {
  return balanceSpreads({ ...instance, games });
}

/** A Chicago slot on a March 2026 date: -06:00 before the DST change of 8 March, -05:00 from it. */
function marchSlot(id: string, date: string, time: string, partial: Partial<Timeslot> = {}): Timeslot {
  const offset = date < '2026-03-08' ? '-06:00' : '-05:00';
  return buildSlot(id, `${date}T${time}:00${offset}`, partial);
}

describe('balanceSpreads', () => {
  it('splits early from late at the midpoint of the earliest and latest start', () => {
    const instance = buildInstance({
      teams: buildTeams(3, 'd1'),
      timeslots: [
        marchSlot('a', '2026-03-07', '09:00'),
        marchSlot('b', '2026-03-07', '11:00'),
        marchSlot('c', '2026-03-14', '18:00'),
      ],
    });
    const games = [
      buildGameAt('g1', 't1', 't2', 'a'),
      buildGameAt('g2', 't1', 't3', 'b'),
      buildGameAt('g3', 't2', 't3', 'c'),
    ];
    // The midpoint is 13:30, so 11:00 is early: T1 plays two early games, T2 and T3 one of each.
    expect(spreadsOf(instance, games).early_late).toBe(2);
  });

  it('gives no early/late spread when every game starts at the same minute', () => {
    const instance = buildInstance({
      teams: buildTeams(3, 'd1'),
      timeslots: [marchSlot('a', '2026-03-07', '09:00'), marchSlot('b', '2026-03-14', '09:00')],
    });
    const games = [buildGameAt('g1', 't1', 't2', 'a'), buildGameAt('g2', 't1', 't3', 'b')];
    expect(spreadsOf(instance, games).early_late).toBe(0);
  });

  describe('venue', () => {
    const teams = buildTeams(3, 'd1').map((team) =>
      team.id === 't1' ? { ...team, home_venue_ids: ['v1' as VenueId] } : team,
    );
    const timeslots = [
      marchSlot('a', '2026-03-07', '09:00'),
      marchSlot('b', '2026-03-14', '09:00'),
      marchSlot('c', '2026-03-08', '09:00', { surface_id: 's2' as SurfaceId }),
    ];
    // T1 hosts both its games at its home venue; only T2 v T3 could have been played anywhere.
    const games = [
      buildGameAt('g1', 't1', 't2', 'a'),
      buildGameAt('g2', 't1', 't3', 'b'),
      buildGameAt('g3', 't2', 't3', 'c'),
    ];

    it('leaves out games whose venue enforce_home fixed', () => {
      const instance = buildInstance({ teams, venues: twoVenues, timeslots });
      expect(spreadsOf(instance, games).venue).toBe(0);
    });

    it('counts every game when the schedule does not enforce home venues', () => {
      const instance = buildInstance({
        teams,
        venues: twoVenues,
        timeslots,
        schedules: [buildSchedule({ enforce_home: false })],
      });
      // T1: two games at North, none at South.
      expect(spreadsOf(instance, games).venue).toBe(2);
    });

    it('leaves out games whose venue a home_only constraint fixed on that day', () => {
      const homeOnly = buildConstraint({ kind: 'home_only', weekdays: [6] });
      const instance = buildInstance({
        teams: teams.map((team) => (team.id === 't1' ? { ...team, time_constraints: [homeOnly] } : team)),
        venues: twoVenues,
        timeslots,
        schedules: [buildSchedule({ enforce_home: false })],
      });
      expect(spreadsOf(instance, games).venue).toBe(0);
    });
  });

  describe('weekday', () => {
    const saturdays = ['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28'].flatMap((date, d) =>
      ['09:00', '11:00', '13:00'].map((time, t) => marchSlot(`sat${d * 3 + t}`, date, time)),
    );
    const instance = buildInstance({
      teams: buildTeams(4, 'd1'),
      timeslots: [...saturdays, marchSlot('tue', '2026-03-10', '18:00')],
    });
    const saturdayGames = (count: number): Game[] =>
      Array.from({ length: count }, (_, i) =>
        i % 2 === 0
          ? buildGameAt(`g${i}`, 't1', 't2', `sat${i}`)
          : buildGameAt(`g${i}`, 't3', 't4', `sat${i}`),
      );
    const tuesday = buildGameAt('gt', 't1', 't3', 'tue');

    it('ignores a weekday holding less than a tenth of the schedule', () => {
      expect(spreadsOf(instance, [...saturdayGames(10), tuesday]).weekday).toBe(0);
    });

    it('counts a weekday holding a tenth of the schedule', () => {
      // T2: five Saturdays and no Tuesday.
      expect(spreadsOf(instance, [...saturdayGames(9), tuesday]).weekday).toBe(5);
    });
  });

  describe('week', () => {
    const schedules = [buildSchedule({ schedule_start: '2026-03-01', schedule_end: '2026-03-21' })];
    const games = [buildGameAt('g1', 't1', 't2', 'a'), buildGameAt('g2', 't1', 't2', 'c')];
    const played = [marchSlot('a', '2026-03-07', '09:00'), marchSlot('c', '2026-03-21', '09:00')];

    it('ignores a week of the range without an eligible slot', () => {
      const reserved = marchSlot('b', '2026-03-14', '09:00', { is_reserved: true });
      const instance = buildInstance({
        teams: buildTeams(2, 'd1'),
        schedules,
        timeslots: [...played, reserved],
      });
      expect(spreadsOf(instance, games).week).toBe(0);
    });

    it('counts a week with an eligible slot in which the team did not play as zero', () => {
      const open = marchSlot('b', '2026-03-14', '09:00');
      const instance = buildInstance({ teams: buildTeams(2, 'd1'), schedules, timeslots: [...played, open] });
      expect(spreadsOf(instance, games).week).toBe(1);
    });
  });

  it('is all zero for an empty, unplaced or unlisted game set', () => {
    const instance = buildInstance({
      teams: buildTeams(2, 'd1'),
      timeslots: [marchSlot('a', '2026-03-07', '09:00'), marchSlot('b', '2026-03-07', '11:00')],
    });
    const zero = { venue: 0, early_late: 0, weekday: 0, week: 0 };
    expect(spreadsOf(instance, [])).toEqual(zero);
    expect(spreadsOf(instance, [buildGameAt('g1', 't1', 't2', null)])).toEqual(zero);
    const other = { schedule_id: 'other' as ScheduleId };
    expect(
      spreadsOf(instance, [
        buildGameAt('g1', 't1', 't2', 'a', other),
        buildGameAt('g2', 't1', 't2', 'b', other),
      ]),
    ).toEqual(zero);
    expect(spreadsOf(instance, [buildGameAt('g1', 't1', 't2', 'a')]).week).toBe(0);
  });
});
