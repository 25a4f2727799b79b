import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useTeam } from '../api/use-team.ts';
import { TeamEditForm } from '../components/team-edit-form.tsx';

/** /teams/{id}/edit?return=: the team's fields; saving or cancelling goes to `return`, else the team page. */
export function TeamEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id = '' } = useParams();
  const teamQuery = useTeam(id);
  const seasonQuery = useSeason(teamQuery.data?.season_id);
  const returnTo = safeReturnPath(params.get('return'), `/teams/${id}`);

  useEffect(() => {
    if (teamQuery.isError) {
      notifyError(t('teams.loadFailed'), { id: 'team-load-failed' });
      navigate('/', { replace: true });
    }
  }, [teamQuery.isError, navigate, t]);

  if (!teamQuery.data || seasonQuery.isPending) return <PageLoader />;
  if (seasonQuery.isError) {
    return <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  }
  const divisions = seasonQuery.data.divisions.filter((division) => !division.is_across);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('teams.editTitle', { name: teamQuery.data.name })}
      </Title>
      <TeamEditForm
        team={teamQuery.data}
        divisions={divisions}
        onSaved={() => navigate(returnTo)}
        onCancel={() => navigate(returnTo)}
      />
    </Stack>
  );
}
