import { Badge, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useShowsPlatformIds } from '../../../queries/sportsengine-status.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useTeam } from '../api/use-team.ts';
import { HomeVenuesSection } from '../components/home-venues-section.tsx';
import { TeamActions } from '../components/team-actions.tsx';
import { TeamPeopleSection } from '../components/team-people-section.tsx';
import { TimeConstraintsSection } from '../components/time-constraints-section.tsx';
import { TravelConstraintSection } from '../components/travel-constraint-section.tsx';
import { TravelWarningAlert } from '../components/travel-warning-alert.tsx';

/**
 * /teams/{id}: coaches, staff, players, home venues, travel and date/time constraints, the external id, and
 * View games, Edit and Delete (which names what goes with the team first). A team that cannot
 * be loaded (missing, another organisation's) toasts 'could not load team' and goes to / (another organisation's ids answer 404: docs/roles.md).
 */
export function TeamPage() {
  const { t } = useTranslation();
  const showsPlatformIds = useShowsPlatformIds();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const teamQuery = useTeam(id);
  const seasonQuery = useSeason(teamQuery.data?.season_id);
  const canManage = useCanManage();

  useEffect(() => {
    if (teamQuery.isError) {
      notifyError(t('teams.loadFailed'), { id: 'team-load-failed' });
      navigate('/', { replace: true });
    }
  }, [teamQuery.isError, navigate, t]);

  if (!teamQuery.data) return <PageLoader />;
  const team = teamQuery.data;
  const otherTeams = (seasonQuery.data?.divisions ?? [])
    .flatMap((division) => division.teams)
    .filter((other, index, all) => other.id !== team.id && all.findIndex((o) => o.id === other.id) === index);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Group gap="xs">
            <Badge color={team.division.color} variant="light" maw="100%">
              {team.division.name}
            </Badge>
            {team.shortcode ? <Badge variant="outline">{team.shortcode}</Badge> : null}
            {team.color ? (
              <ColorSwatch
                color={team.color}
                size={18}
                aria-label={t('teams.colorLabel', { color: team.color })}
              />
            ) : null}
          </Group>
          {/* SportsEngine's id, shown only when the organisation is connected and not in Japanese. */}
          {showsPlatformIds ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('teams.externalId')}: {team.se_id ?? t('common.none')}
            </Text>
          ) : null}
        </Stack>
        <TeamActions team={team} canManage={canManage} />
      </Group>
      <TravelWarningAlert team={team} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TeamPeopleSection team={team} teamRole="coach" canManage={canManage} />
        <TeamPeopleSection team={team} teamRole="staff" canManage={canManage} />
        <TeamPeopleSection team={team} teamRole="player" canManage={canManage} />
        <HomeVenuesSection team={team} canManage={canManage} />
      </SimpleGrid>
      <TravelConstraintSection team={team} canManage={canManage} />
      <TimeConstraintsSection team={team} otherTeams={otherTeams} canManage={canManage} />
    </Stack>
  );
}
