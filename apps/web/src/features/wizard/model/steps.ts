import { WIZARD_LIMITS, WIZARD_PASSWORD_MIN } from '@app/contracts';
import { SURFACE_COUNT_RANGE, TEAM_COUNT_RANGE } from './defaults.ts';
import type { DraftDivision, WizardDraft, WizardStep } from './draft.ts';
import { prepareCalendar, withDefaultTemplate } from './template.ts';

/** The steps in order (docs/wizard.md#steps). There is no step 3: it was folded into 2. */
export const STEPS: readonly WizardStep[] = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

/** Above this many timeslots, the first continue from the calendar shows the list for review. */
export const REVIEW_TIMESLOTS_ABOVE = 50;

/** Games or rounds per team the wizard accepts, by what the schedule is based on (docs/wizard.md#limits). */
export const COUNT_RANGES = {
  season: { min: 10, max: 30 },
  rounds: { min: 1, max: 20 },
  week: { min: 1, max: 7 },
} as const satisfies Record<WizardDraft['argument'], { min: number; max: number }>;

/** A wizard opened for one division (`/wizard?division_id=`) skips the league's steps 0-6. */
export function isDivisionLimited(draft: WizardDraft): boolean {
  return draft.target.kind === 'division';
}

/** The calendar step the draft's calendar mode shows: 14 the week template, 15 the full calendar. */
export function calendarStep(draft: WizardDraft): 14 | 15 {
  return draft.calendar_mode === 'full' ? 15 : 14;
}

/** Whether the step is part of this draft's path (the other calendar step and, by division, 0-6 are not). */
export function isOnPath(draft: WizardDraft, step: WizardStep): boolean {
  if (isDivisionLimited(draft) && step <= 6) return false;
  if (step === 14 || step === 15) return step === calendarStep(draft);
  return true;
}

/** The steps this draft walks through, in order: what the step bar shows. */
export function pathSteps(draft: WizardDraft): WizardStep[] {
  return STEPS.filter((step) => isOnPath(draft, step));
}

/** The first step of a division-limited wizard: 11 (dates) when the season has venues, else 7. */
export function divisionStartStep(seasonHasVenues: boolean): WizardStep {
  return seasonHasVenues ? 11 : 7;
}

function moveTo(draft: WizardDraft, step: WizardStep): WizardDraft {
  const furthest = STEPS.indexOf(step) > STEPS.indexOf(draft.furthest_step) ? step : draft.furthest_step;
  return { ...draft, step, furthest_step: furthest };
}

/**
 * Arriving at step 16: with no timeslots nothing can be scheduled, so every division is set not to schedule
 * and the wizard goes on to 17 (docs/wizard.md#steps).
 */
function arriveAtOptions(draft: WizardDraft): WizardDraft {
  if (draft.timeslots.length > 0) return moveTo(draft, 16);
  const divisions = draft.divisions.map((d): DraftDivision => ({ ...d, should_schedule: false }));
  return moveTo({ ...moveTo(draft, 16), divisions }, 17);
}

/**
 * Continue: the next step of the draft, or the same draft when there is none (17 finishes instead). From a
 * calendar step with more than 50 slots not yet reviewed, the first continue only opens the review.
 */
export function next(draft: WizardDraft): WizardDraft {
  const step = draft.step;
  switch (step) {
    case 9:
      // Walking through venues already added (after Back) before asking about another.
      if (draft.venue_index < draft.venues.length - 1) {
        return moveTo({ ...draft, venue_index: draft.venue_index + 1 }, 7);
      }
      return moveTo(draft, 10);
    case 13:
      return moveTo(prepareCalendar(draft), calendarStep(draft));
    case 14:
    case 15:
      if (draft.timeslots.length > REVIEW_TIMESLOTS_ABOVE && !draft.reviewed_timeslots) {
        return { ...draft, reviewed_timeslots: true };
      }
      return arriveAtOptions(draft);
    case 17:
      return draft;
    default: {
      const path = pathSteps(draft);
      const following = path[path.indexOf(step) + 1];
      if (following === undefined) return draft;
      if (following === 16) return arriveAtOptions(draft);
      return moveTo(draft, following);
    }
  }
}

