import { ExportSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { exportFileUrl, runExportJob } from '../../../lib/export-job.ts';
import { leagueFileName, saveJsonFile } from '../components/save-json-file.ts';

/**
 * Downloads a league as its JSON document, saved as "{league name}.json". The document is built by an export
 * job with a progress toast (docs/exports.md), then fetched rather than linked, so a failure shows as a toast
 * instead of a saved error page.
 */
export function useDownloadLeague() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (league: { id: string; name: string }) => {
      const job = await runExportJob(t, () =>
        api.post(`/api/leagues/${encodeURIComponent(league.id)}/exports`, undefined, ExportSchema),
      );
      saveJsonFile(leagueFileName(league.name), await api.get<unknown>(exportFileUrl(job.id)));
    },
  });
}
