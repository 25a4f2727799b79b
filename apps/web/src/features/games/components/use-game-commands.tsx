import type { ShiftUnit } from '@app/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGameActions } from '../api/use-game-actions.ts';
import { confirmAction, useOverridable } from './use-override.tsx';

/** An edit that can be taken back: shift, swap and unschedule. */
type Undo =
  | { kind: 'shift'; ids: string[]; amount: number; units: ShiftUnit }
  | { kind: 'swap'; ids: string[] }
  | { kind: 'unschedule'; slots: { id: string; timeslotId: string }[] };

/**
 * The game edits the table and the calendar share: each asks first where it must (confirmation, or "save
 * anyway" after a hard-rule refusal), says how it went, and keeps an undo stack of shift, swap and
 * unschedule (undo applies the opposite amount, swaps again, or puts the games back in their slots).
 * Each command answers true when it went through.
 */
export function useGameCommands(seasonId: string) {
  const { t } = useTranslation();
  const actions = useGameActions(seasonId);
  const overridable = useOverridable();
  const [undo, setUndo] = useState<Undo[]>([]);
  const push = (entry: Undo) => setUndo((stack) => [...stack, entry]);

  const swap = async (ids: string[]) => {
    const done = await overridable((override) => actions.swap(ids, override), t('games.swapped'));
    if (done) push({ kind: 'swap', ids });
    return done;
  };

  const shift = async (ids: string[], amount: number, units: ShiftUnit) => {
    const done = await overridable(
      (override) => actions.shift({ ids, amount, units, override }),
      t('games.shifted', { count: ids.length }),
    );
    if (done) push({ kind: 'shift', ids, amount, units });
    return done;
  };

  /** `games` with their current slots, so undo can put them back. */
  const unschedule = async (games: { id: string; timeslotId: string }[]) => {
    const ok = await confirmAction({
      title: t('games.unscheduleTitle', { count: games.length }),
      body: t('games.unscheduleBody'),
      confirm: t('games.unschedule'),
      cancel: t('common.cancel'),
    });
    if (!ok) return false;
    try {
      await actions.unschedule(games.map((g) => g.id));
      notifySuccess(t('games.unscheduledDone', { count: games.length }));
      push({ kind: 'unschedule', slots: games });
      return true;
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.failed')));
      return false;
    }
  };

  const remove = async (ids: string[]) => {
    const ok = await confirmAction({
      title: t('games.deleteTitle', { count: ids.length }),
      body: t('games.deleteBody'),
      confirm: t('games.delete'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (!ok) return false;
    try {
      await actions.remove(ids);
      notifySuccess(t('games.deleted', { count: ids.length }));
      return true;
    } catch (error) {
      notifyError(errorText(error, t('games.deleteFailed')));
      return false;
    }
  };

  const runUndo = useCallback(async () => {
    const last = undo[undo.length - 1];
    if (!last) return;
    setUndo((stack) => stack.slice(0, -1));
    try {
      if (last.kind === 'shift') {
        await actions.shift({ ids: last.ids, amount: -last.amount, units: last.units, override: true });
      }
      if (last.kind === 'swap') await actions.swap(last.ids, true);
      if (last.kind === 'unschedule') {
        for (const slot of last.slots)
          await actions.update(slot.id, { timeslot_id: slot.timeslotId, override: true });
      }
      notifySuccess(t('games.undone'));
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.failed')));
    }
  }, [undo, actions, t]);

  return { actions, overridable, swap, shift, unschedule, remove, runUndo, canUndo: undo.length > 0 };
}
