import type { Timeslot } from '@app/contracts';
import { Box, Center, Grid, Loader, Stack } from '@mantine/core';
import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { UpgradeBanner } from '../../../components/upgrade-banner.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { extendedToHold, type ScheduleDates, useScheduleDates } from '../../../lib/schedule-dates.ts';
import { addDays, type CalendarDelta, localDateOf, pasteDayOffset } from '../../../lib/zoned-time.ts';
import type { CalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonGames } from '../../../queries/use-season-games.ts';
import { useTimeslotActions } from '../api/use-timeslot-actions.ts';
import {
  type CreationTemplate,
  EMPTY_TEMPLATE,
  templateProblem,
  templateRows,
} from '../model/creation-template.ts';
import { movedSlots } from '../model/move-slots.ts';
import { openingDate } from '../model/opening-date.ts';
import { type CalendarPreferences, loadPreferences, savePreferences } from '../model/preferences.ts';
import {
  EMPTY_SELECTION,
  pruneSelection,
  type Selection,
  selectedSlots,
  selectInRange,
  selectSlots,
  slotsAround,
  slotsBetween,
  toggleSlot,
} from '../model/selection.ts';
import { type SlotLabels, slotEvents } from '../model/slot-events.ts';
import { DEFAULT_FILTERS, filterSlots, isFiltering, type SlotFilters } from '../model/slot-filters.ts';
import { type SlotGame, slotGames } from '../model/slot-games.ts';
import { CalendarToolDialogs } from './calendar-tool-dialogs.tsx';
import { type CalendarTool, CalendarTools } from './calendar-tools.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { type GridMode, SelectionPanel, type SlotDialog } from './selection-panel.tsx';
import { SlotCalendar } from './slot-calendar.tsx';
import { SlotDialogs } from './slot-dialogs.tsx';
import { TemplateForm } from './template-form.tsx';
import { useDeleteKey } from './use-delete-key.ts';
import { useSlotCommands } from './use-slot-commands.ts';

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function buildLabels({ season, venues }: CalendarSeason, games: SlotLabels['games']): SlotLabels {
  return {
    games,
    divisionColours: new Map(season.divisions.map((division) => [division.id, division.color])),
    venueNames: new Map(venues.map((venue) => [venue.id, venue.name])),
    surfaceNames: new Map(venues.flatMap((venue) => venue.surfaces.map((s) => [s.id, s.name] as const))),
  };
}

/** The sidebar's actions on the games of the selected slots (the games feature's panel). */
export interface GamesPanelProps {
  seasonId: string;
  selected: { slotId: string; game: SlotGame }[];
  onUnselect: () => void;
}

/** A new game in one open slot (the games feature's dialog); `onClose` after it is made or given up. */
export interface CreateGameInSlotProps {
  seasonId: string;
  slot: Timeslot;
  onClose: () => void;
}

/** The sidebar's scheduling box (the schedules feature's). */
export interface SchedulingBoxProps {
  seasonId: string;
}

/**
 * The timeslot calendar with its sidebar: creation template, selection actions, the selected games' panel
 * and filters. Holds the page's state; every server call goes through useTimeslotActions.
 */
