import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeFailure } from '../../../lib/field-message.ts';

/**
 * The platform's lists could not be read (docs/sportsengine.md#importing): the spec's alert asking the owner to
 * reconnect, with SportsEngine's own reason and a link to the /sportsengine hub.
 */
export function ReconnectAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconPlugConnectedX size={18} />}
      title={t('sportsengine.import.listFailed')}
      role="alert"
    >
      <Text size="sm">{t('sportsengine.import.reconnect')}</Text>
      <Text size="sm" c="dimmed">
        {describeFailure(t, error)}
      </Text>
      <Anchor component={Link} to="/sportsengine" size="sm">
        {t('sportsengine.import.goToHub')}
      </Anchor>
    </Alert>
  );
}