/** "Add another venue" (step 10): appends a venue and returns to step 7 to name it. */
export function addVenue(draft: WizardDraft, venue: WizardDraft['venues'][number]): WizardDraft {
  const venues = [...draft.venues, venue];
  return moveTo({ ...draft, venues, venue_index: venues.length - 1 }, 7);
}

export type BackResult = { draft: WizardDraft; leave?: undefined } | { leave: string; draft?: undefined };

/**
 * The wizard's own Back. From 3 (an old draft's step) to 2; a division-limited wizard leaves to / from 6 or 10
 * and from its first step; the review sub-state closes before the calendar step is left.
 */
export function back(draft: WizardDraft): BackResult {
  const step = draft.step as number;
  if (step === 3) return { draft: { ...draft, step: 2 } };
  if (isDivisionLimited(draft) && (step === 6 || step === 10)) return { leave: '/' };
  if ((step === 14 || step === 15) && draft.reviewed_timeslots) {
    return { draft: { ...draft, reviewed_timeslots: false } };
  }
  if (step === 7 && draft.venue_index > 0) {
    return { draft: { ...draft, step: 9, venue_index: draft.venue_index - 1 } };
  }
  if (step === 11 && !isDivisionLimited(draft)) {
    return { draft: { ...draft, step: 10, venue_index: Math.max(0, draft.venues.length - 1) } };
  }
  if (step === 17 && draft.timeslots.length === 0) {
    return { draft: { ...draft, step: calendarStep(draft), reviewed_timeslots: false } };
  }
  const path = pathSteps(draft);
  const index = path.indexOf(draft.step);
  const previous = index > 0 ? path[index - 1] : undefined;
  if (previous === undefined) return isDivisionLimited(draft) ? { leave: '/' } : { draft };
  return { draft: { ...draft, step: previous, reviewed_timeslots: false } };
}

/** The step bar: a step can be opened when it is on the path and not beyond the furthest reached. */
export function canJumpTo(draft: WizardDraft, step: WizardStep): boolean {
  return isOnPath(draft, step) && STEPS.indexOf(step) <= STEPS.indexOf(draft.furthest_step);
}

export function jumpTo(draft: WizardDraft, step: WizardStep): WizardDraft {
  if (!canJumpTo(draft, step)) return draft;
  const venue_index =
    step >= 7 && step <= 9 ? Math.min(draft.venue_index, draft.venues.length - 1) : draft.venue_index;
  const moved = { ...draft, step, venue_index, reviewed_timeslots: false };
  return step === 14 || step === 15 ? prepareCalendar(moved) : moved;
}

/**
 * The calendar mode switch on step 14 or 15 (docs/wizard.md#calendar-modes): the switch sets the mode and the
 * slots; the wizard then shows the step of that mode, 14 the template or 15 the full calendar, and the step
 * bar follows.
 */
export function applyCalendarPatch(draft: WizardDraft, patch: Partial<WizardDraft>): WizardDraft {
  const changed = { ...draft, ...patch };
  if (changed.calendar_mode === draft.calendar_mode || (draft.step !== 14 && draft.step !== 15)) {
    return changed;
  }
  const moved = moveTo(changed, calendarStep(changed));
  return changed.calendar_mode === 'template' && changed.template.length === 0 && !changed.template_edited
    ? withDefaultTemplate(moved)
    : moved;
}

/** Step 12: choosing what the schedule is based on clears the timeslots and template built for the last one. */
export function chooseArgument(draft: WizardDraft, argument: WizardDraft['argument']): WizardDraft {
  const range = COUNT_RANGES[argument];
  const count = Math.min(range.max, Math.max(range.min, draft.count));
  return {
    ...setCount({ ...draft, argument }, count),
    template: [],
    timeslots: [],
    reviewed_timeslots: false,
  };
}

