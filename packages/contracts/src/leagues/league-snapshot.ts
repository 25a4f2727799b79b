import type { Locale } from '../common/primitives.ts';
import type { Reason } from '../common/reason.ts';
import type { Forfeit } from '../games/game.ts';
import type { ScoringSystemValues } from '../standings/scoring-system.ts';
import type { TeamRole } from '../teams/team-people.ts';
import type { TimeConstraintValues } from '../teams/time-constraints.ts';
import type { TravelConstraintValues } from '../teams/travel-constraints.ts';
import type {
  DocumentDivision,
  DocumentPerson,
  DocumentSurface,
  DocumentTeam,
  DocumentVenue,
} from './league-document.ts';
import type { DocumentGame, DocumentSchedule } from './league-document-play.ts';

/**
 * A league as stored rows with database ids: what the API reads for an export and writes for an import.
 * Each record refers to others by id within its season.
 */
export interface LeagueSnapshot {
  // `language` is left out by documents written before leagues had one (the importer's is taken).
  league: { id: string; name: string; language?: Locale | undefined };
  seasons: SeasonSnapshot[];
}

export type DivisionRecord = Omit<DocumentDivision, 'key'> & { id: string };
export type TeamRecord = Omit<
  DocumentTeam,
  'key' | 'division' | 'home_venues' | 'people' | 'time_constraints' | 'travel_constraint'
> & { id: string; division_id: string };
export type PersonRecord = Omit<DocumentPerson, 'key'> & { id: string };
export type VenueRecord = Omit<DocumentVenue, 'key' | 'surfaces'> & { id: string };
export type SurfaceRecord = Omit<DocumentSurface, 'key'> & { id: string; venue_id: string };
export interface TeamPersonRecord {
  id: string;
  team_id: string;
  person_id: string;
  role: TeamRole;
}
export interface HomeVenueRecord {
  id: string;
  team_id: string;
  venue_id: string;
}
export type TimeConstraintRecord = TimeConstraintValues & { id: string; team_id: string };
export type TravelConstraintRecord = TravelConstraintValues & { id: string; team_id: string };

/** A stored distance between two venues of the season. */
export interface DistanceRecord {
  from_venue_id: string;
  to_venue_id: string;
  miles: number;
  kilometers: number;
}
export interface TimeslotRecord {
  id: string;
  venue_id: string;
  surface_id: string;
  /** ISO 8601 instants. */
  start: string;
  finish: string;
  is_game: boolean;
  is_practice: boolean;
  is_reserved: boolean;
  division_ids: string[];
}
export interface GameSourceRecord {
  game_id: string;
  take: 'winner' | 'loser';
}
export interface ScheduleRecord {
  id: string;
  division_id: string | null;
  name: string;
  kind: string;
  is_practice: boolean;
  /** The stored config; its `seeding` lists team ids. */
  config: Record<string, unknown>;
  status: DocumentSchedule['status'];
  retry_mode: string | null;
  attempt: number;
  best_scheduled: number;
  scheduled: number;
  remaining: number;
  total: number;
  success_rate: number;
  log: string;
  error: string | null;
}
export interface GameRecord {
  id: string;
  schedule_id: string;
  division_id: string;
  home_id: string | null;
  visitor_id: string | null;
  timeslot_id: string | null;
  round: number | null;
  bracket: DocumentGame['bracket'];
  home_from: GameSourceRecord | null;
  visitor_from: GameSourceRecord | null;
  is_practice: boolean;
  home_score: number | null;
  visitor_score: number | null;
  overtime: boolean;
  /** Absent from files written before forfeits: null (played). */
  forfeit?: Forfeit | null | undefined;
  /** Absent from files written before exhibitions: true (counts). */
  counts_in_standings?: boolean | undefined;
  unscheduled_reason: string | null;
  unscheduled_reason_detail?: Reason | null | undefined;
  position: number;
}

/** A conference with its teams in table order (docs/standings.md#conferences). */
export interface ConferenceRecord {
  id: string;
  name: string;
  team_ids: string[];
}
/** A point adjustment of a team (docs/standings.md#adjustments). */
export interface AdjustmentRecord {
  id: string;
  team_id: string;
  points: number;
  reason: string;
}

export interface SeasonSnapshot {
  id: string;
  name: string;
  /** The season's IANA time zone; absent from a version 1 document (the importer's zone is used). */
  timezone?: string | undefined;
  divisions: DivisionRecord[];
  teams: TeamRecord[];
  people: PersonRecord[];
  team_people: TeamPersonRecord[];
  venues: VenueRecord[];
  surfaces: SurfaceRecord[];
  home_venues: HomeVenueRecord[];
  time_constraints: TimeConstraintRecord[];
  travel_constraints: TravelConstraintRecord[];
  /** Absent from a version 1 document: computed from the venues' coordinates on import. */
  distances?: DistanceRecord[] | undefined;
  timeslots: TimeslotRecord[];
  schedules: ScheduleRecord[];
  games: GameRecord[];
  /** The season's stored scoring system; absent when it has none (it ranks with the defaults). */
  scoring_system?: ScoringSystemValues | undefined;
  /** Absent from files written before conferences. */
  conferences?: ConferenceRecord[] | undefined;
  /** Absent from files written before adjustments. */
  adjustments?: AdjustmentRecord[] | undefined;
}
