import {
  type Team,
  TIME_CONSTRAINT_KINDS,
  type TimeConstraint,
  type TimeConstraintKind,
} from '../model/instance.ts';
import type { PlacedItem, ValidationContext } from './context.ts';
import { itemLabel, teamName, venueName } from './describe.ts';
import { createDistanceLookup, type DistanceLookup, formatMiles, legFromHome } from './distance.ts';
import { clockOfMinute, minuteOfClock } from './local-clock.ts';
import type { Violation } from './types.ts';

/** One item breaking one of its team's time constraints; `constraint_index` indexes `time_constraints`. */
export interface ConstraintBreach extends Violation {
  rule: 'time_constraint';
  team_id: string;
  game_id: string;
  kind: TimeConstraintKind;
  constraint_index: number;
  /** Local date of the item. */
  date: string;
}

/** The kind as a name; its number 0..6 is accepted too, so a raw kind is never misread (Reading 7). */
export function constraintKind(constraint: TimeConstraint): TimeConstraintKind | null {
  const raw: unknown = constraint.kind;
  if (typeof raw === 'number') return TIME_CONSTRAINT_KINDS[raw] ?? null;
  return TIME_CONSTRAINT_KINDS.find((kind) => kind === raw) ?? null;
}

/** Reading 7: weekdays (if any) contain the day and the day lies in start_date..end_date (if given). */
export function constraintMatchesDay(constraint: TimeConstraint, date: string, weekday: number): boolean {
  if (constraint.weekdays.length > 0 && !constraint.weekdays.includes(weekday)) return false;
  if (constraint.start_date !== null) {
    const end = constraint.end_date ?? constraint.start_date;
    if (date < constraint.start_date || date > end) return false;
  }
  return true;
}

/**
 * The not_between range as clock times: a range whose end is not after its start runs past midnight.
 * The range recurs every day, so an item is tested against yesterday's, today's and tomorrow's copy: an
 * item at 01:00 on a matching day breaks a 22:00-02:00 range just as one at 23:00 does.
 */
function overlapsNotBetween(item: PlacedItem, startClock: string, endClock: string): boolean {
  const start = minuteOfClock(startClock);
  let end = minuteOfClock(endClock);
  if (end <= start) end += 1440;
  return [-1440, 0, 1440].some(
    (shift) => item.start.minute < end + shift && start + shift < item.finishMinute,
  );
}

function betweenProblem(item: PlacedItem, c: TimeConstraint): string | null {
  if (c.not_between_start !== null && c.not_between_end !== null) {
    if (overlapsNotBetween(item, c.not_between_start, c.not_between_end)) {
      return `overlaps ${c.not_between_start}-${c.not_between_end}`;
    }
  }
  if (c.not_before !== null && item.start.minute < minuteOfClock(c.not_before)) {
    return `starts before ${c.not_before}`;
  }
  if (c.not_after !== null && item.finishMinute > minuteOfClock(c.not_after)) {
    return `finishes after ${c.not_after} (at ${clockOfMinute(item.finishMinute)})`;
  }
  return null;
}

function previousSameDay(list: readonly PlacedItem[], item: PlacedItem): PlacedItem | undefined {
  return list.filter((other) => other.start.day === item.start.day && other.startMs < item.startMs).at(-1);
}

interface Judge {
  ctx: ValidationContext;
  lookup: DistanceLookup;
  team: Team;
  list: readonly PlacedItem[];
}

