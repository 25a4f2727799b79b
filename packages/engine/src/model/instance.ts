import type { Diagnosis } from '../diagnose/diagnosis.ts';
import type {
  DivisionId,
  GameId,
  PersonId,
  ScheduleId,
  SurfaceId,
  TeamId,
  TimeslotId,
  VenueId,
} from './ids.ts';

/**
 * The instance and result shapes of docs/engine-contract.md (format_version 1), after parsing:
 * every optional field has its default filled in, so downstream code never re-applies defaults.
 */

export type TimeConstraintKind =
  | 'no_play'
  | 'no_play_between'
  | 'max_games'
  | 'max_travel_home'
  | 'max_travel_last'
  | 'home_only'
  | 'no_play_team';

/** Contract order (docs/engine-contract.md): a kind given as its number 0..6 is this index. */
export const TIME_CONSTRAINT_KINDS: readonly TimeConstraintKind[] = [
  'no_play',
  'no_play_between',
  'max_games',
  'max_travel_home',
  'max_travel_last',
  'home_only',
  'no_play_team',
];

export interface TimeConstraint {
  kind: TimeConstraintKind;
  /** Local weekdays 0 Sunday .. 6 Saturday; empty means any weekday. */
  weekdays: number[];
  /** Local dates YYYY-MM-DD; end_date defaults to start_date when only start_date is given. */
  start_date: string | null;
  end_date: string | null;
  not_between_start: string | null;
  not_between_end: string | null;
  not_before: string | null;
  not_after: string | null;
  max_games: number | null;
  max_travel_home: number | null;
  max_travel_last: number | null;
  no_play_team: TeamId | null;
}

/** Miles and minutes; 0 means no limit. */
export interface TravelConstraint {
  max_distance_weekday_home: number;
  max_distance_weekend_home: number;
  max_distance_weekday_last: number;
  max_distance_weekend_last: number;
  max_time_weekday_home: number;
  max_time_weekend_home: number;
  max_time_weekday_last: number;
  max_time_weekend_last: number;
}

export interface Division {
  id: DivisionId;
  name: string;
}

export interface Team {
  id: TeamId;
  name: string;
  division_id: DivisionId;
  home_venue_ids: VenueId[];
  person_ids: PersonId[];
  time_constraints: TimeConstraint[];
  travel_constraint: TravelConstraint | null;
}

export interface Person {
  id: PersonId;
  name: string;
  is_coach: boolean;
  is_player: boolean;
}

export interface Surface {
  id: SurfaceId;
  name: string;
  priority: number;
}

export interface Venue {
  id: VenueId;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** -3 (lowest) .. 3 (highest). */
  priority: number;
  /** No team's home ground: `enforce_home` does not bind a game placed here (docs/engine-contract.md). */
  is_neutral: boolean;
  /** Every game here is neutral, even for the teams whose home venue it is: as `is_neutral` for the rules. */
  force_neutral: boolean;
  surfaces: Surface[];
}

export interface Distance {
  from_id: VenueId;
  to_id: VenueId;
  miles: number;
  minutes: number;
}

export interface Timeslot {
  id: TimeslotId;
  surface_id: SurfaceId;
  /** ISO 8601 with offset, as given. */
  start: string;
  finish: string;
  /** Empty: neutral, open to every division. */
  division_ids: DivisionId[];
  is_game: boolean;
  is_practice: boolean;
  is_reserved: boolean;
}

export type ScheduleMode = 'games' | 'practices';
export type ScheduleStyle = 'round' | 'single' | 'double';
export type ScheduleArgument = 'rounds' | 'week' | 'season';
export type VenueBalanceMethod = 'best_first' | 'evenly';
export type VenueBalanceTolerance = 'low' | 'medium' | 'high';

export interface ScheduleConfig {
  id: ScheduleId;
  division_ids: DivisionId[];
  mode: ScheduleMode;
  style: ScheduleStyle;
  argument: ScheduleArgument;
  count: number;
  /** Local dates YYYY-MM-DD, inclusive. */
  schedule_start: string;
  schedule_end: string;
  /** 0 means no limit. */
  max_games_day: number;
  /** 0 means no limit; with use_weekend_method and no explicit value, 2. */
  max_games_week: number;
  min_minutes_rest: number;
  next_game_offset: number;
  use_weekend_method: boolean;
  friday_as_weekend: boolean;
  use_unassigned_timeslots: boolean;
  use_single_division_timeslots: boolean;
  use_practice_timeslots: boolean;
  enforce_home: boolean;
  use_coach_conflict_method: boolean;
  use_player_conflict_method: boolean;
  balance_venues: boolean;
  venue_balance_method: VenueBalanceMethod;
  venue_balance_tolerance: VenueBalanceTolerance;
  balance_early_late: boolean;
  balance_days: boolean;
  /** Elimination only: team ids best first; empty means division team order. */
  seeding: TeamId[];
}

export interface Instance {
  format_version: 1;
  timezone: string;
  first_day: number;
  divisions: Division[];
  teams: Team[];
  people: Person[];
  venues: Venue[];
  distances: Distance[];
  timeslots: Timeslot[];
  fixed_games: Game[];
  schedules: ScheduleConfig[];
}

export interface GameSource {
  game_id: GameId;
  take: 'winner' | 'loser';
}

export type Bracket = 'winners' | 'losers' | 'final';

export interface Game {
  id: GameId;
  schedule_id: ScheduleId;
  division_id: DivisionId;
  home_id: TeamId | null;
  /** Null for a practice, or for a bracket game whose visitor comes from an earlier game. */
  visitor_id: TeamId | null;
  is_practice: boolean;
  /** Null for fixed games that belong to no round (exhibitions, manual games). */
  round: number | null;
  timeslot_id: TimeslotId | null;
  bracket: Bracket | null;
  home_from: GameSource | null;
  visitor_from: GameSource | null;
}

export interface ResultMetrics {
  scheduled: number;
  unscheduled: number;
  success_rate: number;
  elapsed_ms: number;
}

export interface Result {
  format_version: 1;
  status: 'complete' | 'partial';
  games: Game[];
  unscheduled_reasons: Record<string, string>;
  metrics: ResultMetrics;
  /** Optional: why a partial result is short and what would fix it (docs/diagnosis.md). */
  diagnosis?: Diagnosis;
}
