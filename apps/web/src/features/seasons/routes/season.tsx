import type { Season } from '@app/contracts';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EditableName } from '../../../components/editable-name.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LinkList } from '../../../components/link-list.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PagedSeasonList } from '../../../components/paged-season-list.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useSeason } from '../../../queries/use-season.ts';
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

/** Divisions with their own teams nested under each; an across-division plays other divisions' teams. */
function divisionItems(season: Season, noTeams: string) {
  return season.divisions.map((division) => ({
    id: division.id,
    name: division.name,
    to: `/divisions/${division.id}`,
    children: division.is_across ? null : (
      <div style={{ paddingLeft: 16 }}>
        <LinkList
          items={division.teams.map((team) => ({ ...team, to: `/teams/${team.id}` }))}
          emptyMessage={noTeams}
        />
      </div>
    ),
  }));
}

/**
 * /seasons/{id}: the season's divisions (with their teams), people and venues, each linking to its page
 * (people and venues a page at a time with a name filter, so a 20,000-person season renders 50 links),
 * with create buttons that work in this season; rename, delete (asks first, then /) and "Open" (make it
 * current and go to the dashboard) when it is not the current season.
 */
export function SeasonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const seasonQuery = useSeason(id);
  const info = useLeagueInfo().data;
  const canManage = useCanManage();
  const renameSeason = useRenameSeason();
  const openSeason = useOpenSeason();
  const deleteSeason = useDeleteSeasonAction({ onDeleted: () => navigate('/') });

  if (seasonQuery.isPending) return <PageLoader />;
  if (seasonQuery.isError) {
    return <ErrorState error={seasonQuery.error} onRetry={() => seasonQuery.refetch()} />;
  }
  const season = seasonQuery.data;
  const league = info?.leagues.find((candidate) => candidate.id === season.league_id);
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
          {league ? (
            <Anchor component={Link} to={`/leagues/${league.id}`} size="sm">
              {league.name}
            </Anchor>
          ) : null}
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
          divisions: season.counts.divisions,
          teams: season.counts.teams,
          people: season.counts.people,
          venues: season.counts.venues,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Section
          title={t('seasons.divisions')}
          action={createButton('/divisions/new', t('seasons.createDivision'))}
        >
          <LinkList
            items={divisionItems(season, t('seasons.noTeams'))}
            emptyMessage={t('seasons.noDivisions')}
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
