import type { ScheduleConfig, ScheduleSummary } from '@app/contracts';
import { successRateColour } from '../../../lib/engine.ts';

/** Colours for a success rate, the engine's rule (lib/engine.ts): 100 green, above 50 orange, 0 black. */
export function successColour(rate: number): string | undefined {
  const colour = successRateColour(rate);
  return colour === 'green'
    ? 'green.8'
    : colour === 'orange'
      ? 'orange.8'
      : colour === 'black'
        ? 'dark.9'
        : undefined;
}

/** Title size by name length : smaller over 20 and again over 40 characters, so long names fit. */
export function titleOrder(name: string): 2 | 3 | 4 {
  return name.length > 40 ? 4 : name.length > 20 ? 3 : 2;
}

export const isTournament = (s: Pick<ScheduleSummary, 'kind'>) => s.kind !== 'round';

/** The list polls (every 5 s, at most 20 times) only while something is still being scheduled. */
export function shouldPoll(schedules: readonly Pick<ScheduleSummary, 'finished'>[], polls: number): boolean {
  return polls < 20 && schedules.some((s) => !s.finished);
}

/** Schedules that were unfinished at the last poll and are now finished above 75%: confetti for them. */
export function newlySucceeded(
  before: ReadonlyMap<string, boolean>,
  now: readonly Pick<ScheduleSummary, 'id' | 'finished' | 'success_rate' | 'status'>[],
): string[] {
  return now
    .filter((s) => before.get(s.id) === false && s.finished && s.status === 'done' && s.success_rate > 75)
    .map((s) => s.id);
}

/** A translation key and values per constraint the schedule uses; empty means "No Constraints". */
export function constraintLines(config: ScheduleConfig): { key: string; values?: Record<string, unknown> }[] {
  const lines: { key: string; values?: Record<string, unknown> }[] = [];
  if (config.max_games_day > 0)
    lines.push({ key: 'schedules.summary.maxDay', values: { count: config.max_games_day } });
  const week = config.max_games_week ?? (config.use_weekend_method ? 2 : 0);
  if (week > 0) lines.push({ key: 'schedules.summary.maxWeek', values: { count: week } });
  if (config.min_minutes_rest > 0)
    lines.push({ key: 'schedules.summary.rest', values: { count: config.min_minutes_rest } });
  if (config.next_game_offset > 0)
    lines.push({ key: 'schedules.summary.nights', values: { count: config.next_game_offset } });
  if (config.use_weekend_method)
    lines.push({
      key: config.friday_as_weekend ? 'schedules.summary.weekendFriday' : 'schedules.summary.weekend',
    });
  if (config.enforce_home) lines.push({ key: 'schedules.summary.enforceHome' });
  if (config.use_coach_conflict_method) lines.push({ key: 'schedules.summary.coach' });
  if (config.balance_venues) {
    lines.push({
      key: 'schedules.summary.venues',
      values: { method: config.venue_balance_method, tolerance: config.venue_balance_tolerance },
    });
  }
  return lines;
}
