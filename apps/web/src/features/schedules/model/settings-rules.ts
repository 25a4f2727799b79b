import { type ScheduleConfigInput, ScheduleConfigSchema } from '@app/contracts';
import { slotsNeeded, weekendWeeksNeeded } from '../../../lib/engine.ts';
import { daysBetween } from '../../../lib/zoned-time.ts';

/** The schedule form's values: the config the server takes, with every field present. */
export type Settings = Required<Omit<ScheduleConfigInput, 'seeding' | 'max_games_week'>> & {
  max_games_week: number;
  seeding: string[];
};

/**
 * The server's defaults for a schedule's settings, read from the contract schema itself so they are written
 * once (packages/contracts/src/schedules/config.ts): parsing the two required dates fills in every other
 * field. The dates here are placeholders; defaultSettings replaces them.
 */
const CONFIG_DEFAULTS = ScheduleConfigSchema.parse({
  schedule_start: '2000-01-01',
  schedule_end: '2000-01-01',
});

/**
 * The wizard's starting settings: the contract's defaults (count 2, one game a day, enforce home and coach
 * conflicts, round robin by rounds) for the given dates. An elimination bracket is played once, so its count
 * starts at 1; the form shows "no week limit" as 0 where the contract's null means "2 with the weekend
 * method, else none" (the weekend method is off by default, so 0).
 */
export function defaultSettings(start: string, end: string, style: Settings['style'] = 'round'): Settings {
  return {
    ...CONFIG_DEFAULTS,
    style,
    count: style === 'round' ? CONFIG_DEFAULTS.count : 1,
    schedule_start: start,
    schedule_end: end,
    max_games_week: CONFIG_DEFAULTS.max_games_week ?? 0,
    seeding: [...CONFIG_DEFAULTS.seeding],
  };
}

/** Minutes between games: only with more than one game a day and no nights between games. */
export const canEditRest = (s: Settings) => s.max_games_day > 1 && s.next_game_offset === 0;
/** Nights between games: only with exactly one game a day, and not with one game a week. */
export const canEditNights = (s: Settings) => s.max_games_day === 1 && s.max_games_week !== 1;
/** Weekend method with games per team per week fixes the count at 2. */
export const isCountFixed = (s: Settings) => s.use_weekend_method && s.argument === 'week';

/**
 * Applies one change and the form's couplings, which keep the settings one the contract schema accepts: a
 * day limit above the week limit raises the week limit, a week limit below the day limit lowers the day
 * limit; one game a day clears the rest minutes, more than one clears the nights; turning on rest or nights
 * starts them at 60 minutes or 1 night; the weekend method defaults the week limit to 2 and, by week, fixes
 * the count at 2.
 */
export function changeSettings(current: Settings, patch: Partial<Settings>): Settings {
  const next = { ...current, ...patch };
  if ('max_games_day' in patch && next.max_games_week > 0 && next.max_games_day > next.max_games_week) {
    next.max_games_week = next.max_games_day;
  }
  if ('max_games_week' in patch && next.max_games_week > 0 && next.max_games_week < next.max_games_day) {
    next.max_games_day = next.max_games_week;
  }
  if (next.max_games_day <= 1) next.min_minutes_rest = 0;
  if (next.max_games_day > 1) next.next_game_offset = 0;
  if (patch.use_weekend_method === true && next.max_games_week === 0) next.max_games_week = 2;
  if (isCountFixed(next)) next.count = 2;
  next.count = Math.min(50, Math.max(1, Math.round(next.count)));
  return next;
}

/** Weeks (7-day spans) the date range touches, at least one. */
export function weeksBetween(start: string, end: string): number {
  if (!start || !end || end < start) return 0;
  const days = daysBetween(start, end) + 1;
  return Math.max(1, Math.ceil(days / 7));
}

/**
 * The estimate step 1 checks as the settings change, with the engine's formulas: slots needed and the weeks
 * the weekend method needs. Which slots the teams can really use is the server's answer (useCapacity).
 */
export interface CapacityCheck {
  needed: number;
  weeks: number;
  /** Weeks the weekend method needs (ceil(items per team / 2)); 0 without the method. */
  weekendWeeks: number;
}

export function checkCapacity(settings: Settings, teamsPerDivision: readonly number[]): CapacityCheck {
  const weeks = weeksBetween(settings.schedule_start, settings.schedule_end);
  const shape = {
    mode: settings.mode,
    style: settings.style,
    argument: settings.argument,
    count: settings.count,
    teams_per_division: teamsPerDivision,
    weeks,
  };
  return {
    needed: slotsNeeded(shape),
    weeks,
    weekendWeeks: settings.use_weekend_method ? weekendWeeksNeeded(shape, settings.max_games_week) : 0,
  };
}

/** Why step 1 of the wizard cannot continue, or null when it can. */
export function settingsProblem(
  settings: Settings,
  divisionId: string | null,
  check: CapacityCheck,
): 'selectDivision' | 'selectDates' | 'adjustCount' | 'weekendWeeks' | null {
  if (!divisionId) return 'selectDivision';
  if (!settings.schedule_start || !settings.schedule_end || settings.schedule_end < settings.schedule_start) {
    return 'selectDates';
  }
  if (settings.count < 1) return 'adjustCount';
  if (check.weekendWeeks > check.weeks) return 'weekendWeeks';
  return null;
}

/** The server's config from the form. */
export function toConfig(settings: Settings): ScheduleConfigInput {
  return { ...settings, max_games_week: settings.max_games_week };
}
