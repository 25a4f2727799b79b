import { readLocalSlots, slotEligibility } from '../../packages/engine/src/analyse/eligible-slots.ts';
import { successRate } from '../../packages/engine/src/analyse/success-rate.ts';
import type { Game, Instance, Result, Team } from '../../packages/engine/src/model/instance.ts';

interface Interval {
  start: number;
  finish: number;
}

interface TeamState {
  intervals: Interval[];
  perDay: Map<string, number>;
  perWeek: Map<string, number>;
}

function matchesDay(constraint: Team['time_constraints'][number], date: string, weekday: number): boolean {
  if (constraint.weekdays.length > 0 && !constraint.weekdays.includes(weekday)) return false;
  if (constraint.start_date === null) return true;
  return date >= constraint.start_date && date <= (constraint.end_date ?? constraint.start_date);
}

/**
 * The naive baseline the benchmark prints beside the solver: games in the given order, each into the
 * earliest free slot that is eligible for its schedule and keeps the team rules a first-fit can check
 * cheaply (no overlap, day and week limits of the game's own schedule, enforce_home, no_play dates, bracket
 * order). It never moves a game once placed, so its unplaced count and spreads are the floor to beat.
 * Fixed games keep their slots; a game reusing a fixed game's id keeps the fixed slot (Reading 12).
 */
export function firstFit(instance: Instance, games: readonly Game[]): Result {
  const started = performance.now();
  const locals = readLocalSlots(instance);
  const order = locals
    .map((local, index) => ({ local, index, ms: Date.parse(local.slot.start) }))
    .sort((a, b) => a.ms - b.ms || a.index - b.index);
  const slotIndex = new Map(locals.map((local, i) => [local.slot.id as string, i]));
  const venueOfSurface = new Map<string, string>();
  for (const venue of instance.venues)
    for (const surface of venue.surfaces) venueOfSurface.set(surface.id, venue.id);
  const teams = new Map(instance.teams.map((team) => [team.id as string, team]));
  const taken = new Set<number>();
  const states = new Map<string, TeamState>();
  const stateOf = (teamId: string): TeamState => {
    let state = states.get(teamId);
    if (!state) {
      state = { intervals: [], perDay: new Map(), perWeek: new Map() };
      states.set(teamId, state);
    }
    return state;
  };
  const spans: Interval[] = locals.map((local) => ({
    start: Date.parse(local.slot.start),
    finish: Date.parse(local.slot.finish),
  }));
  const occupy = (game: Game, index: number): void => {
    const local = locals[index];
    const span = spans[index];
    if (!local || !span) return;
    taken.add(index);
    for (const teamId of [game.home_id, game.visitor_id]) {
      if (teamId === null) continue;
      const state = stateOf(teamId);
      state.intervals.push(span);
      const day = `${game.is_practice} ${local.start.date}`;
      const week = `${game.is_practice} ${local.week_start}`;
      state.perDay.set(day, (state.perDay.get(day) ?? 0) + 1);
      state.perWeek.set(week, (state.perWeek.get(week) ?? 0) + 1);
    }
  };

  const fixedSlots = new Map<string, number>();
  for (const fixed of instance.fixed_games) {
    const index = fixed.timeslot_id === null ? undefined : slotIndex.get(fixed.timeslot_id);
    if (index === undefined) continue;
    fixedSlots.set(fixed.id, index);
    occupy(fixed, index);
  }

  const placedFinish = new Map<string, number>();
  const schedules = new Map(instance.schedules.map((schedule) => [schedule.id as string, schedule]));
  const eligibleBySchedule = new Map(
    instance.schedules.map((schedule) => {
      const isEligible = slotEligibility(schedule);
      return [
        schedule.id as string,
        order.filter(({ local }) => isEligible(local)).map(({ index }) => index),
      ];
    }),
  );

  const fits = (game: Game, index: number, notBefore: number): boolean => {
    const local = locals[index];
    const span = spans[index];
    const schedule = schedules.get(game.schedule_id);
    if (!local || !span || !schedule || taken.has(index)) return false;
    if (span.start < notBefore) return false;
    for (const teamId of [game.home_id, game.visitor_id]) {
      if (teamId === null) continue;
      const state = stateOf(teamId);
      if (state.intervals.some((other) => other.start < span.finish && span.start < other.finish))
        return false;
      const day = state.perDay.get(`${game.is_practice} ${local.start.date}`) ?? 0;
      if (schedule.max_games_day > 0 && day >= schedule.max_games_day) return false;
      const week = state.perWeek.get(`${game.is_practice} ${local.week_start}`) ?? 0;
      if (schedule.max_games_week > 0 && week >= schedule.max_games_week) return false;
      const team = teams.get(teamId);
      const blocked = team?.time_constraints.some(
        (c) => c.kind === 'no_play' && matchesDay(c, local.start.date, local.start.weekday),
      );
      if (blocked) return false;
    }
    const home = game.home_id === null ? undefined : teams.get(game.home_id);
    if (schedule.enforce_home && !game.is_practice && home && home.home_venue_ids.length > 0) {
      const venue = venueOfSurface.get(local.slot.surface_id);
      if (!home.home_venue_ids.some((id) => id === venue)) return false;
    }
    return true;
  };

  const unscheduled_reasons: Record<string, string> = {};
  const placed = games.map((game): Game => {
    const fixed = fixedSlots.get(game.id);
    if (fixed !== undefined) {
      placedFinish.set(game.id, spans[fixed]?.finish ?? 0);
      return { ...game, timeslot_id: locals[fixed]?.slot.id ?? null };
    }
    const feeders = [game.home_from, game.visitor_from].flatMap((source) => (source ? [source.game_id] : []));
    const feederFinishes = feeders.map((id) => placedFinish.get(id));
    const rest = (schedules.get(game.schedule_id)?.min_minutes_rest ?? 0) * 60_000;
    const found = feederFinishes.includes(undefined)
      ? undefined
      : (eligibleBySchedule.get(game.schedule_id) ?? []).find((index) =>
          fits(game, index, Math.max(0, ...(feederFinishes as number[])) + (feeders.length > 0 ? rest : 0)),
        );
    if (found === undefined) {
      unscheduled_reasons[game.id] = 'first-fit: no free eligible slot';
      return { ...game, timeslot_id: null };
    }
    occupy(game, found);
    placedFinish.set(game.id, spans[found]?.finish ?? 0);
    return { ...game, timeslot_id: locals[found]?.slot.id ?? null };
  });

  const scheduled = placed.filter((game) => game.timeslot_id !== null).length;
  const unscheduled = placed.length - scheduled;
  return {
    format_version: 1,
    status: unscheduled === 0 ? 'complete' : 'partial',
    games: placed,
    unscheduled_reasons,
    metrics: {
      scheduled,
      unscheduled,
      success_rate: successRate(scheduled, unscheduled),
      elapsed_ms: Math.round(performance.now() - started),
    },
  };
}
