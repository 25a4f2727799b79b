import { Assignment } from '../assign/assignment.ts';
import { placedFrame } from '../assign/balance-frame.ts';
import { Feasibility } from '../assign/feasibility.ts';
import { buildGameTable, type GameTable } from '../assign/game-table.ts';
import { createRng } from '../assign/prng.ts';
import { Rule } from '../assign/rule.ts';
import { SoftCost } from '../assign/soft-cost.ts';
import { explainUnscheduled } from '../explain/explain-unscheduled.ts';
import { reasonGame } from '../explain/game-label.ts';
import { type Reason, reason } from '../explain/reason.ts';
import type { Game, Instance } from '../model/instance.ts';
import { InstanceError } from '../model/instance-error.ts';
import { buildSolveModel, type SolveModel } from '../model/solve-model.ts';
import { cancelledSlots, checkCancelSpec } from './cancelled-slots.ts';
import type { CancelSpec, ReplanMove, ReplanOptions, ReplanResult } from './replan-types.ts';

/** Most games outside the cancelled ones that one cancelled game may move to make room (docs/replans.md). */
const MAX_EXTRA = 2;
/** Deepest chain of ejections below a cancelled game (each level moves the game it lands on). */
const MAX_DEPTH = 3;
/** Feasibility checks allowed per cancelled game and extra-move level: keeps the search bounded. */
const NODE_BUDGET = 60_000;
/** Balance: per day between a game's new date and its original one (the organiser's first concern). */
const DAY_WEIGHT = 10;
/** Balance: a slot the organiser did not add, when some were added, outweighs any distance in days. */
const NOT_ADDED_PENALTY = 10_000;
/** Balance: the soft objective's change (SoftCost over the schedule's own frame), a tie-breaker. */
const SOFT_WEIGHT = 0.1;
const DEFAULT_TIME_LIMIT_MS = 10_000;

/** One step of a plan: game g goes to slot s (-1: lifted out of its slot). */
interface Op {
  g: number;
  s: number;
}

/** The best way found to place one game, with its cost in the objective's order. */
interface Plan {
  ops: Op[];
  extra: number;
  teams: number;
  balance: number;
}

function better(a: Plan, b: Plan | null): boolean {
  if (!b) return true;
  if (a.extra !== b.extra) return a.extra < b.extra;
  if (a.teams !== b.teams) return a.teams < b.teams;
  return a.balance < b.balance - 1e-9;
}

/**
 * The replan's working state: every game in its current slot, the cancelled ones lifted, and a bounded
 * search that places each lifted game with the fewest other games moved (docs/replans.md, "The engine").
 */
class Replanner {
  readonly state: Assignment;
  readonly feasibility: Feasibility;
  cost: SoftCost;
  /** Slot each game started in (-1: unscheduled); the distance term measures days from it. */
  readonly original: Int32Array;
  /** Games the re-plan already changes: the cancelled ones and every game moved by a committed plan. */
  readonly moved: Uint8Array;
  /** Teams already affected (a cancelled game's teams, and those of every committed move). */
  readonly affected: Uint8Array;
  /** Games placed by the plan being explored above the current one: never ejected again (no cycles). */
  private readonly pinned: Uint8Array;
  private readonly touched: Int32Array;
  private readonly teamTouched: Int32Array;
  private readonly added: Uint8Array;
  private readonly hasAdded: boolean;
  private readonly candidateCache = new Map<number, Int32Array>();
  private readonly blockers: number[] = [];
  private nodes = 0;
  private nodeLimit = 0;
  /** Undo log of the plan being explored: game and the slot it had before each op. */
  private readonly log: Op[] = [];

  constructor(
    readonly model: SolveModel,
    readonly table: GameTable,
    added: ReadonlySet<number>,
  ) {
    this.state = new Assignment(model, table);
    this.feasibility = new Feasibility(model, table, this.state);
    this.original = new Int32Array(table.count).fill(-1);
    this.moved = new Uint8Array(table.count);
    this.affected = new Uint8Array(model.teams.length);
    this.pinned = new Uint8Array(table.count);
    this.touched = new Int32Array(table.count);
    this.teamTouched = new Int32Array(model.teams.length);
    this.added = new Uint8Array(model.slots.count);
    for (const s of added) this.added[s] = 1;
    this.hasAdded = added.size > 0;
    this.cost = new SoftCost(model, table, this.state, placedFrame(model, table, this.state));
  }