/** Step 13: the count, for the draft and every division's options. */
export function setCount(draft: WizardDraft, count: number): WizardDraft {
  return {
    ...draft,
    count,
    divisions: draft.divisions.map((d) => ({
      ...d,
      config: { ...d.config, argument: draft.argument, count },
    })),
  };
}

/**
 * A field of the account step by its body path (`account.email`); built, not written out, because `account.`
 * is also a namespace of the interface catalog.
 */
export function accountField(name: 'first' | 'last' | 'email' | 'password' | 'organization_name'): string {
  return ['account', name].join('.');
}

/** A message for one field: a catalog key with its values; the screen translates it. */
export interface FieldIssue {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldIssues = Record<string, FieldIssue>;

export interface ValidateContext {
  /** Signed in: the account step asks nothing. */
  signedIn: boolean;
  /** The account step's password, kept outside the draft (it is never stored). */
  password?: string;
}

const required: FieldIssue = { key: 'wizard.errors.required' };
const range = (min: number, max: number): FieldIssue => ({
  key: 'wizard.errors.range',
  values: { min, max },
});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function inRange(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function checkCode(issues: FieldIssues, field: string, code: string): void {
  if (code.trim().length > 4) issues[field] = { key: 'wizard.errors.abbreviation', values: { max: 4 } };
}

function validateOptions(issues: FieldIssues, division: DraftDivision, i: number): void {
  const c = division.config;
  const argument = c.argument ?? 'rounds';
  const countRange = COUNT_RANGES[argument];
  if (!inRange(c.count ?? 0, countRange.min, countRange.max)) {
    issues[`divisions.${i}.config.count`] = range(countRange.min, countRange.max);
  }
  if (!inRange(c.max_games_day ?? 0, 0, 10)) issues[`divisions.${i}.config.max_games_day`] = range(0, 10);
  const week = c.max_games_week ?? 0;
  if (!inRange(week, 0, 70)) issues[`divisions.${i}.config.max_games_week`] = range(0, 70);
  else if (week > 0 && (c.max_games_day ?? 0) > week) {
    issues[`divisions.${i}.config.max_games_week`] = { key: 'wizard.errors.weekBelowDay' };
  }
  const rest = c.min_minutes_rest ?? 0;
  if (!inRange(rest, 0, 1440) || rest % 15 !== 0) {
    issues[`divisions.${i}.config.min_minutes_rest`] = { key: 'wizard.errors.rest' };
  }
  if (!inRange(c.next_game_offset ?? 0, 0, 30))
    issues[`divisions.${i}.config.next_game_offset`] = range(0, 30);
}

/**
 * What is wrong on one step, by field path (`league_name`, `divisions.0.teams.2.shortcode`,
 * `account.password`): empty when the step may be continued from (docs/wizard.md#validation).
 */
export function validate(draft: WizardDraft, step: WizardStep, context: ValidateContext): FieldIssues {
  const issues: FieldIssues = {};
  const venue = draft.venues[draft.venue_index];
  switch (step) {
    case 0:
      if (draft.sport_id === null) issues.sport_id = { key: 'wizard.errors.chooseSport' };
      break;
    case 1:
      if (draft.source === null) issues.source = { key: 'wizard.errors.chooseSource' };
      if (draft.source === 'copy' && draft.target.kind !== 'season') {
        issues.source = { key: 'wizard.errors.chooseSeason' };
      }
      break;
    case 2:
      if (draft.target.kind === 'league' && isBlank(draft.league_name)) issues.league_name = required;
      if (isBlank(draft.season_name)) issues.season_name = required;
      break;
    case 4:
      if (!inRange(draft.divisions.length, 1, WIZARD_LIMITS.divisions)) {
        issues.division_count = range(1, WIZARD_LIMITS.divisions);
      }
      break;
    case 5:
      if (!inRange(draft.team_count, TEAM_COUNT_RANGE.min, TEAM_COUNT_RANGE.max)) {
        issues.team_count = range(TEAM_COUNT_RANGE.min, TEAM_COUNT_RANGE.max);
      }
      break;
    case 6:
      draft.divisions.forEach((division, i) => {
        if (isBlank(division.name)) issues[`divisions.${i}.name`] = required;
        checkCode(issues, `divisions.${i}.shortcode`, division.shortcode);
        if (!inRange(division.teams.length, TEAM_COUNT_RANGE.min, TEAM_COUNT_RANGE.max)) {
          issues[`divisions.${i}.teams`] = range(TEAM_COUNT_RANGE.min, TEAM_COUNT_RANGE.max);
        }
        division.teams.forEach((team, j) => {
          if (isBlank(team.name)) issues[`divisions.${i}.teams.${j}.name`] = required;
          checkCode(issues, `divisions.${i}.teams.${j}.shortcode`, team.shortcode);
        });
      });
      break;
    case 7:
      if (!venue || isBlank(venue.name)) issues[`venues.${draft.venue_index}.name`] = required;
      break;
    case 8:
      if (venue && venue.id === undefined) {
        if (!inRange(venue.surfaces.length, SURFACE_COUNT_RANGE.min, SURFACE_COUNT_RANGE.max)) {
          issues[`venues.${draft.venue_index}.surfaces`] = range(
            SURFACE_COUNT_RANGE.min,
            SURFACE_COUNT_RANGE.max,
          );
        }
        venue.surfaces.forEach((surface, j) => {
          if (isBlank(surface.name)) issues[`venues.${draft.venue_index}.surfaces.${j}.name`] = required;
        });
      }
      break;
    case 11:
      if (!DATE.test(draft.start_date)) issues.start_date = required;
      if (!DATE.test(draft.end_date)) issues.end_date = required;
      else if (DATE.test(draft.start_date) && draft.end_date <= draft.start_date) {
        issues.end_date = { key: 'wizard.errors.endAfterStart' };
      }
      break;
    case 13: {
      const r = COUNT_RANGES[draft.argument];
      if (!inRange(draft.count, r.min, r.max)) issues.count = range(r.min, r.max);
      break;
    }
    case 16:
      draft.divisions.forEach((division, i) => {
        if (division.should_schedule) validateOptions(issues, division, i);
      });
      break;
    case 17:
      if (context.signedIn) break;
      if (isBlank(draft.account.first)) issues[accountField('first')] = required;
      if (isBlank(draft.account.last)) issues[accountField('last')] = required;
      if (isBlank(draft.account.email)) issues[accountField('email')] = required;
      else if (!EMAIL.test(draft.account.email.trim()))
        issues[accountField('email')] = { key: 'wizard.errors.email' };
      if ((context.password ?? '').length < WIZARD_PASSWORD_MIN) {
        issues[accountField('password')] = {
          key: 'wizard.errors.password',
          values: { min: WIZARD_PASSWORD_MIN - 1 },
        };
      }
      if (isBlank(draft.account.organization_name)) issues[accountField('organization_name')] = required;
      break;
    default:
      break;
  }
  return issues;
}

/**
 * The step that owns a field of the POST /api/wizard body, so a 400 from the server is shown where the
 * visitor can fix it (docs/wizard.md#finish).
 */
export function stepOfField(draft: WizardDraft, field: string): { step: WizardStep; venue_index?: number } {
  const parts = field.split('.');
  const [head, second, third] = parts;
  if (head === 'target')
    return { step: parts.includes('league_name') || parts.includes('season_name') ? 2 : 1 };
  if (head === 'sport_id') return { step: 0 };
  if (head === accountField('first').split('.')[0] || head === 'timezone' || head === 'locale')
    return { step: 17 };
  if (head === 'divisions') return { step: isDivisionLimited(draft) ? 11 : 6 };
  if (head === 'venues') {
    const venue_index = Number(second ?? 0) || 0;
    if (third === 'surfaces') return { step: 8, venue_index };
    if (third === 'home_team_keys') return { step: 9, venue_index };
    return { step: 7, venue_index };
  }
  if (head === 'timeslots') return { step: calendarStep(draft) };
  if (head === 'schedules') return { step: 16 };
  return { step: 17 };
}
