import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText, hardRuleReason } from '../../../lib/error-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { localDateTimeFormatter } from '../../../lib/zoned-time.ts';
import { useCalendarSeason } from '../../../queries/use-calendar-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { useGameActions } from '../api/use-game-actions.ts';
import {
  allowedTeams,
  editGameForm,
  GAME_FIELD_OF,
  type GameForm,
  gameFormBody,
  gameFormProblems,
  localValue,
  newGameForm,
  type PresetTimeslot,
  teamChoices,
  withStart,
  withVenue,
} from '../model/game-form.ts';
import { gameMessage } from '../model/game-messages.ts';
import type { GameRow } from '../model/game-rows.ts';

/** A schedule a new game may go into: its division limits the teams, a practice schedule takes one team. */
export interface GameDialogSchedule {
  id: string;
  name: string;
  division_id: string | null;
  is_practice: boolean;
}

export interface GameDialogProps {
  opened: boolean;
  seasonId: string;
  /** Where a new game may go: one schedule is fixed; several offer a choice (the master list, the calendar). */
  schedules: readonly GameDialogSchedule[];
  /** The game to edit (a row of the game table); absent or null creates one. */
  game?: GameRow | null;
  /** Create: open on this slot's times, venue and surface (the calendar's "create game from timeslot"). */
  presetTimeslot?: PresetTimeslot | null;
  onClose: () => void;
  /** After a successful save (the dialog has closed itself through onClose first). */
  onSaved?: () => void;
}

/**
 * The game dialog (docs/games.md): create or edit a game with its start, finish (start + 2 h by default),
 * venue, surface (the venue's first by default) and teams (the schedule's divisions'). Editing a game that
 * can count in the standings also offers "Counts in standings": cleared, the game is an exhibition
 * (docs/standings.md#exhibition-games). A refusal from the server shows on the field it names; a hard rule
 * shows the engine's reason with "save anyway". Mount it fresh for each game (it reads its initial values
 * once).
 */
