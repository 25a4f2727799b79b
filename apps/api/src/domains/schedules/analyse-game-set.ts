import type { Balances, Conflicts } from '@app/contracts';
import { computeBalances, findConflicts, type Reason, toCsv } from '@app/engine';
import { toEngineGame } from './build-engine-instance.ts';
import { type GameSet, scheduleInstance, toBalanceInput, withUsedTimeslots } from './load-game-set.ts';

/**
 * The six balance tables of a game set (placed games only; matchups null for practices). A practice
 * schedule has no matchups even if it holds a game with two teams from before such games were refused there.
 */
export function balancesOf(set: GameSet): Balances {
  const balances = computeBalances(toBalanceInput(withUsedTimeslots(set)));
  return set.schedule?.isPractice ? { ...balances, matchups: null } : balances;
}

/** The rest-weeks table as the rest CSV: WEEK_START, REST_TREAMS (the product's spelling, docs/schedules.md). */
export function restCsv(set: GameSet): string {
  return toCsv(balancesOf(set).rest_weeks);
}

/**
 * The conflicts of a game set: each schedule's games checked against the season with every other
 * schedule's placed games fixed (so clashes between schedules show too), keeping only the conflicts that
 * involve one of the schedule's own games (a clash among the other schedules' games is theirs), merged
 * without repeats; the master list covers every schedule, so it shows them all. Each carries its English
 * message and the engine's reason as a code.
 */
export function conflictsOf(fullSet: GameSet): Conflicts {
  const set = withUsedTimeslots(fullSet);
  const groups: Conflicts = { surface: [], team: [], team_week: [], team_time: [], coach: [], bracket: [] };
  const seen = new Set<string>();
  for (const schedule of set.schedules) {
    const own = set.games.filter((g) => g.scheduleId === schedule.id && g.timeslotId !== null);
    if (own.length === 0) continue;
    const ownIds = new Set(own.map((g) => g.id));
    const add = (group: keyof Conflicts, found: { message: string; reason: Reason; game_ids: string[] }) => {
      if (!found.game_ids.some((id) => ownIds.has(id))) return;
      const key = `${group}|${found.message}|${[...found.game_ids].sort().join(',')}`;
      if (seen.has(key)) return;
      seen.add(key);
      groups[group].push({ message: found.message, reason: found.reason, game_ids: found.game_ids });
    };
    const found = findConflicts(scheduleInstance(set, schedule), own.map(toEngineGame));
    for (const c of found.surface_conflicts) add('surface', c);
    for (const c of found.team_overlaps) add('team', c);
    for (const c of found.teams_over_week_max) add('team_week', c);
    for (const c of found.time_constraint_breaches) add('team_time', { ...c, game_ids: [c.game_id] });
    for (const c of found.coach_conflicts) add('coach', c);
    for (const c of found.bracket_chain_breaks) add('bracket', c);
  }
  return groups;
}
