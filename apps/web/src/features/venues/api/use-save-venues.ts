import { type VenueCreate, VenueSchema, type VenueUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const VenuesAnswerSchema = z.object({ venues: z.array(VenueSchema) });

/** Creates the named rows of the multi-row venue form in one call (all or nothing on the server). */
export function useCreateVenues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VenueCreate) => api.post('/api/venues', input, VenuesAnswerSchema),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.season(input.season_id) }),
  });
}

/**
 * Replaces a venue with its surfaces (surfaces left out are deleted with their timeslots). Distances of
 * the season's other venues may change, so every cached venue and team page goes stale.
 */
export function useUpdateVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VenueUpdate) =>
      api.patch(`/api/venues/${encodeURIComponent(id)}`, input, VenueSchema),
    onSuccess: (venue) => {
      queryClient.setQueryData(queryKeys.venue(id), venue);
      void queryClient.invalidateQueries({ queryKey: ['venues'] });
      void queryClient.invalidateQueries({ queryKey: ['teams'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.season(venue.season_id) });
    },
  });
}
