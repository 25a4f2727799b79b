import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useGameActions } from '../../schedules/api/use-game-actions.ts';
import { confirmAction, useOverridable } from '../../schedules/components/use-override.tsx';
import { errorText } from '../../schedules/model/error-text.ts';
import type { SlotGame } from '../model/slot-games.ts';

type Undo =
  | { kind: 'swap'; ids: string[] }
  | { kind: 'unschedule'; slots: { gameId: string; slotId: string }[] };

/**
 * Spec §2, selected games on the calendar: edit (one, on its schedule's table), send to the unscheduled list,
 * swap timeslots (exactly two), delete, unselect; undo of swap and unschedule. Moving games in time is the
 * slots' shift, which carries their games and has its own undo.
 */
export function GamesPanel(props: {
  seasonId: string;
  selected: { slotId: string; game: SlotGame }[];
  onUnselect: () => void;
}) {
  const { t } = useTranslation();
  const actions = useGameActions(props.seasonId);
  const overridable = useOverridable();
  const [undo, setUndo] = useState<Undo[]>([]);
  const ids = props.selected.map((s) => s.game.gameId);
  const [first] = props.selected;

  const unschedule = async () => {
    const ok = await confirmAction({
      title: t('schedules.games.unscheduleTitle', { count: ids.length }),
      body: t('schedules.games.unscheduleBody'),
      confirm: t('schedules.games.unschedule'),
      cancel: t('common.cancel'),
    });
    if (!ok) return;
    const slots = props.selected.map((s) => ({ gameId: s.game.gameId, slotId: s.slotId }));
    try {
      await actions.unschedule(ids);
      notifySuccess(t('schedules.games.unscheduledDone', { count: ids.length }));
      setUndo((stack) => [...stack, { kind: 'unschedule', slots }]);
      props.onUnselect();
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.failed')));
    }
  };
  const swap = async () => {
    if (await overridable((override) => actions.swap(ids, override), t('schedules.games.swapped'))) {
      setUndo((stack) => [...stack, { kind: 'swap', ids }]);
    }
  };
  const remove = async () => {
    const ok = await confirmAction({
      title: t('schedules.games.deleteTitle', { count: ids.length }),
      body: t('schedules.games.deleteBody'),
      confirm: t('schedules.games.delete'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (!ok) return;
    try {
      await actions.remove(ids);
      notifySuccess(t('schedules.games.deleted', { count: ids.length }));
      props.onUnselect();
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.deleteFailed')));
    }
  };
  const runUndo = async () => {
    const last = undo[undo.length - 1];
    if (!last) return;
    setUndo((stack) => stack.slice(0, -1));
    try {
      if (last.kind === 'swap') await actions.swap(last.ids, true);
      else
        for (const s of last.slots) await actions.update(s.gameId, { timeslot_id: s.slotId, override: true });
      notifySuccess(t('schedules.games.undone'));
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.failed')));
    }
  };

  if (props.selected.length === 0 && undo.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('calendar.games.title')} component="section">
      <Title order={2} size="h5">
        {t('calendar.games.title')}
      </Title>
      <Text size="sm">{t('schedules.games.selected', { count: ids.length })}</Text>
      <Group gap={4}>
        {props.selected.length === 1 && first && (
          <Button size="xs" variant="light" component={Link} to={`/schedules/${first.game.scheduleId}`}>
            {t('schedules.games.edit')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="light" onClick={() => void unschedule()}>
            {t('calendar.games.unschedule')}
          </Button>
        )}
        {ids.length === 2 && (
          <Button size="xs" variant="light" onClick={() => void swap()}>
            {t('schedules.games.swap')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="light" color="red" onClick={() => void remove()}>
            {t('schedules.games.delete')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="subtle" onClick={props.onUnselect}>
            {t('schedules.games.clearSelection')}
          </Button>
        )}
        {undo.length > 0 && (
          <Button size="xs" variant="default" onClick={() => void runUndo()}>
            {t('schedules.games.undo')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
