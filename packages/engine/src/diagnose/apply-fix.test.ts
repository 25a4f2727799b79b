import { describe, expect, it } from 'vitest';
import { testGame, testInstance } from '../assign/test-instance.ts';
import { applyFixToInstance } from './apply-fix.ts';
import { diagnose } from './diagnose.ts';
import { localInstant } from './local-instant.ts';

describe('applyFixToInstance', () => {
  const instance = testInstance({
    teams: [
      {
        id: 't1',
        name: 'Hawks',
        division_id: 'd1',
        home_venue_ids: ['v1'],
        time_constraints: [{ kind: 'no_play', weekdays: [6] }],
        travel_constraint: { max_distance_weekday_home: 10 },
      },
      { id: 't2', name: 'Owls', division_id: 'd1' },
    ],
    people: [],
  });

  it('adds slots open to the division only, with fresh ids', () => {
    const fixed = applyFixToInstance(instance, {
      kind: 'add_slots',
      division_id: 'd1',
      slots: [
        {
          start: '2026-03-07T15:00:00-06:00',
          finish: '2026-03-07T16:30:00-06:00',
          venue_id: 'v1',
          surface_id: 's1',
        },
      ],
    });
    expect(fixed.timeslots).toHaveLength(instance.timeslots.length + 1);
    expect(fixed.timeslots.at(-1)).toMatchObject({ id: 'fix-1', division_ids: ['d1'], is_game: true });
    expect(instance.timeslots).toHaveLength(84);
  });

  it("changes a setting, or drops one team's rule, and names a bad field", () => {
    const later = applyFixToInstance(instance, {
      kind: 'change_setting',
      schedule_id: 'sch1',
      setting: 'schedule_end',
      value: '2026-03-27',
    });
    expect(later.schedules[0]!.schedule_end).toBe('2026-03-27');
    const relax = (rule: 'time_constraint' | 'travel' | 'home_venues', index: number | null) =>
      applyFixToInstance(instance, { kind: 'relax_team_rule', team_id: 't1', rule, constraint_index: index })
        .teams[0]!;
    expect(relax('time_constraint', 0).time_constraints).toEqual([]);
    expect(relax('travel', null).travel_constraint).toBeNull();
    expect(relax('home_venues', null).home_venue_ids).toEqual([]);
    expect(() => relax('time_constraint', 3)).toThrow('fix.constraint_index');
    expect(() =>
      applyFixToInstance(instance, {
        kind: 'relax_team_rule',
        team_id: 'x',
        rule: 'travel',
        constraint_index: null,
      }),
    ).toThrow('fix.team_id: unknown team "x"');
  });
});

describe('diagnose', () => {
  it('has nothing to say about a complete run', async () => {
    const instance = testInstance();
    const games = [testGame('g1', 't1', 't2', 'ts1-09-s1')];
    const d = await diagnose(instance, {
      format_version: 1,
      status: 'complete',
      games,
      unscheduled_reasons: {},
      metrics: { scheduled: 1, unscheduled: 0, success_rate: 100, elapsed_ms: 0 },
    });
    expect(d).toMatchObject({ format_version: 1, divisions: [], conflicts: [], fixes: [] });
  });
});

describe('localInstant', () => {
  it('gives the offset of the local date, across daylight saving time', () => {
    expect(localInstant('2026-02-28', 705, 'America/Chicago')).toBe('2026-02-28T11:45:00-06:00');
    expect(localInstant('2026-03-14', 705, 'America/Chicago')).toBe('2026-03-14T11:45:00-05:00');
    expect(localInstant('2026-07-01', 600, 'Asia/Kolkata')).toBe('2026-07-01T10:00:00+05:30');
  });
});
