import { TimeslotListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

export function seasonTimeslotsQuery(seasonId: string) {
  return {
    queryKey: queryKeys.seasonTimeslots(seasonId),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}/timeslots`, TimeslotListSchema),
  };
}

/**
 * Every slot of the season with the season's time zone, for the calendar and the schedule screens (the
 * wizard's timeslot check, open slots for games). The whole season is one request (two queries on the
 * server for any count), so switching views and filtering never waits on the network.
 */
export function useSeasonTimeslots(seasonId: string) {
  return useQuery(seasonTimeslotsQuery(seasonId));
}
