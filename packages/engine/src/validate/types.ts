/**
 * One name per hard rule of docs/engine-contract.md. A validation report lists each broken rule under
 * exactly one of these names, so callers can group, count and filter without parsing messages.
 */
export type ViolationRule =
  | 'slot_unknown'
  | 'slot_reused'
  | 'slot_reserved'
  | 'slot_kind'
  | 'outside_dates'
  | 'weekend_method'
  | 'division_not_open'
  | 'single_division_slot'
  | 'neutral_not_allowed'
  | 'team_overlap'
  | 'max_games_day'
  | 'max_games_week'
  | 'min_rest'
  | 'next_game_offset'
  | 'enforce_home'
  | 'coach_conflict'
  | 'player_conflict'
  | 'time_constraint'
  | 'travel_limit'
  | 'dependency_order'
  | 'dependency_unscheduled'
  | 'pairing'
  | 'status_mismatch'
  | 'metrics_mismatch'
  | 'fixed_game_moved';

/**
 * One broken rule. The message names teams by name, dates and times on the local clock, and slot ids;
 * game_ids and team_ids list every game and team involved (possibly empty for result-level rules).
 */
export interface Violation {
  rule: ViolationRule;
  message: string;
  game_ids: string[];
  team_ids: string[];
}

/**
 * Counts recomputed from the result (never copied from its metrics) and balance spreads, each the maximum
 * over every team of every schedule; a spread is 0 when nothing of the schedule is placed.
 */
export interface ValidationMetrics {
  scheduled: number;
  unscheduled: number;
  /** ceil(100 × scheduled / max(1, scheduled + unscheduled)). */
  success_rate: number;
  /** Result games, scheduled or not. */
  games: number;
  violations: number;
  // The four spreads are analyse/spreads.ts' definitions (balanceSpreads), the ones the solver mirrors.
  /** A team's free-choice games per venue, max − min over the venues where its schedule played any such game. */
  venue_spread: number;
  /** |early − late| of a team; early means starting before the midpoint of its schedule's earliest and latest start. */
  early_late_spread: number;
  /** A team's games per weekday, max − min over the weekdays holding a tenth of its schedule's games. */
  weekday_spread: number;
  /** A team's games per week, max − min over the weeks of the schedule's range with an eligible slot. */
  week_spread: number;
}

/** The referee's verdict: empty violations means every hard rule holds. */
export interface ValidationReport {
  violations: Violation[];
  metrics: ValidationMetrics;
}
