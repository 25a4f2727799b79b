import {
  ActivityStartedSchema,
  BalancesSchema,
  CapacitySchema,
  ConflictsSchema,
  type ExportFormat,
  type ExportJob,
  ExportSchema,
  FeedSchema,
  type ScheduleConfigInput,
  ScheduleCreatedSchema,
  ScheduleDetailSchema,
  ScheduleStatusSchema,
  ScheduleSummarySchema,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { scheduleKeys } from './schedule-keys.ts';

/** The progress screen polls every 1.5 s until the schedule has finished (a run takes seconds). */
export const STATUS_POLL_MS = 1_500;

const id = encodeURIComponent;

/** The running schedule's progress, polled until it has finished. */
export function useScheduleStatus(scheduleId: string) {
  return useQuery({
    queryKey: scheduleKeys.status(scheduleId),
    queryFn: () => api.get(`/api/schedules/${id(scheduleId)}/status`, ScheduleStatusSchema),
    refetchInterval: (query) => (query.state.data?.finished ? false : STATUS_POLL_MS),
  });
}

/** A schedule with its games, teams and slots. */
export function useScheduleDetail(scheduleId: string, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.detail(scheduleId),
    queryFn: () => api.get(`/api/schedules/${id(scheduleId)}`, ScheduleDetailSchema),
    enabled,
    retry: false,
  });
}

/**
 * The wizard's timeslot check, answered by the server (docs/schedules.md, "The timeslot check"): only it
 * knows the teams' home venues and time constraints. It follows the settings, keeping the last answer on
 * screen while the next one loads; it lives under the season, so a slot added on the calendar reloads it.
 */
export function useCapacity(seasonId: string, divisionId: string | null, config: ScheduleConfigInput) {
  return useQuery({
    queryKey: scheduleKeys.capacity(seasonId, divisionId ?? '', config),
    queryFn: () =>
      api.post(
        '/api/schedules/capacity',
        { season_id: seasonId, division_id: divisionId, config },
        CapacitySchema,
      ),
    enabled: divisionId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `scope` is a schedule id, or null for the whole season (the master list). */
const scopePath = (seasonId: string, scheduleId: string | null) =>
  scheduleId ? `/api/schedules/${id(scheduleId)}` : `/api/seasons/${id(seasonId)}`;

export function useBalances(seasonId: string, scheduleId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.balances(seasonId, scheduleId ?? 'season'),
    queryFn: () => api.get(`${scopePath(seasonId, scheduleId)}/balances`, BalancesSchema),
    enabled,
  });
}

export function useConflicts(seasonId: string, scheduleId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: scheduleKeys.conflicts(seasonId, scheduleId ?? 'season'),
    queryFn: () => api.get(`${scopePath(seasonId, scheduleId)}/conflicts`, ConflictsSchema),
    enabled,
  });
}

/**
 * Queues a CSV export of the schedule (or of the season's master list, `scheduleId` null) as an export job
 * (docs/exports.md): the main file (one team's with `team_id`), rest weeks, or a platform's import format.
 */
export function queueGamesExport(
  seasonId: string,
  scheduleId: string | null,
  options: { format: ExportFormat; team_id?: string },
): Promise<ExportJob> {
  return api.post(
    `/api/seasons/${encodeURIComponent(seasonId)}/exports`,
    { schedule_id: scheduleId, ...options },
    ExportSchema,
  );
}

/** Creating, retrying, renaming, cancelling and deleting schedules; each refreshes the season's lists. */
export function useScheduleMutations(seasonId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.season(seasonId) }),
      client.invalidateQueries({ queryKey: scheduleKeys.all }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: { division_id: string; name: string; config: ScheduleConfigInput }) =>
        api.post('/api/schedules', { season_id: seasonId, ...body }, ScheduleCreatedSchema),
      onSuccess: refresh,
    }),
    createBlank: useMutation({
      mutationFn: (body: { division_id: string; name: string }) =>
        api.post('/api/schedules/blank', { season_id: seasonId, ...body }, ScheduleCreatedSchema),
      onSuccess: refresh,
    }),
    retry: useMutation({
      mutationFn: (args: { id: string; mode: 'fresh' | 'unscheduled_only'; config: ScheduleConfigInput }) =>
        api.post(
          `/api/schedules/${id(args.id)}/retry`,
          { mode: args.mode, config: args.config },
          ScheduleCreatedSchema,
        ),
      onSuccess: async (_, args) => {
        await client.invalidateQueries({ queryKey: scheduleKeys.status(args.id) });
        await refresh();
      },
    }),
    rename: useMutation({
      mutationFn: (args: { id: string; name: string }) =>
        api.patch(`/api/schedules/${id(args.id)}`, { name: args.name }, ScheduleSummarySchema),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (scheduleId: string) =>
        api.post(`/api/schedules/${id(scheduleId)}/cancel`, undefined, ScheduleStatusSchema),
      onSuccess: (status) => client.setQueryData(scheduleKeys.status(status.id), status),
    }),
    // With `withPlatform` the schedule's games are deleted on SportsEngine first, as an activity whose id
    // the answer carries; the schedule goes when it succeeds (docs/sportsengine.md, "Deleting").
    remove: useMutation({
      mutationFn: async ({
        scheduleId,
        withPlatform = false,
      }: {
        scheduleId: string;
        withPlatform?: boolean;
      }): Promise<{ activityId: string | null }> => {
        if (!withPlatform) {
          await api.delete(`/api/schedules/${id(scheduleId)}`);
          return { activityId: null };
        }
        const started = await api.delete(
          `/api/schedules/${id(scheduleId)}?se=1`,
          undefined,
          ActivityStartedSchema,
        );
        return { activityId: started.activity.id };
      },
      onSuccess: refresh,
    }),
  };
}

/** The subscribe URL of a schedule's iCalendar feed, or one team's. */
export function requestFeed(scheduleId: string, teamId: string | null) {
  return api.post(`/api/schedules/${id(scheduleId)}/feeds`, { team_id: teamId }, FeedSchema);
}
