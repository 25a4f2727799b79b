import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leagueFileName, saveJsonFile } from '../components/save-json-file.ts';

/**
 * Downloads a league as its JSON document, saved as "{league name}.json". Fetched rather than linked, so a
 * failure shows as a toast instead of a saved error page.
 */
export function useDownloadLeague() {
  return useMutation({
    mutationFn: async (league: { id: string; name: string }) => {
      const document = await api.get<unknown>(`/api/leagues/${encodeURIComponent(league.id)}/export`);
      saveJsonFile(leagueFileName(league.name), document);
    },
  });
}
