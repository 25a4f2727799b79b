import { WEEKDAYS } from '@app/contracts';
import { Chip, Group, Select, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../../../lib/weekday-names.ts';
import { type CalendarPreferences, INTERVAL_OPTIONS, SLOT_DURATION_OPTIONS } from '../model/preferences.ts';
import { ActionModal } from './action-modal.tsx';

/** Calendar time choices step 5 minutes, 00:00 to 24:00. */
const TIME_CHOICES = Array.from({ length: 24 * 12 + 1 }, (_, i) => {
  const minutes = i * 5;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The per-user calendar settings kept in this browser; at least one weekday stays visible. */
export function SettingsDialog({
  preferences,
  onSave,
  onClose,
}: {
  preferences: CalendarPreferences;
  onSave: (preferences: CalendarPreferences) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(preferences);
  const isValid = draft.slotMinTime < draft.slotMaxTime && draft.hiddenDays.length < WEEKDAYS.length;
  return (
    <ActionModal
      title={t('timeslots.settings.title')}
      submitLabel={t('common.save')}
      isBusy={false}
      onSubmit={() => isValid && onSave(draft)}
      onClose={onClose}
    >
      <Group grow>
        <Select
          label={t('timeslots.settings.slotMinTime')}
          data={TIME_CHOICES}
          value={draft.slotMinTime}
          onChange={(value) => value && setDraft({ ...draft, slotMinTime: value })}
          allowDeselect={false}
          searchable
        />
        <Select
          label={t('timeslots.settings.slotMaxTime')}
          data={TIME_CHOICES}
          value={draft.slotMaxTime}
          onChange={(value) => value && setDraft({ ...draft, slotMaxTime: value })}
          allowDeselect={false}
          searchable
          error={
            isValid || draft.slotMinTime < draft.slotMaxTime ? undefined : t('timeslots.settings.timeOrder')
          }
        />
      </Group>
      <Group grow>
        <Select
          label={t('timeslots.settings.slotDuration')}
          data={SLOT_DURATION_OPTIONS.map(String)}
          value={String(draft.slotDuration)}
          onChange={(value) => value && setDraft({ ...draft, slotDuration: Number(value) })}
          allowDeselect={false}
        />
        <Select
          label={t('timeslots.settings.interval')}
          data={INTERVAL_OPTIONS.map(String)}
          value={String(draft.interval)}
          onChange={(value) => value && setDraft({ ...draft, interval: Number(value) })}
          allowDeselect={false}
        />
      </Group>
      <Text size="sm" fw={500}>
        {t('timeslots.settings.hiddenDays')}
      </Text>
      <Chip.Group
        multiple
        value={draft.hiddenDays.map(String)}
        onChange={(values) => setDraft({ ...draft, hiddenDays: values.map(Number).sort() })}
      >
        <Group gap={4}>
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={String(day)} size="xs">
              {weekdayNames(i18n.language)[day]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Switch
        label={t('timeslots.settings.showFilters')}
        checked={draft.showFilters}
        onChange={(event) => setDraft({ ...draft, showFilters: event.currentTarget.checked })}
      />
    </ActionModal>
  );
}