export function CalendarWorkspace({
  data,
  slots,
  timeZone,
  userId,
  firstDay,
  GamesPanel,
  CreateGameInSlot,
  SchedulingBox,
}: {
  data: CalendarSeason;
  slots: readonly Timeslot[];
  timeZone: string;
  userId: string;
  firstDay: number;
  GamesPanel: ComponentType<GamesPanelProps>;
  CreateGameInSlot: ComponentType<CreateGameInSlotProps>;
  SchedulingBox: ComponentType<SchedulingBoxProps>;
}) {
  const { t } = useTranslation();
  const { season, venues } = data;
  const actions = useTimeslotActions(season.id);
  const [preferences, setPreferences] = useState<CalendarPreferences>(() =>
    loadPreferences(storage(), userId),
  );
  // /calendar/{schedule id} or ?schedule_id=: that schedule's games only, through the schedule filter (which
  // the user can widen), with the filters shown.
  const params = useParams();
  const [search] = useSearchParams();
  const onlySchedule = params.scheduleId ?? search.get('schedule_id');
  const [filters, setFilters] = useState<SlotFilters>(() => ({
    ...DEFAULT_FILTERS,
    scheduleIds: onlySchedule ? [onlySchedule] : [],
  }));
  useEffect(() => {
    if (onlySchedule) setFilters((current) => ({ ...current, scheduleIds: [onlySchedule] }));
  }, [onlySchedule]);
  const [creatingIn, setCreatingIn] = useState<Timeslot | null>(null);
  const [template, setTemplate] = useState<CreationTemplate>(() => ({
    ...EMPTY_TEMPLATE,
    venueId: venues.length === 1 ? (venues[0]?.id ?? null) : null,
    surfaceIds: venues.length === 1 ? (venues[0]?.surfaces.map((s) => s.id) ?? []) : [],
  }));
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [mode, setMode] = useState<GridMode>('create');
  const [dialog, setDialog] = useState<SlotDialog>(null);
  const [tool, setTool] = useState<CalendarTool | null>(null);
  const [scheduleDates] = useScheduleDates(season.id);
  const [datesProposal, setDatesProposal] = useState<ScheduleDates | null>(null);
  const [viewRange, setViewRange] = useState<{ start: Date; end: Date } | null>(null);

  const forget = useCallback(
    (ids: readonly string[]) =>
      setSelection((current) => {
        const next = new Set(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );
  const commands = useSlotCommands(actions, forget);

  useEffect(() => setSelection((current) => pruneSelection(current, slots)), [slots]);
  useEffect(() => savePreferences(storage(), userId, preferences), [preferences, userId]);

  const seasonGames = useSeasonGames(season.id);
  const games = useMemo(
    () =>
      slotGames(seasonGames.data, {
        tbd: t('schedules.tbd'),
        practice: t('schedules.practice'),
        hidden: t('timeslots.hiddenTeam'),
      }),
    [seasonGames.data, t],
  );
  const labels = useMemo(() => buildLabels(data, games), [data, games]);
  // Where the calendar opens: ?date=YYYY-MM-DD (a link to a week or a month), else the season's schedule
  // dates, else its first slot. Read once the schedules are known, so the grid does not jump after opening.
  const gamesSettled = !seasonGames.isPending;
  const [opening, setOpening] = useState<{ date: string | undefined } | null>(null);
  useEffect(() => {
    // Only the first settled answer counts: later slot or schedule changes must not move the open grid.
    if (!gamesSettled || opening !== null) return;
    setOpening({
      date: openingDate({
        linked: search.get('date'),
        schedules: seasonGames.data?.schedules ?? [],
        storedStart: scheduleDates?.start ?? null,
        slots,
        timeZone,
      }),
    });
  }, [gamesSettled, opening, search, seasonGames.data, scheduleDates, slots, timeZone]);
  const scheduleNames = useMemo(
    () => (seasonGames.data?.schedules ?? []).map((s) => ({ id: s.id, name: s.name })),
    [seasonGames.data],
  );
  const teamDivisions = useMemo(
    () => new Map(season.divisions.flatMap((d) => d.teams.map((team) => [team.id, d.id] as const))),
    [season.divisions],
  );
  const visible = useMemo(
    () => filterSlots(slots, filters, teamDivisions, games),
    [slots, filters, teamDivisions, games],
  );
  // One schedule's calendar opens at that schedule's first game.
  const firstScheduleGame = useMemo(
    () => (onlySchedule ? slots.find((slot) => games.get(slot.id)?.scheduleId === onlySchedule) : undefined),
    [onlySchedule, slots, games],
  );
  const selectedGames = useMemo(
    () =>
      [...selection].flatMap((slotId) => {
        const game = games.get(slotId);
        return game ? [{ slotId, game }] : [];
      }),
    [selection, games],
  );
  // FullCalendar lays out every event it is given, so it gets only the slots near the dates on screen: with
  // a 3,000-slot season that halves the first render and each filter change.
  const drawn = useMemo(() => slotsAround(visible, viewRange), [visible, viewRange]);
  const events = useMemo(() => slotEvents(drawn, labels, selection), [drawn, labels, selection]);
  const selected = useMemo(() => selectedSlots(selection, slots), [selection, slots]);
  // "Create game from timeslot" takes exactly one selected slot that holds no game and is not reserved.
  const [onlySelected] = selected;
  const createGameTarget =
    selected.length === 1 && onlySelected && !onlySelected.has_game && !onlySelected.is_reserved
      ? onlySelected
      : null;

  const inView = useMemo(
    () => (viewRange ? slotsBetween(visible, viewRange.start, viewRange.end) : []),
    [visible, viewRange],
  );

  // FullCalendar reports the dates on every render; only a real change is kept, or renders would loop.
  const showRange = useCallback(
    (start: Date, end: Date) =>
      setViewRange((current) =>
        current?.start.getTime() === start.getTime() && current.end.getTime() === end.getTime()
          ? current
          : { start, end },
      ),
    [],
  );

  /** Creating, pasting or copying slots outside the schedule dates offers to extend them. */
  function offerToExtend(localDates: readonly string[]) {
    const proposal = extendedToHold(scheduleDates, localDates);
    if (!proposal) return;
    setDatesProposal(proposal);
    setTool('dates');
  }

  async function moveSlot(
    id: string,
    deltas: { start: CalendarDelta; end: CalendarDelta },
    revert: () => void,
  ) {
    const { before, after } = movedSlots(id, selection, slots, deltas, timeZone);
    const moved = await commands.move(before, after);
    if (!moved.has(id)) revert();
  }

  const handleDeleteKey = useCallback(() => commands.confirmDelete(selected), [commands, selected]);
  useDeleteKey(handleDeleteKey);

  function placeSlots(start: Date, end: Date) {
    const problem = templateProblem(template);
    if (problem) {
      notifyError(t(problem));
      return;
    }
    const rows = templateRows(template, start, end);
    void commands.create(rows).then((answer) => {
      if (answer && answer.count > 0) offerToExtend(rows.map((row) => localDateOf(row.start, timeZone)));
    });
  }

  async function pasteOn(localDate: string) {
    const first = selected[0];
    if (!first) return;
    const dayOffset = pasteDayOffset(first.start, localDate, timeZone);
    if (dayOffset === 0) return;
    const answer = await commands.guarded(
      () => actions.paste({ ids: selected.map((slot) => slot.id), day_offset: dayOffset }),
      'timeslots.toast.saveFailed',
    );
    if (!answer) return;
    commands.notifyCopied(answer);
    if (answer.count > 0)
      offerToExtend(selected.map((slot) => addDays(localDateOf(slot.start, timeZone), dayOffset)));
  }

  function handleDateClick(date: Date, localDate: string) {
    if (mode === 'paste') void pasteOn(localDate);
    else if (mode === 'create') placeSlots(date, date);
  }

  function handleRangeSelect(start: Date, end: Date) {
    if (mode === 'select') setSelection((current) => selectInRange(current, visible, start, end));
    else if (mode === 'create') placeSlots(start, end);
  }

  return (
    <Grid gap="md">
      {/* On a phone the calendar comes first and its tools follow; side by side from md up. */}
      <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          <SchedulingBox seasonId={season.id} />
          <CalendarTools
            dates={scheduleDates}
            slotCount={slots.length}
            filteredCount={visible.length}
            inViewCount={inView.length}
            isFiltering={isFiltering(filters)}
            onOpen={setTool}
            onDeleteAll={() =>
              commands.confirmDelete(slots, t('timeslots.delete.allTitle'), { wholeSeason: true })
            }
            onDeleteFiltered={() => commands.confirmDelete(visible, t('timeslots.delete.filteredTitle'))}
          />
          {mode === 'create' && (
            <TemplateForm
              template={template}
              venues={venues}
              divisions={season.divisions}
              onChange={setTemplate}
            />
          )}
          <SelectionPanel
            mode={mode}
            selectedCount={selection.size}
            canUndo={commands.canUndo}
            onModeChange={setMode}
            onSelectAll={() => setSelection(selectSlots(slots))}
            onSelectVisible={() => setSelection(selectSlots(inView))}
            onUnselect={() => {
              setSelection(EMPTY_SELECTION);
              if (mode === 'paste') setMode('select');
            }}
            onDelete={handleDeleteKey}
            onCreateGame={createGameTarget ? () => setCreatingIn(createGameTarget) : undefined}
            onOpenDialog={setDialog}
            onUndo={() => void commands.undo()}
          />
          <GamesPanel
            seasonId={season.id}
            selected={selectedGames}
            onUnselect={() => setSelection(EMPTY_SELECTION)}
          />
          {(preferences.showFilters || onlySchedule) && (
            <FiltersPanel
              filters={filters}
              venues={venues}
              divisions={season.divisions}
              schedules={scheduleNames}
              onChange={setFilters}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
        <UpgradeBanner games />
        <Box style={{ overflowX: 'auto' }}>
          {opening === null ? (
            <Center mih={320}>
              <Loader aria-label={t('timeslots.loading')} />
            </Center>
          ) : (
            <SlotCalendar
              // One schedule's calendar opens at its first game; the season's on its schedule dates.
              key={onlySchedule ? `schedule-${onlySchedule}` : 'season'}
              initialDate={onlySchedule ? (firstScheduleGame?.start ?? opening.date) : opening.date}
              events={events}
              preferences={preferences}
              firstDay={firstDay}
              timeZone={timeZone}
              isPasting={mode === 'paste'}
              onDateClick={handleDateClick}
              onRangeSelect={handleRangeSelect}
              onSlotClick={(id) => setSelection((current) => toggleSlot(current, id))}
              onSlotMove={(id, deltas, revert) => void moveSlot(id, deltas, revert)}
              onRangeChange={showRange}
            />
          )}
        </Box>
      </Grid.Col>
      {creatingIn && (
        <CreateGameInSlot seasonId={season.id} slot={creatingIn} onClose={() => setCreatingIn(null)} />
      )}
      <SlotDialogs
        dialog={dialog}
        selected={selected}
        data={data}
        actions={actions}
        commands={commands}
        timeZone={timeZone}
        onMade={offerToExtend}
        onClose={() => setDialog(null)}
      />
      <CalendarToolDialogs
        tool={tool}
        proposal={datesProposal}
        data={data}
        slots={slots}
        inView={inView}
        labels={labels}
        timeZone={timeZone}
        firstDay={firstDay}
        viewStart={viewRange?.start}
        preferences={preferences}
        actions={actions}
        commands={commands}
        onPreferences={setPreferences}
        onMade={offerToExtend}
        onClose={() => {
          setTool(null);
          setDatesProposal(null);
        }}
      />
    </Grid>
  );
}
