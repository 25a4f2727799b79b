import { Assignment } from '../assign/assignment.ts';
import { Feasibility } from '../assign/feasibility.ts';
import { buildGameTable, type GameTable } from '../assign/game-table.ts';
import { Rule } from '../assign/rule.ts';
import type { Game, Instance, Team, TimeConstraint } from '../model/instance.ts';
import { SlotRefusal, slotRefusal } from '../model/schedule-slots.ts';
import { buildSolveModel, type SolveModel } from '../model/solve-model.ts';
import { buildTeamDayRules } from '../model/team-day-rules.ts';
import type { CapacityStep, DiagnosisRule, DivisionDiagnosis, TeamDiagnosis } from './diagnosis.ts';

const INF = Number.POSITIVE_INFINITY;
const MS_PER_MINUTE = 60_000;
const MAX_TEAMS = 10;

/** Time-constraint kinds counted as travel limits by the funnel (the others are time constraints). */
export const TRAVEL_KINDS: ReadonlySet<string> = new Set(['max_travel_home', 'max_travel_last']);

/** What the funnel learnt about one team, for the conflicting set and the fixes. */
export interface TeamCapacity {
  team: number;
  teamId: string;
  name: string;
  games: number;
  unscheduled: number;
  steps: CapacityStep[];
  binding: DiagnosisRule | null;
  /** Slots each of the team's time constraints alone takes from it (by index in `time_constraints`); empty
   * for a team that is not short. */
  constraintLoss: number[];
  /** Slots its travel limits take (after its time constraints), and its home venues (enforce_home, home-only). */
  travelLoss: number;
  homeLoss: number;
}

/** The funnel of one division, with what the conflicting set and the fixes read from it. */
export interface DivisionCapacity {
  diagnosis: DivisionDiagnosis;
  scheduleIds: string[];
  teams: TeamCapacity[];
  /** Slot indexes (instance order) open to the division by the slot rules, and those left after travel. */
  open: number[];
  usable: number[];
  /** Open slots where unscheduled items of the division pass every static rule, with how many do: the shape to add. */
  fitting: { slot: number; games: number }[];
  /** Usable slots taken by other schedules' games or fixed games. */
  taken: number;
  /** Some team of the division shares a coach or player with another team under an active conflict method. */
  linked: boolean;
}

function firstShort(steps: CapacityStep[], games: number): DiagnosisRule | null {
  return steps.find((s) => s.left < games)?.rule ?? null;
}

/**
 * A copy of the model where every team's time constraints and travel limits are replaced: the solver's own
 * Feasibility then answers "with only these rules". Day rules are expanded by the solver's own code.
 */
function withTeamRules(
  model: SolveModel,
  rules: (team: Team, t: number) => { constraints: TimeConstraint[]; travel: Team['travel_constraint'] },
): SolveModel {
  const teams = model.teams.map((info, t) => {
    const team = model.instance.teams[t]!;
    const { constraints, travel } = rules(team, t);
    if (constraints === team.time_constraints && travel === team.travel_constraint) return info;
    return {
      ...info,
      travel,
      dayRules: buildTeamDayRules(
        { ...team, time_constraints: constraints },
        model.teamIndex,
        model.slots.minDay,
        model.slots.maxDay,
      ),
    };
  });
  return { ...model, teams };
}

