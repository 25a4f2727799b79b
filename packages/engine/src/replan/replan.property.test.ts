import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game, Instance, Result } from '../model/instance.ts';
import { parseInstance } from '../model/parse-instance.ts';
import { solve } from '../solve.ts';
import { validateResult } from '../validate/index.ts';
import { replan } from './replan.ts';
import type { CancelSpec } from './replan-types.ts';

/** What the random league varies (fast-check shrinks a failure to a small one). */
interface Shape {
  teams: number;
  style: 'round' | 'single';
  count: number;
  hours: number[];
  surfaces: number;
  days: number;
  maxWeek: number;
  rest: number;
  nights: number;
  homeVenues: boolean;
  noPlayDay: number | null;
  notAfter: boolean;
  sharedCoach: boolean;
  travelMiles: number;
  reservedEvery: number;
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  teams: fc.integer({ min: 3, max: 6 }),
  style: fc.constantFrom('round', 'round', 'single'),
  count: fc.integer({ min: 1, max: 2 }),
  hours: fc.uniqueArray(fc.constantFrom(9, 11, 13, 18), { minLength: 1, maxLength: 3 }),
  surfaces: fc.integer({ min: 1, max: 2 }),
  days: fc.integer({ min: 5, max: 12 }),
  maxWeek: fc.constantFrom(0, 0, 2, 3),
  rest: fc.constantFrom(0, 60),
  nights: fc.constantFrom(0, 0, 1),
  homeVenues: fc.boolean(),
  noPlayDay: fc.option(fc.integer({ min: 0, max: 11 })),
  notAfter: fc.boolean(),
  sharedCoach: fc.boolean(),
  travelMiles: fc.constantFrom(0, 0, 10),
  reservedEvery: fc.constantFrom(0, 0, 5),
});

/** What is cancelled and locked, as indexes the test maps onto the league. */
interface Cut {
  day: number | null;
  venue: number | null;
  from: number | null;
  span: number;
  lockEvery: number;
  addEvery: number;
  seed: number;
}

const cutArb: fc.Arbitrary<Cut> = fc.record({
  day: fc.option(fc.integer({ min: 0, max: 11 }), { freq: 6 }),
  venue: fc.option(fc.integer({ min: 0, max: 1 })),
  from: fc.option(fc.constantFrom(8, 10, 12, 17)),
  span: fc.integer({ min: 1, max: 4 }),
  lockEvery: fc.constantFrom(0, 0, 3, 4),
  addEvery: fc.constantFrom(0, 0, 7),
  seed: fc.integer({ min: 1, max: 1000 }),
});

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (day: number) => `2026-04-${pad(4 + day)}`; // 2026-04-04 is a Saturday; no DST change follows

function buildLeague(shape: Shape): Instance {
  const venues = [0, 1].map((v) => ({
    id: `v${v}`,
    name: `Venue ${v}`,
    latitude: 41.9 - v * 0.3,
    longitude: -87.6,
    surfaces: Array.from({ length: shape.surfaces }, (_, s) => ({ id: `v${v}s${s}`, name: `F${s}` })),
  }));
  const teams = Array.from({ length: shape.teams }, (_, i) => ({
    id: `t${i}`,
    name: `Team ${i}`,
    division_id: 'd1',
    home_venue_ids: shape.homeVenues && i % 2 === 0 ? [`v${i % 2}`] : [],
    person_ids: shape.sharedCoach && i < 2 ? ['coach'] : [],
    time_constraints: [
      ...(i === 0 && shape.noPlayDay !== null
        ? [{ kind: 'no_play', start_date: dateOf(shape.noPlayDay) }]
        : []),
      ...(i === 1 && shape.notAfter ? [{ kind: 'no_play_between', not_after: '15:00' }] : []),
    ],
    travel_constraint:
      shape.travelMiles > 0 && i === 2 ? { max_distance_weekend_home: shape.travelMiles } : null,
  }));
  const timeslots: unknown[] = [];
  let n = 0;
  for (let day = 0; day < shape.days; day++) {
    for (const venue of venues) {
      for (const surface of venue.surfaces) {
        for (const hour of shape.hours) {
          n++;
          timeslots.push({
            id: `ts${n}`,
            surface_id: surface.id,
            start: `${dateOf(day)}T${pad(hour)}:00:00-05:00`,
            finish: `${dateOf(day)}T${pad(hour + 1)}:30:00-05:00`,
            is_reserved: shape.reservedEvery > 0 && n % shape.reservedEvery === 0,
          });
        }
      }
    }
  }
  return parseInstance({
    format_version: 1,
    timezone: 'America/Chicago',
    divisions: [{ id: 'd1', name: 'U10' }],
    teams,
    people: [{ id: 'coach', name: 'Coach', is_coach: true }],
    venues,
    timeslots,
    schedules: [
      {
        id: 'sch1',
        division_ids: ['d1'],
        style: shape.style,
        count: shape.count,
        schedule_start: dateOf(0),
        schedule_end: dateOf(shape.days - 1),
        max_games_week: shape.maxWeek,
        min_minutes_rest: shape.rest,
        next_game_offset: shape.nights,
      },
    ],
  });
}

