import type {
  Game,
  Instance,
  Person,
  Result,
  Team,
  Timeslot,
} from '../../packages/engine/src/model/instance.ts';
import { weekdayOf } from '../../packages/engine/src/model/local-time.ts';
import { buildTeam } from '../../packages/engine/src/test-support/instance.ts';
import {
  brand,
  buildScheduleConfig,
  buildTimeslot,
  buildVenues,
  datesBetween,
  startMinutesOn,
} from './build-parts.ts';
import { createRng } from './prng.ts';

/** A planted instance and the complete schedule it was built around. */
export interface PlantedInstance {
  instance: Instance;
  /** Places every game of `instance` (complete, 100%); its slots are exactly those the hidden games use. */
  hidden: Result;
  /** Slots beyond the hidden schedule's: ceil(5% x games). */
  extra_slots: number;
}

/** Shape of a planted instance; a complete schedule exists by construction. */
export interface PlantedSpec {
  seed: number;
  timezone: string;
  start: string;
  end: string;
  divisions: number;
  /** Even: every team plays in every round. */
  teams_per_division: number;
}

/** Circle-method rounds of a single round robin over team indexes 0..n-1 (n even), as [home, visitor]. */
function circleRounds(n: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  const m = n - 1;
  for (let r = 0; r < m; r += 1) {
    const round: [number, number][] = [r % 2 === 0 ? [m, r] : [r, m]];
    for (let i = 1; i < n / 2; i += 1) round.push([(r + i) % m, (r - i + m) % m]);
    rounds.push(round);
  }
  return rounds;
}

interface SlotDraft {
  surface: string;
  date: string;
  minute: number;
  divisions: string[];
}

/**
 * `count` dates from `shuffled`, taking each weekday in turn so a division's rounds fall evenly on every game
 * weekday (a real organiser's schedule would; without it no placement could balance days), in date order.
 */
function balancedDays(shuffled: readonly string[], count: number): string[] {
  const byWeekday = new Map<number, string[]>();
  for (const date of shuffled) {
    const weekday = weekdayOf(date);
    byWeekday.set(weekday, [...(byWeekday.get(weekday) ?? []), date]);
  }
  const queues = [...byWeekday.values()];
  const picked: string[] = [];
  for (let i = 0; picked.length < count && queues.some((queue) => queue.length > 0); i += 1) {
    const date = queues[i % queues.length]?.shift();
    if (date) picked.push(date);
  }
  return picked.sort();
}

/**
 * Builds a double round robin per division, places it on game days (Wednesdays and weekends) at each home
 * team's home venue, creates exactly the slots that placement uses plus 5% extra, and adds no-play dates
 * only on days the team does not play, so the hidden schedule obeys every hard rule of the instance.
 */
