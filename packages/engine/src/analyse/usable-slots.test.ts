import { describe, expect, it } from 'vitest';
import type { Timeslot } from '../model/instance.ts';
import { buildInstance, buildSlot, buildTeam } from '../test-support/instance.ts';
import { checkCapacity } from './capacity.ts';

const VENUES = [
  {
    id: 'home',
    name: 'Horner Park',
    surfaces: [
      { id: 'h1', name: 'Field 1' },
      { id: 'h2', name: 'Field 2' },
    ],
  },
  {
    id: 'away',
    name: 'Welles Park',
    surfaces: [
      { id: 'a1', name: 'Field 1' },
      { id: 'a2', name: 'Field 2' },
    ],
  },
];

/** Four 90-minute slots on each Saturday of March 2026 on one surface (CST, then CDT from March 8). */
function saturdays(surface: string): Timeslot[] {
  return ['07', '14', '21', '28'].flatMap((day) => {
    const offset = day === '07' ? '-06:00' : '-05:00';
    return ['09:00', '10:30', '12:00', '13:30'].map((clock) =>
      buildSlot(`${surface}-${day}-${clock}`, `2026-03-${day}T${clock}:00${offset}`, { surface_id: surface }),
    );
  });
}

/** Eight teams of one division; t1 and t2 host at Horner Park, the others at Welles Park. */
const teams = Array.from({ length: 8 }, (_, i) =>
  buildTeam({ id: `t${i + 1}`, home_venue_ids: [i < 2 ? 'home' : 'away'] }),
);

describe('the capacity check counts the slots a division can really use', () => {
  it('leaves out slots where no team may host, and caps each day by the hosts and max games a day', () => {
    // 32 slots, all at Horner Park, where only two teams may host: two games a Saturday, eight in March.
    const instance = buildInstance({
      venues: VENUES,
      teams,
      timeslots: [...saturdays('h1'), ...saturdays('h2')],
      schedules: [{ count: 1 }],
    });
    const schedule = checkCapacity(instance).schedules[0]!;
    expect(schedule).toMatchObject({ needed: 28, eligible: 32, usable: 32, available: 8, shortfall: 20 });
    expect(schedule.messages[0]).toBe('U10: 28 game slots needed, 8 available (20 short).');

    // Without "home games at home venues" every team may host there: four games a Saturday (8 teams, 1 a day).
    const loose = checkCapacity(
      buildInstance({ ...instanceInput(), schedules: [{ count: 1, enforce_home: false }] }),
    ).schedules[0]!;
    expect(loose).toMatchObject({ eligible: 32, usable: 32, available: 16, shortfall: 12 });
  });

  it('lets each team host only half its games, as the solver keeps home and away within one', () => {
    // No day limit, 32 slots at Horner Park: still only t1 and t2 host there, 4 of their 7 games each.
    const schedule = checkCapacity(
      buildInstance({ ...instanceInput(), schedules: [{ count: 1, max_games_day: 0 }] }),
    ).schedules[0]!;
    expect(schedule).toMatchObject({ usable: 32, available: 8, shortfall: 20 });
    expect(schedule.weeks.reduce((sum, week) => sum + week.available, 0)).toBe(8);
  });

  it('does not count a slot at a venue that is no team’s home venue', () => {
    const venues = [...VENUES, { id: 'far', name: 'River Park', surfaces: [{ id: 'f1', name: 'Field 1' }] }];
    const schedule = checkCapacity(
      buildInstance({ venues, teams, timeslots: saturdays('f1'), schedules: [{ count: 1 }] }),
    ).schedules[0]!;
    expect(schedule).toMatchObject({
      eligible: 16,
      usable: 0,
      not_home_venue: 16,
      available: 0,
      shortfall: 28,
    });
    expect(schedule.messages).toContain(
      'U10: 16 of 16 slots are at venues where none of its teams may host (home games at home venues).',
    );
  });

  it('does not count a slot every game of the division is kept out of by time constraints', () => {
    // Two teams that may not play before noon: the 9:00 and 10:30 slots hold nothing.
    const pair = [
      buildTeam({ id: 't1', time_constraints: [{ kind: 'no_play_between', not_before: '12:00' }] }),
      buildTeam({ id: 't2' }),
    ];
    const schedule = checkCapacity(
      buildInstance({ teams: pair, timeslots: saturdays('s1'), schedules: [{ count: 1 }] }),
    ).schedules[0]!;
    expect(schedule).toMatchObject({ eligible: 16, usable: 8, team_rules: 8, not_home_venue: 0 });
    // One game a day for the two of them: four Saturdays hold four games.
    expect(schedule.available).toBe(4);
  });
});

function instanceInput() {
  return { venues: VENUES, teams: teams, timeslots: [...saturdays('h1'), ...saturdays('h2')] };
}
