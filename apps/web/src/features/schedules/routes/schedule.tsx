import type { ScheduleDetail } from '@app/contracts';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { scheduleKeys } from '../api/schedule-keys.ts';
import { useScheduleDetail, useScheduleMutations, useScheduleStatus } from '../api/use-schedules.ts';
import { ProgressScreen } from '../components/progress-screen.tsx';
import { ScheduleOverview } from '../components/schedule-overview.tsx';
import { isTournament } from '../model/schedule-display.ts';

/** A schedule that cannot load says so and goes back to the list. */
function LoadFailed() {
  const { t } = useTranslation();
  useEffect(() => notifyError(t('schedules.loadScheduleFailed'), { id: 'schedule-load-failed' }), [t]);
  return <Navigate to="/schedules" replace />;
}

/** What the schedule page tells the games section (the games feature's, given by app/pages/). */
export interface GamesSectionProps {
  seasonId: string;
  scheduleId: string | null;
  title: string;
  tournament: boolean;
  practice: boolean;
  /** The schedule's division: its teams (an across-division's sources') are the game dialog's choices. */
  divisionId: string | null;
  source: ScheduleDetail;
}

/**
 * /schedules/{id}: the progress screen while it runs, then the schedule with, above its games, why it is
 * short and what would fix it (`Diagnosis`, the diagnosis feature's, given by app/pages/).
 */
export function SchedulePage({
  GamesWorkspace,
  Diagnosis,
}: {
  GamesWorkspace: ComponentType<GamesSectionProps>;
  Diagnosis?: ComponentType<{ schedule: ScheduleDetail }>;
}) {
  const { scheduleId = '' } = useParams();
  const client = useQueryClient();
  const status = useScheduleStatus(scheduleId);
  const detail = useScheduleDetail(scheduleId);
  const finished = status.data?.finished === true;
  const seasonId = detail.data?.season_id ?? '';
  const { cancel } = useScheduleMutations(seasonId);
  // The detail loaded while running has no games yet: load it again once the run ends.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: scheduleKeys.detail(scheduleId) });
  }, [finished, scheduleId, client]);

  if (status.error || detail.error) return <LoadFailed />;
  if (!status.data || !detail.data) return <PageLoader />;
  const schedule = detail.data;
  if (!finished || !schedule.finished) {
    return (
      <ProgressScreen
        name={schedule.name}
        status={status.data}
        cancelling={cancel.isPending || (cancel.isSuccess && !finished)}
        onCancel={() => cancel.mutateAsync(scheduleId)}
      />
    );
  }
  return (
    <Stack gap="md">
      <ScheduleOverview schedule={schedule} />
      {Diagnosis && <Diagnosis schedule={schedule} />}
      <GamesWorkspace
        seasonId={seasonId}
        scheduleId={schedule.id}
        title={schedule.name}
        tournament={isTournament(schedule)}
        practice={schedule.is_practice}
        divisionId={schedule.division_id}
        source={schedule}
      />
    </Stack>
  );
}
