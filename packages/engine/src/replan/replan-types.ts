import type { Reason } from '../explain/reason.ts';

/**
 * A rain-out or a closed venue, and the re-plan that follows (docs/replans.md). Plain snake_case data.
 */

/**
 * What is cancelled: every slot matching all the given parts. `date` is a local date (YYYY-MM-DD) in the
 * instance's time zone; `from`/`to` local clock times (HH:MM) on that date, or on every date when `date` is
 * null; `venue_id`/`surface_id` narrow it to one venue or surface. At least one part is given.
 */
export interface CancelSpec {
  date: string | null;
  venue_id: string | null;
  surface_id: string | null;
  from: string | null;
  to: string | null;
}

/** Options of a re-plan; every field is optional. */
export interface ReplanOptions {
  /** Games that must not move (played, started, or kept by the organiser); their slots stay theirs. */
  locked_game_ids?: readonly string[];
  /** Slots added for the re-plan (already in `instance.timeslots`) that it should prefer. */
  added_timeslot_ids?: readonly string[];
  /**
   * An instant (ISO 8601 with offset): no game is moved into a slot starting before it, so a re-plan never
   * proposes a time already past. Default: any time.
   */
  not_before?: string;
  seed?: number;
  timeLimitMs?: number;
  now?: () => number;
}

/** One game's change: from its slot to another, or out of its cancelled slot with nowhere to go. */
export interface ReplanMove {
  game_id: string;
  from_timeslot_id: string | null;
  to_timeslot_id: string | null;
  /** True for a game whose own slot was cancelled; false for a game moved to make room. */
  cancelled: boolean;
}

export interface ReplanResult {
  /** The cancelled slots (matching the spec). */
  cancelled_timeslot_ids: string[];
  /** Games that sat in the cancelled slots. */
  cancelled_games: number;
  /** Every game whose slot changes, cancelled ones first. */
  moves: ReplanMove[];
  /** Games whose slot changes (moves with a new slot). */
  moved: number;
  /** Games left without a slot, each with why. */
  unplaced: { game_id: string; reason: Reason }[];
  /** Distinct teams playing in a moved or unplaced game. */
  teams_affected: number;
  elapsed_ms: number;
}
