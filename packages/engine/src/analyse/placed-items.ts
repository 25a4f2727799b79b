import type { Game, Team, Timeslot, Venue } from '../model/instance.ts';
import { localMoment, weekStartOf } from '../model/local-time.ts';
import { earlyLateMidpoint } from './spreads.ts';

/**
 * What the balance analyses need to know about a set of games: any games (a solver result, a master list,
 * a manually edited schedule), the slots and venues they refer to, and the local calendar to read them in.
 * Only the listed fields are read, so callers can pass rows from storage without building a whole Instance.
 */
export interface BalanceInput {
  timezone: string;
  /** 0 Sunday .. 6 Saturday: the day weeks start on. */
  first_day: number;
  teams: readonly Pick<Team, 'id' | 'name'>[];
  venues: readonly Pick<Venue, 'id' | 'name' | 'surfaces'>[];
  timeslots: readonly Pick<Timeslot, 'id' | 'surface_id' | 'start'>[];
  games: readonly Pick<Game, 'schedule_id' | 'home_id' | 'visitor_id' | 'is_practice' | 'timeslot_id'>[];
}

/** A game or practice that has a known slot, read in local time. */
export interface PlacedItem {
  schedule_id: string;
  /** The teams taking part: one for a practice or a half-known bracket game, two for a game. */
  team_ids: string[];
  home_id: string | null;
  visitor_id: string | null;
  is_practice: boolean;
  venue_id: string;
  date: string;
  weekday: number;
  minute: number;
  week_start: string;
  /**
   * Local start minute before the midpoint of its schedule's earliest and latest start (balanceSpreads'
   * definition); false for every item of a schedule whose items all start at the same minute.
   */
  is_early: boolean;
}

/** The placed items of a game set and the teams it involves, ordered as the input's team list. */
export interface PlacedSet {
  items: PlacedItem[];
  /** Every team of any given game (placed or not): input order first, unknown ids after in first-seen order. */
  team_ids: string[];
  /** Team id to display name (the id itself when the team is not in the input). */
  team_names: Map<string, string>;
  /** Each team's placed items, in input game order; every team of team_ids has an entry. */
  items_by_team: Map<string, PlacedItem[]>;
  /** Venue ids with placed items, in input venue order. */
  venue_ids: string[];
  venue_names: Map<string, string>;
}

/**
 * Reads a game set: games without a slot, or whose slot or surface is unknown, are not placed and count
 * only as making their teams visible. Early/late uses the midpoint of each schedule separately, so a late
 * league's 19:00 games are not all "late" because a morning league shares the set.
 */
export function readPlacedSet(input: BalanceInput): PlacedSet {
  const venueOfSurface = new Map<string, string>();
  for (const venue of input.venues)
    for (const surface of venue.surfaces) venueOfSurface.set(surface.id, venue.id);
  const slots = new Map<string, Pick<Timeslot, 'surface_id' | 'start'>>();
  for (const slot of input.timeslots) slots.set(slot.id, slot);

  const drafts: Omit<PlacedItem, 'is_early'>[] = [];
  const seenTeams = new Set<string>();
  for (const game of input.games) {
    const team_ids = [game.home_id, game.visitor_id].filter(
      (id): id is NonNullable<typeof id> => id !== null,
    );
    for (const id of team_ids) seenTeams.add(id);
    const slot = game.timeslot_id === null ? undefined : slots.get(game.timeslot_id);
    const venue_id = slot ? venueOfSurface.get(slot.surface_id) : undefined;
    if (!slot || venue_id === undefined) continue;
    const local = localMoment(slot.start, input.timezone);
    drafts.push({
      schedule_id: game.schedule_id,
      team_ids,
      home_id: game.home_id,
      visitor_id: game.visitor_id,
      is_practice: game.is_practice,
      venue_id,
      date: local.date,
      weekday: local.weekday,
      minute: local.minute,
      week_start: weekStartOf(local.date, input.first_day),
    });
  }

  const minutesBySchedule = new Map<string, number[]>();
  for (const draft of drafts) {
    const list = minutesBySchedule.get(draft.schedule_id) ?? [];
    list.push(draft.minute);
    minutesBySchedule.set(draft.schedule_id, list);
  }
  const midpoints = new Map<string, number | null>();
  for (const [id, minutes] of minutesBySchedule)
    midpoints.set(id, earlyLateMidpoint(Math.min(...minutes), Math.max(...minutes)));
  const items = drafts.map((draft) => {
    const midpoint = midpoints.get(draft.schedule_id) ?? null;
    return { ...draft, is_early: midpoint !== null && draft.minute < midpoint };
  });

  const team_names = new Map<string, string>();
  const team_ids: string[] = [];
  for (const team of input.teams) {
    if (seenTeams.has(team.id)) {
      team_ids.push(team.id);
      team_names.set(team.id, team.name);
    }
  }
  for (const id of seenTeams) {
    if (!team_names.has(id)) {
      team_ids.push(id);
      team_names.set(id, id);
    }
  }

  const usedVenues = new Set(items.map((item) => item.venue_id));
  const venue_ids = input.venues.filter((venue) => usedVenues.has(venue.id)).map((venue) => venue.id);
  const venue_names = new Map(input.venues.map((venue) => [venue.id as string, venue.name]));
  const items_by_team = new Map<string, PlacedItem[]>(team_ids.map((id) => [id, []]));
  for (const item of items) for (const id of item.team_ids) items_by_team.get(id)?.push(item);
  return { items, team_ids, team_names, items_by_team, venue_ids, venue_names };
}
