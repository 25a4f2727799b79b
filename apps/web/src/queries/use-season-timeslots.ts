import { TimeslotListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

export function seasonTimeslotsQuery(seasonId: string) {
  return {
    queryKey: queryKeys.seasonTimeslots(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/timeslots`, TimeslotListSchema),
  };
}

/**
 * Every slot of the season with the season's time zone, for the calendar and the schedule screens (the
 * wizard's timeslot check, open slots for games). The whole season is one request (two queries on the
 * server for any count), so switching views and filtering never waits on the network. Idle until an id is
 * known (a user with no current season has none).
 */
export function useSeasonTimeslots(seasonId: string) {
  return useQuery({ ...seasonTimeslotsQuery(seasonId), enabled: hasId(seasonId) });
}
