import type { Division, SeasonDivision } from '@app/contracts';
import { Badge, Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useShowsPlatformIds } from '../../../queries/sportsengine-status.ts';
import { useDivision } from '../../../queries/use-division.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useDeleteDivision } from '../api/use-delete-division.ts';
import { acrossNames } from '../components/across-names.ts';
import { DivisionSection } from '../components/division-section.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

function OptionalText({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return <Text c={value ? undefined : 'dimmed'}>{value ?? t('common.none')}</Text>;
}

/** An across-division has no teams of its own: it plays the teams of its two source divisions. */
function teamsOf(division: Division, seasonDivisions: readonly SeasonDivision[]) {
  if (!division.is_across) return division.teams;
  return seasonDivisions
    .filter((source) => division.across_divisions.includes(source.id))
    .flatMap((source) => source.teams);
}

/**
 * /divisions/{id}: name, colour, abbreviation, codes, the across note, teams (create goes to
 * /teams/new?division_id=), schedules and tournaments (linking to /schedules/{id}; create opens the
 * calendar's schedule or tournament wizard for this division, /calendar?sd= or ?td=); edit and delete for
 * owners and admins. Deleting asks first, since it takes the division's teams with it, then goes to /.
 * Owners and admins also get the setup wizard for a plain division, /wizard?division_id=, which adds venues,
 * timeslots and a schedule to it (docs/divisions.md#the-division-page; the wizard takes no across-division).
 */
export function DivisionPage() {
  const { t } = useTranslation();
  const showsPlatformIds = useShowsPlatformIds();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const divisionQuery = useDivision(id);
  const seasonQuery = useSeason(divisionQuery.data?.season_id);
  const canManage = useCanManage();
  const deleteDivision = useDeleteDivision();

  if (divisionQuery.isPending) return <PageLoader />;
  if (divisionQuery.isError) {
    return <ErrorState error={divisionQuery.error} onRetry={() => divisionQuery.refetch()} />;
  }
  const division = divisionQuery.data;
  const seasonDivisions = seasonQuery.data?.divisions ?? [];
  const sources = acrossNames(division, seasonDivisions);
  const teams = teamsOf(division, seasonDivisions);
  const scheduleLink = (item: { id: string; name: string }) => ({ ...item, to: `/schedules/${item.id}` });

  function handleDelete() {
    modals.openConfirmModal({
      title: t('divisions.deleteTitle', { name: division.name }),
      children: (
        <Text size="sm">
          {division.is_across
            ? t('divisions.deleteAcrossWarning')
            : t('divisions.deleteWarning', { count: division.teams.length })}
        </Text>
      ),
      labels: { confirm: t('divisions.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteDivision.mutate(division, {
          onSuccess: () => {
            notifySuccess(t('divisions.deleted', { name: division.name }));
            navigate('/');
          },
          onError: (failure) => notifyError(failure.message, { title: t('divisions.deleteFailed') }),
        }),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <ColorSwatch color={division.color} size={24} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {division.name}
          </Title>
          {division.is_across ? <Badge variant="light">{t('divisions.acrossBadge')}</Badge> : null}
        </Group>
        {canManage ? (
          <Group gap="xs">
            {division.is_across ? null : (
              <Button
                component={Link}
                to={`/wizard?division_id=${encodeURIComponent(division.id)}`}
                leftSection={<IconWand size={16} />}
              >
                {t('divisions.scheduleWithWizard')}
              </Button>
            )}
            <Button
              component={Link}
              to={`/divisions/${division.id}/edit`}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              {t('common.edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={deleteDivision.isPending}
              onClick={handleDelete}
            >
              {t('divisions.delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {sources ? <Text>{t('divisions.acrossNote', sources)}</Text> : null}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Detail label={t('divisions.color')}>
            <Group gap={6}>
              <ColorSwatch color={division.color} size={16} aria-hidden />
              <Text>{division.color}</Text>
            </Group>
          </Detail>
          <Detail label={t('divisions.shortcode')}>
            <OptionalText value={division.shortcode} />
          </Detail>
          <Detail label={t('divisions.longcode')}>
            <OptionalText value={division.longcode} />
          </Detail>
          {showsPlatformIds ? (
            <Detail label={t('divisions.externalId')}>
              <OptionalText value={division.se_id} />
            </Detail>
          ) : null}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <DivisionSection
          title={t('divisions.teams')}
          items={teams.map((team) => ({ ...team, to: `/teams/${team.id}` }))}
          emptyMessage={t('divisions.noTeams')}
          action={
            canManage && !division.is_across ? (
              <Button
                component={Link}
                to={`/teams/new?division_id=${division.id}`}
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
              >
                {t('divisions.createTeam')}
              </Button>
            ) : null
          }
        />
        <DivisionSection
          title={t('divisions.schedules')}
          items={division.schedules.map(scheduleLink)}
          emptyMessage={t('divisions.noSchedules')}
          action={
            canManage ? (
              <Button
                component={Link}
                to={`/calendar?sd=${encodeURIComponent(division.id)}`}
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
              >
                {t('divisions.createSchedule')}
              </Button>
            ) : null
          }
        />
        <DivisionSection
          title={t('divisions.tournaments')}
          items={division.tournaments.map(scheduleLink)}
          emptyMessage={t('divisions.noTournaments')}
          action={
            canManage ? (
              <Button
                component={Link}
                to={`/calendar?td=${encodeURIComponent(division.id)}`}
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
              >
                {t('divisions.createTournament')}
              </Button>
            ) : null
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
