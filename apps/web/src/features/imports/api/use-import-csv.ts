import type { CsvKind } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CountSchema = z.object({ count: z.number().int().min(0) });

/**
 * Posts one CSV file's text for the server to read and save, all rows or none. Whatever it created shows on
 * the season's pages and counts, so they go stale.
 */
export function useImportCsv(seasonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, csv }: { kind: CsvKind; csv: string }) =>
      api.post(`/api/seasons/${encodeURIComponent(seasonId)}/csv/${kind}`, { csv }, CountSchema),
    onSuccess: () =>
      Promise.all(
        [queryKeys.season(seasonId), ['divisions'], ['teams'], ['venues'], ['people']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
