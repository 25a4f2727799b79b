import { type CsvKind, FINISHED_IMPORT_STATUSES, type ImportJob, ImportSchema } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often the progress bar asks for the import's progress (a primary-key read on the server). */
const IMPORT_POLL_MS = 500;

const importKey = (id: string) => ['imports', id] as const;

export const isImportFinished = (job: ImportJob): boolean => FINISHED_IMPORT_STATUSES.includes(job.status);

/** Queues one CSV file as an import job (docs/imports.md, "Import jobs"); the answer is the queued job. */
export function useStartImport(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, csv }: { kind: CsvKind; csv: string }) =>
      api.post(`/api/seasons/${encodeURIComponent(seasonId)}/imports`, { kind, csv }, ImportSchema),
    onSuccess: (job) => queryClient.setQueryData(importKey(job.id), job),
  });
}

/**
 * One import job, polled until it finishes. When it succeeds, what it created shows on the season's pages
 * and counts, so they go stale.
 */
export function useImportJob(seasonId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKey(id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const job = await api.get(`/api/imports/${encodeURIComponent(id ?? '')}`, ImportSchema);
      if (job.status === 'succeeded') {
        await Promise.all(
          [queryKeys.season(seasonId), ['divisions'], ['teams'], ['venues'], ['people']].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      return job;
    },
    refetchInterval: (query) =>
      query.state.data && isImportFinished(query.state.data) ? false : IMPORT_POLL_MS,
  });
}

/** Cancels a queued or running import; nothing of it is saved. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/imports/${encodeURIComponent(id)}/cancel`, undefined, ImportSchema),
    onSuccess: (job) => queryClient.setQueryData(importKey(job.id), job),
  });
}
