import type { Reason, ReasonGame, ReasonParam, ReasonSide } from '@app/contracts';

/** The translate function of react-i18next, as far as reasons use it. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Translate, and the interface language for joining lists (`a, b` in English, `a、b` in Japanese). */
export interface ReasonLocale {
  t: Translate;
  language: string;
}

// The engine's reasons ({code, params}: docs/schedules.md#reasons) in the interface language, with the keys
// of i18n/features/reasons.*.json. The English matches the engine's own text (packages/engine
// src/explain/reason.ts), which the server stores beside the code and shows where a code is missing.

const UNSCHEDULED: Record<string, string> = {
  by_hand: 'reason.unscheduled.by_hand',
  slot_changed: 'reason.unscheduled.slot_changed',
  stopped: 'reason.unscheduled.stopped',
  feeder: 'reason.unscheduled.feeder',
  no_timeslots: 'reason.unscheduled.no_timeslots',
  no_eligible_slot: 'reason.unscheduled.no_eligible_slot',
  blocked: 'reason.unscheduled.blocked',
};
const SLOTS: Record<string, string> = {
  reserved: 'reason.slots.reserved',
  wrong_kind: 'reason.slots.wrong_kind',
  outside_dates: 'reason.slots.outside_dates',
  not_weekend: 'reason.slots.not_weekend',
  division_closed: 'reason.slots.division_closed',
  neutral_not_allowed: 'reason.slots.neutral_not_allowed',
  multi_division: 'reason.slots.multi_division',
  closed: 'reason.slots.closed',
};
const BLOCKED: Record<string, string> = {
  slot_taken: 'reason.blocked.slot_taken',
  slot_closed: 'reason.blocked.slot_closed',
  no_play: 'reason.blocked.no_play',
  not_between: 'reason.blocked.not_between',
  travel_home: 'reason.blocked.travel_home',
  home_only: 'reason.blocked.home_only',
  no_play_team: 'reason.blocked.no_play_team',
  enforce_home: 'reason.blocked.enforce_home',
  team_overlap: 'reason.blocked.team_overlap',
  day_limit: 'reason.blocked.day_limit',
  week_limit: 'reason.blocked.week_limit',
  max_games: 'reason.blocked.max_games',
  rest: 'reason.blocked.rest',
  nights: 'reason.blocked.nights',
  travel_last: 'reason.blocked.travel_last',
  person_conflict: 'reason.blocked.person_conflict',
  dependency: 'reason.blocked.dependency',
  other: 'reason.blocked.other',
};
const REFUSAL: Record<string, string> = {
  slot_taken: 'reason.refusal.slot_taken',
  slot_closed: 'reason.refusal.slot_closed',
  no_play: 'reason.refusal.no_play',
  not_between: 'reason.refusal.not_between',
  travel_home: 'reason.refusal.travel_home',
  home_only: 'reason.refusal.home_only',
  no_play_team: 'reason.refusal.no_play_team',
  enforce_home: 'reason.refusal.enforce_home',
  team_overlap: 'reason.refusal.team_overlap',
  day_limit: 'reason.refusal.day_limit',
  week_limit: 'reason.refusal.week_limit',
  max_games: 'reason.refusal.max_games',
  rest: 'reason.refusal.rest',
  nights: 'reason.refusal.nights',
  travel_last: 'reason.refusal.travel_last',
  person_conflict: 'reason.refusal.person_conflict',
  dependency: 'reason.refusal.dependency',
  feeder_unscheduled: 'reason.refusal.feeder_unscheduled',
  path_day_limit: 'reason.refusal.path_day_limit',
  path_week_limit: 'reason.refusal.path_week_limit',
  path_nights: 'reason.refusal.path_nights',
  unknown_game: 'reason.refusal.unknown_game',
  unknown_timeslot: 'reason.refusal.unknown_timeslot',
  other: 'reason.refusal.other',
};
const CONFLICT: Record<string, string> = {
  surface_slot: 'reason.conflict.surface',
  surface_overlap: 'reason.conflict.surface',
  team_overlap: 'reason.conflict.team_overlap',
  team_week: 'reason.conflict.team_week',
  coach_teams: 'reason.conflict.coach_teams',
  coach_date: 'reason.conflict.coach_date',
};
/** A broken chain of bracket games, by the limit it breaks. */
const BRACKET_CHAIN: Record<string, string> = {
  max_games_day: 'reason.conflict.bracket_day',
  max_games_week: 'reason.conflict.bracket_week',
  next_game_offset: 'reason.conflict.bracket_nights',
};
const KINDS: Record<string, string> = {
  no_play: 'reason.kind.no_play',
  no_play_between: 'reason.kind.no_play_between',
  max_games: 'reason.kind.max_games',
  max_travel_home: 'reason.kind.max_travel_home',
  max_travel_last: 'reason.kind.max_travel_last',
  home_only: 'reason.kind.home_only',
  no_play_team: 'reason.kind.no_play_team',
};
const BRACKETS: Record<string, string> = {
  winners: 'reason.bracket.winners',
  losers: 'reason.bracket.losers',
  final: 'reason.bracket.final',
};

