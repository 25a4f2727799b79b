import type { ScheduleSummary } from '@app/contracts';
import { Loader, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/link-list.tsx';
import { useSeasonSchedules } from '../../../queries/use-season-schedules.ts';

/** What a schedule's row says after its name: practice or not, and how far it got. */
function scheduleDetail(schedule: ScheduleSummary, t: TFunction): string {
  const outcome = !schedule.finished
    ? t('dashboard.scheduleRunning')
    : schedule.status === 'errored'
      ? t('dashboard.scheduleErrored')
      : t('dashboard.scheduleRate', { rate: schedule.success_rate });
  return schedule.is_practice ? `${t('dashboard.schedulePractice')} · ${outcome}` : outcome;
}

/**
 * The dashboard's schedules or tournaments panel: the season's schedules of that kind, oldest first, each
 * linking to /schedules/{id} (a tournament too) with its success rate. A season holds a handful, so the
 * list comes whole, once the panel is opened.
 */
export function ScheduleAccordionList({
  seasonId,
  tournaments,
  emptyMessage,
}: {
  seasonId: string;
  tournaments: boolean;
  emptyMessage: string;
}) {
  const { t } = useTranslation();
  const list = useSeasonSchedules(seasonId);
  if (list.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (list.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {list.error.message}
      </Text>
    );
  }
  const items = list.data.schedules
    .filter((schedule) => schedule.is_tournament === tournaments)
    .map((schedule) => ({
      id: schedule.id,
      name: schedule.name,
      detail: scheduleDetail(schedule, t),
      to: `/schedules/${schedule.id}`,
    }));
  return <LinkList items={items} emptyMessage={emptyMessage} />;
}
