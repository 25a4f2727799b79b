import { TimeslotBulkCreateResponseSchema } from '@app/contracts';
import { Button, Group, MultiSelect, NumberInput, Paper, Select, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { weekdayOptions } from '../../../lib/weekday-names.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { weeklyRows } from '../model/weekly-slots.ts';

/**
 * Adds weekly slots between the schedule's dates from the wizard's timeslot check (slots made
 * inline), so a short season can be fixed without leaving the wizard. Overlapping slots are left out.
 */
export function AddSlotsForm(props: {
  seasonId: string;
  timeZone: string;
  from: string;
  to: string;
  divisionId: string;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const season = useCalendarSeason(props.seasonId);
  const venues = season.data?.venues ?? [];
  const [weekday, setWeekday] = useState('6');
  const [start, setStart] = useState('09:00');
  const [minutes, setMinutes] = useState(90);
  const [perDay, setPerDay] = useState(1);
  const [venueId, setVenueId] = useState<string | null>(null);
  const [surfaceIds, setSurfaceIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const venue = venues.find((v) => v.id === venueId);
  const rows = venueId
    ? weeklyRows(
        { weekday: Number(weekday), start, minutes, perDay, venueId, surfaceIds },
        props.from,
        props.to,
        props.timeZone,
      )
    : [];
  const add = async () => {
    setBusy(true);
    try {
      const answer = await api.post(
        '/api/timeslots/bulk',
        { season_id: props.seasonId, rows: rows.map((row) => ({ ...row, divisions: [props.divisionId] })) },
        TimeslotBulkCreateResponseSchema,
      );
      notifySuccess(t('schedules.addSlots.created', { count: answer.count }));
      if (answer.skipped > 0) notifyInfo(t('schedules.addSlots.skipped', { count: answer.skipped }));
      await client.invalidateQueries({ queryKey: queryKeys.season(props.seasonId) });
    } catch (error) {
      notifyError(errorText(error, t('schedules.addSlots.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm">
      <Text fw={600} size="sm" mb="xs">
        {t('schedules.addSlots.title')}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <Select
          label={t('schedules.addSlots.weekday')}
          data={weekdayOptions(i18n.language, 'short')}
          value={weekday}
          onChange={(v) => v && setWeekday(v)}
          allowDeselect={false}
          w={90}
        />
        <TextInput
          type="time"
          label={t('schedules.addSlots.start')}
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          // Wide enough for "12:00 PM" beside the browser's clock button (120 px cut the AM/PM off).
          w={150}
        />
        <NumberInput
          label={t('schedules.addSlots.minutes')}
          min={5}
          max={595}
          step={5}
          value={minutes}
          onChange={(n) => setMinutes(Number(n) || 0)}
          w={110}
        />
        <NumberInput
          label={t('schedules.addSlots.perDay')}
          min={1}
          max={12}
          value={perDay}
          onChange={(n) => setPerDay(Number(n) || 1)}
          w={90}
        />
        <Select
          label={t('schedules.reschedule.venue')}
          data={venues.map((v) => ({ value: v.id, label: v.name }))}
          value={venueId}
          onChange={(id) => {
            setVenueId(id);
            setSurfaceIds(venues.find((v) => v.id === id)?.surfaces.map((s) => s.id) ?? []);
          }}
          w={180}
        />
        <MultiSelect
          label={t('schedules.filters.surfaces')}
          data={(venue?.surfaces ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={surfaceIds}
          onChange={setSurfaceIds}
          disabled={!venue}
          placeholder={venue ? undefined : t('schedules.reschedule.venueFirst')}
          w={200}
        />
        <Button onClick={() => void add()} loading={busy} disabled={rows.length === 0}>
          {t('schedules.addSlots.add', { count: rows.length })}
        </Button>
      </Group>
    </Paper>
  );
}
