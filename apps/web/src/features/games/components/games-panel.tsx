import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameCommands } from './use-game-commands.tsx';

/**
 * The selected games on the calendar (docs/games.md): edit (one, on its schedule's table), send to the unscheduled list,
 * swap timeslots (exactly two), delete, unselect; undo of swap and unschedule. Moving games in time is the
 * slots' shift, which carries their games and has its own undo.
 */
export function GamesPanel(props: {
  seasonId: string;
  /** The selected slots holding a game, with that game's id and schedule. */
  selected: { slotId: string; game: { gameId: string; scheduleId: string } }[];
  onUnselect: () => void;
}) {
  const { t } = useTranslation();
  const commands = useGameCommands(props.seasonId);
  const ids = props.selected.map((s) => s.game.gameId);
  const [first] = props.selected;

  const unschedule = async () => {
    const games = props.selected.map((s) => ({ id: s.game.gameId, timeslotId: s.slotId }));
    if (await commands.unschedule(games)) props.onUnselect();
  };
  const remove = async () => {
    if (await commands.remove(ids)) props.onUnselect();
  };

  if (props.selected.length === 0 && !commands.canUndo) return null;
  return (
    <Stack gap="xs" aria-label={t('games.calendarGames.title')} component="section">
      <Title order={2} size="h5">
        {t('games.calendarGames.title')}
      </Title>
      <Text size="sm">{t('games.selected', { count: ids.length })}</Text>
      <Group gap={4}>
        {props.selected.length === 1 && first && (
          <Button size="xs" variant="light" component={Link} to={`/schedules/${first.game.scheduleId}`}>
            {t('games.edit')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="light" onClick={() => void unschedule()}>
            {t('games.calendarGames.unschedule')}
          </Button>
        )}
        {ids.length === 2 && (
          <Button size="xs" variant="light" onClick={() => void commands.swap(ids)}>
            {t('games.swap')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="light" color="red" onClick={() => void remove()}>
            {t('games.delete')}
          </Button>
        )}
        {ids.length > 0 && (
          <Button size="xs" variant="subtle" onClick={props.onUnselect}>
            {t('games.clearSelection')}
          </Button>
        )}
        {commands.canUndo && (
          <Button size="xs" variant="default" onClick={() => void commands.runUndo()}>
            {t('games.undo')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
