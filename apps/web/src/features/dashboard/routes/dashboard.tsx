import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { UpgradeBanner } from '../../../components/upgrade-banner.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { GettingStarted } from '../components/getting-started.tsx';
import { SeasonDashboard } from '../components/season-dashboard.tsx';
import { TimezoneMissingDialog } from '../components/timezone-missing-dialog.tsx';

/**
 * / : without leagues, the ways to start (wizard, by hand, league file, sample; docs/dashboard.md#first-run); otherwise the current season's
 * dashboard. Users without a time zone are asked to set one.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();
  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }
  const { user, current_organization: organization, leagues, current_season_id: seasonId } = infoQuery.data;
  const name = `${user.first} ${user.last}`.trim() || user.email;

  let body: ReactNode;
  if (leagues.length === 0) {
    body = canManage ? (
      <Stack gap="md">
        <Text>{t('dashboard.startIntro')}</Text>
        <GettingStarted />
      </Stack>
    ) : (
      <Alert color="blue">{t('dashboard.noLeaguesReadOnly')}</Alert>
    );
  } else if (!seasonId) {
    body = (
      <Alert color="blue">
        {t('dashboard.noSeason')}{' '}
        <Anchor component={Link} to="/seasons/new">
          {t('dashboard.createSeason')}
        </Anchor>
      </Alert>
    );
  } else {
    body = <SeasonDashboard seasonId={seasonId} canManage={canManage} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {organization.name}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.welcome', { name })}
        </Title>
      </Stack>
      <UpgradeBanner />
      {body}
      {user.timezone ? null : <TimezoneMissingDialog />}
    </Stack>
  );
}
