import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The public site's last resort for an error thrown while rendering (a failed chunk load after a deploy). */
export function PublicRouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h3">
          {t('errors.unexpectedTitle')}
        </Title>
        <Text c="dimmed">{t('errors.unexpected')}</Text>
        <Anchor href={window.location.pathname}>{t('common.retry')}</Anchor>
      </Stack>
    </Center>
  );
}
