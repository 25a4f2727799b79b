import { CSV_KINDS, IMPORT_ROW_LIMITS, SEASON_TIMESLOT_LIMIT } from '@app/contracts';
import { Alert, Anchor, List, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useSeasonCounts } from '../api/use-season-counts.ts';
import { CsvUploadCard } from '../components/csv-upload-card.tsx';
import { ImportTabs } from '../components/import-tabs.tsx';

/**
 * /import/csv: one upload area per kind (divisions, teams, venues, people, timeslots) into the current
 * season, each with its count and sample file. Without a league it points to /leagues/new and back.
 */
export function CsvImportPage() {
  const { t } = useTranslation();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();
  const seasonId = infoQuery.data?.current_season_id ?? null;
  const countsQuery = useSeasonCounts(seasonId);

  let body: ReactNode;
  if (infoQuery.isPending) {
    body = <PageLoader />;
  } else if (infoQuery.isError) {
    body = <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  } else if (seasonId === null) {
    body = (
      <Alert color="blue">
        {t('imports.noSeason')}{' '}
        <Anchor component={Link} to={`/leagues/new?return=${encodeURIComponent('/import/csv')}`}>
          {t('imports.createLeague')}
        </Anchor>
      </Alert>
    );
  } else if (!canManage) {
    body = <Alert color="blue">{t('imports.notAllowed')}</Alert>;
  } else {
    body = (
      <>
        {countsQuery.isError ? (
          <ErrorState error={countsQuery.error} onRetry={() => countsQuery.refetch()} />
        ) : null}
        <List size="sm" spacing={4}>
          <List.Item>{t('imports.ruleHeader')}</List.Item>
          <List.Item>{t('imports.ruleOrder')}</List.Item>
          <List.Item>{t('imports.ruleAllOrNothing')}</List.Item>
          <List.Item>
            {t('imports.ruleLimits', {
              ...Object.fromEntries(
                Object.entries(IMPORT_ROW_LIMITS).map(([kind, limit]) => [kind, limit.toLocaleString()]),
              ),
              seasonTimeslots: SEASON_TIMESLOT_LIMIT.toLocaleString(),
            })}
          </List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {CSV_KINDS.map((kind) => (
            <CsvUploadCard key={kind} kind={kind} seasonId={seasonId} count={countsQuery.data?.[kind]} />
          ))}
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('imports.csvTitle')}
      </Title>
      <ImportTabs current="/import/csv" />
      {body}
    </Stack>
  );
}
