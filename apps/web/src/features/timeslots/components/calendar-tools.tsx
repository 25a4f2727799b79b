import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScheduleDates } from '../../../lib/schedule-dates.ts';

/** The season-wide calendar dialogs, each behind one button. */
export type CalendarTool = 'settings' | 'copyWeek' | 'manage' | 'dates';

/**
 * The sidebar's top: the schedule dates and the season-wide actions (settings, copy week template, manage
 * timeslots, delete all, delete filtered).
 */
export function CalendarTools({
  dates,
  slotCount,
  filteredCount,
  inViewCount,
  isFiltering,
  onOpen,
  onDeleteAll,
  onDeleteFiltered,
}: {
  dates: ScheduleDates | null;
  slotCount: number;
  /** Slots passing the filters, in the whole season and in the dates on screen. */
  filteredCount: number;
  inViewCount: number;
  isFiltering: boolean;
  onOpen: (tool: CalendarTool) => void;
  onDeleteAll: () => void;
  onDeleteFiltered: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {t('timeslots.dates.title')}
        </Title>
        <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => onOpen('dates')}>
          {dates ? t('timeslots.dates.change') : t('timeslots.dates.set')}
        </Button>
      </Group>
      <Text size="sm" c={dates ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {dates ? t('timeslots.dates.range', dates) : t('timeslots.dates.none')}
      </Text>
      <Group gap={4}>
        <Button size="xs" variant="default" onClick={() => onOpen('settings')}>
          {t('timeslots.settings.title')}
        </Button>
        <Button size="xs" variant="default" disabled={slotCount === 0} onClick={() => onOpen('copyWeek')}>
          {t('timeslots.copyWeek.title')}
        </Button>
        <Button size="xs" variant="default" disabled={inViewCount === 0} onClick={() => onOpen('manage')}>
          {t('timeslots.manage.title')}
        </Button>
        <Button size="xs" variant="default" color="red" disabled={slotCount === 0} onClick={onDeleteAll}>
          {t('timeslots.delete.allTitle')}
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          disabled={!isFiltering || filteredCount === 0}
          onClick={onDeleteFiltered}
        >
          {t('timeslots.delete.filteredTitle')}
        </Button>
      </Group>
    </Stack>
  );
}
