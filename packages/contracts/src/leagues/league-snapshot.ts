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

/**
 * A league as stored rows with database ids: what the API reads for an export and writes for an import.
 * Each record refers to others by id within its season.
 */
export interface LeagueSnapshot {
  league: { id: string; name: string };
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

export interface SeasonSnapshot {
  id: string;
  name: string;
  divisions: DivisionRecord[];
  teams: TeamRecord[];
  people: PersonRecord[];
  team_people: TeamPersonRecord[];
  venues: VenueRecord[];
  surfaces: SurfaceRecord[];
  home_venues: HomeVenueRecord[];
  time_constraints: TimeConstraintRecord[];
  travel_constraints: TravelConstraintRecord[];
}
