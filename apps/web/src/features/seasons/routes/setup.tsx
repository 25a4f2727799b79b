import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditableName } from '../../../components/editable-name.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useDashboard } from '../../../queries/use-dashboard.ts';
import { useRenameLeague } from '../../../queries/use-rename-league.ts';
import { useRenameSeason } from '../api/use-rename-season.ts';

function Named({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * /setup: where a new season starts. The current league and season names (editable), what the season
 * holds so far with links to add divisions, teams and venues, and "Next: venues". Nothing here is saved
 * that the linked pages do not save themselves.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const infoQuery = useLeagueInfo();
  const canManage = useCanManage();
  const seasonId = infoQuery.data?.current_season_id ?? null;
  // The dashboard answer holds the season's name and counts without its records (docs/seasons.md).
  const seasonQuery = useDashboard(seasonId);
  const renameLeague = useRenameLeague();
  const renameSeason = useRenameSeason();

  if (infoQuery.isPending || (seasonId !== null && seasonQuery.isPending)) return <PageLoader />;
  if (infoQuery.isError) {
    return <ErrorState error={infoQuery.error} onRetry={() => infoQuery.refetch()} />;
  }
  const league = infoQuery.data.leagues.find(
    (candidate) => candidate.id === infoQuery.data.current_league_id,
  );
  if (!league || seasonId === null) {
    return (
      <Alert color="blue" title={t('seasons.setupTitle')}>
        {t('seasons.needLeague')}{' '}
        <Anchor component={Link} to="/leagues/new">
          {t('leagues.newLeague')}
        </Anchor>
      </Alert>
    );
  }
  if (seasonQuery.isError) {
    return <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  }
  const season = seasonQuery.data?.season;
  const counts = seasonQuery.data?.counts;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('seasons.setupTitle')}
        </Title>
        <Text c="dimmed">{t('seasons.setupIntro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Named label={t('leagues.leagueName')}>
            <EditableName
              name={league.name}
              label={t('leagues.leagueName')}
              editLabel={t('leagues.editName', { name: league.name })}
              canEdit={canManage}
              onSave={(name) => renameLeague.mutateAsync({ id: league.id, input: { name } })}
            >
              <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {league.name}
              </Text>
            </EditableName>
          </Named>
          {season ? (
            <Named label={t('seasons.seasonName')}>
              <EditableName
                name={season.name}
                label={t('seasons.seasonName')}
                editLabel={t('leagues.editName', { name: season.name })}
                canEdit={canManage}
                onSave={(name) => renameSeason.mutateAsync({ id: season.id, input: { name } })}
              >
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {season.name}
                </Text>
              </EditableName>
            </Named>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('seasons.setupSteps')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('seasons.setupSteps')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>
              <Anchor component={Link} to="/divisions/new?return=%2Fsetup">
                {t('seasons.setupDivisions')}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {t('seasons.soFar', { count: counts?.divisions ?? 0 })}
              </Text>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/teams/new?return=%2Fsetup">
                {t('seasons.setupTeams')}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {t('seasons.soFar', { count: counts?.teams ?? 0 })}
              </Text>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/venues/new">
                {t('seasons.setupVenues')}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {t('seasons.soFar', { count: counts?.venues ?? 0 })}
              </Text>
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('seasons.setupLater')}
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Anchor component={Link} to="/">
          {t('seasons.skipSetup')}
        </Anchor>
        <Button component={Link} to="/venues/new" rightSection={<IconArrowRight size={16} />}>
          {t('seasons.nextVenues')}
        </Button>
      </Group>
    </Stack>
  );
}