  /** Re-reads the soft objective over the placement as it stands (after the starting slots are set). */
  resetCost(): void {
    this.cost = new SoftCost(
      this.model,
      this.table,
      this.state,
      placedFrame(this.model, this.table, this.state),
    );
    for (let g = 0; g < this.table.count; g++) {
      const s = this.state.slotOf[g]!;
      if (s >= 0) this.cost.apply(g, s, 1);
    }
  }

  private put(g: number, s: number): void {
    this.state.place(g, s);
    this.cost.apply(g, s, 1);
  }

  private lift(g: number): void {
    this.cost.apply(g, this.state.slotOf[g]!, -1);
    this.state.unplace(g);
  }

  /** Applies one op and logs how to undo it. */
  private step(op: Op): void {
    const from = this.state.slotOf[op.g]!;
    this.log.push({ g: op.g, s: from });
    if (from >= 0) this.lift(op.g);
    if (op.s >= 0) this.put(op.g, op.s);
  }

  /** Undoes the log back to `mark`. */
  private undo(mark: number): void {
    while (this.log.length > mark) {
      const { g, s } = this.log.pop()!;
      if (this.state.slotOf[g]! >= 0) this.lift(g);
      if (s >= 0) this.put(g, s);
    }
  }

  /** Slots g could take as generated (no home/away swap: that would change the game): open and static rules. */
  candidates(g: number): Int32Array {
    let list = this.candidateCache.get(g);
    if (list) return list;
    const info = this.model.schedules[this.table.schedule[g]!];
    const out: number[] = [];
    if (info && !this.table.fixed[g]) {
      for (const s of info.eligible) if (this.feasibility.staticRule(g, s, 0) === Rule.Ok) out.push(s);
    }
    list = Int32Array.from(out);
    this.candidateCache.set(g, list);
    return list;
  }

  /** Free slots where g is legal now: the hardest-first order of the cancelled games. */
  freeCount(g: number): number {
    let n = 0;
    for (const s of this.candidates(g)) {
      if (this.state.gameAt[s] === -1 && this.feasibility.scan(g, s, 0, null) === Rule.Ok) n++;
    }
    return n;
  }

  /** Balance term of g in slot s: days from its original date, and the preference for added slots. */
  private placeScore(g: number, s: number): number {
    const o = this.original[g]!;
    const slots = this.model.slots;
    const days = o >= 0 ? Math.abs(slots.day[s]! - slots.day[o]!) : 0;
    return days * DAY_WEIGHT + (this.hasAdded && !this.added[s] ? NOT_ADDED_PENALTY : 0);
  }

  /** Teams of g not yet affected nor counted in the plan being explored; `sign` adds or removes g's count. */
  private countTeams(g: number, sign: 1 | -1): number {
    let fresh = 0;
    for (const t of [this.table.home[g]!, this.table.visitor[g]!]) {
      if (t < 0) continue;
      if (sign === 1) {
        if (this.teamTouched[t] === 0 && !this.affected[t]) fresh++;
        this.teamTouched[t]!++;
      } else this.teamTouched[t]!--;
    }
    return fresh;
  }

