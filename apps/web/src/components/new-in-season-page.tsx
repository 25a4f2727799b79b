import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLeagueInfo } from '../lib/session.ts';
import { CsvImportLink } from './csv-import-link.tsx';
import { ErrorState } from './error-state.tsx';
import { PageLoader } from './page-loader.tsx';

/**
 * The frame of a `/…/new?season_id=` create screen: the title with the CSV import link, and the form for the
 * given season (else the current one), or a link to create a league when there is no season to add to.
 */
export function NewInSeasonPage({
  title,
  noSeason,
  createLeague,
  children,
}: {
  title: string;
  noSeason: string;
  createLeague: string;
  children: (seasonId: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const infoQuery = useLeagueInfo();
  if (infoQuery.isPending) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }
  const seasonId = params.get('season_id') ?? infoQuery.data.current_season_id ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
        <CsvImportLink />
      </Group>
      {seasonId === null ? (
        <Alert color="blue">
          {noSeason}{' '}
          <Anchor component={Link} to="/leagues/new">
            {createLeague}
          </Anchor>
        </Alert>
      ) : (
        children(seasonId)
      )}
    </Stack>
  );
}
