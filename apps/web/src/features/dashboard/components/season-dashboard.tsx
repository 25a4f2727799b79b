import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDashboard } from '../../../queries/use-dashboard.ts';
import { HowToList } from './how-to-list.tsx';
import { SeasonAccordions } from './season-accordions.tsx';
import { SeasonSearch } from './season-search.tsx';

/** The dashboard of the current season: which season it is, how to proceed, search, and the accordions. */
export function SeasonDashboard({ seasonId, canManage }: { seasonId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const dashboardQuery = useDashboard(seasonId);
  if (dashboardQuery.isPending) return <PageLoader />;
  if (dashboardQuery.isError) {
    return <ErrorState error={dashboardQuery.error} onRetry={() => dashboardQuery.refetch()} />;
  }
  const { league, season, counts } = dashboardQuery.data;

  return (
    <Stack gap="lg">
      {league && season ? (
        <Text c="dimmed">{t('dashboard.currentSeason', { league: league.name, season: season.name })}</Text>
      ) : null}
      <SeasonSearch seasonId={seasonId} />
      <HowToList canManage={canManage} />
      <SeasonAccordions seasonId={seasonId} counts={counts} canManage={canManage} />
    </Stack>
  );
}
