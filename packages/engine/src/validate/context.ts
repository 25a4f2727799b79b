import type { TeamId } from '../model/ids.ts';
import type {
  Game,
  Instance,
  Person,
  ScheduleConfig,
  Surface,
  Team,
  Timeslot,
  Venue,
} from '../model/instance.ts';
import { createLocalClock, dateOfDay, dayOfDate, type LocalClock, type LocalMoment } from './local-clock.ts';

/** A game or practice that sits in a known timeslot, read on the instance's local clock. */
export interface PlacedItem {
  game: Game;
  slot: Timeslot;
  surface: Surface | undefined;
  venue: Venue | undefined;
  /** Undefined for games of schedules outside the instance (fixed exhibitions, manual games). */
  schedule: ScheduleConfig | undefined;
  /** The game carries a fixed game's id (Reading 12): it is judged as placed, not as chosen. */
  isFixed: boolean;
  startMs: number;
  finishMs: number;
  /** Local reading of the start: the item's day, weekday and week (Reading 1). */
  start: LocalMoment;
  /** Finish in minutes from the local midnight that begins the start date; above 1440 past midnight. */
  finishMinute: number;
  week: number;
  /** Teams known to play (a bracket side fed by an earlier game has no team yet). */
  teamIds: TeamId[];
}

/**
 * Everything a rule check needs, indexed once. `games` merges fixed games and the games under judgement:
 * a judged game that reuses a fixed game's id replaces it, so it is counted once (Reading 12).
 */
export interface ValidationContext {
  instance: Instance;
  clock: LocalClock;
  teams: Map<string, Team>;
  people: Map<string, Person>;
  slots: Map<string, Timeslot>;
  surfaces: Map<string, Surface>;
  venues: Map<string, Venue>;
  venueOfSurface: Map<string, Venue>;
  schedules: Map<string, ScheduleConfig>;
  fixedIds: Set<string>;
  games: Game[];
  gamesById: Map<string, Game>;
  /** Placed items in start order (ties by game id), for stable messages. */
  items: PlacedItem[];
  itemById: Map<string, PlacedItem>;
  /** Each team's placed items in start order. */
  itemsByTeam: Map<string, PlacedItem[]>;
  /** Day number on which week 1 begins (Reading 2). */
  firstWeekDay: number;
}

/** Week number (1 = the week holding the earliest schedule_start) of a local day number. */
export function weekOfDay(ctx: Pick<ValidationContext, 'firstWeekDay'>, day: number): number {
  return Math.floor((day - ctx.firstWeekDay) / 7) + 1;
}

/** Local date on which a week begins (on the instance's first_day). */
export function weekStartDate(ctx: Pick<ValidationContext, 'firstWeekDay'>, week: number): string {
  return dateOfDay(ctx.firstWeekDay + (week - 1) * 7);
}

function firstWeekDayOf(instance: Instance, fallbackDays: number[]): number {
  const starts = instance.schedules.map((s) => dayOfDate(s.schedule_start));
  const pool = starts.length > 0 ? starts : fallbackDays;
  const earliest = pool.length > 0 ? Math.min(...pool) : 0;
  const weekday = (((earliest + 4) % 7) + 7) % 7;
  return earliest - ((weekday - instance.first_day + 7) % 7);
}

/** Games under judgement merged over the instance's fixed games (judged version wins on equal ids). */
export function mergeGames(instance: Instance, games: readonly Game[]): Game[] {
  const judged = new Set(games.map((g) => g.id as string));
  return [...instance.fixed_games.filter((g) => !judged.has(g.id)), ...games];
}

/** Indexes an instance and a set of games; unknown references are left for the rule checks to report. */
export function buildContext(instance: Instance, games: readonly Game[]): ValidationContext {
  const clock = createLocalClock(instance.timezone);
  const surfaces = new Map<string, Surface>();
  const venueOfSurface = new Map<string, Venue>();
  for (const venue of instance.venues) {
    for (const surface of venue.surfaces) {
      surfaces.set(surface.id, surface);
      venueOfSurface.set(surface.id, venue);
    }
  }
  const slots = new Map<string, Timeslot>(instance.timeslots.map((s) => [s.id, s]));
  const schedules = new Map<string, ScheduleConfig>(instance.schedules.map((s) => [s.id, s]));
  const fixedIds = new Set<string>(instance.fixed_games.map((g) => g.id));
  const merged = mergeGames(instance, games);

  const raw: Omit<PlacedItem, 'week'>[] = [];
  for (const game of merged) {
    const slot = game.timeslot_id === null ? undefined : slots.get(game.timeslot_id);
    if (!slot) continue;
    const startMs = Date.parse(slot.start);
    const finishMs = Date.parse(slot.finish);
    const start = clock.at(startMs);
    const finish = clock.at(finishMs);
    const teamIds = [game.home_id, game.visitor_id].filter((id): id is TeamId => id !== null);
    raw.push({
      game,
      slot,
      surface: surfaces.get(slot.surface_id),
      venue: venueOfSurface.get(slot.surface_id),
      schedule: schedules.get(game.schedule_id),
      isFixed: fixedIds.has(game.id),
      startMs,
      finishMs,
      start,
      finishMinute: (finish.day - start.day) * 1440 + finish.minute,
      teamIds: [...new Set(teamIds)],
    });
  }
  const firstWeekDay = firstWeekDayOf(
    instance,
    raw.map((item) => item.start.day),
  );
  const items: PlacedItem[] = raw
    .map((item) => ({ ...item, week: weekOfDay({ firstWeekDay }, item.start.day) }))
    .sort((a, b) => a.startMs - b.startMs || compareIds(a.game.id, b.game.id));

  const itemsByTeam = new Map<string, PlacedItem[]>();
  for (const item of items) {
    for (const teamId of item.teamIds) {
      const list = itemsByTeam.get(teamId) ?? [];
      list.push(item);
      itemsByTeam.set(teamId, list);
    }
  }
  return {
    instance,
    clock,
    teams: new Map(instance.teams.map((t) => [t.id, t])),
    people: new Map(instance.people.map((p) => [p.id, p])),
    slots,
    surfaces,
    venues: new Map(instance.venues.map((v) => [v.id, v])),
    venueOfSurface,
    schedules,
    fixedIds,
    games: merged,
    gamesById: new Map(merged.map((g) => [g.id, g])),
    items,
    itemById: new Map(items.map((item) => [item.game.id, item])),
    itemsByTeam,
    firstWeekDay,
  };
}

/** Natural order for ids such as g2 < g10, so messages list games the way people read them. */
export function compareIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
