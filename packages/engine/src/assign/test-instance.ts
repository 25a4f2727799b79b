import type { Game, Instance } from '../model/instance.ts';
import { parseInstance } from '../model/parse-instance.ts';

/** Overrides for the small test league; merged shallowly into the instance JSON before parsing. */
export type TestOverrides = Record<string, unknown>;

/**
 * A tiny league for rule tests (test helper only): America/Chicago, four teams t1..t4 in d1, venues v1
 * (surface s1) and v2 (surface s2) 30 miles apart, and 90-minute slots on Saturday 2026-03-07 and the
 * following days at 09:00, 11:00 and 13:00 on each surface (ids `ts<day>-<hour>-<surface>`, e.g. ts1-09-s1).
 */
export function testInstance(overrides: TestOverrides = {}): Instance {
  const timeslots: unknown[] = [];
  for (let day = 0; day < 14; day++) {
    const date = `2026-03-${String(7 + day).padStart(2, '0')}`;
    const offset = 7 + day >= 8 ? '-05:00' : '-06:00';
    for (const hour of ['09', '11', '13']) {
      for (const surface of ['s1', 's2']) {
        const finish = `${String(Number(hour) + 1).padStart(2, '0')}:30`;
        timeslots.push({
          id: `ts${day + 1}-${hour}-${surface}`,
          surface_id: surface,
          start: `${date}T${hour}:00:00${offset}`,
          finish: `${date}T${finish}:00${offset}`,
          division_ids: [],
          is_game: true,
          is_practice: false,
          is_reserved: false,
        });
      }
    }
  }
  const team = (id: string, name: string) => ({
    id,
    name,
    division_id: 'd1',
    home_venue_ids: [],
    person_ids: [`p${id}`],
    time_constraints: [],
    travel_constraint: null,
  });
  const json = {
    format_version: 1,
    timezone: 'America/Chicago',
    first_day: 0,
    divisions: [{ id: 'd1', name: 'U10' }],
    teams: [team('t1', 'Hawks'), team('t2', 'Owls'), team('t3', 'Bears'), team('t4', 'Wolves')],
    people: ['t1', 't2', 't3', 't4'].map((t) => ({
      id: `p${t}`,
      name: `Coach ${t}`,
      is_coach: true,
      is_player: false,
    })),
    venues: [
      {
        id: 'v1',
        name: 'North',
        latitude: 41.9,
        longitude: -87.6,
        priority: 0,
        surfaces: [{ id: 's1', name: 'F1', priority: 0 }],
      },
      {
        id: 'v2',
        name: 'South',
        latitude: 41.465,
        longitude: -87.6,
        priority: 0,
        surfaces: [{ id: 's2', name: 'F1', priority: 0 }],
      },
    ],
    distances: [{ from_id: 'v1', to_id: 'v2', miles: 30, minutes: 45 }],
    timeslots,
    fixed_games: [],
    schedules: [
      { id: 'sch1', division_ids: ['d1'], schedule_start: '2026-03-07', schedule_end: '2026-03-20' },
    ],
    ...overrides,
  };
  return parseInstance(json);
}

/** A game of schedule sch1 for tests; `slot` null leaves it unscheduled. */
export function testGame(id: string, home: string | null, visitor: string | null, slot: string | null): Game {
  return {
    id,
    schedule_id: 'sch1',
    division_id: 'd1',
    home_id: home,
    visitor_id: visitor,
    is_practice: false,
    round: 1,
    timeslot_id: slot,
    bracket: null,
    home_from: null,
    visitor_from: null,
  } as Game;
}

/** Round-robin pairings by the circle method, `legs` times with mirrored legs (test helper only). */
export function testRoundRobin(instance: Instance, scheduleId: string, legs: number): Game[] {
  const schedule = instance.schedules.find((s) => s.id === scheduleId)!;
  const list: (string | null)[] = instance.teams
    .filter((t) => schedule.division_ids.includes(t.division_id))
    .map((t) => t.id);
  if (list.length % 2 === 1) list.push(null);
  const n = list.length;
  const games: Game[] = [];
  for (let leg = 0; leg < legs; leg++) {
    for (let round = 0; round < n - 1; round++) {
      for (let i = 0; i < n / 2; i++) {
        const a = list[i] ?? null;
        const b = list[n - 1 - i] ?? null;
        if (a === null || b === null) continue;
        const [h, v] = (leg + round + i) % 2 === 0 ? [a, b] : [b, a];
        const game = testGame(`${scheduleId}-g${games.length + 1}`, h, v, null);
        games.push({
          ...game,
          schedule_id: schedule.id,
          division_id: schedule.division_ids[0]!,
          round: leg * (n - 1) + round + 1,
        });
      }
      list.splice(1, 0, list.pop() ?? null);
    }
  }
  return games;
}
