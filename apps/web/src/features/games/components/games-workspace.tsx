import type { ScheduleDetail } from '@app/contracts';
import { Button, Stack } from '@mantine/core';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpgradeBanner } from '../../../components/upgrade-banner.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { localDateOf, localDateTimeFormatter, weekStartOf } from '../../../lib/zoned-time.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { columnSetKind } from '../model/game-columns.ts';
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
  const firstDay = useLeagueInfo().data?.user.first_day ?? 0;
  const seasonDivisions = season.data?.season.divisions;
  // Week 1 of the season holds its first timeslot (docs/games.md, "Round"); before the season's slots load,
  // the games' own slots stand in.
  const weekOne = useMemo(() => {
    const starts = (slots.data?.timeslots ?? props.source.timeslots).map((s) => s.start);
    if (starts.length === 0) return null;
    const first = starts.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
    return weekStartOf(localDateOf(first, timeZone), firstDay);
  }, [slots.data, props.source.timeslots, timeZone, firstDay]);
  const rows = useMemo(
    () =>
      buildGameRows(
        props.source,
        timeZone,
        {
          tbd: t('schedules.tbd'),
          practice: t('schedules.practice'),
          forfeited: (team) => t('games.forfeited', { team }),
          exhibition: t('games.exhibition'),
        },
        { divisionNames: new Map((seasonDivisions ?? []).map((d) => [d.id, d.name])), weekOne },
      ),
    [props.source, timeZone, t, seasonDivisions, weekOne],
  );
  // A schedule spans divisions when it belongs to an across-division: its teams come from two.
  const acrossIds = new Set((seasonDivisions ?? []).filter((d) => d.is_across).map((d) => d.id));
  const across =
    props.source.games.some((g) => acrossIds.has(g.division_id)) ||
    new Set(props.source.teams.map((team) => team.division_id)).size > 1;
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
  // The filter offers the divisions the games belong to (an across-division has no teams of its own).
  const gameDivisionIds = new Set(props.source.games.map((g) => g.division_id));
  const divisions = (seasonDivisions ?? []).filter(
    (d) => gameDivisionIds.has(d.id) || d.teams.some((team) => teamIds.has(team.id)),
  );
  // A hidden game (docs/free-tier.md) is placed, only masked: not one to reschedule.
  const unscheduled = rows.filter((r) => r.game.timeslot_id === null && !r.game.hidden);
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
      <UpgradeBanner games />
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
          columnSet={columnSetKind({ master: props.scheduleId === null, practice: props.practice, across })}
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
