import { VENUE_BALANCE_METHODS, VENUE_BALANCE_TOLERANCES } from '@app/contracts';
import {
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TOLERANCE_LABELS, VENUE_METHOD_LABELS } from '../model/labels.ts';
import {
  canEditNights,
  canEditRest,
  changeSettings,
  isCountFixed,
  type Settings,
} from '../model/settings-rules.ts';

interface Props {
  value: Settings;
  onChange: (next: Settings) => void;
  /** Elimination settings only (style single or double, no round-robin counts or balance choices). */
  tournament?: boolean;
}

/** Every schedule setting with its couplings applied as the user edits (model/settings-rules.ts). */
export function ScheduleSettingsForm({ value, onChange, tournament = false }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Settings>) => onChange(changeSettings(value, patch));
  const num = (n: string | number) => (typeof n === 'number' ? n : Number.parseInt(n, 10) || 0);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('schedules.settings.start')}
          value={value.schedule_start}
          onChange={(e) => set({ schedule_start: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('schedules.settings.end')}
          value={value.schedule_end}
          onChange={(e) => set({ schedule_end: e.currentTarget.value })}
        />
      </SimpleGrid>
      {tournament ? (
        <SegmentedControl
          aria-label={t('schedules.settings.elimination')}
          value={value.style}
          onChange={(style) => set({ style: style as Settings['style'] })}
          data={[
            { value: 'single', label: t('schedules.style.single') },
            { value: 'double', label: t('schedules.style.double') },
          ]}
        />
      ) : (
        <>
          <SegmentedControl
            aria-label={t('schedules.settings.mode')}
            value={value.mode}
            onChange={(mode) => set({ mode: mode as Settings['mode'] })}
            data={[
              { value: 'games', label: t('schedules.mode.games') },
              { value: 'practices', label: t('schedules.mode.practices') },
            ]}
          />
          <Group grow align="flex-end">
            <NumberInput
              label={t('schedules.settings.count')}
              min={1}
              max={50}
              value={value.count}
              disabled={isCountFixed(value)}
              onChange={(n) => set({ count: num(n) })}
            />
            <Select
              label={t('schedules.settings.argument')}
              value={value.argument}
              allowDeselect={false}
              onChange={(argument) => argument && set({ argument: argument as Settings['argument'] })}
              data={[
                { value: 'rounds', label: t('schedules.argument.rounds') },
                { value: 'week', label: t('schedules.argument.week') },
                { value: 'season', label: t('schedules.argument.season') },
              ]}
            />
          </Group>
        </>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label={t('schedules.settings.maxDay')}
          min={0}
          max={10}
          value={value.max_games_day}
          onChange={(n) => set({ max_games_day: num(n) })}
        />
        <NumberInput
          label={t('schedules.settings.maxWeek')}
          min={0}
          max={70}
          value={value.max_games_week}
          onChange={(n) => set({ max_games_week: num(n) })}
        />
        <NumberInput
          label={t('schedules.settings.rest')}
          min={0}
          max={1440}
          step={15}
          value={value.min_minutes_rest}
          disabled={!canEditRest(value)}
          onChange={(n) => set({ min_minutes_rest: Math.round(num(n) / 15) * 15 })}
        />
        <NumberInput
          label={t('schedules.settings.nights')}
          min={0}
          max={30}
          value={value.next_game_offset}
          disabled={!canEditNights(value)}
          onChange={(n) => set({ next_game_offset: num(n) })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Checkbox
          label={t('schedules.settings.weekend')}
          checked={value.use_weekend_method}
          onChange={(e) => set({ use_weekend_method: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.friday')}
          checked={value.friday_as_weekend}
          disabled={!value.use_weekend_method}
          onChange={(e) => set({ friday_as_weekend: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.enforceHome')}
          checked={value.enforce_home}
          onChange={(e) => set({ enforce_home: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.coach')}
          checked={value.use_coach_conflict_method}
          onChange={(e) => set({ use_coach_conflict_method: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.neutral')}
          checked={value.use_unassigned_timeslots}
          onChange={(e) => set({ use_unassigned_timeslots: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.practiceSlots')}
          checked={value.use_practice_timeslots}
          onChange={(e) => set({ use_practice_timeslots: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.earlyLate')}
          checked={value.balance_early_late}
          onChange={(e) => set({ balance_early_late: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.days')}
          checked={value.balance_days}
          onChange={(e) => set({ balance_days: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('schedules.settings.venues')}
          checked={value.balance_venues}
          onChange={(e) => set({ balance_venues: e.currentTarget.checked })}
        />
      </SimpleGrid>
      {value.balance_venues && (
        <Group grow>
          <Select
            label={t('schedules.settings.venueMethod')}
            value={value.venue_balance_method}
            allowDeselect={false}
            onChange={(m) => m && set({ venue_balance_method: m as Settings['venue_balance_method'] })}
            data={VENUE_BALANCE_METHODS.map((m) => ({ value: m, label: t(VENUE_METHOD_LABELS[m]) }))}
          />
          <Select
            label={t('schedules.settings.tolerance')}
            value={value.venue_balance_tolerance}
            allowDeselect={false}
            disabled={value.venue_balance_method !== 'evenly'}
            onChange={(v) => v && set({ venue_balance_tolerance: v as Settings['venue_balance_tolerance'] })}
            data={VENUE_BALANCE_TOLERANCES.map((v) => ({
              value: v,
              label: t(TOLERANCE_LABELS[v]),
            }))}
          />
        </Group>
      )}
    </Stack>
  );
}
