import type { SurfaceTerm } from '@app/contracts';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../../../../lib/weekday-names.ts';
import type { TemplateSlot, WizardDraft } from '../../model/draft.ts';
import { toMinutes } from '../../model/template.ts';
import { formatDateOnly, formatSpan } from './format.ts';
import { allSurfacesText } from './terms.ts';

/**
 * The week template at phone width (docs/wizard.md#the-week-template): the grid needs more than 375 px, so a
 * phone gets the same week as a list of days, each with its slots (a tap edits one) and "Add a slot".
 */
export function TemplateDayList({
  draft,
  days,
  term,
  onEdit,
  onAdd,
}: {
  draft: WizardDraft;
  /** The seven days shown, from the start date: the weekday and, with valid dates, the date. */
  days: { weekday: number; date: string | null }[];
  term: SurfaceTerm;
  onEdit: (slot: TemplateSlot) => void;
  onAdd: (weekday: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const longNames = weekdayNames(language, 'long');
  const venues = new Map(draft.venues.map((venue) => [venue.key, venue]));
  const divisions = new Map(draft.divisions.map((division) => [division.key, division]));
  return (
    <Stack gap="xs" role="group" aria-label={t('wizard.timeslots.templateGrid')}>
      {days.map(({ weekday, date }) => {
        const slots = draft.template
          .filter((slot) => slot.weekday === weekday)
          .sort((a, b) => toMinutes(a.start_time) - toMinutes(b.start_time));
        const day = date
          ? `${longNames[weekday]} ${formatDateOnly(date, language)}`
          : (longNames[weekday] ?? '');
        return (
          <Paper key={weekday} withBorder p="xs" component="section" aria-label={day}>
            <Stack gap={6}>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {day}
                </Text>
                <Badge variant="light" size="sm">
                  {slots.reduce((sum, slot) => sum + slot.surface_keys.length, 0)}
                </Badge>
              </Group>
              {slots.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('wizard.timeslots.noSlotsOnDay')}
                </Text>
              )}
              {slots.map((slot) => {
                const venue = venues.get(slot.venue_key);
                const surfaces = (venue?.surfaces ?? [])
                  .filter((surface) => slot.surface_keys.includes(surface.key))
                  .map((surface) => surface.name);
                const surfaceText =
                  surfaces.length === venue?.surfaces.length && surfaces.length > 2
                    ? allSurfacesText(t, term, surfaces.length)
                    : surfaces.join(', ');
                const time = formatSpan(slot.start_time, slot.end_time, language);
                return (
                  <UnstyledButton
                    key={slot.key}
                    onClick={() => onEdit(slot)}
                    aria-label={t('wizard.timeslots.editSlot', {
                      day: longNames[weekday],
                      time,
                      venue: venue?.name ?? '',
                      surfaces: surfaces.join(', '),
                    })}
                    style={{
                      padding: '2px 6px',
                      borderRadius: 4,
                      background: 'var(--mantine-color-indigo-0)',
                      borderLeft: '3px solid var(--mantine-color-indigo-7)',
                    }}
                  >
                    <Text size="xs" fw={600}>
                      {time}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {venue?.name} · {surfaceText}
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
                  </UnstyledButton>
                );
              })}
              <Group>
                <Button size="compact-xs" variant="light" onClick={() => onAdd(weekday)}>
                  {t('wizard.timeslots.addOnDay')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