export function generatePlanted(spec: PlantedSpec): PlantedInstance {
  const rng = createRng(spec.seed);
  const n = spec.teams_per_division;
  const venues = buildVenues(rng, Math.ceil((spec.divisions * n) / 2), 2);
  const gameDays = datesBetween(spec.start, spec.end).filter((date) => [0, 3, 6].includes(weekdayOf(date)));
  const used = new Map<string, Set<string>>();

  // Next free start on one of the venue's surfaces that day, trying starts from `turn` onwards (wrapping), so
  // the hidden schedule spreads over early and late starts as a balanced real schedule would; undefined when
  // the day is full.
  const allocate = (
    venueIndex: number,
    date: string,
    turn: number,
  ): { surface: string; minute: number } | undefined => {
    const venue = venues[venueIndex];
    if (!venue) return undefined;
    const starts = startMinutesOn(date);
    const rotated = starts.map((_, i) => starts[(i + turn) % starts.length] ?? 0);
    for (const minute of rotated) {
      for (const surface of venue.surfaces) {
        const key = `${date} ${minute}`;
        const taken = used.get(surface.id) ?? new Set<string>();
        if (taken.has(key)) continue;
        taken.add(key);
        used.set(surface.id, taken);
        return { surface: surface.id, minute };
      }
    }
    return undefined;
  };

  const teams: Team[] = [];
  const people: Person[] = [];
  const drafts: SlotDraft[] = [];
  const hiddenDrafts: { game: Omit<Game, 'timeslot_id'>; slot: SlotDraft }[] = [];
  const playDays = new Map<string, Set<string>>();
  const legs = circleRounds(n);
  const rounds = [...legs, ...legs.map((round) => round.map(([h, v]): [number, number] => [v, h]))];

  for (let d = 1; d <= spec.divisions; d += 1) {
    const division = `d${d}`;
    const first = teams.length;
    for (let k = 0; k < n; k += 1) {
      const index = first + k + 1;
      people.push({
        id: brand<'PersonId'>(`p${index}`),
        name: `Coach ${index}`,
        is_coach: true,
        is_player: false,
      });
      teams.push(
        buildTeam({
          id: `t${index}`,
          name: `D${d} Team ${k + 1}`,
          division_id: division,
          home_venue_ids: [venues[Math.floor((first + k) / 2)]?.id ?? 'v1'],
          person_ids: [`p${index}`],
        }),
      );
    }
    const days = balancedDays(rng.shuffle(gameDays), rounds.length);
    rounds.forEach((round, r) => {
      const date = days[r] ?? '';
      for (const [h, v] of round) {
        const home = teams[first + h];
        const visitor = teams[first + v];
        const place = allocate(Math.floor((first + h) / 2), date, r + h);
        if (!home || !visitor || !place)
          throw new Error(`planted generator: no room for round ${r + 1} of ${division}`);
        const slot: SlotDraft = { ...place, date, divisions: rng.chance(0.5) ? [division] : [] };
        drafts.push(slot);
        for (const team of [home, visitor])
          playDays.set(team.id, (playDays.get(team.id) ?? new Set()).add(date));
        hiddenDrafts.push({
          game: {
            id: brand<'GameId'>(`g${hiddenDrafts.length + 1}`),
            schedule_id: brand<'ScheduleId'>(`pl${d}`),
            division_id: brand<'DivisionId'>(division),
            home_id: home.id,
            visitor_id: visitor.id,
            is_practice: false,
            round: r + 1,
            bracket: null,
            home_from: null,
            visitor_from: null,
          },
          slot,
        });
      }
    });
  }

  const extra_slots = Math.ceil(hiddenDrafts.length * 0.05);
  let added = 0;
  while (added < extra_slots) {
    const date = rng.pick(gameDays);
    const place = allocate(rng.int(0, venues.length - 1), date, rng.int(0, 4));
    if (!place) continue;
    drafts.push({ ...place, date, divisions: rng.chance(0.5) ? [`d${rng.int(1, spec.divisions)}`] : [] });
    added += 1;
  }

  // Blackouts only where the hidden schedule leaves the team free, so they never break it.
  for (const team of teams) {
    if (!rng.chance(1 / 3)) continue;
    const free = gameDays.filter((date) => !playDays.get(team.id)?.has(date));
    if (free.length === 0) continue;
    team.time_constraints.push({
      kind: 'no_play',
      weekdays: [],
      start_date: rng.pick(free),
      end_date: null,
      not_between_start: null,
      not_between_end: null,
      not_before: null,
      not_after: null,
      max_games: null,
      max_travel_home: null,
      max_travel_last: null,
      no_play_team: null,
    });
  }

  const ordered = [...drafts].sort((a, b) =>
    a.date === b.date ? a.minute - b.minute || (a.surface < b.surface ? -1 : 1) : a.date < b.date ? -1 : 1,
  );
  const slotIds = new Map<SlotDraft, string>();
  const timeslots: Timeslot[] = ordered.map((draft, i) => {
    slotIds.set(draft, `ts${i + 1}`);
    return buildTimeslot(
      `ts${i + 1}`,
      draft.surface,
      draft.date,
      draft.minute,
      spec.timezone,
      draft.divisions,
    );
  });
  const games: Game[] = hiddenDrafts.map(({ game, slot }) => ({
    ...game,
    timeslot_id: brand<'TimeslotId'>(slotIds.get(slot) ?? ''),
  }));

  const instance: Instance = {
    format_version: 1,
    timezone: spec.timezone,
    first_day: 0,
    divisions: Array.from({ length: spec.divisions }, (_, i) => ({
      id: brand<'DivisionId'>(`d${i + 1}`),
      name: `Division ${i + 1}`,
    })),
    teams,
    people,
    venues,
    distances: [],
    timeslots,
    fixed_games: [],
    schedules: Array.from({ length: spec.divisions }, (_, i) =>
      buildScheduleConfig({
        id: brand<'ScheduleId'>(`pl${i + 1}`),
        division_ids: [brand<'DivisionId'>(`d${i + 1}`)],
        schedule_start: spec.start,
        schedule_end: spec.end,
      }),
    ),
  };
  const hidden: Result = {
    format_version: 1,
    status: 'complete',
    games,
    unscheduled_reasons: {},
    metrics: { scheduled: games.length, unscheduled: 0, success_rate: 100, elapsed_ms: 0 },
  };
  return { instance, hidden, extra_slots };
}
