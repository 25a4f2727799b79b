import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { errorText, hardRuleReason } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

/**
 * Runs a game edit; when the server refuses it for a hard rule, shows the engine's reason and offers to save
 * anyway (`override`, confirmed; docs/games.md). `run(override)` performs the call.
 */
export function useOverridable() {
  const { t, i18n } = useTranslation();
  return async (run: (override: boolean) => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await run(false);
      notifySuccess(success);
      return true;
    } catch (error) {
      const reason = hardRuleReason(error, { t, language: i18n.language });
      if (!reason) {
        notifyError(errorText(error, t('schedules.games.failed')));
        return false;
      }
      return new Promise<boolean>((resolve) =>
        modals.openConfirmModal({
          title: t('games.refusedTitle'),
          children: (
            <>
              <Text size="sm" fw={600}>
                {reason}
              </Text>
              <Text size="sm" mt="xs">
                {t('games.refusedBody')}
              </Text>
            </>
          ),
          labels: { confirm: t('games.saveAnyway'), cancel: t('common.cancel') },
          confirmProps: { color: 'orange' },
          onCancel: () => resolve(false),
          onConfirm: () =>
            void run(true).then(
              () => {
                notifySuccess(success);
                resolve(true);
              },
              (e: unknown) => {
                notifyError(errorText(e, t('schedules.games.failed')));
                resolve(false);
              },
            ),
        }),
      );
    }
  };
}

/** A confirmation before a destructive or bulk action, resolving true when confirmed. */
export function confirmAction(options: {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
}) {
  return new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.body}</Text>,
      labels: { confirm: options.confirm, cancel: options.cancel },
      confirmProps: { color: options.danger ? 'red' : undefined },
      onCancel: () => resolve(false),
      onConfirm: () => resolve(true),
    }),
  );
}