  /**
   * The best plan placing g (lifted) with at most `budget` games moved that the re-plan does not move yet.
   * Free legal slots first: when one exists nothing else is moved. Otherwise each slot whose occupant and
   * blockers (Feasibility's scan) may move is tried: they are lifted, g placed, and each of them placed by the
   * same search one level down. The state is unchanged on return; null when nothing fits the budget.
   */
  best(g: number, budget: number, depth: number): Plan | null {
    const state = this.state;
    let best: Plan | null = null;
    const blockedSlots: number[] = [];
    for (const s of this.candidates(g)) {
      if (this.nodes >= this.nodeLimit) break;
      this.nodes++;
      const occupant = state.gameAt[s]!;
      if (occupant >= 0) {
        blockedSlots.push(s);
        continue;
      }
      const rule = this.feasibility.scan(g, s, 0, null);
      if (rule === Rule.Ok) {
        const before = this.cost.total;
        this.put(g, s);
        const balance = this.placeScore(g, s) + SOFT_WEIGHT * (this.cost.total - before);
        this.lift(g);
        const plan: Plan = { ops: [{ g, s }], extra: 0, teams: 0, balance };
        if (better(plan, best)) best = plan;
      } else blockedSlots.push(s);
    }
    if (best || depth >= MAX_DEPTH) return best;
    // Nearest dates (and added slots) first, so a truncated search has tried the likeliest ones.
    blockedSlots.sort((a, b) => this.placeScore(g, a) - this.placeScore(g, b) || a - b);
    for (const s of blockedSlots) {
      if (this.nodes >= this.nodeLimit) break;
      const plan = this.tryEject(g, s, budget, depth);
      if (plan && better(plan, best)) best = plan;
    }
    return best;
  }

  /** The games standing in g's way at s (occupant and blockers), or null when one of them may not move. */
  private blockersAt(g: number, s: number): number[] | null {
    this.nodes++;
    const rule = this.feasibility.scan(g, s, 0, this.blockers);
    if (rule !== Rule.Ok && rule !== Rule.Blocked) return null;
    const list = [...this.blockers];
    const occupant = this.state.gameAt[s]!;
    if (occupant >= 0) {
      if (this.table.fixed[occupant] || this.state.hasPlacedDependent(occupant)) return null;
      if (!list.includes(occupant)) list.push(occupant);
    }
    for (const b of list) if (this.pinned[b] || this.table.fixed[b]) return null;
    return list;
  }

  /** Places g at s after moving what stands there; the plan's cost counts each newly moved game once. */
  private tryEject(g: number, s: number, budget: number, depth: number): Plan | null {
    const list = this.blockersAt(g, s);
    if (!list || list.length === 0) return null;
    let extra = 0;
    for (const b of list) if (!this.moved[b] && this.touched[b] === 0) extra++;
    if (extra > budget) return null;
    const mark = this.log.length;
    const before = this.cost.total;
    let teams = 0;
    for (const b of list) {
      if (this.touched[b]!++ === 0 && !this.moved[b]) teams += this.countTeams(b, 1);
      this.step({ g: b, s: -1 });
    }
    this.step({ g, s });
    this.pinned[g] = 1;
    let ok = true;
    let used = extra;
    for (const b of list) {
      const sub = this.best(b, budget - used, depth + 1);
      if (!sub) {
        ok = false;
        break;
      }
      for (const op of sub.ops) this.step(op);
      used += sub.extra;
      teams += sub.teams;
    }
    let plan: Plan | null = null;
    if (ok) {
      const ops = finalOps(
        this.log.slice(mark).map((entry) => entry.g),
        this.state.slotOf,
      );
      let balance = SOFT_WEIGHT * (this.cost.total - before);
      for (const op of ops) if (op.s >= 0) balance += this.placeScore(op.g, op.s);
      plan = { ops, extra: used, teams, balance };
    }
    this.pinned[g] = 0;
    this.undo(mark);
    for (const b of list) {
      if (--this.touched[b]! === 0 && !this.moved[b]) this.countTeams(b, -1);
    }
    return plan;
  }

  /** Runs a plan for real and marks its games and teams as changed. */
  commit(plan: Plan): void {
    for (const op of plan.ops) this.step(op);
    this.log.length = 0;
    for (const op of plan.ops) {
      this.moved[op.g] = 1;
      for (const t of [this.table.home[op.g]!, this.table.visitor[op.g]!]) if (t >= 0) this.affected[t] = 1;
    }
  }

