import {
  DryRunAnswerSchema,
  type GameCreateInput,
  type GameMultiEditInput,
  type GameScoresInput,
  type GameShiftInput,
  type GamesChanged,
  GamesChangedSchema,
  type GamesMultiEdited,
  GamesMultiEditedSchema,
  type GameUpdateInput,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const id = encodeURIComponent;

/**
 * Hand edits of games. Every success reloads the season (schedule detail, master list, slots on the
 * calendar, analyses), since one move can change all of them. Refusals carry the engine's reason in the
 * error's field messages; callers offer to resend with `override: true`.
 */
export function useGameActions(seasonId: string) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (call: () => Promise<GamesChanged>) => call(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.season(seasonId) }),
        client.invalidateQueries({ queryKey: queryKeys.schedules }),
      ]),
  });
  const run = (call: () => Promise<GamesChanged>) => mutation.mutateAsync(call);
  // A multi-edit that saved nothing reloads too: harmless, and the answer says what happened.
  const multi = useMutation({
    mutationFn: (body: GameMultiEditInput) => api.post('/api/games/multi_edit', body, GamesMultiEditedSchema),
    onSuccess: (answer: GamesMultiEdited) =>
      answer.saved
        ? Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.season(seasonId) }),
            client.invalidateQueries({ queryKey: queryKeys.schedules }),
          ])
        : undefined,
  });
  return {
    pending: mutation.isPending || multi.isPending,
    update: (gameId: string, body: GameUpdateInput) =>
      run(() => api.patch(`/api/games/${id(gameId)}`, body, GamesChangedSchema)),
    create: (body: GameCreateInput) => run(() => api.post('/api/games', body, GamesChangedSchema)),
    swap: (ids: string[], override = false) =>
      run(() => api.post('/api/games/swap', { ids, override }, GamesChangedSchema)),
    unschedule: (ids: string[]) => run(() => api.post('/api/games/unschedule', { ids }, GamesChangedSchema)),
    remove: (ids: string[]) => run(() => api.post('/api/games/delete', { ids }, GamesChangedSchema)),
    split: (gameId: string) => run(() => api.post('/api/games/split', { id: gameId }, GamesChangedSchema)),
    shift: (body: GameShiftInput) => run(() => api.post('/api/games/shift', body, GamesChangedSchema)),
    multiEdit: (body: GameMultiEditInput) => multi.mutateAsync(body),
    scores: (body: GameScoresInput) => run(() => api.post('/api/games/scores', body, GamesChangedSchema)),
  };
}

/** Would the game fit the slot? The engine's answer: good, or the reason. */
export function dryRunGame(gameId: string, timeslotId: string) {
  return api.post('/api/games/dry_run', { game_id: gameId, timeslot_id: timeslotId }, DryRunAnswerSchema);
}
