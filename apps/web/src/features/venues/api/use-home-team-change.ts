import { TeamSchema } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Makes the venue a home venue of a team, or stops it being one (a team's venue links, seen from the venue). */
export type HomeTeamChange = { teamId: string; isHome: boolean };

/**
 * Adds or removes a home team of a venue through the team's home-venue routes; the venue and that team
 * are refetched afterwards.
 */
export function useHomeTeamChange(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, isHome }: HomeTeamChange) => {
      const base = `/api/teams/${encodeURIComponent(teamId)}/venues`;
      return isHome
        ? api.post(base, { venue_id: venueId }, TeamSchema)
        : api.delete(`${base}/${encodeURIComponent(venueId)}`, undefined, TeamSchema);
    },
    onSuccess: (team) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.venue(venueId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) }),
      ]),
  });
}