function resultOf(games: Game[]): Result {
  const unscheduled = games.filter((g) => g.timeslot_id === null);
  const scheduled = games.length - unscheduled.length;
  return {
    format_version: 1,
    status: unscheduled.length === 0 ? 'complete' : 'partial',
    games,
    unscheduled_reasons: Object.fromEntries(unscheduled.map((g) => [g.id, 'unplaced'])),
    metrics: {
      scheduled,
      unscheduled: unscheduled.length,
      success_rate: Math.ceil((100 * scheduled) / Math.max(1, games.length)),
      elapsed_ms: 0,
    },
  };
}

describe('replan on random leagues and cancellations', () => {
  it('keeps every hard rule, moves only what it reports, never moves locked games nor uses a cancelled slot', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, cutArb, async (shape, cut) => {
        const instance = buildLeague(shape);
        const solved = await solve(instance, { seed: cut.seed, timeLimitMs: 5_000 });
        const games = solved.games;
        const placed = games.filter((g) => g.timeslot_id !== null);
        const locked: string[] = placed
          .filter((_, i) => cut.lockEvery > 0 && i % cut.lockEvery === 0)
          .map((g) => g.id);
        const added = instance.timeslots
          .filter((_, i) => cut.addEvery > 0 && i % cut.addEvery === 0)
          .map((t) => t.id);
        const spec: CancelSpec = {
          date: cut.day === null ? null : dateOf(cut.day),
          venue_id: cut.venue === null ? null : `v${cut.venue}`,
          surface_id: null,
          from: cut.from === null ? null : `${pad(cut.from)}:00`,
          to: cut.from === null ? null : `${pad(cut.from + cut.span)}:00`,
        };
        if (spec.date === null && spec.venue_id === null && spec.from === null) spec.date = dateOf(0);
        const plan = await replan(instance, games, spec, {
          locked_game_ids: locked,
          added_timeslot_ids: added,
          seed: cut.seed,
        });

        const cancelled = new Set(plan.cancelled_timeslot_ids);
        const moves = new Map(plan.moves.map((m) => [m.game_id, m]));
        const unplaced = new Set(plan.unplaced.map((u) => u.game_id));
        const after = games.map((g) => {
          const m = moves.get(g.id);
          return m ? ({ ...g, timeslot_id: m.to_timeslot_id } as Game) : g;
        });
        for (const [i, g] of games.entries()) {
          const now = after[i]!;
          if (locked.includes(g.id)) expect(now.timeslot_id).toBe(g.timeslot_id);
          if (!moves.has(g.id)) {
            // Untouched games keep their slots; every game of a cancelled slot is touched unless locked.
            expect(now.timeslot_id).toBe(g.timeslot_id);
            if (g.timeslot_id !== null && cancelled.has(g.timeslot_id)) expect(locked).toContain(g.id);
          } else {
            expect(locked).not.toContain(g.id);
            const m = moves.get(g.id)!;
            expect(m.from_timeslot_id).toBe(g.timeslot_id);
            expect(m.cancelled).toBe(g.timeslot_id !== null && cancelled.has(g.timeslot_id));
            if (m.to_timeslot_id === null) expect(unplaced.has(g.id)).toBe(true);
            else expect(cancelled.has(m.to_timeslot_id)).toBe(false);
          }
        }
        expect(plan.moved).toBe(plan.moves.filter((m) => m.to_timeslot_id !== null).length);
        // The bounded search moves at most two other games per cancelled game.
        expect(
          plan.moves.filter((m) => !m.cancelled && m.to_timeslot_id !== null).length,
        ).toBeLessThanOrEqual(2 * plan.cancelled_games);

        const judged: Instance = {
          ...instance,
          timeslots: instance.timeslots.map((t) => (cancelled.has(t.id) ? { ...t, is_reserved: true } : t)),
          fixed_games: after.filter((g) => locked.includes(g.id)),
        };
        const report = validateResult(judged, resultOf(after));
        // A locked bracket game never moves, even when the game feeding it lost its slot and found no other
        // before it: that one breach is the organiser's to resolve (docs/replans.md), and it is reported.
        const feederOfLocked = (v: { rule: string; game_ids: string[] }) =>
          v.rule === 'dependency_unscheduled' &&
          locked.includes(v.game_ids[0]!) &&
          v.game_ids.slice(1).every((id) => unplaced.has(id));
        expect(
          report.violations.filter((v) => !feederOfLocked(v)).map((v) => `${v.rule}: ${v.message}`),
        ).toEqual([]);
      }),
      { numRuns: 50, seed: 20261127 },
    );
  }, 120_000);
});
