import type { TimeslotCopyResult, TimeslotUpdateResult } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { notifyInfo, notifySuccess, type ToastOptions } from '../../../lib/notify.ts';

/**
 * The toasts of calls changing slots one by one (docs/timeslots.md): success with the count, info with updated and
 * not-updated (conflict) counts, a warning when none could be changed.
 */
export function notifyUpdateResult(t: TFunction, { good, bad }: Pick<TimeslotUpdateResult, 'good' | 'bad'>) {
  if (good === 0) {
    notifications.show({ color: 'yellow', message: t('timeslots.toast.noneUpdated') });
  } else if (bad > 0) {
    notifyInfo(t('timeslots.toast.partlyUpdated', { good, bad }));
  } else {
    notifySuccess(t('timeslots.toast.updated', { count: good }));
  }
}

/** Calls making slots: success with the count, and an info toast for those skipped for overlapping. */
export function notifyCreated(
  t: TFunction,
  { count, skipped }: Pick<TimeslotCopyResult, 'count' | 'skipped'>,
  options: ToastOptions = {},
) {
  if (count > 0) notifySuccess(t('timeslots.toast.created', { count }), options);
  if (skipped > 0) notifyInfo(t('timeslots.toast.skipped', { count: skipped }));
}
