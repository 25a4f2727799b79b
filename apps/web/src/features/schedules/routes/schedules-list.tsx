import type { ScheduleSummary } from '@app/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { UpgradeBanner } from '../../../components/upgrade-banner.tsx';
import { useCurrentUser, useLeagueInfo } from '../../../lib/session.ts';
import { formatDate } from '../../../lib/zoned-time.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSeasonSchedules } from '../../../queries/use-season-schedules.ts';
import { Confetti } from '../components/confetti.tsx';
import { isTournament, newlySucceeded, shouldPoll, successColour } from '../model/schedule-display.ts';

function ScheduleCard({
  schedule,
  divisionName,
}: {
  schedule: ScheduleSummary;
  divisionName: string | null;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const outcome =
    schedule.status === 'errored'
      ? t('schedules.status.errored')
      : schedule.status === 'cancelled'
        ? t('schedules.status.cancelled')
        : null;
  return (
    <Card withBorder padding="md" component="article" aria-label={schedule.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Anchor component={Link} to={`/schedules/${schedule.id}`} fw={600}>
          {schedule.name}
        </Anchor>
        {schedule.is_practice && <Badge variant="light">{t('schedules.practice')}</Badge>}
      </Group>
      {divisionName && schedule.division_id && (
        <Anchor component={Link} to={`/divisions/${schedule.division_id}`} size="sm">
          {divisionName}
        </Anchor>
      )}
      {schedule.finished ? (
        <Group gap="xs" mt="xs">
          {outcome && <Badge color={schedule.status === 'errored' ? 'red' : 'gray'}>{outcome}</Badge>}
          <Text fw={600} c={successColour(schedule.success_rate)}>
            {t('schedules.successRate', { rate: schedule.success_rate })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('schedules.counts', {
              scheduled: schedule.scheduled_count,
              unscheduled: schedule.unscheduled_count,
            })}
          </Text>
        </Group>
      ) : (
        <Text size="sm" mt="xs" c="blue.8">
          {t('schedules.inProgress')}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {formatDate(schedule.created_at, { locale: user?.locale ?? 'en', timezone: user?.timezone ?? null })}
      </Text>
    </Card>
  );
}

/**
 * /schedules and /tournaments: the season's schedules (tournaments excluded) or its tournaments only.
 * /schedules without an id could also have meant the master game list; we keep /schedules for this
 * list (what the create and refresh buttons and polling describe) and serve the master list at /list. The
 * list polls every 5 s, at most 20 times, while something is running; the old product's 1 s and 2 s waits
 * before the first load are left out on purpose (they only delayed the page).
 */
function ScheduleList({ tournaments }: { tournaments: boolean }) {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  const seasonId = info.data?.current_season_id ?? '';
  const [polls, setPolls] = useState(0);
  const [burst, setBurst] = useState(0);
  const seen = useRef(new Map<string, boolean>());
  const list = useSeasonSchedules(seasonId, { poll: polls < 20 });
  const season = useSeason(seasonId);
  const all = list.data?.schedules ?? [];
  const running = shouldPoll(all, polls);
  const answer = list.data;
  useEffect(() => {
    if (!answer) return;
    setPolls((n) => n + 1);
    if (newlySucceeded(seen.current, answer.schedules).length > 0) setBurst((n) => n + 1);
    seen.current = new Map(answer.schedules.map((s) => [s.id, s.finished]));
  }, [answer]);
  useEffect(() => {
    if (!running) setPolls(20);
  }, [running]);

  if (info.isPending || (seasonId && list.isPending)) return <PageLoader />;
  if (!seasonId) {
    return (
      <Alert title={t('schedules.noSeason')}>
        <Button component={Link} to="/leagues" size="xs" mt="xs">
          {t('timeslots.openLeagues')}
        </Button>
      </Alert>
    );
  }
  const shown = all.filter((s) => isTournament(s) === tournaments);
  const divisionNames = new Map((season.data?.divisions ?? []).map((d) => [d.id, d.name]));
  return (
    <Stack gap="md">
      <Confetti burst={burst} />
      <UpgradeBanner />
      <Group justify="space-between">
        <Title order={1} size="h2">
          {tournaments ? t('schedules.tournaments') : t('schedules.title')}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void list.refetch()}
          >
            {t('common.refresh')}
          </Button>
          <Button
            component={Link}
            to={tournaments ? '/tournaments/new' : '/schedules/new'}
            leftSection={<IconPlus size={16} />}
          >
            {tournaments ? t('schedules.createTournament') : t('schedules.create')}
          </Button>
        </Group>
      </Group>
      {list.error && <Alert color="red">{t('schedules.loadFailed')}</Alert>}
      {shown.length === 0 ? (
        <Alert title={tournaments ? t('schedules.emptyTournaments') : t('schedules.empty')}>
          <Text size="sm">
            {tournaments ? t('schedules.emptyTournamentsHint') : t('schedules.emptyHint')}
          </Text>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((schedule) => (
            <ScheduleCard
              key={schedule.id}
              schedule={schedule}
              divisionName={schedule.division_id ? (divisionNames.get(schedule.division_id) ?? null) : null}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function SchedulesPage() {
  return <ScheduleList tournaments={false} />;
}

export function TournamentsPage() {
  return <ScheduleList tournaments />;
}
