import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { usePerson } from '../api/use-person.ts';
import { PersonForm } from '../components/person-form.tsx';

/** /people/{id}/edit?return=: saving goes to `return`, else the person's page; cancel goes to `return`, else /. */
export function PersonEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const personQuery = usePerson(id);
  const returnParam = params.get('return');

  if (personQuery.isPending) return <PageLoader />;
  if (personQuery.isError) {
    return <ErrorState error={personQuery.error} onRetry={() => personQuery.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('people.editTitle', { name: personQuery.data.name })}
      </Title>
      <PersonForm
        person={personQuery.data}
        seasonId={personQuery.data.season_id}
        onSaved={(saved) => navigate(safeReturnPath(returnParam, `/people/${saved.id}`))}
        onCancel={() => navigate(safeReturnPath(returnParam, '/'))}
      />
    </Stack>
  );
}
