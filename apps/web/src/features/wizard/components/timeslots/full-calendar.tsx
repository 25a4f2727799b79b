import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '../../../../lib/zoned-time.ts';
import type { DraftTimeslot, WizardDraft } from '../../model/draft.ts';
import { endTimeOf, newSlotKey, seasonWeeks, sortTimeslots, weekDates } from '../../model/template.ts';
import { formatDateOnly, formatDay, formatSpan } from './format.ts';
import { SlotDialog, type SlotFields } from './slot-dialog.tsx';

/** A new slot on a day starts when the day's last slot ends (09:00 on an empty day), so it rarely overlaps. */
function nextStart(slots: readonly DraftTimeslot[]): string {
  const last = slots.at(-1);
  if (!last || last.end_time <= last.start_time) return '09:00';
  return last.end_time;
}

/** One toast at a time offers to undo the last removal. */
const UNDO_TOAST_ID = 'wizard-timeslots-undo';

/**
 * Step 15, the full calendar (docs/wizard.md#the-full-calendar): the season's concrete slots week by
 * week, four days a row (a list of days at phone width). A slot is removed with ×, a whole day cleared for a
 * holiday, and the last removal undone from its toast; a slot is added on a day with the slot dialog. The
 * template is left alone.
 */
export function FullCalendarStep({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weeks = seasonWeeks(draft);
  const [week, setWeek] = useState(0);
  const shown = Math.min(week, Math.max(0, weeks - 1));
  const [adding, setAdding] = useState<string | null>(null);
  // The toast's Undo runs after later renders: it must put the slots back into the draft as it is then.
  const latest = useRef(draft);
  latest.current = draft;

  const venues = new Map(draft.venues.map((venue) => [venue.key, venue]));
  const divisions = new Map(draft.divisions.map((division) => [division.key, division]));
  const byDate = new Map<string, DraftTimeslot[]>();
  for (const slot of draft.timeslots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);

  const describe = (slot: DraftTimeslot) => {
    const venue = venues.get(slot.venue_key);
    const surface = venue?.surfaces.find((candidate) => candidate.key === slot.surface_key);
    return {
      time: formatSpan(slot.start_time, slot.end_time, language),
      place: [venue?.name, surface?.name].filter(Boolean).join(' · '),
    };
  };

  const remove = (removed: DraftTimeslot[], message: string) => {
    const keys = new Set(removed.map((slot) => slot.key));
    onChange({ timeslots: draft.timeslots.filter((slot) => !keys.has(slot.key)) });
    notifications.show({
      id: UNDO_TOAST_ID,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{message}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              const current = latest.current;
              const present = new Set(current.timeslots.map((slot) => slot.key));
              const back = removed.filter((slot) => !present.has(slot.key));
              onChange({ timeslots: sortTimeslots(current, [...current.timeslots, ...back]) });
              notifications.hide(UNDO_TOAST_ID);
            }}
          >
            {t('wizard.timeslots.undo')}
          </Button>
        </Group>
      ),
    });
  };

  const add = (date: string, fields: SlotFields) => {
    const added = fields.surface_keys.map(
      (surface_key): DraftTimeslot => ({
        key: newSlotKey('slot'),
        date,
        start_time: fields.start_time,
        end_time: fields.end_time,
        venue_key: fields.venue_key,
        surface_key,
        division_keys: fields.division_keys,
      }),
    );
    onChange({ timeslots: sortTimeslots(draft, [...draft.timeslots, ...added]) });
    setAdding(null);
  };

  if (weeks === 0) {
    return <Text c="dimmed">{t('wizard.timeslots.noDates')}</Text>;
  }

  const dates = weekDates(draft, shown);
  const weekOptions = Array.from({ length: weeks }, (_, index) => {
    const span = weekDates(draft, index);
    return {
      value: String(index),
      label: t('wizard.timeslots.weekOption', {
        week: index + 1,
        from: formatDateOnly(span[0] ?? draft.start_date, language),
        to: formatDateOnly(span.at(-1) ?? draft.start_date, language),
      }),
    };
  });
  const venue = draft.venues.find((candidate) => candidate.surfaces.length > 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setWeek(shown - 1)}
            disabled={shown === 0}
            aria-label={t('wizard.timeslots.previousWeek')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={3} size="h5" aria-live="polite">
            {t('wizard.timeslots.weekOf', { week: shown + 1, weeks })}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setWeek(shown + 1)}
            disabled={shown >= weeks - 1}
            aria-label={t('wizard.timeslots.nextWeek')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Select
          aria-label={t('wizard.timeslots.jumpToWeek')}
          data={weekOptions}
          value={String(shown)}
          onChange={(value) => value !== null && setWeek(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <Text size="sm">{t('wizard.timeslots.total', { count: draft.timeslots.length })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {dates.map((date) => {
          const slots = byDate.get(date) ?? [];
          const day = formatDay(date, language);
          return (
            <Paper key={date} withBorder p="xs" component="section" aria-label={day}>
              <Stack gap={6}>
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {day}
                  </Text>
                  <Badge variant="light" size="sm">
                    {slots.length}
                  </Badge>
                </Group>
                {slots.length === 0 && (
                  <Text size="xs" c="dimmed">
                    {t('wizard.timeslots.noSlotsOnDay')}
                  </Text>
                )}
                {slots.map((slot) => {
                  const { time, place } = describe(slot);
                  return (
                    <Group key={slot.key} gap={4} wrap="nowrap" align="flex-start" justify="space-between">
                      <div style={{ minWidth: 0 }}>
                        <Text size="xs" fw={600}>
                          {time}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {place}
                        </Text>
                        {slot.division_keys.length > 0 && (
                          <Group gap={2}>
                            {slot.division_keys.map((key) => (
                              <Badge key={key} size="xs" color={divisions.get(key)?.color ?? 'gray'}>
                                {divisions.get(key)?.shortcode || divisions.get(key)?.name || key}
                              </Badge>
                            ))}
                          </Group>
                        )}
                      </div>
                      <CloseButton
                        size="sm"
                        aria-label={t('wizard.timeslots.removeSlot', { day, time, place })}
                        onClick={() => remove([slot], t('wizard.timeslots.removed', { time, day }))}
                      />
                    </Group>
                  );
                })}
                <Group gap={4} wrap="wrap">
                  <Button size="compact-xs" variant="light" onClick={() => setAdding(date)}>
                    {t('wizard.timeslots.addOnDay')}
                  </Button>
                  {slots.length > 0 && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('wizard.timeslots.clearDayLabel', { day })}
                      onClick={() =>
                        remove(slots, t('wizard.timeslots.clearedDay', { count: slots.length, day }))
                      }
                    >
                      {t('wizard.timeslots.clearDay')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {adding && (
        <SlotDialog
          draft={draft}
          date={adding}
          title={t('wizard.timeslots.dialog.addTitle')}
          initial={{
            weekday: weekdayOf(adding),
            start_time: nextStart(byDate.get(adding) ?? []),
            end_time: endTimeOf(nextStart(byDate.get(adding) ?? []), draft.slot_minutes),
            venue_key: venue?.key ?? '',
            surface_keys: venue?.surfaces.map((surface) => surface.key) ?? [],
            division_keys: [],
          }}
          onSave={(fields) => add(adding, fields)}
          onClose={() => setAdding(null)}
        />
      )}
    </Stack>
  );
}
