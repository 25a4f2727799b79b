import { placeGames, type SolveOptions, type SolveResult } from './assign/run-search.ts';
import type { Game, Instance } from './model/instance.ts';
import { dayOfDate, weekOfDay, weekOneStart } from './model/local-time.ts';
import { generateGames } from './pairings/index.ts';

export type { SolveOptions, SolveProgress, SolveResult } from './assign/run-search.ts';

/** Reading 2: the number of distinct weeks each schedule's date range touches, by schedule id. */
function weeksPerSchedule(instance: Instance): Map<string, number> {
  const starts = instance.schedules.map((s) => dayOfDate(s.schedule_start));
  const weekOne = weekOneStart(starts.length > 0 ? Math.min(...starts) : 0, instance.first_day);
  return new Map(
    instance.schedules.map((s) => [
      s.id as string,
      weekOfDay(dayOfDate(s.schedule_end), weekOne) - weekOfDay(dayOfDate(s.schedule_start), weekOne) + 1,
    ]),
  );
}

/**
 * Solves every schedule of the instance together over the shared timeslots: generates each schedule's games
 * (pairings are fixed once generated; fixed games of a schedule count toward it), places them under every
 * hard rule, balances the soft ones, and explains each game left unscheduled. The result lists every game of
 * every solved schedule. Deterministic for a seed; stops early, with the best result so far, on abort or when
 * the time limit (a safety net) runs out.
 */
export async function solve(instance: Instance, options: SolveOptions = {}): Promise<SolveResult> {
  const weeks = weeksPerSchedule(instance);
  const games: Game[] = [];
  for (const schedule of instance.schedules) {
    const teams = instance.teams.filter((t) => schedule.division_ids.includes(t.division_id));
    const fixedGames = instance.fixed_games.filter((g) => g.schedule_id === schedule.id);
    // Generation returns only what is still needed; the schedule's fixed games are its other games (Reading 12).
    games.push(
      ...fixedGames,
      ...generateGames({ schedule, teams, weeks: weeks.get(schedule.id) ?? 1, fixedGames }),
    );
  }
  return placeGames(instance, games, options);
}
