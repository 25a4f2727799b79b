import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useBulkEditTables } from '../api/use-bulk-edit-tables.ts';
import { BulkEditor } from '../components/bulk-editor.tsx';

/**
 * /bulk-edit: the current season's division, team, venue and surface names and codes in editable tables
 * (owners and admins). Saving or cancelling returns to the dashboard.
 */
export function BulkEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();
  const seasonId = infoQuery.data?.current_season_id ?? null;
  const tablesQuery = useBulkEditTables(canManage ? seasonId : null);

  let body: ReactNode;
  if (infoQuery.isPending || (canManage && seasonId !== null && tablesQuery.isPending)) {
    body = <PageLoader />;
  } else if (infoQuery.isError) {
    body = <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  } else if (!canManage) {
    body = <Alert color="blue">{t('bulkEdit.notAllowed')}</Alert>;
  } else if (seasonId === null) {
    body = (
      <Alert color="blue">
        {t('bulkEdit.noSeason')}{' '}
        <Anchor component={Link} to={`/leagues/new?return=${encodeURIComponent('/bulk-edit')}`}>
          {t('bulkEdit.createLeague')}
        </Anchor>
      </Alert>
    );
  } else if (tablesQuery.isError) {
    body = <ErrorState error={tablesQuery.error} onRetry={() => tablesQuery.refetch()} />;
  } else if (tablesQuery.data && tablesQuery.data.divisions.length + tablesQuery.data.venues.length > 0) {
    body = <BulkEditor tables={tablesQuery.data} onDone={() => navigate('/')} />;
  } else {
    body = (
      <Alert color="blue">
        <Stack gap={4}>
          <Text size="sm">{t('bulkEdit.empty')}</Text>
          <Group gap="md">
            <Anchor component={Link} to="/divisions/new" size="sm">
              {t('bulkEdit.createDivision')}
            </Anchor>
            <Anchor component={Link} to="/venues/new" size="sm">
              {t('bulkEdit.createVenue')}
            </Anchor>
            <Anchor component={Link} to="/import/csv" size="sm">
              {t('bulkEdit.importCsv')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('bulkEdit.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('bulkEdit.intro')}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
