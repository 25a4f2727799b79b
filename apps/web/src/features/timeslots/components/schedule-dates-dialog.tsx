import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleDates } from '../../../lib/schedule-dates.ts';

/**
 * The end-date adjustment dialog: the schedule dates the wizards start from. Opened by hand to set or change
 * them, or after slots were made outside them with the extended range proposed (`proposal`).
 */
export function ScheduleDatesDialog({
  dates,
  proposal,
  onSave,
  onClose,
}: {
  dates: ScheduleDates | null;
  proposal: ScheduleDates | null;
  onSave: (dates: ScheduleDates | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initial = proposal ?? dates;
  const [start, setStart] = useState(initial?.start ?? '');
  const [end, setEnd] = useState(initial?.end ?? '');
  const [isTouched, setTouched] = useState(false);
  const startError = isTouched && !start ? t('timeslots.dates.required') : undefined;
  const endError =
    isTouched && !end
      ? t('timeslots.dates.required')
      : start && end && end < start
        ? t('timeslots.dates.endBeforeStart')
        : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (start && end && end >= start) onSave({ start, end });
  }

  return (
    <Modal opened onClose={onClose} title={t('timeslots.dates.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {proposal && dates && (
            <Text size="sm">{t('timeslots.dates.outside', { start: dates.start, end: dates.end })}</Text>
          )}
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('timeslots.dates.start')}
              value={start}
              onChange={(event) => setStart(event.currentTarget.value)}
              error={startError}
              required
              data-autofocus
            />
            <TextInput
              type="date"
              label={t('timeslots.dates.end')}
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
              error={endError}
              required
            />
          </Group>
          <Group justify="space-between">
            {dates && !proposal ? (
              <Button variant="subtle" color="red" onClick={() => onSave(null)}>
                {t('timeslots.dates.clear')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {proposal ? t('timeslots.dates.keep') : t('common.cancel')}
              </Button>
              <Button type="submit">{proposal ? t('timeslots.dates.extend') : t('common.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
