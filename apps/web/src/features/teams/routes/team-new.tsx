import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CsvImportLink } from '../../../components/csv-import-link.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useDivision } from '../../../queries/use-division.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { TeamRowsForm } from '../components/team-rows-form.tsx';

/**
 * /teams/new?division_id=&return=: several teams at once in the current season, or in the season of the
 * division asked for. Saving goes to `return`, else that division's page, else the dashboard.
 */
export function TeamNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestedDivision = params.get('division_id');
  const infoQuery = useLeagueInfo();
  const divisionQuery = useDivision(requestedDivision);
  const seasonId = divisionQuery.data?.season_id ?? infoQuery.data?.current_season_id ?? null;
  const isResolvingSeason = infoQuery.isPending || (requestedDivision !== null && divisionQuery.isPending);
  const seasonQuery = useSeason(isResolvingSeason ? null : seasonId);
  const fallback = requestedDivision ? `/divisions/${requestedDivision}` : '/';
  const returnTo = safeReturnPath(params.get('return'), fallback);

  let body: ReactNode;
  if (isResolvingSeason || (seasonId !== null && seasonQuery.isPending)) {
    body = <PageLoader />;
  } else if (infoQuery.isError) {
    body = <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  } else if (seasonId === null) {
    body = (
      <Alert color="blue">
        {t('teams.noSeason')}{' '}
        <Anchor component={Link} to="/leagues/new">
          {t('teams.createLeague')}
        </Anchor>
      </Alert>
    );
  } else if (seasonQuery.isError) {
    body = <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  } else {
    const divisions = (seasonQuery.data?.divisions ?? []).filter((division) => !division.is_across);
    body =
      divisions.length === 0 ? (
        <Alert color="blue">
          {t('teams.noDivisions')}{' '}
          <Anchor component={Link} to={`/divisions/new?return=${encodeURIComponent('/teams/new')}`}>
            {t('teams.createDivision')}
          </Anchor>
        </Alert>
      ) : (
        <TeamRowsForm
          divisions={divisions}
          requestedDivision={requestedDivision}
          onSaved={() => navigate(returnTo)}
          onCancel={() => navigate(returnTo)}
        />
      );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {t('teams.newTitle')}
        </Title>
        <CsvImportLink />
      </Group>
      {body}
    </Stack>
  );
}
