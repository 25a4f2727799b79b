import type { Bracket } from '../model/instance.ts';

/**
 * Reasons as data: a code and the names it needs (teams, dates, times, venues, limits), never an id, so an
 * application can render them in any language. The engine's own English rendering is `reasonText`; the
 * contract's `unscheduled_reasons` strings are that text (docs/engine-contract.md, reasons).
 */

/** One side of a game: a team, a bracket side fed by an earlier game, or not known. */
export type ReasonSide = { team: string } | { take: 'winner' | 'loser'; game: ReasonFeeder } | { tbd: true };

/** The game feeding a bracket side, named by its bracket, round and the teams known to play it. */
export interface ReasonFeeder {
  bracket: Bracket | null;
  round: number | null;
  teams: string[];
}

/** A game as a user recognises it: division, sides, and where and when it is played when it is placed. */
export interface ReasonGame {
  division: string | null;
  home: ReasonSide;
  /** Null for a practice. */
  visitor: ReasonSide | null;
  bracket: Bracket | null;
  round: number | null;
  /** Local date and start time (YYYY-MM-DD, HH:MM), and venue, when the game is placed. */
  date: string | null;
  time: string | null;
  venue: string | null;
}

export type ReasonParam = string | number | boolean | string[] | ReasonGame | ReasonGame[] | Reason[];

/** A reason: `code` picks the sentence, `params` fills it. */
export interface Reason {
  code: string;
  params: { [name: string]: ReasonParam };
}

export const reason = (code: string, params: Reason['params'] = {}): Reason => ({ code, params });

function sideText(side: ReasonSide): string {
  if ('team' in side) return side.team;
  if ('tbd' in side) return 'TBD';
  const g = side.game;
  const where = [g.bracket ? `${g.bracket} bracket` : null, g.round !== null ? `round ${g.round}` : null]
    .filter(Boolean)
    .join(' ');
  const teams = g.teams.length > 0 ? ` (${g.teams.join(' v ')})` : '';
  return `${side.take} of ${where || 'an earlier game'}${teams}`;
}

/** `U10 Hawks v Owls on 2026-03-07 09:00 at Park`, or `U10 Hawks practice`. */
export function gameText(game: ReasonGame): string {
  const prefix = game.division ? `${game.division} ` : '';
  const sides =
    game.visitor === null
      ? `${sideText(game.home)} practice`
      : `${sideText(game.home)} v ${sideText(game.visitor)}`;
  const when = game.date ? ` on ${game.date}${game.time ? ` ${game.time}` : ''}` : '';
  const where = game.venue ? ` at ${game.venue}` : '';
  return `${prefix}${sides}${when}${where}`;
}

function list(values: readonly (string | number)[], more: boolean): string {
  return `${values.join(', ')}${more ? ', ...' : ''}`;
}

const str = (p: ReasonParam | undefined): string => (p === undefined ? '' : String(p));
const game = (p: ReasonParam | undefined): string => gameText(p as ReasonGame);
const strings = (p: ReasonParam | undefined): string[] => (Array.isArray(p) ? (p as string[]) : []);
const parts = (p: ReasonParam | undefined): Reason[] => (Array.isArray(p) ? (p as Reason[]) : []);

/** `team`'s possessive, or "the teams'" when the rule concerns no single team. */
const whose = (p: Reason['params']): string => (p.team === undefined ? "the teams'" : `${str(p.team)}'s`);

/** English for the dates or weeks a blocked tally lists: ` (2026-03-13, 2026-03-20)` or ` (weeks of 2026-03-08)`. */
function details(p: Reason['params']): string {
  const more = p.more === true;
  if (Array.isArray(p.weeks) && p.weeks.length > 0) return ` (weeks of ${list(p.weeks as string[], more)})`;
  if (Array.isArray(p.dates) && p.dates.length > 0) return ` (${list(p.dates as string[], more)})`;
  return '';
}

const SLOT_PHRASES: Record<string, string> = {
  reserved: 'reserved',
  wrong_kind: 'of the wrong kind',
  outside_dates: 'outside the schedule dates',
  not_weekend: 'not on a weekend day (weekend method)',
  division_closed: 'reserved for other divisions',
  neutral_not_allowed: 'neutral slots the schedule may not use',
  multi_division: 'shared by several divisions (single-division option)',
  closed: 'closed',
};

