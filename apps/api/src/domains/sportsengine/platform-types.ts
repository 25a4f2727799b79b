import type { PlatformEntity } from '@app/contracts';

/**
 * SportsEngine's data as the client hands it to the rest of the domain (docs/sportsengine.md): the client
 * (`sportsengine-client.ts`, the one module that knows their REST paths and GraphQL operations) maps both
 * the Sport Management REST model and the GraphQL model to these shapes, so import and export never read a
 * platform payload themselves.
 */

/** Which of the platform's two models a season lives in: Sport Management (REST) or Season Management (GraphQL, "beta"). */
export type PlatformModel = 'sport' | 'season';

/** A season on the platform, addressed in its model. */
export interface PlatformSeasonRef {
  model: PlatformModel;
  siteId: string;
  /** Sport Management only: the league above the season. */
  leagueId?: string;
  seasonId: string;
  /** Sport Management only: the subseason, when the season has more than one. */
  subseasonId?: string;
}

export interface PlatformPerson {
  id: string;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
}

export interface PlatformTeam {
  id: string;
  name: string;
  /** The division (team group) it plays in on the platform; null: none. */
  divisionId: string | null;
  /** The code SportsEngine's schedule upload matches teams by. */
  mappingCode: string | null;
  coaches: PlatformPerson[];
}

export interface PlatformDivision {
  id: string;
  name: string;
  mappingCode: string | null;
}

export interface PlatformLocation {
  name: string;
  address: string | null;
}

/** A game or practice on the platform. Times are ISO 8601 instants (with offset). */
export interface PlatformEvent {
  id: string;
  type: 'game' | 'practice';
  name: string;
  start: string;
  end: string;
  location: PlatformLocation | null;
  status: string;
  homeTeamId: string | null;
  /** Null for a practice. */
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/** Everything an import reads of one season. */
export interface PlatformSeasonData {
  league: PlatformEntity;
  season: PlatformEntity;
  divisions: PlatformDivision[];
  teams: PlatformTeam[];
  events: PlatformEvent[];
}

/** A game or practice to send: `id` set updates that event, null creates one. */
export interface OutgoingEvent {
  id: string | null;
  type: 'game' | 'practice';
  name: string;
  start: string;
  end: string;
  location: PlatformLocation | null;
  homeTeamId: string;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * The calls the domain makes, each authorised with the organisation's connection (the client refreshes the
 * access token before it lapses and once on a 401, and waits out a 429 by its reset header). A failure it
 * cannot recover from throws `PlatformError` (an HttpError 502 on `sportsengine`, naming what went wrong).
 */
export interface SportsengineClient {
  /** Sport Management: sites the connection reaches. */
  sites(): Promise<PlatformEntity[]>;
  leagues(siteId: string): Promise<PlatformEntity[]>;
  seasons(leagueId: string): Promise<PlatformEntity[]>;
  subseasons(seasonId: string): Promise<PlatformEntity[]>;
  /** Season Management (GraphQL): the organisations ("sites") and their seasons. */
  sitesBeta(): Promise<PlatformEntity[]>;
  seasonsBeta(siteId: string): Promise<PlatformEntity[]>;
  /** Every page of a season's divisions, teams (with coaches) and events, in either model. */
  seasonData(ref: PlatformSeasonRef): Promise<PlatformSeasonData>;
  /** The platform ids of the season's teams, to tell whether a schedule can be sent. */
  teamIds(ref: PlatformSeasonRef): Promise<Set<string>>;
  /** Creates or updates one event; answers its platform id. */
  saveEvent(ref: PlatformSeasonRef, event: OutgoingEvent): Promise<{ id: string; created: boolean }>;
  /** Deletes one event; an event already gone counts as deleted. */
  deleteEvent(ref: PlatformSeasonRef, eventId: string): Promise<void>;
}
