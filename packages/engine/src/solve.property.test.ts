import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstance } from './model/parse-instance.ts';
import { solve } from './solve.ts';
import { validateResult } from './validate/index.ts';

/** Everything the random league varies, drawn by fast-check so a failure shrinks to a small case. */
interface Shape {
  divisions: number;
  teamsPerDivision: number[];
  venues: number;
  surfacesPerVenue: number;
  weeks: number;
  slotDays: number[];
  slotStarts: number[];
  style: 'rounds' | 'week' | 'season' | 'practices' | 'single' | 'double' | 'across';
  count: number;
  maxPerDay: number;
  maxPerWeek: number;
  restMinutes: number;
  nights: number;
  useWeekend: boolean;
  homeVenues: boolean;
  sharedCoach: boolean;
  constraintKinds: number[];
  travelMiles: number;
  reservedEvery: number;
  timezone: string;
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  divisions: fc.integer({ min: 1, max: 3 }),
  teamsPerDivision: fc.array(fc.integer({ min: 2, max: 7 }), { minLength: 3, maxLength: 3 }),
  venues: fc.integer({ min: 1, max: 3 }),
  surfacesPerVenue: fc.integer({ min: 1, max: 2 }),
  weeks: fc.integer({ min: 2, max: 8 }),
  slotDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
  slotStarts: fc.uniqueArray(fc.integer({ min: 8, max: 20 }), { minLength: 1, maxLength: 3 }),
  style: fc.constantFrom('rounds', 'week', 'season', 'practices', 'single', 'double', 'across'),
  count: fc.integer({ min: 1, max: 2 }),
  maxPerDay: fc.integer({ min: 0, max: 2 }),
  maxPerWeek: fc.integer({ min: 0, max: 3 }),
  restMinutes: fc.constantFrom(0, 0, 30, 120),
  nights: fc.constantFrom(0, 0, 1),
  useWeekend: fc.boolean(),
  homeVenues: fc.boolean(),
  sharedCoach: fc.boolean(),
  constraintKinds: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
  travelMiles: fc.constantFrom(0, 0, 5, 50),
  reservedEvery: fc.constantFrom(0, 0, 7),
  timezone: fc.constantFrom('America/New_York', 'Europe/London', 'Asia/Tokyo'),
});

const pad = (n: number) => String(n).padStart(2, '0');

/** UTC offset of a zone at an instant, in minutes, from Intl (so slots are written with the right offset). */
function offsetMinutes(timezone: string, utc: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(utc);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - utc.getTime()) / 60_000);
}

