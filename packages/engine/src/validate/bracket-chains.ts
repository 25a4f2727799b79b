import type { ScheduleConfig } from '../model/instance.ts';
import { type PlacedItem, type ValidationContext, weekStartDate } from './context.ts';
import { itemLabel } from './describe.ts';
import type { Violation } from './types.ts';

/**
 * A chain of dependent bracket games over a limit: `period` is the local date (day limit), the date its week
 * begins (week limit), or the dependent game's date (nights); `count` is the chain's games in the period, or
 * the nights between the two games.
 */
export interface ChainBreach extends Violation {
  rule: 'max_games_day' | 'max_games_week' | 'next_game_offset';
  schedule_id: string;
  period: string;
  count: number;
  limit: number;
}

interface PeriodSpec {
  rule: 'max_games_day' | 'max_games_week';
  keyOf(item: PlacedItem): string;
  limitOf(schedule: ScheduleConfig): number;
  describe(key: string): string;
}

/** The placed games each placed game takes a team from, within its own schedule. */
function placedFeeders(ctx: ValidationContext): Map<PlacedItem, PlacedItem[]> {
  const feeders = new Map<PlacedItem, PlacedItem[]>();
  for (const item of ctx.items) {
    if (!item.schedule) continue;
    const list: PlacedItem[] = [];
    for (const source of [item.game.home_from, item.game.visitor_from]) {
      const feeder = source ? ctx.itemById.get(source.game_id) : undefined;
      if (
        feeder &&
        feeder !== item &&
        feeder.game.schedule_id === item.game.schedule_id &&
        !list.includes(feeder)
      )
        list.push(feeder);
    }
    if (list.length > 0) feeders.set(item, list);
  }
  return feeders;
}

/**
 * Chains over the schedule's day or week limit. Every chain of placed dependent games is followed within one
 * period: for each game, the longest same-period chain ending at it; a game that feeds no placed game of
 * the same period ends its chains, and its longest chain is reported when it holds more games than the
 * limit (each such end once, so two semi-finals meeting in a final on one day give one breach).
 */
function findPeriodBreaches(
  ctx: ValidationContext,
  feeders: Map<PlacedItem, PlacedItem[]>,
  spec: PeriodSpec,
): ChainBreach[] {
  const longest = new Map<PlacedItem, PlacedItem[]>();
  const chainTo = (item: PlacedItem, open: Set<PlacedItem>): PlacedItem[] => {
    const known = longest.get(item);
    if (known) return known;
    // A malformed result may reference in a cycle; a game already on the walk adds nothing.
    open.add(item);
    let best: PlacedItem[] = [];
    for (const feeder of feeders.get(item) ?? []) {
      if (open.has(feeder) || spec.keyOf(feeder) !== spec.keyOf(item)) continue;
      const chain = chainTo(feeder, open);
      if (chain.length > best.length) best = chain;
    }
    open.delete(item);
    const chain = [...best, item];
    longest.set(item, chain);
    return chain;
  };
  const feedsSamePeriod = new Set<PlacedItem>();
  for (const [item, list] of feeders) {
    for (const feeder of list) if (spec.keyOf(feeder) === spec.keyOf(item)) feedsSamePeriod.add(feeder);
  }
  const found: ChainBreach[] = [];
  for (const item of ctx.items) {
    if (!item.schedule || !feeders.has(item) || feedsSamePeriod.has(item)) continue;
    const limit = spec.limitOf(item.schedule);
    if (limit <= 0) continue;
    const chain = chainTo(item, new Set());
    if (chain.length <= limit) continue;
    const period = spec.keyOf(item);
    found.push({
      rule: spec.rule,
      schedule_id: item.schedule.id,
      period,
      count: chain.length,
      limit,
      message: `schedule ${item.schedule.id}: a team's path through the bracket has ${chain.length} games ${spec.describe(period)} (limit ${limit}): ${chain.map(itemLabel).join(' → ')}`,
      game_ids: chain.map((c) => c.game.id),
      team_ids: [...new Set(chain.flatMap((c) => c.teamIds))],
    });
  }
  return found;
}

/** next_game_offset between each placed bracket game and each placed game it takes a team from. */
function findNightsBreaches(feeders: Map<PlacedItem, PlacedItem[]>): ChainBreach[] {
  const found: ChainBreach[] = [];
  for (const [item, list] of feeders) {
    const offset = item.schedule?.next_game_offset ?? 0;
    if (!item.schedule || offset <= 0) continue;
    for (const feeder of list) {
      const nights = item.start.day - feeder.start.day;
      if (nights >= offset) continue;
      found.push({
        rule: 'next_game_offset',
        schedule_id: item.schedule.id,
        period: item.start.date,
        count: nights,
        limit: offset,
        message: `schedule ${item.schedule.id}: ${itemLabel(item)} is ${nights} night(s) after ${itemLabel(feeder)}, which feeds it (needs ${offset})`,
        game_ids: [feeder.game.id, item.game.id],
        team_ids: [...new Set([...feeder.teamIds, ...item.teamIds])],
      });
    }
  }
  return found;
}

/**
 * The schedule's limits along every chain of dependent bracket games (Reading 10): a team can reach each game
 * of a chain, so no chain holds more than max_games_day games on one local day or max_games_week in one
 * week, and a game is at least next_game_offset nights after each game it depends on. Chains follow
 * home_from / visitor_from between placed games of one schedule; the limits are that schedule's.
 */
export function findBracketChainBreaches(ctx: ValidationContext): ChainBreach[] {
  const feeders = placedFeeders(ctx);
  if (feeders.size === 0) return [];
  return [
    ...findPeriodBreaches(ctx, feeders, {
      rule: 'max_games_day',
      keyOf: (item) => item.start.date,
      limitOf: (schedule) => schedule.max_games_day,
      describe: (date) => `on ${date}`,
    }),
    ...findPeriodBreaches(ctx, feeders, {
      rule: 'max_games_week',
      keyOf: (item) => weekStartDate(ctx, item.week),
      limitOf: (schedule) => schedule.max_games_week,
      describe: (start) => `in the week of ${start}`,
    }),
    ...findNightsBreaches(feeders),
  ];
}