function itemProblem(
  judge: Judge,
  item: PlacedItem,
  c: TimeConstraint,
  kind: TimeConstraintKind,
): string | null {
  const { ctx, lookup, team, list } = judge;
  const isGame = !item.game.is_practice;
  switch (kind) {
    case 'no_play':
      return 'the team does not play that day';
    case 'no_play_between':
      return betweenProblem(item, c);
    case 'max_games':
      return null;
    case 'max_travel_home': {
      const leg = item.venue ? legFromHome(lookup, team, item.venue.id) : null;
      const limit = c.max_travel_home ?? 0;
      return leg && leg.miles > limit
        ? `${venueName(item)} is ${formatMiles(leg.miles)} mi from home (max ${limit})`
        : null;
    }
    case 'max_travel_last': {
      const prev = previousSameDay(list, item);
      const leg = prev?.venue && item.venue ? lookup(prev.venue.id, item.venue.id) : null;
      const limit = c.max_travel_last ?? 0;
      return prev && leg && leg.miles > limit
        ? `${venueName(item)} is ${formatMiles(leg.miles)} mi from ${venueName(prev)} of ${prev.game.id} (max ${limit})`
        : null;
    }
    case 'home_only': {
      if (!isGame) return null;
      if (item.game.home_id !== team.id) return 'the team must be the home team';
      const atHome =
        team.home_venue_ids.length === 0 || (item.venue && team.home_venue_ids.includes(item.venue.id));
      return atHome ? null : `${venueName(item)} is not a home venue`;
    }
    case 'no_play_team': {
      if (!isGame || c.no_play_team === null) return null;
      const opponent = item.game.home_id === team.id ? item.game.visitor_id : item.game.home_id;
      return opponent === c.no_play_team ? `must not play ${teamName(ctx, c.no_play_team)}` : null;
    }
  }
}

function maxGamesBreaches(judge: Judge, c: TimeConstraint, index: number): ConstraintBreach[] {
  const { team, list } = judge;
  const limit = c.max_games ?? 0;
  const groups = new Map<string, PlacedItem[]>();
  for (const item of list) {
    if (!constraintMatchesDay(c, item.start.date, item.start.weekday)) continue;
    // Counted per kind, like every other limit (Reading 3): games with games, practices with practices.
    const key = `${item.game.is_practice ? 'p' : 'g'}|${item.start.date}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const found: ConstraintBreach[] = [];
  for (const group of groups.values()) {
    if (group.length <= limit) continue;
    const extra = group[limit] as PlacedItem;
    found.push({
      rule: 'time_constraint',
      team_id: team.id,
      game_id: extra.game.id,
      kind: 'max_games',
      constraint_index: index,
      date: extra.start.date,
      message: `max_games: ${team.name} has ${group.length} on ${extra.start.date} (max ${limit}): ${group.map(itemLabel).join(', ')}`,
      game_ids: group.map((item) => item.game.id),
      team_ids: [team.id],
    });
  }
  return found;
}

/**
 * Every team's time constraints against every item of the team on a matching day, fixed games included;
 * home_only and no_play_team judge games only (Reading 7). Travel distances follow Reading 8.
 */
export function findTimeConstraintBreaches(ctx: ValidationContext): ConstraintBreach[] {
  const lookup = createDistanceLookup(ctx.instance);
  const found: ConstraintBreach[] = [];
  for (const team of ctx.instance.teams) {
    const list = ctx.itemsByTeam.get(team.id) ?? [];
    if (list.length === 0) continue;
    const judge: Judge = { ctx, lookup, team, list };
    team.time_constraints.forEach((c, index) => {
      const kind = constraintKind(c);
      if (kind === null) return;
      if (kind === 'max_games') {
        found.push(...maxGamesBreaches(judge, c, index));
        return;
      }
      for (const item of list) {
        if (!constraintMatchesDay(c, item.start.date, item.start.weekday)) continue;
        const problem = itemProblem(judge, item, c, kind);
        if (problem === null) continue;
        found.push({
          rule: 'time_constraint',
          team_id: team.id,
          game_id: item.game.id,
          kind,
          constraint_index: index,
          date: item.start.date,
          message: `${kind}: ${team.name} in ${itemLabel(item)}: ${problem}`,
          game_ids: [item.game.id],
          team_ids: [team.id],
        });
      }
    });
  }
  return found;
}
