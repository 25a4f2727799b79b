import type { Game, ScheduleConfig, Team } from '../model/instance.ts';
import { type ValidationContext, weekOfDay } from './context.ts';
import { dayOfDate } from './local-clock.ts';

/** The games of one schedule (judged games and its fixed games, once each) and the teams it covers. */
export interface ScheduleGames {
  schedule: ScheduleConfig;
  games: Game[];
  /** Teams of the schedule's divisions, in instance order (the default seeding). */
  teams: Team[];
}

/** Groups the context's games by schedule, for every schedule of the instance. */
export function gamesBySchedule(ctx: ValidationContext): ScheduleGames[] {
  return ctx.instance.schedules.map((schedule) => ({
    schedule,
    games: ctx.games.filter((g) => g.schedule_id === schedule.id),
    teams: ctx.instance.teams.filter((t) => schedule.division_ids.includes(t.division_id)),
  }));
}

/** Distinct week numbers a schedule's date range touches (Reading 2), in order. */
export function scheduleWeeks(ctx: ValidationContext, schedule: ScheduleConfig): number[] {
  const first = weekOfDay(ctx, dayOfDate(schedule.schedule_start));
  const last = weekOfDay(ctx, dayOfDate(schedule.schedule_end));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Items per team a `week`, `season` or practice schedule owes (Reading 11); null for round robins by rounds. */
export function itemsPerTeam(ctx: ValidationContext, schedule: ScheduleConfig): number | null {
  if (schedule.argument === 'week') return schedule.count * scheduleWeeks(ctx, schedule).length;
  if (schedule.argument === 'season') return schedule.count;
  return schedule.mode === 'practices' ? schedule.count : null;
}

/** Every pair of teams allowed to meet: within the division, or across the two divisions only. */
export function allowedPairs(schedule: ScheduleConfig, teams: readonly Team[]): [Team, Team][] {
  const pairs: [Team, Team][] = [];
  teams.forEach((a, i) => {
    for (const b of teams.slice(i + 1)) {
      if (schedule.division_ids.length === 2 && a.division_id === b.division_id) continue;
      pairs.push([a, b]);
    }
  });
  return pairs;
}

/** Order-free key of a pair of team ids. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
