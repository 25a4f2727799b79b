import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/**
 * Asks before a record is deleted, saying what goes with it: `message`, then `details` as a list (one line
 * per kind of record that goes too, e.g. "3 games"); `onConfirm` runs only on the red button. Escape,
 * Cancel and the close button delete nothing.
 */
export function confirmDelete(
  t: TFunction,
  {
    title,
    message,
    details = [],
    confirmLabel,
    onConfirm,
  }: { title: string; message: string; details?: string[]; confirmLabel: string; onConfirm: () => void },
): void {
  modals.openConfirmModal({
    title,
    children: (
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {details.length > 0 ? (
          <List size="sm" spacing={2}>
            {details.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    ),
    labels: { confirm: confirmLabel, cancel: t('common.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
