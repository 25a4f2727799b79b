import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { roleLabel } from '../../../lib/role-label.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { TimezoneMissingDialog } from '../components/timezone-missing-dialog.tsx';

/**
 * / : for now a welcome page with the current organisation and the signed-in user. Leagues arrive with
 * the next feature; until then it links nowhere that does not exist.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const infoQuery = useLeagueInfo();
  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState message={infoQuery.error.message} onRetry={() => infoQuery.refetch()} />;
  }
  const { user, current_organization: organization } = infoQuery.data;
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const name = `${user.first} ${user.last}`.trim() || user.email;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('dashboard.welcome', { name })}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Group gap="xs" mb="xs">
            <IconBuildingCommunity size={20} aria-hidden />
            <Text fw={600}>{t('dashboard.organization')}</Text>
          </Group>
          <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
            {organization.name}
          </Text>
          <Group gap="xs" mt="xs">
            <Text size="sm" c="dimmed">
              {t('dashboard.yourRole')}
            </Text>
            <Badge variant="light">{roleLabel(t, organization.role)}</Badge>
          </Group>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Group gap="xs" mb="xs">
            <IconUser size={20} aria-hidden />
            <Text fw={600}>{t('dashboard.you')}</Text>
          </Group>
          <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.timezone', { timezone: user.timezone ?? t('common.notSet') })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.memberSince', {
              date: formatDate(user.created_at, { locale, timezone: user.timezone, style: 'date' }),
            })}
          </Text>
        </Card>
      </SimpleGrid>
      {user.timezone ? null : <TimezoneMissingDialog />}
    </Stack>
  );
}
