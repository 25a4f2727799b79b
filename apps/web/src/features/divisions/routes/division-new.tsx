import { Alert, Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { DivisionForm } from '../components/division-form.tsx';

/**
 * /divisions/new?season_id=&return=: a division (or an across-division) in the season asked for, else the
 * current season. Saving goes to `return`, else the new division's page; cancelling to `return`, else /.
 */
export function DivisionNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const infoQuery = useLeagueInfo();
  const seasonId = params.get('season_id') ?? infoQuery.data?.current_season_id ?? null;
  const seasonQuery = useSeason(seasonId);
  const requestedReturn = params.get('return');

  let body: ReactNode;
  if (infoQuery.isPending || (seasonId !== null && seasonQuery.isPending)) {
    body = <PageLoader />;
  } else if (infoQuery.isError) {
    body = <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  } else if (seasonId === null) {
    body = (
      <Alert color="blue">
        {t('divisions.noSeason')}{' '}
        <Anchor component={Link} to={`/leagues/new?return=${encodeURIComponent('/divisions/new')}`}>
          {t('divisions.createLeague')}
        </Anchor>
      </Alert>
    );
  } else if (seasonQuery.isError) {
    body = <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  } else {
    body = (
      <DivisionForm
        seasonId={seasonId}
        seasonDivisions={seasonQuery.data?.divisions ?? []}
        onSaved={(division) => navigate(safeReturnPath(requestedReturn, `/divisions/${division.id}`))}
        onCancel={() => navigate(safeReturnPath(requestedReturn))}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('divisions.newTitle')}
      </Title>
      {body}
    </Stack>
  );
}
