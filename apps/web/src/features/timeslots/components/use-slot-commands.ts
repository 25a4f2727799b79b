import { type ShiftUnit, TIMESLOT_BATCH_MAX, type Timeslot, type TimeslotBulkRowInput } from '@app/contracts';
import { modals } from '@mantine/modals';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifyInfo, notifySuccess, QUICK_TOAST_MS } from '../../../lib/notify.ts';
import type { TimeslotActions } from '../api/use-timeslot-actions.ts';
import { deleteEntry, moveEntry, pushUndo, reverseShift, type UndoEntry } from '../model/undo.ts';
import { notifyCreated, notifyUpdateResult } from './result-toasts.ts';

/**
 * The calendar's changes with their toasts, confirmations and undo records. Each returns a promise that
 * settles after the toast, so dialogs can close then.
 */
export function useSlotCommands(actions: TimeslotActions, onDeleted: (ids: readonly string[]) => void) {
  const { t } = useTranslation();
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  const remember = (entry: UndoEntry) => setUndoStack((stack) => pushUndo(stack, entry));
  // A delete or undo already under way: a second key press or click meanwhile would act on the same slots
  // twice (the confirmation closes before the server answers).
  const busy = useRef(false);

  async function guarded<T>(call: () => Promise<T>, failure: string): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      notifyError(describeFailure(t, error), { title: t(failure) });
      return null;
    }
  }

  async function create(rows: TimeslotBulkRowInput[]) {
    if (rows.length === 0) return null;
    const answer = await guarded(() => actions.create(rows), 'timeslots.toast.saveFailed');
    if (answer) notifyCreated(t, answer);
    return answer;
  }

  async function exclusively(work: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } finally {
      busy.current = false;
    }
  }

  /**
   * Deletes after a confirmation naming the count; the deleted slots can be made again by undo. The whole
   * season goes in one call that names no ids, so a season of any size can be emptied.
   */
  function confirmDelete(
    slots: readonly Timeslot[],
    title = t('timeslots.delete.selectedTitle'),
    { wholeSeason = false } = {},
  ) {
    if (slots.length === 0 || busy.current) return;
    modals.openConfirmModal({
      title,
      children: t('timeslots.delete.confirm', { count: slots.length }),
      labels: { confirm: t('timeslots.delete.action'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        exclusively(async () => {
          const ids = slots.map((slot) => slot.id);
          const answer = await guarded(
            () => (wholeSeason ? actions.clearSeason() : actions.remove(ids)),
            'timeslots.toast.deleteFailed',
          );
          if (!answer) return;
          // Undo makes the slots again in one request, which holds at most TIMESLOT_BATCH_MAX of them.
          if (slots.length <= TIMESLOT_BATCH_MAX) remember(deleteEntry(slots));
          onDeleted(ids);
          notifySuccess(t('timeslots.toast.deleted', { count: answer.count }), { autoClose: QUICK_TOAST_MS });
        }),
    });
  }

  async function shift(slots: readonly Timeslot[], amount: number, units: ShiftUnit) {
    const ids = slots.map((slot) => slot.id);
    const answer = await guarded(
      () => actions.shift({ items: ids, amount, units }),
      'timeslots.toast.updateFailed',
    );
    if (!answer) return;
    const moved = answer.results.filter((result) => result.good).map((result) => result.id);
    if (moved.length > 0) remember({ kind: 'shift', ids: moved, amount, units });
    notifyUpdateResult(t, answer);
  }

  /**
   * Puts slots at new times (a drag, or the manage dialog); refused ones (overlaps) keep theirs. Answers the
   * ids that moved, which undo puts back.
   */
  async function move(
    before: readonly Timeslot[],
    after: { id: string; start: string; finish: string }[],
  ): Promise<Set<string>> {
    const answer = await guarded(() => actions.move(after), 'timeslots.toast.updateFailed');
    if (!answer) return new Set();
    const moved = new Set(answer.results.filter((result) => result.good).map((result) => result.id));
    if (moved.size > 0) remember(moveEntry(before.filter((slot) => moved.has(slot.id))));
    notifyUpdateResult(t, answer);
    return moved;
  }

  /**
   * Reverses the last change. A failed call keeps it on the stack to try again; slots the server could not
   * put back (another slot now overlaps) are counted in the toast rather than passed over.
   */
  function undo() {
    const entry = undoStack.at(-1);
    if (!entry) return Promise.resolve();
    return exclusively(async () => {
      const missed = await guarded(async () => {
        if (entry.kind === 'shift') return (await actions.shift(reverseShift(entry))).bad;
        if (entry.kind === 'move') return (await actions.move(entry.timeslots)).bad;
        return (await actions.create(entry.rows)).skipped;
      }, 'timeslots.toast.updateFailed');
      if (missed === null) return;
      setUndoStack((stack) => stack.filter((item) => item !== entry));
      if (missed === 0) notifySuccess(t('timeslots.toast.undone'));
      else notifyInfo(t('timeslots.toast.partlyUndone', { count: missed }));
    });
  }

  const notifyCopied = (answer: { count: number; skipped: number }) =>
    notifyCreated(t, answer, { autoClose: QUICK_TOAST_MS });
  const notifyUpdated = (answer: { good: number; bad: number }) => notifyUpdateResult(t, answer);

  return {
    create,
    confirmDelete,
    shift,
    move,
    undo,
    canUndo: undoStack.length > 0,
    guarded,
    notifyCopied,
    notifyUpdated,
  };
}

export type SlotCommands = ReturnType<typeof useSlotCommands>;
