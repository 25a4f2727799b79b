import { SeasonSchema, type SeasonUpdate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Renames a season; its page and league information (the picker, /leagues, league pages) reload. */
export function useRenameSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SeasonUpdate }) =>
      api.patch(`/api/seasons/${encodeURIComponent(id)}`, input, SeasonSchema),
    onSuccess: (season) => {
      queryClient.setQueryData(queryKeys.season(season.id), season);
      // The season page reads its name from the dashboard answer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.seasonDashboard(season.id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo });
    },
  });
}