/** Phrases of a blocked tally, `N <phrase>`: what N eligible slots would break. */
function blockedPhrase(rule: string, p: Reason['params']): string {
  const w = whose(p);
  const team = str(p.team);
  switch (rule) {
    case 'slot_taken':
      return 'taken by other games';
    case 'slot_closed':
      return 'closed to the schedule';
    case 'no_play':
      return `on ${w} no-play dates`;
    case 'not_between':
      return `outside ${w} allowed hours`;
    case 'travel_home': {
      const unknown = strings(p.no_coordinates);
      const note = unknown.length > 0 ? `; no coordinates for ${unknown.join(', ')}` : '';
      return `beyond ${w} travel limit from home${note}`;
    }
    case 'home_only':
      return `against ${w} home-only constraint`;
    case 'no_play_team':
      return `on dates of ${w} no-play-team constraint`;
    case 'enforce_home':
      return `away from ${w} home venues`;
    case 'team_overlap':
      return `overlap another game of ${team || 'the teams'}`;
    case 'day_limit':
      return `break ${w} ${str(p.limit)}-game-per-day limit`;
    case 'week_limit':
      return `break ${w} ${str(p.limit)}-game-per-week limit`;
    case 'max_games':
      return `break ${w} max-games (${str(p.limit)}) constraint`;
    case 'rest':
      return `leave ${team || 'the teams'} too little rest`;
    case 'nights':
      return `leave too few nights between ${w} games`;
    case 'travel_last':
      return `beyond ${w} travel limit from its previous game that day`;
    case 'person_conflict':
      return `clash with a coach or player shared by ${team || 'the teams'}`;
    case 'dependency':
      return 'start before the games it depends on finish (plus rest)';
    default:
      return 'break a hard rule';
  }
}

/** English for a refusal of one (game, slot): what the move would break. */
function refusalText(rule: string, p: Reason['params']): string {
  const w = whose(p);
  const team = str(p.team);
  const other = p.other ? game(p.other) : 'another game';
  switch (rule) {
    case 'slot_taken':
      return `the slot is already used by ${other}`;
    case 'slot_closed':
      return "the slot is not open to the game's schedule (kind, reserved, dates, weekend method or divisions)";
    case 'no_play':
      return `${str(p.date)} is one of ${w} no-play dates`;
    case 'not_between':
      return `the time is outside ${w} allowed hours on ${str(p.date)}`;
    case 'travel_home': {
      const unknown = strings(p.no_coordinates);
      const note = unknown.length > 0 ? ` (no coordinates for ${unknown.join(', ')})` : '';
      return `${str(p.venue)} is beyond ${w} travel limit from home on ${str(p.date)}${note}`;
    }
    case 'home_only':
      return `${w} home-only constraint on ${str(p.date)} needs a home game at its home venue`;
    case 'no_play_team':
      return `${w} constraint forbids playing ${str(p.opponent)} on ${str(p.date)}`;
    case 'enforce_home':
      return `${str(p.venue)} is not one of home team ${team}'s home venues`;
    case 'team_overlap':
      return `${team} already plays ${other} at that time`;
    case 'day_limit':
      return `it breaks ${w} ${str(p.limit)}-game-per-day limit on ${str(p.date)}`;
    case 'week_limit':
      return `it breaks ${w} ${str(p.limit)}-game-per-week limit in the week of ${str(p.week_start)}`;
    case 'max_games':
      return `it breaks ${w} max-games constraint (${str(p.limit)}) on ${str(p.date)}`;
    case 'rest':
      return `${team} would not get the minimum rest around ${other}`;
    case 'nights':
      return `${team} would not get the nights required between games (${other})`;
    case 'travel_last':
      return `${str(p.venue)} is beyond ${w} travel limit from its other game that day (${other})`;
    case 'person_conflict':
      return `a coach or player shared with ${team} is busy with ${other}`;
    case 'dependency':
      return `it must start after ${other} finishes plus the rest time, and before the games it feeds`;
    case 'feeder_unscheduled':
      return `${other}, which it depends on, is unscheduled`;
    case 'path_day_limit':
      return `a team's path through the bracket would have more than ${str(p.limit)} game(s) on ${str(p.date)}`;
    case 'path_week_limit':
      return `a team's path through the bracket would have more than ${str(p.limit)} game(s) in the week of ${str(p.week_start)}`;
    case 'path_nights':
      return `it would leave too few nights between it and ${other}, which it feeds or is fed by`;
    case 'unknown_game':
      return 'the game is not among the placed games';
    case 'unknown_timeslot':
      return 'the timeslot is not in the season';
    default:
      return 'it breaks a hard rule';
  }
}

