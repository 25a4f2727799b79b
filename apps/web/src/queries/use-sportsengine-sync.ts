import {
  ActivityStartedSchema,
  ExportableScheduleListSchema,
  SyncedScheduleListSchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { apiPath, hasId } from '../lib/api-path.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * Sending schedules to SportsEngine and deleting what was sent (docs/sportsengine.md, "Exporting" and
 * "Deleting"): used by the sportsengine pages, the game table's export menu and the schedule delete dialog.
 */

/** The season's schedules and whether each can be sent; `enabled` false waits (the export menu until opened). */
export function useExportableSchedules(seasonId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.sportsengineExportable(seasonId),
    queryFn: () =>
      api.get(
        `/api/sportsengine/schedules?season_id=${encodeURIComponent(seasonId)}`,
        ExportableScheduleListSchema,
      ),
    enabled: hasId(seasonId) && options.enabled !== false,
    retry: false,
  });
}

/** Schedules with games on SportsEngine, and whether the organisation is connected. */
export function useSyncedSchedules(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.sportsengineSynced,
    queryFn: () => api.get('/api/sportsengine/synced', SyncedScheduleListSchema),
    enabled: options.enabled !== false,
    retry: false,
  });
}

/** Starts an export (`season` true: the Season Management path) or a clear; answers the activity's id. */
export function useSportsengineActivity() {
  const queryClient = useQueryClient();
  const started = () => void queryClient.invalidateQueries({ queryKey: queryKeys.sportsengineSynced });
  return {
    exportSchedule: useMutation({
      mutationFn: async ({ scheduleId, season }: { scheduleId: string; season: boolean }) =>
        (
          await api.post(
            season
              ? apiPath`/api/sportsengine/export_beta/${scheduleId}`
              : apiPath`/api/sportsengine/export/${scheduleId}`,
            undefined,
            ActivityStartedSchema,
          )
        ).activity.id,
      onSuccess: started,
    }),
    clearSchedule: useMutation({
      mutationFn: async (scheduleId: string) =>
        (await api.post(apiPath`/api/sportsengine/clear/${scheduleId}`, undefined, ActivityStartedSchema))
          .activity.id,
      onSuccess: started,
    }),
  };
}
