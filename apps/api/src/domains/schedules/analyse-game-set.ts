import type { Balances, Conflict, Conflicts } from '@app/contracts';
import { computeBalances, findConflicts, toCsv } from '@app/engine';
import { toEngineGame } from './build-engine-instance.ts';
import { type GameSet, scheduleInstance, toBalanceInput, withUsedTimeslots } from './load-game-set.ts';

/** The six balance tables of a game set (placed games only; matchups null for practices). */
export function balancesOf(set: GameSet): Balances {
  return computeBalances(toBalanceInput(withUsedTimeslots(set)));
}

/** The rest-weeks table as the rest CSV: WEEK_START, REST_TREAMS (the product's spelling, docs/schedules.md). */
export function restCsv(set: GameSet): string {
  return toCsv(balancesOf(set).rest_weeks);
}

/**
 * The conflicts of a game set: each schedule's games checked against the season with every other
 * schedule's placed games fixed (so clashes between schedules show too), merged without repeats.
 */
export function conflictsOf(fullSet: GameSet): Conflicts {
  const set = withUsedTimeslots(fullSet);
  const groups: Conflicts = { surface: [], team: [], team_week: [], team_time: [], coach: [] };
  const seen = new Set<string>();
  const add = (group: keyof Conflicts, conflict: Conflict) => {
    const key = `${group}|${conflict.message}|${[...conflict.game_ids].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    groups[group].push(conflict);
  };
  for (const schedule of set.schedules) {
    const own = set.games.filter((g) => g.scheduleId === schedule.id && g.timeslotId !== null);
    if (own.length === 0) continue;
    const found = findConflicts(scheduleInstance(set, schedule), own.map(toEngineGame));
    for (const c of found.surface_conflicts) add('surface', { message: c.message, game_ids: c.game_ids });
    for (const c of found.team_overlaps) add('team', { message: c.message, game_ids: c.game_ids });
    for (const c of found.teams_over_week_max) {
      add('team_week', {
        message: `${c.team} has ${c.count} games in the week of ${c.week_start} (at most ${c.limit})`,
        game_ids: c.game_ids,
      });
    }
    for (const c of found.time_constraint_breaches)
      add('team_time', { message: c.message, game_ids: [c.game_id] });
    for (const c of found.coach_conflicts) add('coach', { message: c.message, game_ids: c.game_ids });
  }
  return groups;
}
