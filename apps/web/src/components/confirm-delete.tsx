import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/**
 * Asks before a league or season is deleted, saying what goes with it; `onConfirm` runs only on the red
 * button. Escape, Cancel and the close button delete nothing.
 */
export function confirmDelete(
  t: TFunction,
  {
    title,
    message,
    confirmLabel,
    onConfirm,
  }: { title: string; message: string; confirmLabel: string; onConfirm: () => void },
): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
