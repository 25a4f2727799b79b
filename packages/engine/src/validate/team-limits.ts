import type { ScheduleConfig } from '../model/instance.ts';
import { type PlacedItem, type ValidationContext, weekStartDate } from './context.ts';
import { itemLabel, teamName } from './describe.ts';
import type { Violation } from './types.ts';

/** A team over a day or week limit: `period` is the local date, or the date its week begins. */
export interface LimitBreach extends Violation {
  team_id: string;
  period: string;
  count: number;
  limit: number;
}

/** Plural noun for an item's kind; games and practices are counted apart (Reading 3). */
export function kindWord(item: PlacedItem): string {
  return item.game.is_practice ? 'practices' : 'games';
}

interface LimitSpec {
  rule: 'max_games_day' | 'max_games_week';
  periodOf(item: PlacedItem): string;
  limitOf(schedule: ScheduleConfig): number;
  describe(period: string): string;
}

function findLimitBreaches(ctx: ValidationContext, spec: LimitSpec): LimitBreach[] {
  const found: LimitBreach[] = [];
  for (const [teamId, list] of ctx.itemsByTeam) {
    const groups = new Map<string, PlacedItem[]>();
    for (const item of list) {
      const key = `${item.game.is_practice ? 'p' : 'g'}|${spec.periodOf(item)}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    for (const group of groups.values()) {
      // The lowest non-zero limit of any schedule with an item of the team in the period binds it.
      const limits = group
        .map((item) => (item.schedule ? spec.limitOf(item.schedule) : 0))
        .filter((limit) => limit > 0);
      if (limits.length === 0) continue;
      const limit = Math.min(...limits);
      if (group.length <= limit) continue;
      const first = group[0] as PlacedItem;
      const period = spec.periodOf(first);
      found.push({
        rule: spec.rule,
        team_id: teamId,
        period,
        count: group.length,
        limit,
        message: `${teamName(ctx, teamId)} has ${group.length} ${kindWord(first)} ${spec.describe(period)} (limit ${limit}): ${group.map(itemLabel).join(', ')}`,
        game_ids: group.map((item) => item.game.id),
        team_ids: [teamId],
      });
    }
  }
  return found;
}

/** Teams with more same-kind items on one local day than the binding max_games_day (Reading 3). */
export function findDayLimitBreaches(ctx: ValidationContext): LimitBreach[] {
  return findLimitBreaches(ctx, {
    rule: 'max_games_day',
    periodOf: (item) => item.start.date,
    limitOf: (schedule) => schedule.max_games_day,
    describe: (date) => `on ${date}`,
  });
}

/** Teams with more same-kind items in one week than the binding max_games_week (Readings 2, 3, 4). */
export function findWeekLimitBreaches(ctx: ValidationContext): LimitBreach[] {
  return findLimitBreaches(ctx, {
    rule: 'max_games_week',
    periodOf: (item) => weekStartDate(ctx, item.week),
    limitOf: (schedule) => schedule.max_games_week,
    describe: (start) => `in the week of ${start}`,
  });
}
