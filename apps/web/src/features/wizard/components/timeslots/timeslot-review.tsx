import { Accordion, Badge, CloseButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { divisionCapacity } from '../../model/capacity.ts';
import type { DraftTimeslot, WizardDraft } from '../../model/draft.ts';
import { seasonWeeks, weekDates } from '../../model/template.ts';
import { formatDateOnly, formatDay, formatSpan } from './format.ts';

/**
 * The review sub-state of the timeslot step (docs/wizard.md#reviewing-the-slots), shown before the
 * second continue when the draft has more than 50 slots: the slots by week and day with their counts, a ×
 * to remove each, the total and what each division may use. Removing a slot from a template's slots turns the
 * calendar into a full calendar, since the template can no longer describe them.
 */
export function TimeslotReview({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const weeks = seasonWeeks(draft);
  const byDate = new Map<string, DraftTimeslot[]>();
  for (const slot of draft.timeslots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const venues = new Map(draft.venues.map((venue) => [venue.key, venue]));
  const names = new Map(draft.divisions.map((division) => [division.key, division.name]));
  const capacity = divisionCapacity(draft);

  const remove = (key: string) =>
    onChange({
      timeslots: draft.timeslots.filter((slot) => slot.key !== key),
      ...(draft.calendar_mode === 'template' ? { calendar_mode: 'full' as const } : {}),
    });

  const weekItems = Array.from({ length: weeks }, (_, index) => {
    const dates = weekDates(draft, index).filter((date) => (byDate.get(date)?.length ?? 0) > 0);
    const count = dates.reduce((sum, date) => sum + (byDate.get(date)?.length ?? 0), 0);
    return { index, dates, count, span: weekDates(draft, index) };
  }).filter((item) => item.count > 0);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('wizard.timeslots.review.title')}
      </Title>
      <Text size="sm" fw={600}>
        {t('wizard.timeslots.total', { count: draft.timeslots.length })}
      </Text>
      <List size="sm" spacing={2} aria-label={t('wizard.timeslots.review.perDivision')}>
        {capacity.map((row) => (
          <List.Item key={row.division_key}>
            {t('wizard.timeslots.review.divisionOpen', {
              division: names.get(row.division_key) ?? row.division_key,
              count: row.available,
            })}
          </List.Item>
        ))}
      </List>
      {draft.calendar_mode === 'template' && (
        <Text size="xs" c="dimmed">
          {t('wizard.timeslots.review.becomesFull')}
        </Text>
      )}
      <Accordion multiple variant="separated">
        {weekItems.map((item) => (
          <Accordion.Item key={item.index} value={String(item.index)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="xs">
                <Text size="sm">
                  {t('wizard.timeslots.weekOption', {
                    week: item.index + 1,
                    from: formatDateOnly(item.span[0] ?? draft.start_date, language),
                    to: formatDateOnly(item.span.at(-1) ?? draft.start_date, language),
                  })}
                </Text>
                <Badge variant="light">{item.count}</Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {item.dates.map((date) => {
                  const slots = byDate.get(date) ?? [];
                  const day = formatDay(date, language);
                  return (
                    <section key={date} aria-label={day}>
                      <Text size="sm" fw={600}>
                        {t('wizard.timeslots.review.dayCount', { day, count: slots.length })}
                      </Text>
                      {slots.map((slot) => {
                        const venue = venues.get(slot.venue_key);
                        const surface = venue?.surfaces.find(
                          (candidate) => candidate.key === slot.surface_key,
                        );
                        const time = formatSpan(slot.start_time, slot.end_time, language);
                        const place = [venue?.name, surface?.name].filter(Boolean).join(' · ');
                        return (
                          <Group key={slot.key} gap="xs" wrap="nowrap" justify="space-between">
                            <Text size="xs">
                              {time} {place}
                              {slot.division_keys.length > 0 &&
                                ` (${slot.division_keys.map((key) => names.get(key) ?? key).join(', ')})`}
                            </Text>
                            <CloseButton
                              size="sm"
                              aria-label={t('wizard.timeslots.removeSlot', { day, time, place })}
                              onClick={() => remove(slot.key)}
                            />
                          </Group>
                        );
                      })}
                    </section>
                  );
                })}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