const KIND_PHRASES: Record<string, string> = {
  no_play: 'no-play date',
  no_play_between: 'allowed hours',
  max_games: 'max games a day',
  max_travel_home: 'travel limit from home',
  max_travel_last: 'travel limit from its previous game',
  home_only: 'home-only rule',
  no_play_team: 'no-play-team rule',
};

/** English for conflicts (the conflicts dialog's lines). */
function conflictText(kind: string, p: Reason['params']): string {
  const games = (Array.isArray(p.games) ? (p.games as ReasonGame[]) : []).map(gameText);
  switch (kind) {
    case 'surface_slot':
    case 'surface_overlap':
      return `${str(p.surface)} at ${str(p.venue)} holds ${games.join(' and ')} at once`;
    case 'team_overlap':
      return `${str(p.team)} has ${games.join(' and ')} at once`;
    case 'team_week':
      return `${str(p.team)} has ${str(p.count)} games in the week of ${str(p.week_start)} (at most ${str(p.limit)})`;
    case 'time_constraint': {
      const limit = p.limit === undefined ? '' : ` (${str(p.limit)})`;
      return `${game(p.game)} breaks ${str(p.team)}'s ${KIND_PHRASES[str(p.kind)] ?? str(p.kind)}${limit}`;
    }
    case 'coach_teams':
      return `Coach ${str(p.coach)} has overlapping teams: ${strings(p.teams).join(', ')}`;
    case 'coach_date':
      return `Coach ${str(p.coach)} has overlapping games on: ${str(p.date)}`;
    case 'bracket_chain': {
      if (p.rule === 'next_game_offset')
        return `${games[1] ?? ''} is ${str(p.count)} night(s) after ${games[0] ?? ''}, which feeds it (at least ${str(p.limit)})`;
      const when = p.rule === 'max_games_week' ? `in the week of ${str(p.period)}` : `on ${str(p.period)}`;
      return `A team's path through the bracket has ${str(p.count)} games ${when} (at most ${str(p.limit)}): ${games.join(' → ')}`;
    }
    default:
      return 'a conflict';
  }
}

/** The engine's English sentence for a reason; the web app renders the same codes in its own languages. */
export function reasonText(r: Reason): string {
  const p = r.params;
  const [family, rest] = [r.code.slice(0, r.code.indexOf('.')), r.code.slice(r.code.indexOf('.') + 1)];
  switch (family) {
    case 'unscheduled':
      return `${game(p.game)}: ${unscheduledText(rest, p)}`;
    case 'refusal':
      return refusalText(rest, p);
    case 'conflict':
      return conflictText(rest, p);
    case 'blocked':
      return `${str(p.count)} ${blockedPhrase(rest, p)}${details(p)}`;
    case 'slots':
      return `${str(p.count)} ${SLOT_PHRASES[rest] ?? 'closed'}`;
    case 'fix':
      return fixText(rest, p);
    case 'conflict_rule':
      return conflictRuleText(rest, p);
    default:
      return r.code;
  }
}