  /** Searches each extra-move level in turn (0, 1, 2) and returns the first plan found. */
  place(g: number): Plan | null {
    for (let budget = 0; budget <= MAX_EXTRA; budget++) {
      this.nodes = 0;
      this.nodeLimit = NODE_BUDGET;
      const plan = this.best(g, budget, 0);
      if (plan) return plan;
    }
    return null;
  }

  /** Puts a game in its starting slot (setup only). */
  start(g: number, s: number): void {
    this.original[g] = s;
    this.state.place(g, s);
  }
}

/**
 * An explored plan as final placements of the games it touched: every one lifted first (so no slot is taken
 * twice on replay), then each put in its final slot.
 */
function finalOps(touched: readonly number[], slotOf: Int32Array): Op[] {
  const games = [...new Set(touched)];
  const ops: Op[] = games.map((g) => ({ g, s: -1 }));
  for (const g of games) if (slotOf[g]! >= 0) ops.push({ g, s: slotOf[g]! });
  return ops;
}

function checkOptions(instance: Instance, games: readonly Game[], options: ReplanOptions) {
  const slotIds = new Set(instance.timeslots.map((t) => t.id as string));
  (options.added_timeslot_ids ?? []).forEach((id, i) => {
    if (!slotIds.has(id)) throw new InstanceError(`added_timeslot_ids[${i}]`, `unknown timeslot "${id}"`);
  });
  const gameIds = new Set<string>();
  games.forEach((game, i) => {
    if (gameIds.has(game.id)) throw new InstanceError(`games[${i}].id`, `duplicate game id "${game.id}"`);
    gameIds.add(game.id);
    if (game.timeslot_id !== null && !slotIds.has(game.timeslot_id))
      throw new InstanceError(`games[${i}].timeslot_id`, `unknown timeslot "${game.timeslot_id}"`);
  });
  (options.locked_game_ids ?? []).forEach((id, i) => {
    if (!gameIds.has(id)) throw new InstanceError(`locked_game_ids[${i}]`, `unknown game "${id}"`);
  });
  if (options.not_before !== undefined && Number.isNaN(Date.parse(options.not_before)))
    throw new InstanceError('not_before', `not an ISO 8601 instant: "${options.not_before}"`);
}

/**
 * Re-plans after a rain-out or a closed venue (docs/replans.md, "The engine"). The slots matching `cancel`
 * become unusable and their games are lifted; every other game starts in its current slot, and locked games
 * and games of schedules outside the instance never move. Each cancelled game, hardest first, goes to the
 * free legal slot with the best balance; when none exists, the fewest other games (one, then two) are moved
 * into free legal slots to make room. Lexicographic objective: games moved, then teams affected, then
 * balance (days from the original date, added slots first, the soft objective last). Every placement passes
 * the solver's Feasibility, so every hard rule holds; games the plan does not touch keep their slots.
 * Deterministic for a seed.
 */
