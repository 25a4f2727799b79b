import type { ShiftUnit } from '@app/contracts';
import { Alert, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { weekdayNames } from '../../../lib/weekday-names.ts';
import { type ColumnSetKind, columnsOf, minTableWidth, visibleColumns } from '../model/game-columns.ts';
import type { PresetTimeslot } from '../model/game-form.ts';
import {
  filterRows,
  filtersFromParams,
  type GameFilters,
  type GameRow,
  hasFilters,
  NO_FILTERS,
  nextSelection,
} from '../model/game-rows.ts';
import { BRACKET_LABELS } from '../model/labels.ts';
import { GameDialog, type GameDialogSchedule } from './game-dialog.tsx';
import { ScoresDialog, ShiftDialog } from './game-dialogs.tsx';
import { MultiEditDialog } from './multi-edit-dialog.tsx';
import { useGameCommands } from './use-game-commands.tsx';
import { confirmAction } from './use-override.tsx';

const ROW_HEIGHT = 36;
const cell = {
  padding: '0 6px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
/**
 * The first column stays in view while the others scroll sideways (a phone shows two or three columns): it
 * sticks to the scroller's left edge over an opaque background, above the other cells.
 */
const stickyFirst = (background: string) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background,
    boxShadow: 'inset -1px 0 var(--mantine-color-gray-3)',
  }) as const;

interface Option {
  value: string;
  label: string;
}

export interface GameTableProps {
  seasonId: string;
  /** The schedules a new game may go into: a schedule page's own, or the master list's (a choice). */
  schedules: readonly GameDialogSchedule[];
  /** A practice schedule: an item made by hand is a practice of one team. */
  practice: boolean;
  /** Which columns the table starts with (docs/games.md). */
  columnSet: ColumnSetKind;
  rows: GameRow[];
  /** The teams of the games shown (the filter panel's choices). */
  teams: { id: string; name: string }[];
  /** Open slots of the season, with labels and places, to create a game in. */
  openSlots: { id: string; label: string; preset: PresetTimeslot }[];
  divisions: Option[];
  venues: (Option & { surfaces: Option[] })[];
  /** Buttons other features add (balances, conflicts, export, bracket). */
  toolbarExtra?: ReactNode;
  canManage: boolean;
}

/**
 * The game table (docs/games.md): virtualised so thousands of rows scroll smoothly, rows multi-selectable (shift for
 * ranges), with the selection's actions, filters from the address or the panel, and undo of shift, swap and
 * unschedule. Every edit goes through the server's hard-rule check and offers "save anyway" when refused.
 */