const str = (p: ReasonParam | undefined) => (p === undefined ? '' : String(p));
const strings = (p: ReasonParam | undefined) => (Array.isArray(p) ? (p as string[]) : []);
const parts = (p: ReasonParam | undefined): Reason[] => (Array.isArray(p) ? (p as Reason[]) : []);
const join = (values: readonly string[], locale: ReasonLocale) =>
  values.join(locale.language.startsWith('ja') ? '、' : ', ');

function sideText(side: ReasonSide, locale: ReasonLocale): string {
  const { t } = locale;
  if ('team' in side) return side.team;
  if ('tbd' in side) return t('reason.side.tbd');
  const g = side.game;
  const bracket = g.bracket ? t(BRACKETS[g.bracket] ?? 'reason.bracket.winners') : '';
  const where =
    g.round !== null
      ? t('reason.feeder.round', { bracket, round: g.round }).trim()
      : bracket || t('reason.feeder.earlier');
  const game =
    g.teams.length > 0 ? t('reason.feeder.teams', { game: where, teams: g.teams.join(' - ') }) : where;
  return t(side.take === 'winner' ? 'reason.side.winner' : 'reason.side.loser', { game });
}

/** A game as reasons name it: `U10 Hawks v Owls on 2026-03-07 09:00 at North`, in the interface language. */
export function reasonGameText(game: ReasonGame, locale: ReasonLocale): string {
  const { t } = locale;
  const home = sideText(game.home, locale);
  const sides =
    game.visitor === null
      ? t('reason.game.practice', { home })
      : t('reason.game.vs', { home, visitor: sideText(game.visitor, locale) });
  const named = game.division ? `${game.division} ${sides}` : sides;
  if (!game.date) return named;
  const values = { game: named, date: game.date, time: game.time ?? '', venue: game.venue ?? '' };
  return t(game.venue ? 'reason.game.onAt' : 'reason.game.on', values);
}

const gameParam = (p: ReasonParam | undefined, locale: ReasonLocale) =>
  p && typeof p === 'object' && !Array.isArray(p) ? reasonGameText(p as ReasonGame, locale) : '';

/** The params every sentence may use, with games rendered and a missing team named "a team". */
function values(p: Reason['params'], locale: ReasonLocale): Record<string, unknown> {
  return {
    ...p,
    team: p.team === undefined ? locale.t('reason.someTeam') : str(p.team),
    game: gameParam(p.game, locale),
    other: gameParam(p.other, locale),
    feeder: gameParam(p.feeder, locale),
  };
}

/** A blocked tally with the dates or weeks it lists and the venues without coordinates it names. */
function withDetails(text: string, p: Reason['params'], locale: ReasonLocale): string {
  const { t } = locale;
  const more = p.more === true ? t('reason.more') : '';
  let out = text;
  const weeks = strings(p.weeks);
  const dates = strings(p.dates);
  if (weeks.length > 0) out = t('reason.details.weeks', { text: out, list: join(weeks, locale) + more });
  else if (dates.length > 0) out = t('reason.details.dates', { text: out, list: join(dates, locale) + more });
  const unknown = strings(p.no_coordinates);
  if (unknown.length > 0)
    out = t('reason.details.noCoordinates', { text: out, venues: join(unknown, locale) });
  return out;
}

function unscheduledText(kind: string, p: Reason['params'], locale: ReasonLocale): string | null {
  const { t } = locale;
  const key = UNSCHEDULED[kind];
  if (!key) return null;
  if (kind === 'by_hand' || kind === 'slot_changed') return t(key);
  const listed = parts(p.parts).map((part) => reasonText(part, locale) ?? part.code);
  if (kind === 'blocked' && Number(p.free) > 0) listed.push(t('reason.unscheduled.free', { count: p.free }));
  const v = values(p, locale);
  const why = t(key, { ...v, parts: join(listed, locale) });
  return t('reason.unscheduled', { game: v.game, why });
}

