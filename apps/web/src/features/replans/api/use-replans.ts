import {
  type Replan,
  type ReplanCreateInput,
  ReplanListSchema,
  ReplanSchema,
  type SeasonChanges,
  SeasonChangesSchema,
} from '@app/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath, hasId } from '../../../lib/api-path.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The re-plan calls (docs/replans.md). The changing ones are plain functions: the Undo of an applied re-plan
 * is offered in a toast that outlives the dialog, so it must not depend on a mounted component.
 */

/** The season's re-plans, newest first. */
export function useReplans(seasonId: string) {
  return useQuery({
    queryKey: queryKeys.seasonReplans(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/replans`, ReplanListSchema),
    enabled: hasId(seasonId),
  });
}

/** Changes since the last publish, by team. */
export function useSeasonChanges(seasonId: string) {
  return useQuery({
    queryKey: queryKeys.seasonChanges(seasonId),
    queryFn: () => api.get(apiPath`/api/seasons/${seasonId}/changes`, SeasonChangesSchema),
    enabled: hasId(seasonId),
  });
}

/** `POST /api/seasons/{id}/replans`: the proposal (status proposed) with its change list; nothing moves yet. */
export function proposeReplan(seasonId: string, body: ReplanCreateInput): Promise<Replan> {
  return api.post(apiPath`/api/seasons/${seasonId}/replans`, body, ReplanSchema);
}

/** Applies the proposal in one transaction: cancelled slots close, the games move. 409 when they moved since. */
export function applyReplan(replanId: string): Promise<Replan> {
  return api.post(apiPath`/api/replans/${replanId}/apply`, undefined, ReplanSchema);
}

/** Puts the games back and reopens the slots. 409 when they moved since. */
export function undoReplan(replanId: string): Promise<Replan> {
  return api.post(apiPath`/api/replans/${replanId}/undo`, undefined, ReplanSchema);
}

/** Drops a proposal that was not applied. */
export async function discardReplan(replanId: string): Promise<void> {
  await api.post(apiPath`/api/replans/${replanId}/discard`);
}

/** Marks now as published: the changes listed so far are the teams' news no more. */
export function publishChanges(seasonId: string): Promise<SeasonChanges> {
  return api.post(apiPath`/api/seasons/${seasonId}/changes/publish`, undefined, SeasonChangesSchema);
}

/**
 * Reloads what a re-plan changes: everything under the season (slots, games, re-plans, changes) and every
 * schedule's detail.
 */
export async function refreshSeason(client: QueryClient, seasonId: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.season(seasonId) }),
    client.invalidateQueries({ queryKey: queryKeys.schedules }),
  ]);
}
