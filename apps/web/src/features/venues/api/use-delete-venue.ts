import { type Venue, VenueDependentsSchema } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { forgetDeleted } from '../../../lib/forget-deleted.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What deleting the venue takes with it, asked fresh each time the confirmation opens. */
export function fetchVenueDependents(venueId: string) {
  return api.get(apiPath`/api/venues/${venueId}/dependents`, VenueDependentsSchema);
}

export function deleteVenue(venueId: string) {
  return api.delete(apiPath`/api/venues/${venueId}`);
}

/**
 * After a venue is deleted: its surfaces and timeslots went and the games placed there became
 * unscheduled, so its season (slots, games, lists), the other venues' distances, team pages and every
 * schedule reload.
 */
export function useForgetVenue() {
  const queryClient = useQueryClient();
  return (venue: Pick<Venue, 'id' | 'season_id'>) => {
    forgetDeleted(queryClient, queryKeys.venue(venue.id), [
      queryKeys.season(venue.season_id),
      ['venues'],
      ['teams'],
      queryKeys.schedules,
    ]);
  };
}
