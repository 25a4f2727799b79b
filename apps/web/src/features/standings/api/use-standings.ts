import {
  type AdjustmentCreateInput,
  AdjustmentListSchema,
  AdjustmentSchema,
  type AdjustmentUpdateInput,
  type ConferenceCreateInput,
  ConferenceListSchema,
  ConferenceSchema,
  type ConferenceUpdateInput,
  ScoringSystemSchema,
  type ScoringSystemUpdateInput,
  StandingsSchema,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath, hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The season's tables (league, divisions, conferences) with the scoring system they were ranked by. */
export function useStandings(seasonId: string) {
  return useQuery({
    queryKey: queryKeys.seasonStandings(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/standings`, StandingsSchema),
    enabled: hasId(seasonId),
  });
}

export function useConferences(seasonId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.seasonConferences(seasonId),
    queryFn: () =>
      api.get(`/api/conferences?season_id=${encodeURIComponent(seasonId)}`, ConferenceListSchema),
    enabled: enabled && hasId(seasonId),
  });
}

export function useAdjustments(seasonId: string) {
  return useQuery({
    queryKey: queryKeys.seasonAdjustments(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/adjustments`, AdjustmentListSchema),
    enabled: hasId(seasonId),
  });
}

/**
 * Every change below re-ranks the season: the standings, conference and adjustment queries all sit under
 * the season's key, and so does the season answer itself, which is cheap to reload.
 */
function useReloadSeason(seasonId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.seasonStandings(seasonId) }),
      client.invalidateQueries({ queryKey: queryKeys.seasonConferences(seasonId) }),
      client.invalidateQueries({ queryKey: queryKeys.seasonAdjustments(seasonId) }),
    ]);
}

export function useSaveScoringSystem(seasonId: string) {
  const reload = useReloadSeason(seasonId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ScoringSystemUpdateInput }) =>
      api.patch(apiPath`/api/scoring_systems/${id}`, body, ScoringSystemSchema),
    onSuccess: reload,
  });
}

export function useSaveConference(seasonId: string) {
  const reload = useReloadSeason(seasonId);
  return useMutation({
    mutationFn: (
      input: { id: string; body: ConferenceUpdateInput } | { id: null; body: ConferenceCreateInput },
    ) =>
      input.id === null
        ? api.post('/api/conferences', input.body, ConferenceSchema)
        : api.patch(apiPath`/api/conferences/${input.id}`, input.body, ConferenceSchema),
    onSuccess: reload,
  });
}

export function useDeleteConference(seasonId: string) {
  const reload = useReloadSeason(seasonId);
  return useMutation({
    mutationFn: (id: string) => api.delete(apiPath`/api/conferences/${id}`),
    onSuccess: reload,
  });
}

export function useSaveAdjustment(seasonId: string) {
  const reload = useReloadSeason(seasonId);
  return useMutation({
    mutationFn: (
      input: { id: string; body: AdjustmentUpdateInput } | { id: null; body: AdjustmentCreateInput },
    ) =>
      input.id === null
        ? api.post(apiPath`/api/seasons/${seasonId}/adjustments`, input.body, AdjustmentSchema)
        : api.patch(apiPath`/api/adjustments/${input.id}`, input.body, AdjustmentSchema),
    onSuccess: reload,
  });
}

export function useDeleteAdjustment(seasonId: string) {
  const reload = useReloadSeason(seasonId);
  return useMutation({
    mutationFn: (id: string) => api.delete(apiPath`/api/adjustments/${id}`),
    onSuccess: reload,
  });
}