function conflictText(kind: string, p: Reason['params'], locale: ReasonLocale): string | null {
  const { t } = locale;
  const v = values(p, locale);
  if (kind === 'time_constraint') {
    const rule = t(KINDS[str(p.kind)] ?? 'reason.kind.no_play');
    const key =
      p.limit === undefined ? 'reason.conflict.time_constraint' : 'reason.conflict.time_constraint_limit';
    return t(key, { ...v, rule });
  }
  const games = (Array.isArray(p.games) ? (p.games as ReasonGame[]) : []).map((g) =>
    reasonGameText(g, locale),
  );
  if (kind === 'bracket_chain') {
    const chainKey = BRACKET_CHAIN[str(p.rule)];
    if (!chainKey) return null;
    return t(chainKey, { ...v, games: games.join(' → '), fed: games[1] ?? '', feeder: games[0] ?? '' });
  }
  const key = CONFLICT[kind];
  if (!key) return null;
  return t(key, { ...v, games: games.join(t('reason.and')), teams: join(strings(p.teams), locale) });
}

// Diagnosis and re-plan reasons (docs/diagnosis.md, docs/replans.md): fixes, conflicting rules, unplaced games.

/** Settings a fix may change, named as a sentence uses them. */
const SETTINGS: Record<string, string> = {
  use_unassigned_timeslots: 'reason.setting.use_unassigned_timeslots',
  schedule_end: 'reason.setting.schedule_end',
  enforce_home: 'reason.setting.enforce_home',
  max_games_week: 'reason.setting.max_games_week',
  max_games_day: 'reason.setting.max_games_day',
  min_minutes_rest: 'reason.setting.min_minutes_rest',
  next_game_offset: 'reason.setting.next_game_offset',
  use_weekend_method: 'reason.setting.use_weekend_method',
  use_practice_timeslots: 'reason.setting.use_practice_timeslots',
};
/** A team's time constraint as a rule that can be dropped ("no-play rule"). */
const RULES: Record<string, string> = {
  no_play: 'reason.rule.no_play',
  no_play_between: 'reason.rule.no_play_between',
  max_games: 'reason.rule.max_games',
  max_travel_home: 'reason.rule.max_travel_home',
  max_travel_last: 'reason.rule.max_travel_last',
  home_only: 'reason.rule.home_only',
  no_play_team: 'reason.rule.no_play_team',
};
/** Dates a fix lists before "..." (the rest are in the fix's slots). */
const LISTED_DATES = 5;

/** Weekdays 0 (Sunday) .. 6 as the days a rule applies on ("Saturdays", 土曜日). */
const WEEKDAYS = [
  'reason.weekdays.0',
  'reason.weekdays.1',
  'reason.weekdays.2',
  'reason.weekdays.3',
  'reason.weekdays.4',
  'reason.weekdays.5',
  'reason.weekdays.6',
];

/** Weekdays "0".."6" in the interface language, joined. */
function weekdaysText(days: readonly string[], locale: ReasonLocale): string {
  return join(
    days.flatMap((d) => {
      const key = WEEKDAYS[Number(d)];
      return /^[0-6]$/.test(d) && key ? [locale.t(key)] : [];
    }),
    locale,
  );
}

/** When a team's rule applies: its weekdays and/or its date range, in parentheses; empty when neither. */
function whenText(p: Reason['params'], locale: ReasonLocale): string {
  const days = weekdaysText(strings(p.days), locale);
  const dates = strings(p.dates);
  const range =
    dates.length >= 2 && dates[0] !== dates[1]
      ? locale.t('reason.range', { start: dates[0], end: dates[1] })
      : (dates[0] ?? '');
  const when = [days, range].filter(Boolean).join(locale.language.startsWith('ja') ? '・' : ', ');
  return when ? locale.t('reason.when', { when }) : '';
}

function ruleName(p: Reason['params'], locale: ReasonLocale): string {
  return locale.t(RULES[str(p.kind)] ?? 'reason.rule.other');
}

function settingValue(p: Reason['params'], locale: ReasonLocale): string {
  return typeof p.value === 'boolean'
    ? locale.t(p.value ? 'reason.setting.on' : 'reason.setting.off')
    : str(p.value);
}

