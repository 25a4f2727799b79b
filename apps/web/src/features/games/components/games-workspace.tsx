import type { ScheduleDetail } from '@app/contracts';
import { Button, Stack } from '@mantine/core';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { localDateTimeFormatter } from '../../../lib/zoned-time.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { buildGameRows } from '../model/game-rows.ts';
import { BracketDialog } from './bracket-view.tsx';
import { DayByDayDialog } from './day-by-day-dialog.tsx';
import type { GameDialogSchedule } from './game-dialog.tsx';
import { GameTable } from './game-table.tsx';
import { ReschedulePanel } from './reschedule-panel.tsx';

/** What a page gives the games section: whose games, and the answer holding them. */
export interface GamesSectionProps {
  seasonId: string;
  /** Null for the master game list of the season. */
  scheduleId: string | null;
  title: string;
  tournament: boolean;
  /** A practice schedule (items made by hand are practices); false for the master list. */
  practice: boolean;
  /** The schedule's division (its teams are the game dialog's choices); null for the master list. */
  divisionId: string | null;
  /** The master list's schedules, among which a new game's is chosen; a schedule page's is its own. */
  schedules?: readonly GameDialogSchedule[];
  source: Pick<ScheduleDetail, 'games' | 'teams' | 'timeslots'>;
}

/**
 * The schedules feature's tools in the game table's toolbar (conflicts, balances, exports with their
 * dialogs), given by the app (app/pages/) so that neither feature imports the other.
 */
export interface ScheduleToolsProps {
  seasonId: string;
  scheduleId: string | null;
  title: string;
  teams: ScheduleDetail['teams'];
  /** Whether any game is placed, so that balances have something to count. */
  hasScheduledGames: boolean;
  /** The element that "print" prints: the game table. */
  printTargetId: string;
  /** Opens the day-by-day table of these games. */
  onDayByDay: () => void;
}

/**
 * A schedule's (or the season's) games: the reschedule panel for unscheduled games, the game table with its
 * edits, the day-by-day table and the bracket; the toolbar also holds the schedule's `ScheduleTools`.
 */
export function GamesWorkspace(
  props: GamesSectionProps & { ScheduleTools: ComponentType<ScheduleToolsProps> },
) {
  const { t } = useTranslation();
  const canManage = useCanManage();
  const season = useCalendarSeason(props.seasonId);
  const slots = useSeasonTimeslots(props.seasonId);
  const [dialog, setDialog] = useState<'bracket' | 'days' | null>(null);
  const timeZone = slots.data?.timezone ?? 'UTC';
  const rows = useMemo(
    () =>
      buildGameRows(props.source, timeZone, { tbd: t('schedules.tbd'), practice: t('schedules.practice') }),
    [props.source, timeZone, t],
  );
  const venueData = season.data?.venues;
  const venues = venueData ?? [];
  const openSlots = useMemo(() => {
    const surfaceNames = new Map(
      (venueData ?? []).flatMap((v) => v.surfaces.map((s) => [s.id, `${v.name} – ${s.name}`] as const)),
    );
    const format = localDateTimeFormatter(timeZone);
    return (slots.data?.timeslots ?? [])
      .filter((s) => !s.has_game && !s.is_reserved)
      .map((s) => ({
        id: s.id,
        label: `${format(s.start)} · ${surfaceNames.get(s.surface_id) ?? ''}`,
        preset: { start: s.start, finish: s.finish, venue_id: s.venue_id, surface_id: s.surface_id },
      }));
  }, [slots.data, timeZone, venueData]);
  const teamIds = new Set(props.source.teams.map((team) => team.id));
  const divisions = (season.data?.season.divisions ?? []).filter((d) =>
    d.teams.some((team) => teamIds.has(team.id)),
  );
  const unscheduled = rows.filter((r) => r.game.timeslot_id === null);
  const scheduledCount = rows.length - unscheduled.length;

  const tools = (
    <>
      <props.ScheduleTools
        seasonId={props.seasonId}
        scheduleId={props.scheduleId}
        title={props.title}
        teams={props.source.teams}
        hasScheduledGames={scheduledCount > 0}
        printTargetId="game-table"
        onDayByDay={() => setDialog('days')}
      />
      {props.tournament && (
        <Button size="xs" variant="light" onClick={() => setDialog('bracket')}>
          {t('games.bracket.view')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="md">
      <ReschedulePanel
        seasonId={props.seasonId}
        timeZone={timeZone}
        unscheduled={unscheduled}
        scheduledCount={scheduledCount}
        openSlots={openSlots}
        venues={season.data?.season.venues ?? []}
        surfaces={venues.flatMap((v) => v.surfaces.map((s) => ({ id: s.id, name: s.name, venueId: v.id })))}
        canManage={canManage}
      />
      <div id="game-table">
        <GameTable
          seasonId={props.seasonId}
          schedules={
            props.scheduleId
              ? [
                  {
                    id: props.scheduleId,
                    name: props.title,
                    division_id: props.divisionId,
                    is_practice: props.practice,
                  },
                ]
              : (props.schedules ?? [])
          }
          practice={props.practice}
          rows={rows}
          teams={props.source.teams}
          openSlots={openSlots}
          divisions={divisions.map((d) => ({ value: d.id, label: d.name }))}
          venues={venues.map((v) => ({
            value: v.id,
            label: v.name,
            surfaces: v.surfaces.map((s) => ({ value: s.id, label: `${v.name} – ${s.name}` })),
          }))}
          toolbarExtra={tools}
          canManage={canManage}
        />
      </div>
      <DayByDayDialog
        rows={rows}
        title={props.title}
        opened={dialog === 'days'}
        onClose={() => setDialog(null)}
      />
      {props.tournament && (
        <BracketDialog
          seasonId={props.seasonId}
          rows={rows}
          opened={dialog === 'bracket'}
          onClose={() => setDialog(null)}
          canManage={canManage}
        />
      )}
    </Stack>
  );
}
