import { type DryRunAnswer, type Season, TimeslotSchema } from '@app/contracts';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError } from '../../../lib/notify.ts';
import { shownReason } from '../../../lib/reason-text.ts';
import { addLocalMinutes, localDateTimeToInstant } from '../../../lib/zoned-time.ts';
import { dryRunGame, useGameActions } from '../api/use-game-actions.ts';
import type { GameRow } from '../model/game-rows.ts';
import { confirmAction, useOverridable } from './use-override.tsx';

/** A new slot's finish defaults to two hours after its start, a typical game's length. */
const DEFAULT_LENGTH_MINUTES = 120;

interface Props {
  seasonId: string;
  timeZone: string;
  unscheduled: GameRow[];
  scheduledCount: number;
  openSlots: { id: string; label: string }[];
  venues: Season['venues'];
  surfaces: { id: string; name: string; venueId: string }[];
  canManage: boolean;
}

function UnscheduledGame({ row, props }: { row: GameRow; props: Props }) {
  const { t, i18n } = useTranslation();
  const locale = { t, language: i18n.language };
  const unscheduledReason = shownReason(
    row.game.unscheduled_reason_detail,
    row.game.unscheduled_reason,
    locale,
  );
  const actions = useGameActions(props.seasonId);
  const overridable = useOverridable();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<DryRunAnswer | null>(null);
  const [creating, setCreating] = useState(false);
  const [start, setStart] = useState('');
  const [finish, setFinish] = useState('');
  const [venueId, setVenueId] = useState<string | null>(null);
  const [surfaceId, setSurfaceId] = useState<string | null>(null);

  const check = async (id: string | null) => {
    setSlotId(id);
    setAnswer(null);
    if (!id) return;
    try {
      setAnswer(await dryRunGame(row.id, id));
    } catch {
      notifyError(t('games.reschedule.dryRunFailed'));
    }
  };
  const assign = async (force: boolean) => {
    if (!slotId) return;
    if (force) {
      const ok = await confirmAction({
        title: t('games.reschedule.forceTitle'),
        body: shownReason(answer?.reason_detail, answer?.reason ?? '', locale) ?? '',
        confirm: t('games.reschedule.force'),
        cancel: t('common.cancel'),
        danger: true,
      });
      if (!ok) return;
    }
    await overridable(
      (override) => actions.update(row.id, { timeslot_id: slotId, override: override || force }),
      t('games.updated'),
    );
  };
  const local = (value: string) => localDateTimeToInstant(value, props.timeZone);
  const createSlot = async () => {
    if (!start || !finish || !venueId || !surfaceId) return;
    try {
      const slot = await api.post(
        '/api/timeslots',
        {
          season_id: props.seasonId,
          venue_id: venueId,
          surface_id: surfaceId,
          start: local(start),
          finish: local(finish),
        },
        TimeslotSchema,
      );
      await overridable(
        (override) => actions.update(row.id, { timeslot_id: slot.id, override }),
        t('games.updated'),
      );
      setCreating(false);
    } catch (error) {
      notifyError(errorText(error, t('games.reschedule.slotFailed')));
    }
  };
  const finishBeforeStart = start !== '' && finish !== '' && finish <= start;

  return (
    <Card withBorder padding="sm" aria-label={`${row.visitor} – ${row.home}`}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {row.visitor} @ {row.home}
        </Text>
        {unscheduledReason && (
          <Text size="sm" c="dimmed">
            {unscheduledReason}
          </Text>
        )}
      </Group>
      {props.canManage && (
        <Stack gap="xs" mt="xs">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('games.reschedule.choose')}
              data={props.openSlots.map((s) => ({ value: s.id, label: s.label }))}
              value={slotId}
              onChange={(id) => void check(id)}
              searchable
              w={320}
            />
            {answer?.good && (
              <Button onClick={() => void assign(false)}>{t('games.reschedule.assign')}</Button>
            )}
            {answer && !answer.good && (
              <Button color="red" variant="light" onClick={() => void assign(true)}>
                {t('games.reschedule.bad')}
              </Button>
            )}
            <Button variant="subtle" onClick={() => setCreating((c) => !c)}>
              {t('games.reschedule.newSlot')}
            </Button>
          </Group>
          {answer && !answer.good && (
            <Alert color="orange" p="xs">
              {shownReason(answer.reason_detail, answer.reason, locale)} — {t('games.reschedule.useAnother')}
            </Alert>
          )}
          {creating && (
            <Group align="flex-end" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={t('games.reschedule.start')}
                value={start}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setStart(value);
                  if (value) {
                    setFinish(addLocalMinutes(value, DEFAULT_LENGTH_MINUTES));
                  }
                }}
              />
              <TextInput
                type="datetime-local"
                label={t('games.reschedule.finish')}
                value={finish}
                disabled={!start}
                error={finishBeforeStart ? t('games.reschedule.finishAfterStart') : undefined}
                onChange={(e) => setFinish(e.currentTarget.value)}
              />
              <Select
                label={t('schedules.reschedule.venue')}
                data={props.venues.map((v) => ({ value: v.id, label: v.name }))}
                value={venueId}
                onChange={(id) => {
                  setVenueId(id);
                  setSurfaceId(props.surfaces.find((s) => s.venueId === id)?.id ?? null);
                }}
              />
              <Select
                label={t('games.reschedule.surface')}
                data={props.surfaces
                  .filter((s) => s.venueId === venueId)
                  .map((s) => ({ value: s.id, label: s.name }))}
                value={surfaceId}
                onChange={setSurfaceId}
                disabled={!venueId}
                placeholder={venueId ? undefined : t('schedules.reschedule.venueFirst')}
              />
              <Button
                disabled={!start || !finish || finishBeforeStart || !surfaceId}
                onClick={() => void createSlot()}
              >
                {t('games.reschedule.createAndAssign')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** Unscheduled games above the table (docs/games.md), each with a slot chooser checked by a dry run. */
export function ReschedulePanel(props: Props) {
  const { t } = useTranslation();
  if (props.unscheduled.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('games.reschedule.title', {
          count: props.unscheduled.length,
          scheduled: props.scheduledCount,
        })}
      </Title>
      {props.unscheduled.map((row) => (
        <UnscheduledGame key={row.id} row={row} props={props} />
      ))}
    </Stack>
  );
}