function fixText(kind: string, p: Reason['params'], locale: ReasonLocale): string | null {
  const { t } = locale;
  const team = p.team === undefined ? t('reason.someTeam') : str(p.team);
  switch (kind) {
    case 'add_slots': {
      const dates = strings(p.dates);
      const more = dates.length > LISTED_DATES ? t('reason.more') : '';
      return t('reason.fix.add_slots', {
        count: Number(p.count),
        division: str(p.division),
        weekdays: weekdaysText([str(p.weekday)], locale),
        time: str(p.time),
        minutes: Number(p.minutes),
        venue: str(p.venue),
        surface: str(p.surface),
        dates: join(dates.slice(0, LISTED_DATES), locale) + more,
      });
    }
    case 'open_neutral':
      return t('reason.fix.open_neutral', { schedule: str(p.schedule), count: Number(p.count) });
    case 'extend_end':
      return t('reason.fix.extend_end', { schedule: str(p.schedule), date: str(p.date) });
    case 'setting': {
      const setting = SETTINGS[str(p.setting)];
      if (!setting) return null;
      return t('reason.fix.setting', {
        schedule: str(p.schedule),
        setting: t(setting),
        value: settingValue(p, locale),
      });
    }
    case 'relax_time_constraint':
      return t('reason.fix.relax_time_constraint', {
        team,
        rule: ruleName(p, locale),
        when: whenText(p, locale),
      });
    case 'relax_travel':
      return t('reason.fix.relax_travel', { team });
    case 'relax_home_venues':
      return t('reason.fix.relax_home_venues', { team });
    default:
      return null;
  }
}

function conflictRuleText(kind: string, p: Reason['params'], locale: ReasonLocale): string | null {
  const { t } = locale;
  const team = p.team === undefined ? t('reason.someTeam') : str(p.team);
  const schedule = str(p.schedule);
  switch (kind) {
    case 'dates':
      return t('reason.conflict_rule.dates', { schedule, start: str(p.start), end: str(p.end) });
    case 'slot_rules':
      return t('reason.conflict_rule.slot_rules', { schedule, count: Number(p.count) });
    case 'home_venues':
      return p.team === undefined || p.team === ''
        ? t('reason.conflict_rule.home_venues')
        : t('reason.conflict_rule.home_venues_team', { team });
    case 'time_constraints':
      return t('reason.conflict_rule.time_constraints', {
        team,
        rule: ruleName(p, locale),
        when: whenText(p, locale),
      });
    case 'travel':
      return t('reason.conflict_rule.travel', { team });
    case 'limits': {
      const key =
        p.setting === 'max_games_day'
          ? 'reason.conflict_rule.limits_day'
          : p.setting === 'max_games_week'
            ? 'reason.conflict_rule.limits_week'
            : null;
      return key ? t(key, { schedule, count: Number(p.value) }) : null;
    }
    case 'rest':
      return t('reason.conflict_rule.rest', {
        schedule,
        minutes: Number(p.minutes),
        count: Number(p.nights),
      });
    case 'coach_conflicts':
      return t('reason.conflict_rule.coach_conflicts', { team, other: str(p.other) });
    case 'other_games':
      return t('reason.conflict_rule.other_games', { count: Number(p.count) });
    default:
      return null;
  }
}

function replanText(kind: string, p: Reason['params'], locale: ReasonLocale): string | null {
  if (kind !== 'no_slot') return null;
  return locale.t('reason.replan.no_slot', { game: gameParam(p.game, locale), count: Number(p.free) });
}

/** A reason as one sentence in the interface language; an unknown code answers null (show the stored text). */
export function reasonText(reason: Reason, locale: ReasonLocale): string | null {
  const { t } = locale;
  const dot = reason.code.indexOf('.');
  const family = reason.code.slice(0, dot);
  const kind = reason.code.slice(dot + 1);
  const p = reason.params;
  switch (family) {
    case 'unscheduled':
      return unscheduledText(kind, p, locale);
    case 'slots':
      return SLOTS[kind] ? t(SLOTS[kind], values(p, locale)) : null;
    case 'blocked':
      return BLOCKED[kind] ? withDetails(t(BLOCKED[kind], values(p, locale)), p, locale) : null;
    case 'refusal': {
      const key = REFUSAL[kind];
      if (!key) return null;
      const text = t(key, values(p, locale));
      const unknown = strings(p.no_coordinates);
      return unknown.length > 0
        ? t('reason.refusal.noCoordinates', { text, venues: join(unknown, locale) })
        : text;
    }
    case 'conflict':
      return conflictText(kind, p, locale);
    case 'fix':
      return fixText(kind, p, locale);
    case 'conflict_rule':
      return conflictRuleText(kind, p, locale);
    case 'replan':
      return replanText(kind, p, locale);
    default:
      return null;
  }
}

/** What a screen shows for a stored reason: the code in the interface language, else the stored text. */
export function shownReason(
  detail: Reason | null | undefined,
  text: string | null,
  locale: ReasonLocale,
): string | null {
  return (detail ? reasonText(detail, locale) : null) ?? text;
}