function unscheduledText(kind: string, p: Reason['params']): string {
  switch (kind) {
    case 'stopped':
      return 'not placed: the solve was cancelled before the search reached this game';
    case 'feeder':
      return `depends on ${game(p.feeder)}, which is unscheduled`;
    case 'no_timeslots':
      return 'no timeslots in the instance';
    case 'no_eligible_slot':
      return `no eligible slot among ${str(p.total)} timeslots: ${parts(p.parts).map(reasonText).join(', ')}`;
    case 'blocked': {
      const listed = parts(p.parts).map(reasonText);
      if (Number(p.free) > 0) listed.push(`${str(p.free)} free but the search ran out of time`);
      return `${str(p.eligible)} eligible slots; ${listed.join(', ')}`;
    }
    default:
      return 'not placed';
  }
}

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const SETTING_NAMES: Record<string, string> = {
  max_games_week: 'max games per week',
  max_games_day: 'max games per day',
  min_minutes_rest: 'minimum rest (minutes)',
  next_game_offset: 'nights between games',
  use_unassigned_timeslots: 'use of neutral slots',
  schedule_end: 'end date',
  enforce_home: 'enforce home',
  use_weekend_method: 'weekend method',
  use_practice_timeslots: 'use of practice slots',
};

/** ` (Saturdays)`, ` (2026-03-07 to 2026-03-08)`, both, or nothing: when a team's constraint applies. */
function when(p: Reason['params']): string {
  const days = strings(p.days).map((d) => WEEKDAYS[Number(d)] ?? d);
  const dates = strings(p.dates);
  const parts = [
    ...(days.length > 0 ? [days.join(', ')] : []),
    ...(dates.length > 0 ? [dates.join(' to ')] : []),
  ];
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

const ruleName = (p: Reason['params']) => KIND_PHRASES[str(p.kind)] ?? str(p.kind);

/** English for a diagnosis's what-if fixes (docs/diagnosis.md). */
function fixText(kind: string, p: Reason['params']): string {
  switch (kind) {
    case 'add_slots':
      return `Add ${str(p.count)} slots for ${str(p.division)} on ${WEEKDAYS[Number(p.weekday)] ?? ''} at ${str(p.time)} (${str(p.minutes)} min) at ${str(p.venue)}, ${str(p.surface)}: ${strings(p.dates).join(', ')}`;
    case 'open_neutral':
      return `Let ${str(p.schedule)} use the ${str(p.count)} slots open to every division`;
    case 'extend_end':
      return `Extend ${str(p.schedule)}'s end date by a week, to ${str(p.date)}`;
    case 'setting':
      return `Change ${str(p.schedule)}'s ${SETTING_NAMES[str(p.setting)] ?? str(p.setting)} to ${str(p.value)}`;
    case 'relax_time_constraint':
      return `Drop ${str(p.team)}'s ${ruleName(p)} rule${when(p)}`;
    case 'relax_travel':
      return `Drop ${str(p.team)}'s travel limits`;
    case 'relax_home_venues':
      return `Let ${str(p.team)} host at any venue`;
    default:
      return 'a change';
  }
}

/** English for one rule of a diagnosis's conflicting set (docs/diagnosis.md). */
function conflictRuleText(kind: string, p: Reason['params']): string {
  switch (kind) {
    case 'dates':
      return `${str(p.schedule)}'s dates (${str(p.start)} to ${str(p.end)})`;
    case 'slot_rules':
      return `${str(p.schedule)}'s slot rules (kinds, divisions, weekend method): ${str(p.count)} slots`;
    case 'home_venues':
      return p.team === undefined
        ? 'Home games only at home venues (enforce home)'
        : `${str(p.team)} hosts only at its home venues`;
    case 'time_constraints':
      return `${str(p.team)}'s ${ruleName(p)} rule${when(p)}`;
    case 'travel':
      return `${str(p.team)}'s travel limits`;
    case 'limits':
      return p.setting === 'max_games_day'
        ? `At most ${str(p.value)} game${Number(p.value) === 1 ? '' : 's'} a day`
        : `At most ${str(p.value)} game${Number(p.value) === 1 ? '' : 's'} a week`;
    case 'rest':
      return `${str(p.minutes)} minutes' rest, ${str(p.nights)} night${Number(p.nights) === 1 ? '' : 's'} between games`;
    case 'coach_conflicts':
      return `${str(p.team)} and ${str(p.other)} share a coach`;
    case 'other_games':
      return `Slots taken by other divisions' games (${str(p.count)})`;
    default:
      return 'a rule';
  }
}
