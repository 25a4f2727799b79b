import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Schedule queries live under their season's key, so reloading the season (a slot change on the calendar,
 * a game edit) reloads its schedules, games and analyses with it.
 */
export const scheduleKeys = {
  list: queryKeys.seasonSchedules,
  // A schedule page may open before its season is known, so its detail is keyed by its own id.
  detail: (id: string) => ['schedules', id] as const,
  all: queryKeys.schedules,
  status: queryKeys.scheduleStatus,
  balances: (seasonId: string, scope: string) => [...queryKeys.season(seasonId), 'balances', scope] as const,
  capacity: (seasonId: string, divisionId: string, config: unknown) =>
    [...queryKeys.season(seasonId), 'capacity', divisionId, config] as const,
  conflicts: (seasonId: string, scope: string) =>
    [...queryKeys.season(seasonId), 'conflicts', scope] as const,
};