export async function replan(
  instance: Instance,
  games: Game[],
  cancel: CancelSpec,
  options: ReplanOptions = {},
): Promise<ReplanResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const deadline = started + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  checkCancelSpec(cancel, instance.venues);
  checkOptions(instance, games, options);

  const venueOfSurface = new Map<string, string>();
  for (const v of instance.venues) for (const s of v.surfaces) venueOfSurface.set(s.id, v.id);
  const cancelled = cancelledSlots(cancel, instance.timezone, instance.timeslots, venueOfSurface);
  const cancelledSet = new Set(cancelled);
  const locked = new Set<string>(options.locked_game_ids ?? []);
  const scheduleIds = new Set(instance.schedules.map((s) => s.id as string));
  // Locked games and games of other schedules are the instance's fixed games: the solver never moves those.
  const fixed = games.filter(
    (g) => g.timeslot_id !== null && (locked.has(g.id) || !scheduleIds.has(g.schedule_id)),
  );
  const notBefore =
    options.not_before === undefined ? Number.NEGATIVE_INFINITY : Date.parse(options.not_before);
  // Cancelled slots, and slots already past, are closed as reserved ones are: no rule or reason changes.
  const closed: Instance = {
    ...instance,
    timeslots: instance.timeslots.map((t, i) =>
      cancelledSet.has(i) || Date.parse(t.start) < notBefore ? { ...t, is_reserved: true } : t,
    ),
    fixed_games: fixed,
  };
  const model = buildSolveModel(closed);
  const table = buildGameTable(model, games);
  const added = new Set((options.added_timeslot_ids ?? []).map((id) => model.slots.index.get(id)!));
  const r = new Replanner(model, table, added);

  const lifted: number[] = [];
  for (let g = 0; g < games.length; g++) {
    const id = games[g]!.timeslot_id;
    if (id === null) continue;
    const s = model.slots.index.get(id)!;
    const other = r.state.gameAt[s]!;
    if (other >= 0)
      throw new InstanceError(
        `games[${g}].timeslot_id`,
        `timeslot "${id}" already holds game "${games[other]!.id}"`,
      );
    if (cancelledSet.has(s) && !table.fixed[g]) {
      r.original[g] = s;
      lifted.push(g);
    } else r.start(g, s);
  }
  r.resetCost();
  for (const g of lifted) {
    r.moved[g] = 1;
    for (const t of [table.home[g]!, table.visitor[g]!]) if (t >= 0) r.affected[t] = 1;
  }

  // Hardest first: fewest free legal slots; ties in a seeded order, so a seed always gives the same plan.
  const rng = createRng(options.seed ?? 1);
  const order = lifted
    .map((g) => ({ g, free: r.freeCount(g), tie: rng() }))
    .sort((a, b) => a.free - b.free || a.tie - b.tie)
    .map((x) => x.g);
  const unplacedGames: number[] = [];
  for (const g of order) {
    const plan = now() < deadline ? r.place(g) : null;
    if (plan) r.commit(plan);
    else unplacedGames.push(g);
  }

  const unplaced: { game_id: string; reason: Reason }[] = [];
  for (const g of unplacedGames)
    unplaced.push({ game_id: games[g]!.id, reason: explainUnscheduled(r.feasibility, g) });
  // A bracket game whose feeder lost its slot cannot stay placed (dependency rule): it is lifted too.
  const queue = [...unplacedGames];
  while (queue.length > 0) {
    const f = queue.shift()!;
    for (const d of table.dependents[f]!) {
      const s = r.state.slotOf[d]!;
      if (s < 0 || table.fixed[d]) continue;
      r.state.unplace(d);
      queue.push(d);
      unplaced.push({
        game_id: games[d]!.id,
        reason: reason('unscheduled.feeder', {
          game: reasonGame(model, table, r.state, d, -1),
          feeder: reasonGame(model, table, r.state, f, -1),
        }),
      });
    }
  }

  const slotId = (s: number) => (s >= 0 ? (closed.timeslots[s]!.id as string) : null);
  const moves: ReplanMove[] = [];
  const teams = new Set<string>();
  const note = (g: number) => {
    for (const id of [games[g]!.home_id, games[g]!.visitor_id]) if (id !== null) teams.add(id);
  };
  for (const g of lifted) {
    moves.push({
      game_id: games[g]!.id,
      from_timeslot_id: slotId(r.original[g]!),
      to_timeslot_id: slotId(r.state.slotOf[g]!),
      cancelled: true,
    });
    note(g);
  }
  for (let g = 0; g < games.length; g++) {
    if (cancelledSet.has(r.original[g]!) && !table.fixed[g]) continue;
    if (r.state.slotOf[g] === r.original[g]) continue;
    moves.push({
      game_id: games[g]!.id,
      from_timeslot_id: slotId(r.original[g]!),
      to_timeslot_id: slotId(r.state.slotOf[g]!),
      cancelled: false,
    });
    note(g);
  }
  return {
    cancelled_timeslot_ids: cancelled.map((s) => instance.timeslots[s]!.id as string),
    cancelled_games: lifted.length,
    moves,
    moved: moves.filter((m) => m.to_timeslot_id !== null && m.to_timeslot_id !== m.from_timeslot_id).length,
    unplaced,
    teams_affected: teams.size,
    elapsed_ms: Math.round(now() - started),
  };
}
