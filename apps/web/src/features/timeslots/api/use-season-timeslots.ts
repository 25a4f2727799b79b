import { TimeslotListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seasonTimeslotsKey } from './timeslot-keys.ts';

/**
 * Every slot of the season with the season's time zone. The whole season is one request (two queries on
 * the server for any count), so switching views and filtering never waits on the network.
 */
export function useSeasonTimeslots(seasonId: string) {
  return useQuery(seasonTimeslotsQuery(seasonId));
}

export function seasonTimeslotsQuery(seasonId: string) {
  return {
    queryKey: seasonTimeslotsKey(seasonId),
    queryFn: () => api.get(`/api/seasons/${encodeURIComponent(seasonId)}/timeslots`, TimeslotListSchema),
  };
}
