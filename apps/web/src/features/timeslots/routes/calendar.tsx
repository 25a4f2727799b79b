import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyInfo } from '../../../lib/notify.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import {
  CalendarWorkspace,
  type CreateGameInSlotProps,
  type GamesPanelProps,
  type SchedulingBoxProps,
} from '../components/calendar-workspace.tsx';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('timeslots.loadFailed')}>
      <Button size="xs" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** A season without venues cannot hold slots: say so once and send the user to make one, then back. */
function NoVenuesRedirect() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  useEffect(() => notifyInfo(t('timeslots.noVenues'), { id: 'calendar-no-venues' }), [t]);
  // The query stays in the way back, so a wizard link (?sd=) or a schedule's calendar opens as asked.
  return <Navigate to={`/venues/new?return=${encodeURIComponent(pathname + search)}`} replace />;
}

/**
 * What the calendar shows of other features, passed in by the app (app/pages/calendar-page.tsx) so that no
 * feature imports another: the schedule and tournament wizards over the calendar (?sd=, ?td=) and the
 * sidebar's scheduling box (schedules), the actions on the games of the selected slots and a new game in a
 * selected open slot (games).
 */
export interface CalendarSlots {
  ScheduleWizardModal: ComponentType<{ seasonId: string }>;
  SchedulingBox: ComponentType<SchedulingBoxProps>;
  GamesPanel: ComponentType<GamesPanelProps>;
  CreateGameInSlot: ComponentType<CreateGameInSlotProps>;
  /** Season-wide actions beside the title (the rain-out / closure re-plan). */
  SeasonActions?: ComponentType<{ seasonId: string }>;
}

function SeasonCalendar({ seasonId, slots }: { seasonId: string; slots: CalendarSlots }) {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  const season = useCalendarSeason(seasonId);
  const timeslots = useSeasonTimeslots(seasonId);
  if (season.error || timeslots.error) return <LoadFailed onRetry={() => void timeslots.refetch()} />;
  if (!season.data || !timeslots.data || !info.data) return <PageLoader />;
  if (season.data.season.venues.length === 0) return <NoVenuesRedirect />;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('timeslots.title')}
        </Title>
        {slots.SeasonActions && <slots.SeasonActions seasonId={seasonId} />}
      </Group>
      <slots.ScheduleWizardModal seasonId={seasonId} />
      <CalendarWorkspace
        data={season.data}
        slots={timeslots.data.timeslots}
        timeZone={timeslots.data.timezone}
        userId={info.data.user.id}
        firstDay={info.data.user.first_day}
        GamesPanel={slots.GamesPanel}
        CreateGameInSlot={slots.CreateGameInSlot}
        SchedulingBox={slots.SchedulingBox}
      />
    </Stack>
  );
}

/** /calendar and /timeslots: the current season's timeslot calendar. */
export function CalendarPage(slots: CalendarSlots) {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  if (info.isPending) return <PageLoader />;
  const seasonId = info.data?.current_season_id;
  if (!seasonId) {
    return (
      <Alert title={t('timeslots.noSeason')}>
        <Button component={Link} to="/leagues" size="xs" mt="xs">
          {t('timeslots.openLeagues')}
        </Button>
      </Alert>
    );
  }
  return <SeasonCalendar seasonId={seasonId} slots={slots} />;
}
