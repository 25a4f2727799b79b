import {
  type TimeslotBulkCreateInput,
  TimeslotBulkCreateResponseSchema,
  TimeslotBulkCreateSchema,
  type TimeslotCopyInput,
  TimeslotCopyResultSchema,
  type TimeslotCopyWeekInput,
  TimeslotCountSchema,
  type TimeslotDivisionsUpdateInput,
  type TimeslotMultipleUpdateInput,
  type TimeslotPasteInput,
  type TimeslotShiftInput,
  type TimeslotSplitInput,
  type TimeslotSurfaceUpdateInput,
  TimeslotUpdateResultSchema,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Every timeslot change the calendar makes, one function per server call. Each reloads the season's slots
 * afterwards, whatever the answer, since calls that make or move many slots may have done part of the work.
 */
export function useTimeslotActions(seasonId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.seasonTimeslots(seasonId) }),
  });
  const run = <T>(call: () => Promise<T>) => mutation.mutateAsync(call) as Promise<T>;
  return {
    isPending: mutation.isPending,
    create: (rows: TimeslotBulkCreateInput['rows']) =>
      run(() =>
        api.post(
          '/api/timeslots/bulk',
          TimeslotBulkCreateSchema.parse({ season_id: seasonId, rows }),
          TimeslotBulkCreateResponseSchema,
        ),
      ),
    remove: (ids: string[]) =>
      run(() => api.post('/api/timeslots/clear', { season_id: seasonId, ids }, TimeslotCountSchema)),
    clearSeason: () =>
      run(() => api.post('/api/timeslots/clear_bulk', { season_id: seasonId }, TimeslotCountSchema)),
    move: (timeslots: TimeslotMultipleUpdateInput['timeslots']) =>
      run(() => api.post('/api/timeslots/multiple', { timeslots }, TimeslotUpdateResultSchema)),
    shift: (input: Omit<TimeslotShiftInput, 'season_id'>) =>
      run(() =>
        api.post('/api/timeslots/shift', { ...input, season_id: seasonId }, TimeslotUpdateResultSchema),
      ),
    split: (input: Omit<TimeslotSplitInput, 'season_id'>) =>
      run(() =>
        api.post('/api/timeslots/split', { ...input, season_id: seasonId }, TimeslotUpdateResultSchema),
      ),
    setDivisions: (input: Omit<TimeslotDivisionsUpdateInput, 'season_id'>) =>
      run(() => api.post('/api/timeslots/divisions', { ...input, season_id: seasonId }, TimeslotCountSchema)),
    setSurface: (input: Omit<TimeslotSurfaceUpdateInput, 'season_id'>) =>
      run(() =>
        api.post('/api/timeslots/surfaces', { ...input, season_id: seasonId }, TimeslotUpdateResultSchema),
      ),
    copy: (input: Omit<TimeslotCopyInput, 'season_id'>) =>
      run(() => api.post('/api/timeslots/copy', { ...input, season_id: seasonId }, TimeslotCopyResultSchema)),
    copyWeek: (input: Omit<TimeslotCopyWeekInput, 'season_id'>) =>
      run(() =>
        api.post('/api/timeslots/copy_new', { ...input, season_id: seasonId }, TimeslotCopyResultSchema),
      ),
    paste: (input: TimeslotPasteInput) =>
      run(() => api.post('/api/timeslots/paste', input, TimeslotCopyResultSchema)),
  };
}

export type TimeslotActions = ReturnType<typeof useTimeslotActions>;