export function GameTable(props: GameTableProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<GameFilters>(() => filtersFromParams(params));
  const [showFilters, setShowFilters] = useState(() => hasFilters(filtersFromParams(params)));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'shift' | 'scores' | 'edit' | 'create' | 'multi' | null>(null);
  const [createIn, setCreateIn] = useState<PresetTimeslot | null>(null);
  const [showOpen, setShowOpen] = useState(false);
  // Hidden rather than shown keys, so the set can change (the season's divisions arrive later) and keep the choice.
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const commands = useGameCommands(props.seasonId);
  const { actions, runUndo } = commands;
  const shown = useMemo(() => filterRows(props.rows, filters), [props.rows, filters]);
  const order = useMemo(() => shown.map((r) => r.id), [shown]);
  const chosen = shown.filter((r) => selected.has(r.id));
  const scheduledChosen = chosen.filter((r) => r.game.timeslot_id !== null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  // Rows that no longer exist (deleted, filtered away) leave the selection.
  useEffect(() => {
    setSelected((current) => {
      const visible = new Set(order);
      const kept = [...current].filter((id) => visible.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [order]);

  const click = (id: string, shift: boolean) => {
    setSelected((current) => nextSelection(current, order, id, anchor, shift));
    setAnchor(id);
  };
  const clear = () => setSelected(new Set());

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && commands.canUndo) {
        event.preventDefault();
        void runUndo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [runUndo, commands.canUndo]);

  const swap = () => commands.swap(chosen.map((r) => r.id));
  const unschedule = async () => {
    const games = scheduledChosen.map((r) => ({ id: r.id, timeslotId: r.game.timeslot_id as string }));
    // The games move to the reschedule panel, so they leave the selection.
    if (await commands.unschedule(games)) clear();
  };
  const remove = async () => {
    if (await commands.remove(chosen.map((r) => r.id))) clear();
  };
  const split = async () => {
    const [row] = chosen;
    if (!row) return;
    const ok = await confirmAction({
      title: t('games.splitTitle'),
      body: t('games.splitBody'),
      confirm: t('games.split'),
      cancel: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await actions.split(row.id);
      notifySuccess(t('games.splitDone'));
    } catch (error) {
      notifyError(errorText(error, t('schedules.games.failed')));
    }
  };
  const shift = async (amount: number, units: ShiftUnit) => {
    setDialog(null);
    await commands.shift(
      scheduledChosen.map((r) => r.id),
      amount,
      units,
    );
  };

  const teamOptions = props.teams.map((team) => ({ value: team.id, label: team.name }));
  const surfaces = props.venues
    .filter((v) => filters.venues.length === 0 || filters.venues.includes(v.value))
    .flatMap((v) => v.surfaces);
  const columnChoices = columnsOf(props.columnSet);
  const columnKeys = columnChoices.map((c) => c.key).filter((key) => !hiddenColumns.includes(key));
  const setColumnKeys = (keys: string[]) =>
    setHiddenColumns(columnChoices.map((c) => c.key).filter((key) => !keys.includes(key)));
  const shownColumns = visibleColumns(props.columnSet, columnKeys);
  const template = shownColumns.map((c) => c.width).join(' ');
  const words = {
    unscheduled: t('games.unscheduled'),
    weekdays: weekdayNames(i18n.language),
    brackets: {
      winners: t(BRACKET_LABELS.winners),
      losers: t(BRACKET_LABELS.losers),
      final: t(BRACKET_LABELS.final),
    },
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {t('games.selected', { count: selected.size })}
          </Text>
          {props.canManage && selected.size > 0 && (
            <>
              {chosen.length === 1 && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    // A hidden game (docs/free-tier.md) cannot be opened: the server refuses it too.
                    chosen[0]?.game.hidden ? notifyError(t('games.hiddenGame')) : setDialog('edit')
                  }
                >
                  {t('games.edit')}
                </Button>
              )}
              {chosen.length > 1 && (
                <Button size="xs" variant="light" onClick={() => setDialog('multi')}>
                  {t('games.multi.open')}
                </Button>
              )}
              {chosen.length === 2 && scheduledChosen.length === 2 && (
                <Button size="xs" variant="light" onClick={() => void swap()}>
                  {t('games.swap')}
                </Button>
              )}
              {scheduledChosen.length > 0 && (
                <Button size="xs" variant="light" onClick={() => setDialog('shift')}>
                  {t('games.shift')}
                </Button>
              )}
              {chosen.length === 1 && scheduledChosen.length === 1 && (
                <Button size="xs" variant="light" onClick={() => void split()}>
                  {t('games.split')}
                </Button>
              )}
              <Button size="xs" variant="light" onClick={() => setDialog('scores')}>
                {t('games.scores')}
              </Button>
              {scheduledChosen.length > 0 && (
                <Button size="xs" variant="light" onClick={() => void unschedule()}>
                  {t('games.unschedule')}
                </Button>
              )}
              <Button size="xs" variant="light" color="red" onClick={() => void remove()}>
                {t('games.delete')}
              </Button>
              <Button size="xs" variant="subtle" onClick={clear}>
                {t('games.clearSelection')}
              </Button>
            </>
          )}
          {props.canManage && commands.canUndo && (
            <Button size="xs" variant="default" onClick={() => void runUndo()}>
              {t('games.undo')}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {props.canManage && props.schedules.length > 0 && (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setCreateIn(null);
                setDialog('create');
              }}
            >
              {t('games.create')}
            </Button>
          )}
          <Button size="xs" variant={showOpen ? 'filled' : 'default'} onClick={() => setShowOpen((s) => !s)}>
            {showOpen ? t('games.open.hide') : t('games.open.show')}
          </Button>
          <Button
            size="xs"
            variant={showFilters ? 'filled' : 'default'}
            onClick={() => setShowFilters((s) => !s)}
          >
            {t('games.filters.toggle')}
          </Button>
          {props.toolbarExtra}
        </Group>
      </Group>
      {showFilters && (
        <Paper withBorder p="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <MultiSelect
              label={t('games.filters.divisions')}
              data={props.divisions}
              value={filters.divisions}
              onChange={(divisions) => setFilters((f) => ({ ...f, divisions, teams: [] }))}
              clearable
            />
            <MultiSelect
              label={t('schedules.filters.teams')}
              data={teamOptions}
              value={filters.teams}
              onChange={(teams) => setFilters((f) => ({ ...f, teams }))}
              searchable
              clearable
            />
            <MultiSelect
              label={t('schedules.filters.venues')}
              data={props.venues.map(({ value, label }) => ({ value, label }))}
              value={filters.venues}
              onChange={(venues) => setFilters((f) => ({ ...f, venues, surfaces: [] }))}
              clearable
            />
            <MultiSelect
              label={t('schedules.filters.surfaces')}
              data={surfaces}
              value={filters.surfaces}
              onChange={(list) => setFilters((f) => ({ ...f, surfaces: list }))}
              clearable
            />
          </SimpleGrid>
          <MultiSelect
            mt="xs"
            label={t('games.filters.columns')}
            data={columnChoices.map((c) => ({ value: c.key, label: t(c.label) }))}
            value={columnKeys}
            onChange={setColumnKeys}
          />
          <Group justify="space-between" mt="xs">
            <Text size="sm">
              {t('games.filters.results', { shown: shown.length, total: props.rows.length })}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setFilters(NO_FILTERS);
                setHiddenColumns([]);
              }}
            >
              {t('games.filters.reset')}
            </Button>
          </Group>
        </Paper>
      )}
      {shown.length === 0 ? (
        <Alert title={t('games.filters.noGames')}>
          {hasFilters(filters) && (
            <Button size="xs" mt="xs" onClick={() => setFilters(NO_FILTERS)}>
              {t('games.filters.clear')}
            </Button>
          )}
        </Alert>
      ) : (
        <div
          ref={scrollRef}
          style={{
            height: showFilters ? '50vh' : '70vh',
            overflow: 'auto',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <table
            aria-label={t('games.table.label')}
            aria-rowcount={shown.length + 1}
            style={{
              display: 'grid',
              minWidth: minTableWidth(shownColumns),
              borderCollapse: 'collapse',
              fontSize: 13,
            }}
          >
            <thead
              style={{
                display: 'grid',
                position: 'sticky',
                top: 0,
                zIndex: 2,
                background: 'var(--mantine-color-gray-1)',
              }}
            >
              <tr style={{ display: 'grid', gridTemplateColumns: template }}>
                {shownColumns.map((c, index) => (
                  <th
                    key={c.key}
                    style={{
                      padding: '8px 6px',
                      textAlign: 'left',
                      ...(index === 0 ? stickyFirst('var(--mantine-color-gray-1)') : {}),
                    }}
                  >
                    {t(c.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody style={{ display: 'grid', height: virtual.getTotalSize(), position: 'relative' }}>
              {virtual.getVirtualItems().map((item) => {
                const row = shown[item.index] as GameRow;
                const isSelected = selected.has(row.id);
                return (
                  <tr
                    key={row.id}
                    aria-rowindex={item.index + 2}
                    aria-selected={isSelected}
                    tabIndex={0}
                    data-game-id={row.id}
                    onClick={(e) => click(row.id, e.shiftKey)}
                    onKeyDown={(e) => {
                      if (e.key === ' ' || e.key === 'Enter') {
                        e.preventDefault();
                        click(row.id, e.shiftKey);
                      }
                    }}
                    style={{
                      display: 'grid',
                      gridTemplateColumns: template,
                      position: 'absolute',
                      width: '100%',
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                      alignItems: 'center',
                      cursor: 'pointer',
                      borderBottom: '1px solid var(--mantine-color-gray-2)',
                      background: isSelected ? 'var(--mantine-color-blue-1)' : undefined,
                    }}
                  >
                    {shownColumns.map((c, index) => (
                      <td
                        key={c.key}
                        style={
                          index === 0
                            ? {
                                ...cell,
                                ...stickyFirst(
                                  isSelected ? 'var(--mantine-color-blue-1)' : 'var(--mantine-color-body)',
                                ),
                                // The full row height, so scrolled cells never show above or below it.
                                alignSelf: 'stretch',
                                lineHeight: `${ROW_HEIGHT - 1}px`,
                              }
                            : cell
                        }
                      >
                        {c.cell(row, words)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {showOpen && (
        <Paper withBorder p="sm" aria-label={t('games.open.title')} component="section">
          <Text fw={600} size="sm" mb="xs">
            {t('games.open.title')} ({props.openSlots.length})
          </Text>
          {props.openSlots.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('games.open.none')}
            </Text>
          ) : (
            <Stack gap={4} mah={240} style={{ overflowY: 'auto' }}>
              {props.openSlots.map((slot) => (
                <Group key={slot.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">{slot.label}</Text>
                  {props.canManage && props.schedules.length > 0 && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => {
                        setCreateIn(slot.preset);
                        setDialog('create');
                      }}
                    >
                      {t(props.practice ? 'games.createPractice' : 'games.create')}
                    </Button>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {dialog === 'create' && (
        <GameDialog
          opened
          seasonId={props.seasonId}
          schedules={props.schedules}
          presetTimeslot={createIn}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'multi' && (
        <MultiEditDialog
          opened
          seasonId={props.seasonId}
          rows={chosen}
          venues={props.venues}
          onClose={() => setDialog(null)}
          onSaved={clear}
        />
      )}
      <ShiftDialog
        opened={dialog === 'shift'}
        count={scheduledChosen.length}
        onClose={() => setDialog(null)}
        onShift={(amount, units) => void shift(amount, units)}
      />
      {dialog === 'scores' && (
        <ScoresDialog
          opened
          rows={chosen}
          forfeits={!props.practice}
          onClose={() => setDialog(null)}
          onSave={(scores) => {
            setDialog(null);
            actions.scores({ games: scores }).then(
              () => notifySuccess(t('games.scoresSaved')),
              (error: unknown) => notifyError(errorText(error, t('schedules.games.failed'))),
            );
          }}
        />
      )}
      {dialog === 'edit' && chosen[0] && (
        <GameDialog
          opened
          seasonId={props.seasonId}
          schedules={props.schedules}
          game={chosen[0]}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
