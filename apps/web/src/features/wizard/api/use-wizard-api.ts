import {
  type ScheduleStatus,
  ScheduleStatusSchema,
  type Season,
  SeasonSchema,
  type SessionCreateInput,
  type WizardResult,
  WizardResultSchema,
  type WizardSubmitInput,
} from '@app/contracts';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The status poll of the schedules the wizard started, as on a schedule's progress screen (1.5 s). */
export const WIZARD_STATUS_POLL_MS = 1_500;

/**
 * POST /api/wizard (docs/wizard.md#finish). Signed out with `account`, the answer also signs the visitor in,
 * so the session and league information are reloaded either way.
 */
export function useSubmitWizard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WizardSubmitInput): Promise<WizardResult> =>
      api.post('/api/wizard', body, WizardResultSchema),
    onSuccess: async () => {
      resetCsrfToken();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      await queryClient.invalidateQueries({ queryKey: queryKeys.leagueInfo });
    },
  });
}

/** The account step's sign-in when the email already has an account (POST /api/session). */
export function useWizardSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SessionCreateInput) => api.post<unknown>('/api/session', input),
    onSuccess: async () => {
      resetCsrfToken();
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}

/** A season to copy from (source "copy a previous season"): its divisions, teams and venues. */
export function fetchSeason(seasonId: string): Promise<Season> {
  return api.get(apiPath`/api/seasons/${seasonId}`, SeasonSchema);
}

/** The progress of every schedule the wizard created, each polled until it has finished. */
export function useWizardScheduleStatuses(scheduleIds: readonly string[]): (ScheduleStatus | undefined)[] {
  const results = useQueries({
    queries: scheduleIds.map((id) => ({
      queryKey: ['wizard', 'schedule-status', id],
      queryFn: () => api.get(apiPath`/api/schedules/${id}/status`, ScheduleStatusSchema),
      refetchInterval: (query: { state: { data?: ScheduleStatus } }) =>
        query.state.data?.finished ? false : WIZARD_STATUS_POLL_MS,
    })),
  });
  return results.map((r) => r.data);
}
