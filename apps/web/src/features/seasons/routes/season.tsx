import { FREE_LIMITS } from '@app/contracts';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EditableName } from '../../../components/editable-name.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PagedSeasonList } from '../../../components/paged-season-list.tsx';
import { LimitReachedHint } from '../../../components/plan-limit-notice.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useDashboard } from '../../../queries/use-dashboard.ts';
import { useRenameSeason } from '../api/use-rename-season.ts';
import { useDeleteSeasonAction } from '../components/use-delete-season-action.ts';
import { useOpenSeason } from '../components/use-open-season.ts';

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /seasons/{id}: the season's divisions, teams, people and venues, each linking to its page, a page at a
 * time with a name filter (a season at its limits loads and renders 50 links a list, docs/seasons.md), with
 * the league and the counts from the dashboard answer,
 * with create buttons that work in this season; rename, delete (asks first, then /) and "Open" (make it
 * current and go to the dashboard) when it is not the current season.
 */
export function SeasonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const seasonQuery = useDashboard(id);
  const info = useLeagueInfo().data;
  const canManage = useCanManage();
  const renameSeason = useRenameSeason();
  const openSeason = useOpenSeason();
  const deleteSeason = useDeleteSeasonAction({ onDeleted: () => navigate('/') });

  if (seasonQuery.isPending) return <PageLoader />;
  if (seasonQuery.isError) {
    return <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  }
  const { league, season: summary, counts } = seasonQuery.data;
  if (!league || !summary) return <ErrorState />;
  const season = { ...summary, league_id: league.id };
  const isCurrent = info?.current_season_id === season.id;
  const createButton = (to: string, label: string) =>
    canManage ? (
      <Button
        component={Link}
        to={`${to}?season_id=${season.id}`}
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
      >
        {label}
      </Button>
    ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4} miw={0}>
          <Anchor component={Link} to={`/leagues/${league.id}`} size="sm">
            {league.name}
          </Anchor>
          <EditableName
            name={season.name}
            label={t('seasons.seasonName')}
            editLabel={t('leagues.editName', { name: season.name })}
            canEdit={canManage}
            onSave={(name) => renameSeason.mutateAsync({ id: season.id, input: { name } })}
          >
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {season.name}
            </Title>
            {isCurrent ? (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {t('seasons.current')}
              </Badge>
            ) : null}
          </EditableName>
        </Stack>
        <Group gap="xs">
          {isCurrent ? null : (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} />}
              loading={openSeason.isPending}
              onClick={() => openSeason.open({ league_id: season.league_id, season_id: season.id })}
            >
              {t('seasons.open')}
            </Button>
          )}
          {canManage ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={deleteSeason.isPending}
              onClick={() => deleteSeason.request(season)}
            >
              {t('leagues.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('seasons.seasonSummary', {
          divisions: counts.divisions,
          teams: counts.teams,
          people: counts.people,
          venues: counts.venues,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="md">
        <Section
          title={t('seasons.divisions')}
          action={
            // A free organisation at its divisions limit sees "need more than 10" with Upgrade beside the button
            // (docs/free-tier-limits.md#in-the-app).
            info?.current_organization.upgraded === false && counts.divisions >= FREE_LIMITS.divisions ? (
              <Group gap="xs">
                <LimitReachedHint max={FREE_LIMITS.divisions} />
                {createButton('/divisions/new', t('seasons.createDivision'))}
              </Group>
            ) : (
              createButton('/divisions/new', t('seasons.createDivision'))
            )
          }
        >
          <PagedSeasonList
            seasonId={season.id}
            kind="divisions"
            toItem={(division) => ({
              id: division.id,
              name: division.name,
              detail: division.is_across ? undefined : t('seasons.teamCount', { count: division.team_count }),
              to: `/divisions/${division.id}`,
            })}
            emptyMessage={t('seasons.noDivisions')}
            filterLabel={t('seasons.filterDivisions')}
          />
        </Section>
        {/* Teams are made from their division's page, which knows the season. */}
        <Section title={t('seasons.teams')} action={null}>
          <PagedSeasonList
            seasonId={season.id}
            kind="teams"
            toItem={(team) => ({
              id: team.id,
              name: team.name,
              detail: team.division.name,
              to: `/teams/${team.id}`,
            })}
            emptyMessage={t('seasons.noTeams')}
            filterLabel={t('seasons.filterTeams')}
          />
        </Section>
        <Section title={t('seasons.people')} action={createButton('/people/new', t('seasons.createPerson'))}>
          <PagedSeasonList
            seasonId={season.id}
            kind="people"
            toItem={(person) => ({ id: person.id, name: person.name, to: `/people/${person.id}` })}
            emptyMessage={t('seasons.noPeople')}
            filterLabel={t('seasons.filterPeople')}
          />
        </Section>
        <Section title={t('seasons.venues')} action={createButton('/venues/new', t('seasons.createVenue'))}>
          <PagedSeasonList
            seasonId={season.id}
            kind="venues"
            toItem={(venue) => ({ id: venue.id, name: venue.name, to: `/venues/${venue.id}` })}
            emptyMessage={t('seasons.noVenues')}
            filterLabel={t('seasons.filterVenues')}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