/** One representative game per (home, visitor) of the division: static rules depend on nothing else. */
function representatives(games: readonly Game[]): Game[] {
  const seen = new Set<string>();
  const out: Game[] = [];
  for (const g of games) {
    const key = `${g.home_id}:${g.visitor_id}:${g.is_practice}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(g);
  }
  return out;
}

/**
 * Per slot of `slots`, the teams of the division that may play some game there by the static rules of
 * `model` (either orientation); a slot where a game names no team yet counts for no team but is usable.
 */
function usableBy(
  model: SolveModel,
  table: GameTable,
  slots: readonly number[],
  onlyTeam: number,
): { usable: boolean[]; teams: Set<number>[]; hosts: Set<number>[] } {
  const feasibility = new Feasibility(model, table, new Assignment(model, table));
  const usable: boolean[] = [];
  const teams: Set<number>[] = [];
  const hosts: Set<number>[] = [];
  for (const s of slots) {
    const here = new Set<number>();
    const hosting = new Set<number>();
    let any = false;
    for (let g = 0; g < table.resultCount; g++) {
      const h = table.home[g]!;
      const v = table.visitor[g]!;
      if (onlyTeam >= 0 && h !== onlyTeam && v !== onlyTeam) continue;
      // Nothing to learn when both teams are already known to host here.
      if (any && (h < 0 || hosting.has(h)) && (v < 0 || hosting.has(v))) continue;
      const flips = h >= 0 && v >= 0 && table.isPractice[g] === 0 ? [0, 1] : [0];
      for (const flip of flips) {
        if (feasibility.staticRule(g, s, flip) !== Rule.Ok) continue;
        any = true;
        if (h >= 0) here.add(h);
        if (v >= 0) here.add(v);
        const host = flip ? v : h;
        if (host >= 0) hosting.add(host);
      }
    }
    usable.push(any);
    teams.push(here);
    hosts.push(hosting);
  }
  return { usable, teams, hosts };
}

/** Schedule limits of the division: the strictest of its schedules (0 none). */
interface Limits {
  maxDay: number;
  maxWeek: number;
  rest: number;
  nights: number;
  practices: boolean;
}

function dayCap(model: SolveModel, limits: Limits, t: number, day: number): number {
  const rule = model.teams[t]!.dayRules[day - model.slots.minDay] ?? null;
  return Math.min(limits.maxDay || INF, rule ? rule.maxGames : INF);
}

/**
 * The most items one team can play in `slots` under the per-day and per-week limits alone (`spaced` false),
 * or also keeping rest minutes and nights between them (`spaced` true): earliest finish first, which is the
 * most for separation rules of this kind.
 */
function teamItems(
  model: SolveModel,
  limits: Limits,
  t: number,
  slots: readonly number[],
  spaced: boolean,
): number {
  const st = model.slots;
  const order = [...slots].sort(
    (a, b) => st.finishMs[a]! - st.finishMs[b]! || st.startMs[a]! - st.startMs[b]!,
  );
  const perDay = new Map<number, number>();
  const perWeek = new Map<number, number>();
  let lastFinish = Number.NEGATIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  let count = 0;
  const rest = limits.rest * MS_PER_MINUTE;
  for (const s of order) {
    const day = st.day[s]!;
    const week = st.week[s]!;
    if ((perDay.get(day) ?? 0) + 1 > dayCap(model, limits, t, day)) continue;
    if ((perWeek.get(week) ?? 0) + 1 > (limits.maxWeek || INF)) continue;
    if (spaced) {
      if (st.startMs[s]! < lastFinish + Math.max(rest, 0)) continue;
      if (limits.nights > 0 && day - lastDay < limits.nights) continue;
    } else if (st.startMs[s]! < lastFinish) continue;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
    lastFinish = st.finishMs[s]!;
    lastDay = day;
    count++;
  }
  return count;
}

/**
 * The items a division's usable slots can hold under the per-day and per-week limits (Reading 3): each day
 * at most its slots and what its playing teams may play that day, each week at most what they may play in a
 * week. A game takes two teams, a practice one. An upper bound, as the capacity check's is.
 */
function divisionItems(
  model: SolveModel,
  limits: Limits,
  slots: readonly number[],
  players: Set<number>[],
): number {
  const st = model.slots;
  const days = new Map<number, { week: number; slots: number; teams: Set<number>; open: boolean }>();
  slots.forEach((s, i) => {
    const day = st.day[s]!;
    const entry = days.get(day) ?? { week: st.week[s]!, slots: 0, teams: new Set<number>(), open: false };
    entry.slots++;
    if (players[i]!.size === 0) entry.open = true;
    for (const t of players[i]!) entry.teams.add(t);
    days.set(day, entry);
  });
  const per = limits.practices ? 1 : 2;
  const weeks = new Map<number, { items: number; teams: Set<number>; open: boolean }>();
  for (const [day, entry] of days) {
    let teamItemsOfDay = 0;
    for (const t of entry.teams) teamItemsOfDay += dayCap(model, limits, t, day);
    const items = entry.open ? entry.slots : Math.min(entry.slots, Math.floor(teamItemsOfDay / per));
    const week = weeks.get(entry.week) ?? { items: 0, teams: new Set<number>(), open: false };
    week.items += items;
    week.open ||= entry.open;
    for (const t of entry.teams) week.teams.add(t);
    weeks.set(entry.week, week);
  }
  let total = 0;
  for (const week of weeks.values()) {
    const cap = week.open || !limits.maxWeek ? INF : Math.floor((week.teams.size * limits.maxWeek) / per);
    total += Math.min(week.items, cap);
  }
  return total;
}

/**
 * The capacity funnel of one division (docs/diagnosis.md, "The engine"): the slots of the season of its kind,
 * then those left after each rule in DIAGNOSIS_RULES order, then the games they can hold. Every rule is the
 * solver's own: slot rules by `slotRefusal`, team rules by `Feasibility.staticRule` on copies of the model
 * holding only some of the rules. `runGames` are the run's games; `divisionId` names the division.
 */
export function capacityFunnel(
  instance: Instance,
  runGames: readonly Game[],
  divisionId: string,
): DivisionCapacity {
  const games = runGames.filter((g) => g.division_id === divisionId);
  const scheduleIds = [...new Set(games.map((g) => g.schedule_id as string))].filter((id) =>
    instance.schedules.some((s) => s.id === id),
  );
  const scoped: Instance = {
    ...instance,
    schedules: instance.schedules.filter((s) => scheduleIds.includes(s.id)),
  };
  const full = buildSolveModel(scoped);
  const st = full.slots;
  const reps = representatives(games.filter((g) => scheduleIds.includes(g.schedule_id)));
  const table = buildGameTable(full, reps);
  const divisionIndex = instance.divisions.findIndex((d) => d.id === divisionId);
  const teamIdx = full.teams.flatMap((info, t) => (info.division === divisionIndex ? [t] : []));

  // Slot rules, first refusal wins: the refusal tells how far each slot got.
  let ofKind = 0;
  let inDates = 0;
  const open: number[] = [];
  for (let s = 0; s < st.count; s++) {
    let best: number = SlotRefusal.Reserved;
    for (const info of full.schedules) {
      const r = slotRefusal(info, st, s);
      if (r === SlotRefusal.Open) best = r;
      else if (best !== SlotRefusal.Open && r > best) best = r;
    }
    if (best === SlotRefusal.Reserved || best === SlotRefusal.WrongKind) continue;
    ofKind++;
    if (best === SlotRefusal.OutsideDates) continue;
    inDates++;
    if (best === SlotRefusal.Open) open.push(s);
  }

  const homeModel = withTeamRules(full, (team) => ({
    constraints: team.time_constraints.filter((c) => c.kind === 'home_only'),
    travel: null,
  }));
  const timeModel = withTeamRules(full, (team) => ({
    constraints: team.time_constraints.filter((c) => !TRAVEL_KINDS.has(c.kind)),
    travel: null,
  }));
  const home = usableBy(homeModel, table, open, -1);
  const homeSlots = open.filter((_, i) => home.usable[i]);
  const time = usableBy(timeModel, table, homeSlots, -1);
  const timeSlots = homeSlots.filter((_, i) => time.usable[i]);
  const travel = usableBy(full, table, timeSlots, -1);
  const usable = timeSlots.filter((_, i) => travel.usable[i]);
  const players = travel.teams.filter((_, i) => travel.usable[i]);
  const hostsOf = travel.hosts.filter((_, i) => travel.usable[i]);

  const configs = full.schedules.map((i) => i.config);
  const strictest = (values: number[]) => {
    const set = values.filter((v) => v > 0);
    return set.length > 0 ? Math.min(...set) : 0;
  };
  const limits: Limits = {
    maxDay: strictest(configs.map((c) => c.max_games_day)),
    maxWeek: strictest(configs.map((c) => c.max_games_week)),
    rest: Math.max(0, ...configs.map((c) => c.min_minutes_rest)),
    nights: Math.max(0, ...configs.map((c) => c.next_game_offset)),
    practices: configs.every((c) => c.mode === 'practices'),
  };
  const per = limits.practices ? 1 : 2;
  const coachOn = configs.some((c) => c.use_coach_conflict_method || c.use_player_conflict_method);

  // Slots other schedules' games or fixed games already hold.
  const ownSchedules = new Set(scheduleIds);
  const takenSlots = new Set<number>();
  for (const g of [...runGames, ...instance.fixed_games]) {
    if (g.timeslot_id === null || (ownSchedules.has(g.schedule_id) && g.division_id === divisionId)) continue;
    const s = st.index.get(g.timeslot_id);
    if (s !== undefined) takenSlots.add(s);
  }
  const free = usable.filter((s) => !takenSlots.has(s));
  const freePlayers = players.filter((_, i) => !takenSlots.has(usable[i]!));
  const freeHosts = hostsOf.filter((_, i) => !takenSlots.has(usable[i]!));
  // A team's home and away counts stay within one over all its games, placed or not (docs/diagnosis.md,
  // "The capacity funnel"): of its `total` games at most ceil(total / 2) are away, so with h slots it may host in, it plays at most
  // min(h, ceil(total / 2)) + ceil(total / 2) of them.
  const hostCap = (n: number, total: number) =>
    limits.practices ? INF : Math.min(n, Math.ceil(total / 2)) + Math.ceil(total / 2);
  const hostCount = (sets: Set<number>[], t: number) => sets.filter((set) => set.has(t)).length;

  // Per team: the slots it may use after each rule, and the items they hold.
  const teamSlots = (slots: readonly number[], teams: Set<number>[], t: number) =>
    slots.filter((_, i) => teams[i]!.has(t));
  const teams: TeamCapacity[] = [];
  let restSum = 0;
  let freeRestSum = 0;
  let coachExcess = 0;
  const linkedTeams = new Set<number>();
  for (const t of teamIdx) {
    const teamId = instance.teams[t]!.id as string;
    const own = games.filter((g) => g.home_id === teamId || g.visitor_id === teamId);
    const homeT = teamSlots(open, home.teams, t);
    const timeT = teamSlots(homeSlots, time.teams, t);
    const travelT = teamSlots(timeSlots, travel.teams, t);
    const homeLeft = Math.min(homeT.length, hostCap(hostCount(home.hosts, t), own.length));
    const timeLeft = Math.min(homeLeft, timeT.length, hostCap(hostCount(time.hosts, t), own.length));
    const travelLeft = Math.min(timeLeft, travelT.length, hostCap(hostCount(travel.hosts, t), own.length));
    const limitsLeftT = Math.min(travelLeft, teamItems(full, limits, t, travelT, false));
    const restLeftT = Math.min(limitsLeftT, teamItems(full, limits, t, travelT, true));
    let coachLeftT = restLeftT;
    const links = full.teams[t]!.links;
    if (coachOn && links.length > 0) {
      // A shared coach or player: the two teams' items must not overlap, so they share one timeline.
      for (const link of links) {
        // Links to other divisions' teams meet their placed games, which other_games counts.
        if (!teamIdx.includes(link.team)) continue;
        linkedTeams.add(link.team);
        const both = [...new Set([...travelT, ...teamSlots(timeSlots, travel.teams, link.team)])];
        const shared = teamItems(full, { ...limits, maxDay: 0, maxWeek: 0 }, t, both, true);
        const otherNeeds = runGames.filter(
          (g) =>
            g.home_id === instance.teams[link.team]!.id || g.visitor_id === instance.teams[link.team]!.id,
        ).length;
        coachLeftT = Math.min(coachLeftT, Math.max(0, shared - otherNeeds));
      }
    }
    const freeT = teamSlots(free, freePlayers, t);
    const otherLeftT = Math.min(
      coachLeftT,
      teamItems(full, limits, t, freeT, true),
      hostCap(hostCount(freeHosts, t), own.length),
    );
    restSum += restLeftT;
    coachExcess += restLeftT - coachLeftT;
    freeRestSum += otherLeftT;
    const steps: CapacityStep[] = [
      { rule: 'dates', left: inDates },
      { rule: 'slot_rules', left: open.length },
      { rule: 'home_venues', left: homeLeft },
      { rule: 'time_constraints', left: timeLeft },
      { rule: 'travel', left: travelLeft },
      { rule: 'limits', left: limitsLeftT },
      { rule: 'rest', left: restLeftT },
      { rule: 'coach_conflicts', left: coachLeftT },
      { rule: 'other_games', left: otherLeftT },
    ];
    const binding = firstShort(steps, own.length);
    const unscheduledT = own.filter((g) => g.timeslot_id === null).length;
    // What each of its own rules alone takes: a model holding only that constraint. Only for a team that is
    // short: the conflicting set and the fixes look at no other team's rules.
    const short = binding !== null || unscheduledT > 0;
    const constraintLoss = (short ? instance.teams[t]!.time_constraints : []).map((c) => {
      const only = withTeamRules(full, (team, u) =>
        u === t
          ? { constraints: [c], travel: null }
          : { constraints: team.time_constraints, travel: team.travel_constraint },
      );
      const with1 = usableBy(only, table, open, t);
      return open.length - open.filter((_, i) => with1.teams[i]!.has(t)).length;
    });
    teams.push({
      team: t,
      teamId,
      name: instance.teams[t]!.name,
      games: own.length,
      unscheduled: unscheduledT,
      steps,
      binding,
      constraintLoss,
      travelLoss: timeLeft - travelLeft,
      homeLoss: open.length - homeLeft,
    });
  }

  const waiting = representatives(
    games.filter((g) => g.timeslot_id === null && scheduleIds.includes(g.schedule_id)),
  );
  const waitingTable = buildGameTable(full, waiting);
  const fitting: { slot: number; games: number }[] = [];
  {
    const feasibility = new Feasibility(full, waitingTable, new Assignment(full, waitingTable));
    for (const slot of open) {
      let n = 0;
      for (let g = 0; g < waitingTable.resultCount; g++) {
        if (feasibility.staticRule(g, slot, 0) === Rule.Ok) n++;
        else if (waitingTable.visitor[g]! >= 0 && feasibility.staticRule(g, slot, 1) === Rule.Ok) n++;
      }
      if (n > 0) fitting.push({ slot, games: n });
    }
  }

  const limitsLeft = Math.min(usable.length, divisionItems(full, limits, usable, players));
  const restLeft = Math.min(limitsLeft, Math.floor(restSum / per));
  const coachLeft = Math.max(0, restLeft - Math.ceil(coachExcess / per));
  const freeItems = divisionItems(full, limits, free, freePlayers);
  const otherLeft = Math.min(coachLeft, freeItems, Math.floor(freeRestSum / per));
  const steps: CapacityStep[] = [
    { rule: 'dates', left: inDates },
    { rule: 'slot_rules', left: open.length },
    { rule: 'home_venues', left: homeSlots.length },
    { rule: 'time_constraints', left: timeSlots.length },
    { rule: 'travel', left: usable.length },
    { rule: 'limits', left: limitsLeft },
    { rule: 'rest', left: restLeft },
    { rule: 'coach_conflicts', left: coachLeft },
    { rule: 'other_games', left: otherLeft },
  ];
  const unscheduled = games.filter((g) => g.timeslot_id === null).length;
  const shortfall = (c: TeamCapacity) => c.games - Math.min(...c.steps.map((s) => s.left));
  const shown = teams
    .filter((c) => c.binding !== null || c.unscheduled > 0)
    .sort((a, b) => shortfall(b) - shortfall(a) || b.unscheduled - a.unscheduled || a.team - b.team)
    .slice(0, MAX_TEAMS);
  const teamDiagnoses: TeamDiagnosis[] = shown.map((c) => ({
    team_id: c.teamId,
    team: c.name,
    games: c.games,
    unscheduled: c.unscheduled,
    steps: c.steps,
    binding: c.binding,
  }));
  const division = instance.divisions[divisionIndex]!;
  return {
    diagnosis: {
      division_id: division.id,
      division: division.name,
      schedule_ids: scheduleIds,
      games: games.length,
      unscheduled,
      slots: ofKind,
      steps,
      binding: firstShort(steps, games.length),
      teams: teamDiagnoses,
    },
    scheduleIds,
    teams,
    open,
    usable,
    fitting,
    taken: usable.length - free.length,
    linked: linkedTeams.size > 0,
  };
}