export function GameDialog(props: GameDialogProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const season = useCalendarSeason(props.seasonId);
  const slots = useSeasonTimeslots(props.seasonId);
  const actions = useGameActions(props.seasonId);
  const timeZone = slots.data?.timezone ?? 'UTC';
  const editing = props.game ?? null;
  const [touched, setTouched] = useState<GameForm | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [hardRule, setHardRule] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [countsInStandings, setCountsInStandings] = useState(editing?.game.counts_in_standings ?? true);

  const [onlySchedule] = props.schedules;
  const initial = useMemo(
    () =>
      editing
        ? editGameForm(editing)
        : newGameForm(
            props.schedules.length === 1 ? (onlySchedule?.id ?? null) : null,
            props.presetTimeslot,
            timeZone,
          ),
    [editing, props.schedules.length, onlySchedule, props.presetTimeslot, timeZone],
  );
  const form = touched ?? initial;
  const schedule = props.schedules.find((s) => s.id === form.scheduleId);
  const practice = editing ? editing.game.is_practice : (schedule?.is_practice ?? false);
  // Practices and elimination games never count, so only another game may be marked an exhibition.
  const countable = editing !== null && !practice && editing.game.bracket === null;
  const countsChanged = countable && countsInStandings !== editing.game.counts_in_standings;
  const divisions = season.data?.season.divisions ?? [];
  const divisionId = editing ? editing.game.division_id : (schedule?.division_id ?? null);
  const allowed = allowedTeams(divisionId, divisions);
  const names = useMemo(
    () => new Map(divisions.flatMap((d) => d.teams.map((team) => [team.id, team.name] as const))),
    [divisions],
  );
  const home = teamChoices(allowed, form.home, names);
  const visitor = teamChoices(allowed, form.visitor, names);
  const venues = (season.data?.venues ?? []).map((v) => ({
    id: v.id,
    name: v.name,
    surfaces: v.surfaces.map((s) => ({ id: s.id, name: s.name })),
  }));
  const surfaces = venues.find((v) => v.id === form.venueId)?.surfaces ?? [];
  const openSlots = useMemo(() => {
    const format = localDateTimeFormatter(timeZone);
    const place = new Map(
      (season.data?.venues ?? []).flatMap((v) =>
        v.surfaces.map((s) => [s.id, `${v.name} – ${s.name}`] as const),
      ),
    );
    return (slots.data?.timeslots ?? [])
      .filter((s) => !s.has_game && !s.is_reserved)
      .map((s) => ({ slot: s, label: `${format(s.start)} · ${place.get(s.surface_id) ?? ''}` }));
  }, [slots.data, season.data, timeZone]);
  const problems = gameFormProblems(form, practice);
  const valid = Object.keys(problems).length === 0;

  const change = (next: GameForm) => {
    setTouched(next);
    setServerErrors({});
    setHardRule(null);
    setFailure(null);
  };
  const fieldError = (field: string) => {
    const server = serverErrors[field];
    if (server) return server;
    // Only what the organiser has already entered is marked; empty fields just keep Save disabled.
    const problem = problems[field];
    return problem && problem !== 'validation.required' ? t(problem) : undefined;
  };

  const placeChanged =
    !editing ||
    form.unscheduled !== initial.unscheduled ||
    form.start !== initial.start ||
    form.finish !== initial.finish ||
    form.surfaceId !== initial.surfaceId;

  const save = async (override: boolean) => {
    const body = gameFormBody(form, practice, timeZone);
    setSaving(true);
    try {
      if (editing) {
        const { home_id, visitor_id, ...place } = body;
        await actions.update(editing.id, {
          home_id,
          ...(practice ? {} : { visitor_id }),
          ...(placeChanged ? place : {}),
          ...(countsChanged ? { counts_in_standings: countsInStandings } : {}),
          override,
        });
        notifySuccess(t('games.updated'));
      } else {
        await actions.create({ schedule_id: form.scheduleId as string, ...body, override });
        notifySuccess(t('games.created'));
      }
      props.onClose();
      props.onSaved?.();
    } catch (error) {
      const reason = hardRuleReason(error, { t, language: i18n.language });
      if (reason && isApiError(error) && error.errors.timeslot_id) {
        setHardRule(reason);
      } else if (isApiError(error) && error.status !== 0 && error.status < 500) {
        const byField: Record<string, string> = {};
        const rest: string[] = [];
        for (const [field, messages] of Object.entries(error.errors)) {
          const target = GAME_FIELD_OF[field];
          const message = gameMessage(t, messages[0] ?? '');
          if (target && target !== 'place') byField[target] = message;
          else rest.push(message);
        }
        setServerErrors(byField);
        setFailure(rest.length > 0 ? rest.join('; ') : null);
      } else {
        setFailure(errorText(error, t('schedules.games.failed')));
      }
    } finally {
      setSaving(false);
    }
  };

  const title = editing
    ? t('games.editTitle')
    : t(practice ? 'games.createPracticeTitle' : 'games.createTitle');
  const filteredNote = (name: string | null) =>
    name ? t('games.dialog.filtered', { team: name }) : undefined;

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="lg" fullScreen={isPhone}>
      {!season.data || !slots.data ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Group>
      ) : (
        <Stack gap="sm">
          {!editing && props.schedules.length > 1 && (
            <Select
              label={t('games.dialog.schedule')}
              data={props.schedules.map((s) => ({ value: s.id, label: s.name }))}
              value={form.scheduleId}
              onChange={(id) => change({ ...form, scheduleId: id, home: null, visitor: null })}
              error={serverErrors.schedule}
              searchable
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: practice ? 1 : 2 }}>
            <Select
              label={t('schedules.table.home')}
              data={home.options}
              value={form.home}
              onChange={(id) => change({ ...form, home: id })}
              description={filteredNote(home.filtered)}
              error={fieldError('home')}
              disabled={allowed.length === 0 && !home.filtered}
              searchable
            />
            {!practice && (
              <Select
                label={t('schedules.table.visitor')}
                data={visitor.options}
                value={form.visitor}
                onChange={(id) => change({ ...form, visitor: id })}
                description={filteredNote(visitor.filtered)}
                error={fieldError('visitor')}
                disabled={allowed.length === 0 && !visitor.filtered}
                searchable
              />
            )}
          </SimpleGrid>
          {countable && (
            <Checkbox
              label={t('games.dialog.countsInStandings')}
              description={t('games.dialog.countsInStandingsHint')}
              checked={countsInStandings}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setCountsInStandings(checked);
                setServerErrors({});
                setFailure(null);
              }}
            />
          )}
          <Checkbox
            label={t('games.dialog.unscheduled')}
            checked={form.unscheduled}
            onChange={(e) => change({ ...form, unscheduled: e.currentTarget.checked })}
          />
          {!form.unscheduled && (
            <>
              {openSlots.length > 0 && (
                <Select
                  label={t('games.dialog.openSlot')}
                  description={t('games.dialog.openSlotHint')}
                  data={openSlots.map((o) => ({ value: o.slot.id, label: o.label }))}
                  value={null}
                  onChange={(id) => {
                    const chosen = openSlots.find((o) => o.slot.id === id)?.slot;
                    if (!chosen) return;
                    change({
                      ...form,
                      start: localValue(chosen.start, timeZone),
                      finish: localValue(chosen.finish, timeZone),
                      venueId: chosen.venue_id,
                      surfaceId: chosen.surface_id,
                    });
                  }}
                  searchable
                  clearable
                  placeholder={t('games.dialog.openSlotPlaceholder')}
                />
              )}
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  type="datetime-local"
                  label={t('games.dialog.start')}
                  value={form.start}
                  onChange={(e) => change(withStart(form, e.currentTarget.value))}
                  error={fieldError('start')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('games.dialog.finish')}
                  value={form.finish}
                  disabled={form.start === ''}
                  onChange={(e) => change({ ...form, finish: e.currentTarget.value })}
                  error={fieldError('finish')}
                />
                <Select
                  label={t('games.dialog.venue')}
                  data={venues.map((v) => ({ value: v.id, label: v.name }))}
                  value={form.venueId}
                  onChange={(id) => change(withVenue(form, id, venues))}
                  error={fieldError('venue')}
                  searchable
                />
                <Select
                  label={t('games.dialog.surface')}
                  data={surfaces.map((s) => ({ value: s.id, label: s.name }))}
                  value={form.surfaceId}
                  onChange={(id) => change({ ...form, surfaceId: id })}
                  disabled={form.venueId === null}
                  placeholder={form.venueId === null ? t('games.dialog.venueFirst') : undefined}
                  error={fieldError('surface')}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('games.dialog.placeHint', { zone: timeZone })}
              </Text>
            </>
          )}
          {hardRule && (
            <Alert color="orange" title={t('games.refusedTitle')}>
              <Text size="sm" fw={600}>
                {hardRule}
              </Text>
              <Text size="sm" mt="xs">
                {t('games.refusedBody')}
              </Text>
              <Button mt="xs" size="xs" color="orange" loading={saving} onClick={() => void save(true)}>
                {t('games.saveAnyway')}
              </Button>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!valid} loading={saving} onClick={() => void save(false)}>
              {editing ? t('common.save') : t(practice ? 'games.createPractice' : 'games.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
