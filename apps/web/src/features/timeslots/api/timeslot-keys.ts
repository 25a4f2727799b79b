import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the season's key, so anything that reloads the season also reloads its slots. */
export function seasonTimeslotsKey(seasonId: string) {
  return [...queryKeys.season(seasonId), 'timeslots'] as const;
}
