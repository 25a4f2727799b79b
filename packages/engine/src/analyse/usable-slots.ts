import { Assignment } from '../assign/assignment.ts';
import { Feasibility } from '../assign/feasibility.ts';
import { buildGameTable } from '../assign/game-table.ts';
import { Rule } from '../assign/rule.ts';
import type { Game, Instance, ScheduleConfig } from '../model/instance.ts';
import { SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import { buildSolveModel } from '../model/solve-model.ts';
import { generateGames } from '../pairings/index.ts';
import type { LocalSlot } from './eligible-slots.ts';

/** What a schedule's teams can really play in its free slots, before a run. */
export interface UsableSlots {
  /** Free slots the slot rules open to the schedule: kind, reserved, dates, weekend, divisions. */
  eligible: number;
  /**
   * Of those, slots where at least one of the schedule's games (or practices) may be played by its teams'
   * rules that depend on the slot alone: home games at home venues (`enforce_home`), time constraints,
   * home-only days, home travel limits.
   */
  usable: number;
  /** Eligible slots left out because no team may host a game at their venue (home venues, home-only days). */
  not_home_venue: number;
  /** Eligible slots left out by the teams' time constraints or home travel limits. */
  team_rules: number;
  /**
   * The items the usable slots can hold at most, week by week (keyed by week start): on each day every team
   * plays at most `max_games_day` items and hosts only where it may, in each week at most `max_games_week`,
   * and over the schedule a team hosts at most half its games (rounded up), as the solver keeps home and away
   * within one. This is what the capacity check compares with the slots needed.
   */
  available: number;
  available_per_week: Map<string, number>;
}

const INF = Number.POSITIVE_INFINITY;

/**
 * The most items (a day's slots, or a schedule's games) that hosts can take, host `h` at most `capOf(h)`: a
 * bipartite b-matching by augmenting paths (tens of slots or games, a few teams each). An item whose game
 * names no team yet (a later bracket game) needs no host.
 */
function hostedSlots(
  hostsBySlot: readonly (readonly number[] | null)[],
  capOf: (host: number) => number,
): number {
  let free = 0;
  const constrained: (readonly number[])[] = [];
  for (const hosts of hostsBySlot) {
    if (hosts === null) free += 1;
    else constrained.push(hosts);
  }
  if (constrained.every((hosts) => hosts.every((host) => capOf(host) >= constrained.length))) {
    return free + constrained.filter((hosts) => hosts.length > 0).length;
  }
  const load = new Map<number, number[]>(); // host -> slots it holds
  const holder: number[] = new Array(constrained.length).fill(-1);
  const augment = (s: number, seen: Set<number>): boolean => {
    for (const host of constrained[s]!) {
      if (seen.has(host)) continue;
      seen.add(host);
      const held = load.get(host) ?? [];
      if (held.length < capOf(host)) {
        held.push(s);
        load.set(host, held);
        holder[s] = host;
        return true;
      }
      for (let i = 0; i < held.length; i++) {
        const other = held[i]!;
        if (augment(other, seen)) {
          held[i] = s;
          holder[s] = host;
          return true;
        }
      }
    }
    return false;
  };
  let matched = 0;
  for (let s = 0; s < constrained.length; s++) if (augment(s, new Set())) matched += 1;
  return free + matched;
}

/**
 * The capacity check's count of the slots a schedule can really use (docs/schedules.md, "The timeslot
 * check"): the schedule's own games are generated as `solve` would, and each free eligible slot is tried
 * against each distinct game in both orientations with the solver's own static rules (`Feasibility`), so a
 * slot at a venue that is no team's home venue does not count while `enforce_home` is on, nor a slot every
 * team's time constraints rule out. Then each day's usable slots are capped by what the teams can play that
 * day (`max_games_day` each, hosting only where they may) and each week's by `max_games_week`.
 */
export function usableSlots(
  instance: Instance,
  schedule: ScheduleConfig,
  freeSlots: readonly LocalSlot[],
): UsableSlots {
  const single: Instance = { ...instance, schedules: [schedule] };
  const model = buildSolveModel(single);
  const teams = instance.teams.filter((t) => schedule.division_ids.includes(t.division_id));
  const fixedGames = instance.fixed_games.filter((g) => g.schedule_id === schedule.id);
  const info = model.schedules[0]!;
  // The weeks `solve` gives the `week` argument (Reading 2).
  const weeks = Math.max(1, info.weeks.length);
  const games: Game[] = [...fixedGames, ...generateGames({ schedule, teams, weeks, fixedGames })];
  const table = buildGameTable(model, games);
  const feasibility = new Feasibility(model, table, new Assignment(model, table));
  const practices = schedule.mode === 'practices';

  // One representative game per (home, visitor): the rules tried here do not depend on which meeting it is.
  const representatives: number[] = [];
  const seenPairs = new Set<string>();
  for (let g = 0; g < table.resultCount; g++) {
    if (table.fixedSlot[g]! >= 0) continue;
    const key = `${table.home[g]}:${table.visitor[g]}`;
    if (seenPairs.has(key)) continue;
    seenPairs.add(key);
    representatives.push(g);
  }

  const maxDay = model.params.maxDay[0]! || INF;
  const maxWeek = model.params.maxWeek[0]! || INF;
  let eligible = 0;
  let usable = 0;
  let notHomeVenue = 0;
  let teamRules = 0;
  // Per day: the hosts of each usable slot (null: no host needed) and the teams that may play that day.
  const days = new Map<number, { week: string; hosts: (number[] | null)[]; players: Set<number> }>();
  const hostTeams = new Set<number>();
  for (const local of freeSlots) {
    const s = model.slots.index.get(local.slot.id);
    if (s === undefined || slotRefusal(info, model.slots, s) !== SlotRefusal.Open) continue;
    eligible += 1;
    let hosts: Set<number> | null = new Set();
    const players = new Set<number>();
    let homeRefusals = 0;
    for (const g of representatives) {
      const flips = table.home[g]! >= 0 && table.visitor[g]! >= 0 && !practices ? [0, 1] : [0];
      for (const flip of flips) {
        const h0 = flip ? table.visitor[g]! : table.home[g]!;
        const v0 = flip ? table.home[g]! : table.visitor[g]!;
        // Already known to host and to play here: nothing this orientation could add.
        if (h0 >= 0 && hosts?.has(h0) && (v0 < 0 || players.has(v0))) continue;
        const rule = feasibility.staticRule(g, s, flip);
        if (rule !== Rule.Ok) {
          if (rule === Rule.EnforceHome || rule === Rule.HomeOnly) homeRefusals += 1;
          continue;
        }
        if (h0 < 0) hosts = null;
        else {
          hosts?.add(h0);
          players.add(h0);
        }
        if (v0 >= 0) players.add(v0);
      }
    }
    if (hosts !== null && hosts.size === 0) {
      // Named by the home venue rule whenever it refused a game there: the fix is a slot at a home venue.
      if (homeRefusals > 0) notHomeVenue += 1;
      else teamRules += 1;
      continue;
    }
    usable += 1;
    const day = model.slots.day[s]!;
    const entry = days.get(day) ?? { week: local.week_start, hosts: [], players: new Set<number>() };
    entry.hosts.push(hosts === null ? null : [...hosts]);
    for (const h of hosts ?? []) hostTeams.add(h);
    for (const t of players) entry.players.add(t);
    days.set(day, entry);
  }

  // A game takes two teams, a practice one: the most items a set of teams can play at `limit` each.
  const itemsFor = (teamCount: number, limit: number) =>
    limit === INF ? INF : practices ? teamCount * limit : Math.floor((teamCount * limit) / 2);
  const weekTotals = new Map<string, { items: number; players: Set<number>; unknown: boolean }>();
  for (const entry of days.values()) {
    const unknown = entry.hosts.some((h) => h === null);
    const byTeams = unknown ? INF : itemsFor(entry.players.size, maxDay);
    const dayItems = Math.min(
      hostedSlots(entry.hosts, () => maxDay),
      byTeams,
    );
    const week = weekTotals.get(entry.week) ?? { items: 0, players: new Set<number>(), unknown: false };
    week.items += dayItems;
    week.unknown ||= unknown;
    for (const t of entry.players) week.players.add(t);
    weekTotals.set(entry.week, week);
  }
  const availablePerWeek = new Map<string, number>();
  let available = 0;
  for (const [week, totals] of weekTotals) {
    const cap = totals.unknown ? INF : itemsFor(totals.players.size, maxWeek);
    const items = Math.min(totals.items, cap);
    availablePerWeek.set(week, items);
    available += items;
  }
  // The solver keeps each team's home and away games within one of each other (packages/engine/README.md, Rules), so a
  // team hosts at most half its games, rounded up, and only a team that may host in some usable slot hosts.
  // When that leaves games no host can take, no slot can hold them: the slots count for the others only.
  let hostable = INF;
  if (!practices) {
    const gamesOf = new Map<number, number>();
    const candidates: (number[] | null)[] = [];
    for (let g = 0; g < table.resultCount; g++) {
      if (table.fixedSlot[g]! >= 0) continue;
      const pair = [table.home[g]!, table.visitor[g]!];
      if (pair.some((t) => t < 0)) {
        candidates.push(null);
        continue;
      }
      for (const t of pair) gamesOf.set(t, (gamesOf.get(t) ?? 0) + 1);
      candidates.push(pair.filter((t) => hostTeams.has(t)));
    }
    const hosted = hostedSlots(candidates, (t) => Math.ceil((gamesOf.get(t) ?? 0) / 2));
    if (hosted < candidates.length) hostable = hosted;
  }
  if (available > hostable) {
    // Trim the weeks from the last, so the per-week rows still add up to the total.
    let excess = available - hostable;
    for (const week of [...availablePerWeek.keys()].reverse()) {
      const items = availablePerWeek.get(week) ?? 0;
      const cut = Math.min(items, excess);
      availablePerWeek.set(week, items - cut);
      excess -= cut;
    }
    available = hostable;
  }
  return {
    eligible,
    usable,
    not_home_venue: notHomeVenue,
    team_rules: teamRules,
    available,
    available_per_week: availablePerWeek,
  };
}
