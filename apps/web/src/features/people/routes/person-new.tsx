import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CsvImportLink } from '../../../components/csv-import-link.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { PersonForm } from '../components/person-form.tsx';

/**
 * /people/new?season_id=&return=: a person in the given season, else the current one. Saving goes to
 * `return`, else the new person's page; cancel goes to `return`, else / (spec part 1 §2).
 */
export function PersonNewPage() {
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
          {t('people.newTitle')}
        </Title>
        <CsvImportLink />
      </Group>
      {seasonId === null ? (
        <Alert color="blue">
          {t('people.noSeason')}{' '}
          <Anchor component={Link} to="/leagues/new">
            {t('people.createLeague')}
          </Anchor>
        </Alert>
      ) : (
        <PersonForm
          person={null}
          seasonId={seasonId}
          onSaved={(saved) => navigate(safeReturnPath(returnParam, `/people/${saved.id}`))}
          onCancel={() => navigate(safeReturnPath(returnParam, '/'))}
        />
      )}
    </Stack>
  );
}
