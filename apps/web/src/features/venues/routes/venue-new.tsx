import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CsvImportLink } from '../../../components/csv-import-link.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { VenueRowsForm } from '../components/venue-rows-form.tsx';

/**
 * /venues/new?season_id=&return=: several venues in the given season, else the current one. After the
 * save (and its 700 ms pause) it goes to `return`, else the venue's page when one was made, else /.
 */
export function VenueNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const infoQuery = useLeagueInfo();
  const returnParam = params.get('return');

  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState message={infoQuery.error.message} onRetry={() => infoQuery.refetch()} />;
  }
  const seasonId = params.get('season_id') ?? infoQuery.data.current_season_id ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('venues.newTitle')}
        </Title>
        <CsvImportLink />
      </Group>
      {seasonId === null ? (
        <Alert color="blue">
          {t('venues.noSeason')}{' '}
          <Anchor component={Link} to="/leagues/new">
            {t('venues.createLeague')}
          </Anchor>
        </Alert>
      ) : (
        <VenueRowsForm
          seasonId={seasonId}
          onSaved={(venues) => {
            const only = venues.length === 1 ? venues[0] : undefined;
            navigate(safeReturnPath(returnParam, only ? `/venues/${only.id}` : '/'));
          }}
          onCancel={() => navigate(safeReturnPath(returnParam, '/'))}
        />
      )}
    </Stack>
  );
}
