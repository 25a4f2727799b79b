import { sportPreset } from '@app/contracts';
import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOptions } from '../../../../lib/weekday-names.ts';
import type { WizardDraft } from '../../model/draft.ts';
import { OTHER_SLOT_LENGTH, slotMinutes } from '../../model/template.ts';
import { formatDay } from './format.ts';
import { surfaceRequiredText, surfacesLabel } from './terms.ts';

/** What the slot dialog edits: a template slot (a weekday) or slots on one date, on some surfaces. */
export interface SlotFields {
  weekday: number;
  start_time: string;
  end_time: string;
  venue_key: string;
  surface_keys: string[];
  division_keys: string[];
}

type Problems = Partial<Record<'start_time' | 'end_time' | 'venue_key' | 'surface_keys', string>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The small dialog that adds or edits a slot (docs/wizard.md#adding-and-editing-a-slot): weekday
 * (template) or the date it is on (full calendar), start, end with the length it gives, venue, its
 * surfaces, and the divisions it is open to (none chosen: every division). Mantine's modal keeps the focus
 * inside and gives it back on close.
 */
export function SlotDialog({
  draft,
  initial,
  date,
  title,
  onSave,
  onDelete,
  onClose,
}: {
  draft: WizardDraft;
  initial: SlotFields;
  /** Set in the full calendar: the date the slots go on (the weekday is then fixed). */
  date?: string;
  title: string;
  onSave: (fields: SlotFields) => void;
  onDelete?: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [fields, setFields] = useState<SlotFields>(initial);
  const [problems, setProblems] = useState<Problems>({});
  const venue = draft.venues.find((candidate) => candidate.key === fields.venue_key);
  const term = sportPreset(draft.sport_id).surface_term;
  const change = (patch: Partial<SlotFields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setProblems({});
  };
  const validTimes = TIME.test(fields.start_time) && TIME.test(fields.end_time);
  const length = validTimes ? slotMinutes(fields.start_time, fields.end_time) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!TIME.test(fields.start_time)) found.start_time = t('wizard.timeslots.dialog.timeRequired');
    if (!TIME.test(fields.end_time)) found.end_time = t('wizard.timeslots.dialog.timeRequired');
    else if (length !== null && length > OTHER_SLOT_LENGTH.max) {
      found.end_time = t('wizard.timeslots.dialog.tooLong', { max: OTHER_SLOT_LENGTH.max });
    }
    if (!venue) found.venue_key = t('wizard.timeslots.dialog.venueRequired');
    else if (fields.surface_keys.length === 0) {
      found.surface_keys = surfaceRequiredText(t, term);
    }
    if (Object.keys(found).length > 0) {
      setProblems(found);
      return;
    }
    onSave(fields);
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {date ? (
            <Text fw={500}>{formatDay(date, i18n.language)}</Text>
          ) : (
            <Select
              label={t('wizard.timeslots.dialog.weekday')}
              data={weekdayOptions(i18n.language)}
              value={String(fields.weekday)}
              onChange={(value) => value !== null && change({ weekday: Number(value) })}
              allowDeselect={false}
            />
          )}
          <Group grow align="flex-start">
            <TextInput
              type="time"
              step={300}
              label={t('wizard.timeslots.dialog.start')}
              value={fields.start_time}
              onChange={(event) => change({ start_time: event.currentTarget.value })}
              error={problems.start_time}
              required
            />
            <TextInput
              type="time"
              step={300}
              label={t('wizard.timeslots.dialog.end')}
              value={fields.end_time}
              onChange={(event) => change({ end_time: event.currentTarget.value })}
              error={problems.end_time}
              description={
                length === null
                  ? undefined
                  : length >= 24 * 60 || fields.end_time <= fields.start_time
                    ? t('wizard.timeslots.dialog.lengthNextDay', { minutes: length })
                    : t('wizard.timeslots.dialog.length', { minutes: length })
              }
              required
            />
          </Group>
          <Select
            label={t('wizard.timeslots.dialog.venue')}
            data={draft.venues.map((candidate) => ({ value: candidate.key, label: candidate.name }))}
            value={fields.venue_key || null}
            onChange={(value) => {
              const next = draft.venues.find((candidate) => candidate.key === value);
              change({
                venue_key: value ?? '',
                surface_keys: next?.surfaces.map((surface) => surface.key) ?? [],
              });
            }}
            error={problems.venue_key}
            allowDeselect={false}
            required
          />
          {venue && (
            <Checkbox.Group
              label={surfacesLabel(t, term)}
              value={fields.surface_keys}
              onChange={(surface_keys) => change({ surface_keys })}
              error={problems.surface_keys}
            >
              <Group gap="sm" mt={4}>
                {venue.surfaces.map((surface) => (
                  <Checkbox key={surface.key} value={surface.key} label={surface.name} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
          {draft.divisions.length > 1 && (
            <MultiSelect
              label={t('wizard.timeslots.dialog.divisions')}
              description={t('wizard.timeslots.dialog.divisionsHint')}
              placeholder={fields.division_keys.length === 0 ? t('wizard.timeslots.allDivisions') : undefined}
              data={draft.divisions.map((division) => ({ value: division.key, label: division.name }))}
              value={fields.division_keys}
              onChange={(division_keys) => change({ division_keys })}
              clearable
            />
          )}
          <Group justify="space-between" mt="sm" wrap="wrap">
            {onDelete ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                {t('wizard.timeslots.dialog.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('wizard.timeslots.dialog.cancel')}
              </Button>
              <Button type="submit">{t('wizard.timeslots.dialog.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