/** A local wall-clock time in the zone as ISO 8601 with its offset, correct across DST. */
function localIso(timezone: string, date: string, hour: number, minute = 0): string {
  const guess = new Date(`${date}T${pad(hour)}:${pad(minute)}:00Z`);
  const offset = offsetMinutes(timezone, new Date(guess.getTime() - offsetMinutes(timezone, guess) * 60_000));
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Builds the instance JSON a client would send (it goes through parseInstance like any input). */
function buildInstance(shape: Shape): unknown {
  const start = '2026-03-01'; // a Sunday a week before the US DST change and four before the UK's
  const divisionCount = shape.style === 'across' ? Math.max(2, shape.divisions) : shape.divisions;
  const divisions = Array.from({ length: divisionCount }, (_, d) => ({ id: `d${d}`, name: `D${d}` }));
  const venues = Array.from({ length: shape.venues }, (_, v) => ({
    id: `v${v}`,
    name: `Venue ${v}`,
    latitude: 41.9 + v * 0.2,
    longitude: -87.6 - v * 0.2,
    priority: v - 1,
    surfaces: Array.from({ length: shape.surfacesPerVenue }, (_, s) => ({
      id: `v${v}s${s}`,
      name: `F${s}`,
      priority: 0,
    })),
  }));
  const people = [{ id: 'coach', name: 'Shared Coach', is_coach: true, is_player: false }];
  const teams = divisions.flatMap((division, d) =>
    Array.from({ length: shape.teamsPerDivision[d % 3] ?? 2 }, (_, i) => {
      const id = `${division.id}t${i}`;
      return {
        id,
        name: `Team ${id}`,
        division_id: division.id,
        home_venue_ids: shape.homeVenues && i % 2 === 0 ? [`v${i % shape.venues}`] : [],
        person_ids: shape.sharedCoach && i < 2 ? ['coach'] : [],
        time_constraints:
          i === 0 ? shape.constraintKinds.map((kind) => constraintOf(kind, shape, division.id)) : [],
        travel_constraint:
          shape.travelMiles > 0 && i === 1 ? { max_distance_weekend_home: shape.travelMiles } : null,
      };
    }),
  );
  const timeslots: unknown[] = [];
  let n = 0;
  for (let day = 0; day < shape.weeks * 7; day += 1) {
    if (!shape.slotDays.includes(day % 7)) continue;
    const date = addDays(start, day);
    for (const venue of venues) {
      for (const surface of venue.surfaces) {
        for (const hour of shape.slotStarts) {
          n += 1;
          timeslots.push({
            id: `ts${n}`,
            surface_id: surface.id,
            start: localIso(shape.timezone, date, hour),
            finish: localIso(shape.timezone, date, hour + 1, 30),
            division_ids: n % 5 === 0 ? [divisions[n % divisions.length]?.id] : [],
            is_game: true,
            is_practice: shape.style === 'practices' || n % 4 === 0,
            is_reserved: shape.reservedEvery > 0 && n % shape.reservedEvery === 0,
          });
        }
      }
    }
  }
  const end = addDays(start, shape.weeks * 7 - 1);
  const common = {
    count: shape.count,
    schedule_start: start,
    schedule_end: end,
    max_games_day: shape.maxPerDay,
    max_games_week: shape.maxPerWeek,
    min_minutes_rest: shape.restMinutes,
    next_game_offset: shape.nights,
    use_weekend_method: shape.useWeekend,
  };
  const schedules =
    shape.style === 'across'
      ? [{ id: 'across', division_ids: ['d0', 'd1'], ...common }]
      : divisions.map((division) => ({
          id: `s-${division.id}`,
          division_ids: [division.id],
          ...common,
          mode: shape.style === 'practices' ? 'practices' : 'games',
          style: shape.style === 'single' || shape.style === 'double' ? shape.style : 'round',
          argument: shape.style === 'week' || shape.style === 'season' ? shape.style : 'rounds',
        }));
  return {
    format_version: 1,
    timezone: shape.timezone,
    first_day: 0,
    divisions,
    teams,
    people,
    venues,
    distances: [],
    timeslots,
    fixed_games: [],
    schedules,
  };
}

function constraintOf(kind: number, shape: Shape, divisionId: string): Record<string, unknown> {
  const weekdays = [shape.slotDays[0] ?? 0];
  switch (kind) {
    case 0:
      return { kind, start_date: '2026-03-08', end_date: '2026-03-09' };
    case 1:
      return { kind, weekdays, not_between_start: '17:00', not_between_end: '19:00' };
    case 2:
      return { kind, weekdays, max_games: 1 };
    case 3:
      return { kind, weekdays, max_travel_home: 10 };
    case 4:
      return { kind, weekdays, max_travel_last: 5 };
    case 5:
      return { kind, weekdays };
    default:
      return { kind, weekdays, no_play_team: `${divisionId}t1` };
  }
}

describe('solve against the referee on random leagues', () => {
  it('never breaks a hard rule, and every game is either placed or explained', async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb, fc.integer({ min: 1, max: 1000 }), async (shape, seed) => {
        const instance = parseInstance(buildInstance(shape));
        const result = await solve(instance, { seed, timeLimitMs: 5_000 });
        const report = validateResult(instance, result);
        expect(report.violations.map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
        for (const game of result.games) {
          if (game.timeslot_id === null) expect(result.unscheduled_reasons[game.id]).toMatch(/\S/);
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
  }, 300_000);
});
