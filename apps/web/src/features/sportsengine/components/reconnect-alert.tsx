import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { describeFailure } from '../../../lib/field-message.ts';

/**
 * The platform's lists could not be read (docs/sportsengine.md#importing): the spec's alert asking the owner to
 * reconnect, with SportsEngine's own reason and a link to the /sportsengine hub; a member who is not the owner is
 * told that only the owner imports.
 */
export function ReconnectAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // Only the owner imports (docs/sportsengine.md#importing): reconnecting would not help anyone else.
  if (isApiError(error, 403)) {
    return (
      <Alert color="yellow" title={t('sportsengine.import.ownerOnly')} role="alert">
        <Text size="sm">{t('sportsengine.import.ownerOnlyHelp')}</Text>
      </Alert>
    );
  }
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
