import { describe, expect, it } from 'vitest';
import type { DivisionId, GameId, ScheduleId, TimeslotId } from '../model/ids.ts';
import type { Timeslot } from '../model/instance.ts';
import {
  buildGameAt,
  buildInstance,
  buildSchedule,
  buildSlot,
  buildTeams,
} from '../test-support/instance.ts';
import { checkCapacity } from './capacity.ts';

const d1 = 'd1' as DivisionId;
const d2 = 'd2' as DivisionId;

/** One game slot per day at 10:00 local (CST before March 8, CDT after), March 1..31 2026. */
function marchSlots(partial: Partial<Timeslot> = {}): Timeslot[] {
  return Array.from({ length: 31 }, (_, i) => {
    const day = String(i + 1).padStart(2, '0');
    const offset = i + 1 < 8 ? '-06:00' : '-05:00';
    return buildSlot(`m${day}`, `2026-03-${day}T10:00:00${offset}`, partial);
  });
}

describe('checkCapacity', () => {
  it('reports no shortfall when a round robin fits, with per-week rows over the range', () => {
    const report = checkCapacity(
      buildInstance({
        teams: buildTeams(4, 'd1'),
        timeslots: marchSlots(),
        schedules: [buildSchedule({ count: 1 })],
      }),
    );
    const schedule = report.schedules[0]!;
    expect(schedule).toMatchObject({
      label: 'U10',
      kind: 'game',
      needed: 6,
      items: 6,
      available: 31,
      shortfall: 0,
    });
    expect(schedule.weeks.map((w) => [w.week_start, w.needed, w.available])).toEqual([
      ['2026-03-01', 2, 7],
      ['2026-03-08', 2, 7],
      ['2026-03-15', 2, 7],
      ['2026-03-22', 2, 7],
      ['2026-03-29', 2, 3],
    ]);
    expect(report.messages).toEqual([]);
  });

  it('names the division and numbers of a season shortfall and of each short week', () => {
    const report = checkCapacity(
      buildInstance({
        teams: buildTeams(8, 'd1'),
        timeslots: marchSlots(),
        schedules: [buildSchedule({ argument: 'week', count: 1 })],
      }),
    );
    const schedule = report.schedules[0]!;
    expect(schedule.needed).toBe(20);
    expect(schedule.shortfall).toBe(0);
    expect(schedule.extra_per_week_required).toBe(1);
    expect(report.messages).toEqual([
      'U10, week of 2026-03-29: 4 game slots needed, 3 available (1 extra required).',
    ]);

    const tight = checkCapacity(
      buildInstance({
        teams: buildTeams(8, 'd1'),
        timeslots: marchSlots(),
        schedules: [buildSchedule({ count: 2 })],
      }),
    );
    expect(tight.schedules[0]!.shortfall).toBe(25);
    expect(tight.messages[0]).toBe('U10: 56 game slots needed, 31 available (25 short).');
    expect(tight.messages).toContain(
      'U10, week of 2026-03-01: 12 game slots needed, 7 available (5 extra required).',
    );
  });

  it('counts only free eligible slots: kind, reserved, dates, openness and fixed games', () => {
    const slots = [
      buildSlot('ok', '2026-03-02T10:00:00-06:00'),
      buildSlot('reserved', '2026-03-02T12:00:00-06:00', { is_reserved: true }),
      buildSlot('practice', '2026-03-02T14:00:00-06:00', { is_game: false, is_practice: true }),
      buildSlot('before', '2026-02-28T10:00:00-06:00'),
      buildSlot('past-end', '2026-03-31T23:00:00-05:00'),
      buildSlot('other-division', '2026-03-03T10:00:00-06:00', { division_ids: [d2] }),
      buildSlot('mine', '2026-03-03T12:00:00-06:00', { division_ids: [d1] }),
      buildSlot('shared', '2026-03-03T14:00:00-06:00', { division_ids: [d1, d2] }),
      buildSlot('fixed', '2026-03-04T10:00:00-06:00'),
    ];
    const fixed = buildGameAt('fx', 't1', 't2', 'fixed', { schedule_id: 'other' as ScheduleId, round: null });
    const base = { teams: buildTeams(2, 'd1'), timeslots: slots, fixed_games: [fixed] };
    const check = (schedule: Parameters<typeof buildSchedule>[0]) =>
      checkCapacity(buildInstance({ ...base, schedules: [buildSchedule(schedule)] })).schedules[0]!;
    const eligible = (schedule: Parameters<typeof buildSchedule>[0]) => check(schedule).eligible;

    expect(eligible({})).toBe(3);
    expect(eligible({ use_practice_timeslots: true })).toBe(4);
    expect(eligible({ use_unassigned_timeslots: false })).toBe(2);
    expect(eligible({ use_single_division_timeslots: true })).toBe(2);
    expect(eligible({ mode: 'practices' })).toBe(1);
    // Two teams play one game a day: 'mine' and 'shared' share March 3, so they hold one game.
    expect(check({}).available).toBe(2);
    expect(check({ max_games_day: 2 }).available).toBe(3);
  });

  it('lets a slot finishing exactly at midnight end the last day', () => {
    const slots = [buildSlot('late', '2026-03-31T22:30:00-05:00')];
    const report = checkCapacity(buildInstance({ teams: buildTeams(2, 'd1'), timeslots: slots }));
    expect(report.schedules[0]!.available).toBe(1);
  });

  it('counts a schedule own fixed games toward its needs', () => {
    const slots = marchSlots().slice(0, 2);
    const own = buildGameAt('fx', 't1', 't2', 'm01', {
      id: 'fx' as GameId,
      timeslot_id: 'm01' as TimeslotId,
    });
    const report = checkCapacity(
      buildInstance({
        teams: buildTeams(3, 'd1'),
        timeslots: slots,
        fixed_games: [own],
        schedules: [buildSchedule({ count: 1 })],
      }),
    );
    expect(report.schedules[0]).toMatchObject({ needed: 3, already_placed: 1, available: 1, shortfall: 1 });
    expect(report.messages[0]).toBe('U10: 3 game slots needed, 2 available (1 short).');
  });

  it('doubles needs for an across-division schedule and labels both divisions', () => {
    const report = checkCapacity(
      buildInstance({
        divisions: [
          { id: d1, name: 'U10' },
          { id: d2, name: 'U12' },
        ],
        teams: [...buildTeams(4, 'd1'), ...buildTeams(4, 'd2', 5)],
        timeslots: marchSlots(),
        schedules: [buildSchedule({ division_ids: [d1, d2], count: 1 })],
      }),
    );
    expect(report.schedules[0]).toMatchObject({ label: 'U10 + U12', needed: 12, items: 16 });
  });

  it('checks weekend weeks with the weekend method', () => {
    const report = checkCapacity(
      buildInstance({
        teams: buildTeams(8, 'd1'),
        timeslots: marchSlots(),
        schedules: [buildSchedule({ use_weekend_method: true, max_games_week: 2 })],
      }),
    );
    const schedule = report.schedules[0]!;
    // Weekend days in March 2026: 1, 7, 8, 14, 15, 21, 22, 28, 29.
    expect(schedule.available).toBe(9);
    expect(schedule.weekend_weeks).toEqual({ needed: 7, available: 5 });
    expect(report.messages).toContain(
      'U10: the weekend method needs 7 weeks with weekend slots, 5 available.',
    );
  });

  it('compares the summed needs of all schedules with the distinct slots they share', () => {
    const report = checkCapacity(
      buildInstance({
        divisions: [
          { id: d1, name: 'U10' },
          { id: d2, name: 'U12' },
        ],
        teams: [...buildTeams(6, 'd1'), ...buildTeams(6, 'd2', 7)],
        timeslots: marchSlots(),
        schedules: [
          buildSchedule({ count: 1 }),
          buildSchedule({ id: 'sch2' as ScheduleId, division_ids: [d2], count: 1 }),
        ],
      }),
    );
    expect(report.schedules.map((s) => s.shortfall)).toEqual([0, 0]);
    expect(report.total).toEqual({ needed: 30, available: 31, shortfall: 0 });
    const tight = checkCapacity(
      buildInstance({
        divisions: [
          { id: d1, name: 'U10' },
          { id: d2, name: 'U12' },
        ],
        teams: [...buildTeams(7, 'd1'), ...buildTeams(6, 'd2', 8)],
        timeslots: marchSlots(),
        schedules: [
          buildSchedule({ count: 1 }),
          buildSchedule({ id: 'sch2' as ScheduleId, division_ids: [d2], count: 1 }),
        ],
      }),
    );
    expect(tight.total).toEqual({ needed: 36, available: 31, shortfall: 5 });
    expect(tight.messages.at(-1)).toBe(
      'All schedules: 36 slots needed, 31 distinct slots available (5 short).',
    );
  });
});
