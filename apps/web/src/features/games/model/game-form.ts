import type { SeasonDivision } from '@app/contracts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';
import { addDays, addLocalMinutes, localDateTimeToInstant, wallClockOf } from '../../../lib/zoned-time.ts';

// The game dialog's rules as pure functions (docs/games.md, "Places"): finish defaults to start plus two
// hours, a venue brings its first surface, the teams offered are the schedule's, and a chosen team the
// schedule's divisions leave out stays shown with "filter preventing change".

/** How long a game lasts unless the organiser says otherwise: the finish default is start + 2 h. */
export const DEFAULT_GAME_MINUTES = 120;

/**
 * A slot to open the create dialog on (the calendar's "create game from timeslot", the open slots list):
 * instants, and the venue and surface ids, as the timeslot answers give them.
 */
export interface PresetTimeslot {
  start: string;
  finish: string;
  venue_id: string;
  surface_id: string;
}

/** The dialog's fields; times are `datetime-local` values (YYYY-MM-DDTHH:MM) on the season's wall clock. */
export interface GameForm {
  scheduleId: string | null;
  start: string;
  finish: string;
  venueId: string | null;
  surfaceId: string | null;
  home: string | null;
  visitor: string | null;
  /** Leave the game without a slot (it joins the unscheduled list). */
  unscheduled: boolean;
}

export interface VenueChoice {
  id: string;
  name: string;
  surfaces: { id: string; name: string }[];
}

const minutesOf = (value: string) => Date.parse(`${value}:00Z`) / 60_000;

/**
 * A new start: the finish keeps the game's length when it had one, else it defaults to start + 2 h. An empty
 * start empties the finish too (it is editable only after the start).
 */
export function withStart(form: GameForm, start: string): GameForm {
  if (start === '') return { ...form, start, finish: '' };
  const length =
    form.start !== '' && form.finish !== '' && minutesOf(form.finish) > minutesOf(form.start)
      ? minutesOf(form.finish) - minutesOf(form.start)
      : DEFAULT_GAME_MINUTES;
  return { ...form, start, finish: addLocalMinutes(start, length) };
}

/** A new venue: its first surface is chosen (a surface needs its venue: none without one). */
export function withVenue(form: GameForm, venueId: string | null, venues: readonly VenueChoice[]): GameForm {
  const venue = venues.find((v) => v.id === venueId);
  return { ...form, venueId: venue ? venue.id : null, surfaceId: venue?.surfaces[0]?.id ?? null };
}

/** The form for a new game: empty, or on a preset slot (times on the season's wall clock). */
export function newGameForm(
  scheduleId: string | null,
  preset: PresetTimeslot | null | undefined,
  timeZone: string,
): GameForm {
  const base: GameForm = {
    scheduleId,
    start: '',
    finish: '',
    venueId: null,
    surfaceId: null,
    home: null,
    visitor: null,
    unscheduled: false,
  };
  if (!preset) return base;
  return {
    ...base,
    start: localValue(preset.start, timeZone),
    finish: localValue(preset.finish, timeZone),
    venueId: preset.venue_id,
    surfaceId: preset.surface_id,
  };
}

/** A `datetime-local` value of an instant on the season's wall clock. */
export function localValue(instant: string, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.date}T${clock.time}`;
}

/** The form of an existing game from its table row (local date, start and finish times, place, teams). */
export function editGameForm(row: {
  game: { schedule_id: string; timeslot_id: string | null };
  date: string;
  time: string;
  finish: string;
  venueId: string | null;
  surfaceId: string | null;
  homeId: string | null;
  visitorId: string | null;
}): GameForm {
  const placed = row.game.timeslot_id !== null && row.date !== '';
  const start = placed ? `${row.date}T${row.time}` : '';
  // A finish at or before the start's clock time is on the next day.
  const finishDate = placed && row.finish <= row.time ? addDays(row.date, 1) : row.date;
  return {
    scheduleId: row.game.schedule_id,
    start,
    finish: placed ? `${finishDate}T${row.finish}` : '',
    venueId: placed ? row.venueId : null,
    surfaceId: placed ? row.surfaceId : null,
    home: row.homeId,
    visitor: row.visitorId,
    unscheduled: !placed,
  };
}

/** The teams a schedule's games may use: its division's, or an across-division's two sources'. */
export function allowedTeams(
  divisionId: string | null,
  divisions: readonly SeasonDivision[],
): { id: string; name: string }[] {
  const division = divisions.find((d) => d.id === divisionId);
  return division ? scheduleTeamsOf(division, divisions).teams : [];
}

/**
 * The choices of one team field: the allowed teams, plus the chosen team when the schedule's divisions leave
 * it out (a team since moved to another division, say): it keeps its name, marked `filtered` so the dialog
 * says "filter preventing change" rather than showing an empty field or an id.
 */
export function teamChoices(
  allowed: readonly { id: string; name: string }[],
  chosen: string | null,
  names: ReadonlyMap<string, string>,
): { options: { value: string; label: string }[]; filtered: string | null } {
  const options = allowed.map((team) => ({ value: team.id, label: team.name }));
  if (chosen === null || allowed.some((team) => team.id === chosen)) return { options, filtered: null };
  const name = names.get(chosen) ?? chosen;
  return { options: [{ value: chosen, label: name }, ...options], filtered: name };
}

/** What keeps Save disabled, by field (catalog keys); empty when the form can be sent. */
export function gameFormProblems(form: GameForm, practice: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.scheduleId === null) problems.schedule = 'validation.required';
  if (form.home === null) problems.home = 'validation.required';
  if (!practice) {
    if (form.visitor === null) problems.visitor = 'validation.required';
    else if (form.visitor === form.home) problems.visitor = 'games.dialog.sameTeam';
  }
  if (form.unscheduled) return problems;
  if (form.start === '') problems.start = 'validation.required';
  if (form.finish === '') problems.finish = 'validation.required';
  else if (form.start !== '' && minutesOf(form.finish) <= minutesOf(form.start))
    problems.finish = 'games.dialog.finishAfterStart';
  if (form.venueId === null) problems.venue = 'validation.required';
  if (form.surfaceId === null) problems.surface = 'validation.required';
  return problems;
}

/** The body of `POST /api/games` / `PATCH /api/games/{id}` (less schedule and override) for a complete form. */
export function gameFormBody(
  form: GameForm,
  practice: boolean,
  timeZone: string,
):
  | { home_id: string; visitor_id: string | null; timeslot_id: null }
  | { home_id: string; visitor_id: string | null; start: string; finish: string; surface_id: string } {
  const teams = { home_id: form.home as string, visitor_id: practice ? null : form.visitor };
  if (form.unscheduled) return { ...teams, timeslot_id: null };
  return {
    ...teams,
    start: localDateTimeToInstant(form.start, timeZone),
    finish: localDateTimeToInstant(form.finish, timeZone),
    surface_id: form.surfaceId as string,
  };
}

/** Server field names as the dialog's fields (a hard rule on `timeslot_id` concerns the place as a whole). */
export const GAME_FIELD_OF: Record<string, string> = {
  schedule_id: 'schedule',
  home_id: 'home',
  visitor_id: 'visitor',
  start: 'start',
  finish: 'finish',
  surface_id: 'surface',
  timeslot_id: 'place',
};
