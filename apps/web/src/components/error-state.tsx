import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../lib/field-message.ts';

/**
 * The error state of a page or section: the reason in the user's language, and a retry button when one is
 * given.
 */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error ? describeFailure(t, error) : undefined;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('common.loadFailed')} role="alert">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {message ? <Text size="sm">{message}</Text> : null}
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
