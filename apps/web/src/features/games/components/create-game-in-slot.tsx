import type { Timeslot } from '@app/contracts';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonGames } from '../../../queries/use-season-games.ts';
import { schedulesForSlot } from '../model/slot-schedules.ts';
import { GameDialog } from './game-dialog.tsx';

/**
 * "Create game from timeslot" on the calendar (docs/games.md): the game dialog opened on the slot's times,
 * venue and surface, offering only the schedules whose division the slot is open to (the dialog asks which
 * when there are several). The server places the game in that very slot, checked like any other move, and
 * a refusal may be saved anyway.
 */
export function CreateGameInSlot(props: { seasonId: string; slot: Timeslot; onClose: () => void }) {
  const { t } = useTranslation();
  const season = useCalendarSeason(props.seasonId);
  const games = useSeasonGames(props.seasonId);
  const divisions = season.data?.season.divisions;
  const schedules = useMemo(
    () => (divisions && games.data ? schedulesForSlot(props.slot, games.data.schedules, divisions) : []),
    [props.slot, games.data, divisions],
  );

  if (!divisions || !games.data) {
    return (
      <Modal opened onClose={props.onClose} title={t('games.fromSlot.title')}>
        <PageLoader />
      </Modal>
    );
  }
  if (schedules.length === 0) {
    return (
      <Modal opened onClose={props.onClose} title={t('games.fromSlot.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('games.fromSlot.noSchedule')}</Text>
          <Anchor component={Link} to="/schedules/new" size="sm">
            {t('games.fromSlot.newSchedule')}
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <GameDialog
      opened
      seasonId={props.seasonId}
      schedules={schedules}
      presetTimeslot={{
        start: props.slot.start,
        finish: props.slot.finish,
        venue_id: props.slot.venue_id,
        surface_id: props.slot.surface_id,
      }}
      onClose={props.onClose}
    />
  );
}
