import type { Reason } from '../explain/reason.ts';

/**
 * Why a run ended below 100%, at the level of the league, and what would fix it (docs/diagnosis.md). Plain
 * data in snake_case: the command line writes it as the result's optional `diagnosis`, the API stores it on
 * the schedule, and the web app renders its reasons in the user's language.
 */

/**
 * The rules a division's capacity is counted after, in the order they are applied: each step keeps what the
 * previous one left. `dates`: slots of the season within the schedule's dates; `slot_rules`: of those, the
 * slot kind (game or practice), division openness, neutral and single-division options and the weekend
 * method; `home_venues`: slots where some game of the division may be hosted (enforce_home, home-only days);
 * `time_constraints`: the teams' no-play days and time windows; `travel`: the teams' travel limits;
 * `limits`: the games those slots can hold under max_games_day, max_games_week and max_games constraints;
 * `rest`: under min_minutes_rest and next_game_offset; `coach_conflicts`: under shared coaches and players;
 * `other_games`: what other divisions' games and fixed games leave free.
 */
export const DIAGNOSIS_RULES = [
  'dates',
  'slot_rules',
  'home_venues',
  'time_constraints',
  'travel',
  'limits',
  'rest',
  'coach_conflicts',
  'other_games',
] as const;
export type DiagnosisRule = (typeof DIAGNOSIS_RULES)[number];

/** What is left after one rule: slots (`dates` .. `travel`) or games the slots can hold (`limits` on). */
export interface CapacityStep {
  rule: DiagnosisRule;
  left: number;
}

/** A team whose own capacity binds: it needs `games` items and its rules leave fewer. */
export interface TeamDiagnosis {
  team_id: string;
  team: string;
  games: number;
  unscheduled: number;
  steps: CapacityStep[];
  /** The first rule after which `left` is below `games`; null when no single step explains it. */
  binding: DiagnosisRule | null;
}

/** One division of the run: the games it needs against the capacity each rule leaves (only short ones). */
export interface DivisionDiagnosis {
  division_id: string;
  division: string;
  schedule_ids: string[];
  /** Items (games or practices) of the division in the run, and how many were left unscheduled. */
  games: number;
  unscheduled: number;
  /** Slots of the season before any rule (same kind as the division's items). */
  slots: number;
  steps: CapacityStep[];
  binding: DiagnosisRule | null;
  /** Teams where the shortfall binds, largest shortfall first (at most 10). */
  teams: TeamDiagnosis[];
}

/** One rule of a conflicting set, named for the user: its kind, the team when it is a team's, and a reason. */
export interface ConflictRule {
  rule: DiagnosisRule;
  team_id: string | null;
  team: string | null;
  /** Codes `conflict_rule.*` with their names (docs/diagnosis.md). */
  reason: Reason;
}

/**
 * A small set of rules that alone leaves `games` of the division's items unplaceable: with only these rules
 * (and slot occupancy) the items still cannot all be placed, and dropping any one of them lets them be.
 */
export interface ConflictSet {
  division_id: string;
  games: number;
  rules: ConflictRule[];
}

/** A slot a fix would add: instants with offset, on a surface, open to the fix's division. */
export interface FixSlot {
  start: string;
  finish: string;
  venue_id: string;
  surface_id: string;
}

/** The schedule settings a fix may change, with their contract names. */
export type FixSetting =
  | { setting: 'use_unassigned_timeslots'; value: true }
  | { setting: 'schedule_end'; value: string }
  | { setting: 'enforce_home'; value: false }
  | { setting: 'max_games_week'; value: number }
  | { setting: 'max_games_day'; value: number }
  | { setting: 'min_minutes_rest'; value: number }
  | { setting: 'next_game_offset'; value: number }
  | { setting: 'use_weekend_method'; value: false }
  | { setting: 'use_practice_timeslots'; value: true };

/** A change that would place more games: real slots, a schedule setting, or one team's rule relaxed. */
export type Fix =
  | { kind: 'add_slots'; division_id: string; slots: FixSlot[] }
  | ({ kind: 'change_setting'; schedule_id: string } & FixSetting)
  | {
      kind: 'relax_team_rule';
      team_id: string;
      /** `time_constraint`: drop the team's constraint at `constraint_index` (in the instance's order); `travel`:
       * drop its travel limits; `home_venues`: let it host anywhere. */
      rule: 'time_constraint' | 'travel' | 'home_venues';
      constraint_index: number | null;
    };

/** A fix checked by re-solving: how many of the unscheduled items it places. */
export interface WhatIf {
  id: string;
  fix: Fix;
  /** What the fix does, as a reason (`fix.*` codes, docs/diagnosis.md). */
  reason: Reason;
  division_ids: string[];
  /** Items placed with the fix, out of the run's unscheduled ones. */
  places: number;
  unscheduled_after: number;
  complete: boolean;
}

export interface Diagnosis {
  format_version: 1;
  divisions: DivisionDiagnosis[];
  conflicts: ConflictSet[];
  /** Ranked: most games placed first, then the smallest change. */
  fixes: WhatIf[];
  elapsed_ms: number;
}
