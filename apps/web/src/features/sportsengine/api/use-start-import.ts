import { ActivityStartedSchema, type PlatformImportInput, type PlatformImportOptions } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';

/** Starts a Sport Management import; answers the activity to follow at /activity/{id}. */
export function useStartImport() {
  return useMutation({
    mutationFn: (input: PlatformImportInput) =>
      api.post('/api/sportsengine/import', input, ActivityStartedSchema),
  });
}

/** Starts a Season Management ("beta") import of a site's season. */
export function useStartBetaImport() {
  return useMutation({
    mutationFn: ({
      site,
      season,
      options,
    }: {
      site: string;
      season: string;
      options: PlatformImportOptions;
    }) => api.post(apiPath`/api/sportsengine/import/${site}/${season}`, options, ActivityStartedSchema),
  });
}
