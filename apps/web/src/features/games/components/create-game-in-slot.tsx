import type { Timeslot } from '@app/contracts';
import { Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { localDateTimeFormatter } from '../../../lib/zoned-time.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonGames } from '../../../queries/use-season-games.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { useGameActions } from '../api/use-game-actions.ts';
import { schedulesForSlot } from '../model/slot-schedules.ts';
import { CreateGameDialog } from './game-dialogs.tsx';
import { useOverridable } from './use-override.tsx';

/**
 * "Create game from timeslot" on the calendar (docs/games.md): the schedule the game joins (only those whose
 * division the slot is open to; chosen at once when there is one), then the game dialog with the slot
 * preset. The move is checked like any other and may be saved anyway after a refusal.
 */
export function CreateGameInSlot(props: { seasonId: string; slot: Timeslot; onClose: () => void }) {
  const { t } = useTranslation();
  const season = useCalendarSeason(props.seasonId);
  const games = useSeasonGames(props.seasonId);
  const slots = useSeasonTimeslots(props.seasonId);
  const actions = useGameActions(props.seasonId);
  const overridable = useOverridable();
  const divisions = season.data?.season.divisions;
  const choices = useMemo(
    () => (divisions && games.data ? schedulesForSlot(props.slot, games.data.schedules, divisions) : []),
    [props.slot, games.data, divisions],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const [onlyChoice] = choices;
  const scheduleId = picked ?? (choices.length === 1 && onlyChoice ? onlyChoice.schedule.id : null);
  const [confirmed, setConfirmed] = useState(false);

  const timeZone = slots.data?.timezone ?? 'UTC';
  const slotLabel = useMemo(() => {
    const venue = season.data?.venues.find((v) => v.id === props.slot.venue_id);
    const surface = venue?.surfaces.find((s) => s.id === props.slot.surface_id);
    const place = [venue?.name, surface?.name].filter(Boolean).join(' – ');
    return `${localDateTimeFormatter(timeZone)(props.slot.start)} · ${place}`;
  }, [season.data, props.slot, timeZone]);

  if (!divisions || !games.data) {
    return (
      <Modal opened onClose={props.onClose} title={t('games.fromSlot.title')}>
        <PageLoader />
      </Modal>
    );
  }

  const chosen = choices.find((c) => c.schedule.id === scheduleId);
  // One schedule to choose from goes straight to the game; several ask which first.
  if (chosen && (confirmed || choices.length === 1)) {
    return (
      <CreateGameDialog
        opened
        practice={chosen.schedule.is_practice}
        teams={chosen.teams}
        slots={[{ id: props.slot.id, label: slotLabel }]}
        initialSlot={props.slot.id}
        onClose={props.onClose}
        onCreate={(body) => {
          const id = chosen.schedule.id;
          props.onClose();
          void overridable(
            (override) => actions.create({ schedule_id: id, ...body, override }),
            t('games.created'),
          );
        }}
      />
    );
  }

  return (
    <Modal opened onClose={props.onClose} title={t('games.fromSlot.title')}>
      <Stack gap="sm">
        <Text size="sm">{slotLabel}</Text>
        {choices.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm">{t('games.fromSlot.noSchedule')}</Text>
            <Anchor component={Link} to="/schedules/new" size="sm">
              {t('games.fromSlot.newSchedule')}
            </Anchor>
          </Stack>
        ) : (
          <Select
            label={t('games.fromSlot.schedule')}
            placeholder={t('games.fromSlot.chooseSchedule')}
            data={choices.map((c) => ({ value: c.schedule.id, label: c.label }))}
            value={scheduleId}
            onChange={setPicked}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!chosen} onClick={() => setConfirmed(true)}>
            {t('schedules.wizard.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
