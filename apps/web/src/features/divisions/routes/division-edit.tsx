import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useDivision } from '../../../queries/use-division.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { acrossNames } from '../components/across-names.ts';
import { DivisionForm } from '../components/division-form.tsx';

/** /divisions/{id}/edit?return=: the division's fields; saving or cancelling goes to `return`, else its page. */
export function DivisionEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const divisionQuery = useDivision(id);
  const seasonQuery = useSeason(divisionQuery.data?.season_id);
  const returnTo = safeReturnPath(params.get('return'), `/divisions/${id}`);

  if (divisionQuery.isError) {
    return <ErrorState error={divisionQuery.error} onRetry={() => divisionQuery.refetch()} />;
  }
  if (!divisionQuery.data || seasonQuery.isPending) return <PageLoader />;
  const division = divisionQuery.data;
  const seasonDivisions = seasonQuery.data?.divisions ?? [];
  const sources = acrossNames(division, seasonDivisions);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('divisions.editTitle', { name: division.name })}
      </Title>
      {sources ? (
        <Text size="sm" c="dimmed">
          {t('divisions.acrossFixed', sources)}
        </Text>
      ) : null}
      <DivisionForm
        division={division}
        seasonId={division.season_id}
        seasonDivisions={seasonDivisions}
        onSaved={() => navigate(returnTo)}
        onCancel={() => navigate(returnTo)}
      />
    </Stack>
  );
}
