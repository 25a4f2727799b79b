import { explainUnscheduled } from '../explain/explain-unscheduled.ts';
import { reasonGame } from '../explain/game-label.ts';
import { type Reason, reason, reasonText } from '../explain/reason.ts';
import type { TimeslotId } from '../model/ids.ts';
import type { Game, Instance, Result } from '../model/instance.ts';
import { buildSolveModel } from '../model/solve-model.ts';
import { buildGameTable } from './game-table.ts';
import { Search, type SearchProgress } from './search.ts';

/** Progress of a solve, as the web app's job shows it. */
export interface SolveProgress {
  attempt: number;
  best_scheduled: number;
  scheduled: number;
  remaining: number;
  total: number;
}

/** Options of a solve; every field is optional. */
export interface SolveOptions {
  /** Same seed, same instance: same result. Default 1. */
  seed?: number;
  /** Safety net only (the search stops by iteration budgets); the best result so far is returned. Default 30 s. */
  timeLimitMs?: number;
  /** Aborting stops the search within 200 ms with the best result so far. */
  signal?: AbortSignal;
  onProgress?: (progress: SolveProgress) => void;
  /** Clock in milliseconds, for tests; default Date.now. */
  now?: () => number;
}

/**
 * What the library's solve answers: the contract's Result plus each unscheduled game's reason as data
 * (`unscheduled_details`, by game id), which `unscheduled_reasons` renders in English. The command line writes
 * the Result alone.
 */
export interface SolveResult extends Result {
  unscheduled_details: Record<string, Reason>;
}

const PAUSE_EVERY_MS = 25;

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function toProgress(p: SearchProgress): SolveProgress {
  return {
    attempt: p.attempt,
    best_scheduled: p.bestScheduled,
    scheduled: p.scheduled,
    remaining: p.total - p.scheduled,
    total: p.total,
  };
}

/**
 * Places the given games (already generated; fixed ones keep their slot) and builds the contract Result.
 * Yields to the event loop every ~25 ms of work, so progress flows and an abort or the time limit stops it
 * promptly; the assignment is legal at every pause, so stopping early still returns a valid partial result.
 */
export async function placeGames(
  instance: Instance,
  games: Game[],
  options: SolveOptions = {},
): Promise<SolveResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const deadline = started + (options.timeLimitMs ?? 30_000);
  const model = buildSolveModel(instance);
  const table = buildGameTable(model, games);
  const search = new Search(model, table, options.seed ?? 1);
  let lastPause = now();
  let stopped: 'cancelled' | null = null;
  for (const progress of search.run()) {
    const t = now();
    if (t - lastPause < PAUSE_EVERY_MS) continue;
    options.onProgress?.(toProgress(progress));
    await pause();
    lastPause = now();
    if (options.signal?.aborted) stopped = 'cancelled';
    if (stopped || lastPause >= deadline) break;
  }
  search.finish();
  const state = search.state;
  const out: Game[] = [];
  const reasons: Record<string, string> = {};
  const details: Record<string, Reason> = {};
  let scheduled = 0;
  for (let g = 0; g < table.resultCount; g++) {
    const game = table.games[g]!;
    const s = state.slotOf[g]!;
    const flipped = state.flipped[g] === 1;
    out.push({
      ...game,
      home_id: flipped ? game.visitor_id : game.home_id,
      visitor_id: flipped ? game.home_id : game.visitor_id,
      home_from: flipped ? game.visitor_from : game.home_from,
      visitor_from: flipped ? game.home_from : game.visitor_from,
      timeslot_id: s >= 0 ? (instance.timeslots[s]!.id as TimeslotId) : null,
    });
    if (s >= 0) scheduled++;
    // A stopped search answers at once: re-checking every slot of every game could take seconds.
    else {
      details[game.id] = stopped
        ? reason('unscheduled.stopped', { game: reasonGame(model, table, state, g, -1) })
        : explainUnscheduled(search.feasibility, g);
      reasons[game.id] = reasonText(details[game.id]!);
    }
  }
  const total = table.resultCount;
  options.onProgress?.({
    attempt: search.attempt,
    best_scheduled: scheduled,
    scheduled,
    remaining: total - scheduled,
    total,
  });
  return {
    format_version: 1,
    status: scheduled === total ? 'complete' : 'partial',
    games: out,
    unscheduled_reasons: reasons,
    unscheduled_details: details,
    metrics: {
      scheduled,
      unscheduled: total - scheduled,
      success_rate: Math.ceil((100 * scheduled) / Math.max(1, total)),
      elapsed_ms: Math.round(now() - started),
    },
  };
}
