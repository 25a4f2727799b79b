import {
  type ConferenceRow,
  type ConferenceTeamRow,
  conferences,
  conferenceTeams,
  type Database,
  type DivisionRow,
  divisions,
  type GameRow,
  games,
  type PersonRow,
  people,
  type ScheduleRow,
  type ScoringSystemRow,
  type SeasonRow,
  type StandingsAdjustmentRow,
  type SurfaceRow,
  schedules,
  scoringSystems,
  seasons,
  standingsAdjustments,
  surfaces,
  type TeamPersonRow,
  type TeamRow,
  type TimeConstraintRow,
  type TimeslotDivisionRow,
  type TimeslotRow,
  type Transaction,
  type TravelConstraintRow,
  teamPeople,
  teams,
  timeConstraints,
  timeslotDivisions,
  timeslots,
  travelConstraints,
  type VenueDistanceRow,
  type VenueRow,
  type VenueTeamRow,
  venueDistances,
  venues,
  venueTeams,
} from '@app/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { readAll } from '../../lib/read-all.ts';

/**
 * Every stored record of one season, as rows: what the league export turns into its document
 * (docs/leagues.md), the engine instance is built from (docs/schedules.md) and a season copy renumbers and
 * inserts (docs/seasons.md). The parts a caller did not ask for are empty.
 */
export interface SeasonSnapshotRows {
  season: SeasonRow;
  divisions: DivisionRow[];
  teams: TeamRow[];
  people: PersonRow[];
  teamPeople: TeamPersonRow[];
  venues: VenueRow[];
  surfaces: SurfaceRow[];
  venueDistances: VenueDistanceRow[];
  homeVenues: VenueTeamRow[];
  timeConstraints: TimeConstraintRow[];
  travelConstraints: TravelConstraintRow[];
  timeslots: TimeslotRow[];
  timeslotDivisions: TimeslotDivisionRow[];
  placedGames: GameRow[];
  schedules: ScheduleRow[];
  /** Every game of the season's schedules, placed or not. */
  games: GameRow[];
  /** The season's scoring system: none or one row (docs/standings.md#scoring-system). */
  scoringSystems: ScoringSystemRow[];
  conferences: ConferenceRow[];
  /** The conferences' teams, by conference then table order. */
  conferenceTeams: ConferenceTeamRow[];
  adjustments: StandingsAdjustmentRow[];
}

/**
 * The parts a reader may leave out. Divisions (with their across links), teams, venues, surfaces, home venues
 * and time and travel constraints are always read.
 */
export interface SnapshotParts {
  /** People and their team roles. */
  people?: boolean;
  /** The stored distances between the season's venues. */
  distances?: boolean;
  /** Timeslots and the divisions each is open to. */
  timeslots?: boolean;
  /** The games of the season's schedules that sit in a timeslot. */
  placedGames?: boolean;
  /** The season's schedules and all their games (the league export: docs/leagues.md). */
  schedules?: boolean;
  /** The scoring system, conferences with their teams and point adjustments (docs/standings.md). */
  standings?: boolean;
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/**
 * The snapshots of these seasons, in the order asked (a season that does not exist is left out), in at most
 * twenty queries however many seasons and records: all at once on the pool, one after another inside a
 * transaction (readAll), where a hand edit checks the state it is about to commit. Rows come in a fixed
 * order: divisions, teams and venues by position then age, surfaces by position, people and time
 * constraints by age, timeslots by start, schedules by age and games by schedule and position. No organisation check: callers resolve the seasons first.
 */
export async function loadSeasonSnapshots(
  db: Database | Transaction,
  seasonIds: readonly string[],
  parts: SnapshotParts = {},
): Promise<SeasonSnapshotRows[]> {
  if (seasonIds.length === 0) return [];
  const ids = [...seasonIds];
  const ofTeams = (teamId: Parameters<typeof eq>[0]) =>
    and(eq(teams.id, teamId), inArray(teams.seasonId, ids));
  const [
    seasonRows,
    divisionRows,
    teamRows,
    personRows,
    roleRows,
    venueRows,
    surfaceRows,
    distanceRows,
    homeRows,
    timeRows,
    travelRows,
    slotRows,
    slotDivisionRows,
    gameRows,
    scheduleRows,
    allGameRows,
    scoringRows,
    conferenceRows,
    conferenceTeamRows,
    adjustmentRows,
  ] = await readAll(db, [
    db.select().from(seasons).where(inArray(seasons.id, ids)),
    db
      .select()
      .from(divisions)
      .where(inArray(divisions.seasonId, ids))
      .orderBy(asc(divisions.position), asc(divisions.createdAt)),
    db
      .select()
      .from(teams)
      .where(inArray(teams.seasonId, ids))
      .orderBy(asc(teams.position), asc(teams.createdAt)),
    parts.people
      ? db.select().from(people).where(inArray(people.seasonId, ids)).orderBy(asc(people.createdAt))
      : none<PersonRow>(),
    parts.people
      ? db
          .select({ row: teamPeople, seasonId: teams.seasonId })
          .from(teamPeople)
          .innerJoin(teams, ofTeams(teamPeople.teamId))
      : none<{ row: TeamPersonRow; seasonId: string }>(),
    db
      .select()
      .from(venues)
      .where(inArray(venues.seasonId, ids))
      .orderBy(asc(venues.position), asc(venues.createdAt)),
    db.select().from(surfaces).where(inArray(surfaces.seasonId, ids)).orderBy(asc(surfaces.position)),
    parts.distances
      ? db
          .select({ row: venueDistances, seasonId: venues.seasonId })
          .from(venueDistances)
          .innerJoin(venues, and(eq(venues.id, venueDistances.fromVenueId), inArray(venues.seasonId, ids)))
      : none<{ row: VenueDistanceRow; seasonId: string }>(),
    db
      .select({ row: venueTeams, seasonId: teams.seasonId })
      .from(venueTeams)
      .innerJoin(teams, ofTeams(venueTeams.teamId)),
    db
      .select({ row: timeConstraints, seasonId: teams.seasonId })
      .from(timeConstraints)
      .innerJoin(teams, ofTeams(timeConstraints.teamId))
      .orderBy(asc(timeConstraints.createdAt)),
    db
      .select({ row: travelConstraints, seasonId: teams.seasonId })
      .from(travelConstraints)
      .innerJoin(teams, ofTeams(travelConstraints.teamId)),
    parts.timeslots
      ? db.select().from(timeslots).where(inArray(timeslots.seasonId, ids)).orderBy(asc(timeslots.start))
      : none<TimeslotRow>(),
    parts.timeslots
      ? db
          .select({ row: timeslotDivisions, seasonId: timeslots.seasonId })
          .from(timeslotDivisions)
          .innerJoin(
            timeslots,
            and(eq(timeslots.id, timeslotDivisions.timeslotId), inArray(timeslots.seasonId, ids)),
          )
      : none<{ row: TimeslotDivisionRow; seasonId: string }>(),
    parts.placedGames
      ? db
          .select({ row: games, seasonId: schedules.seasonId })
          .from(games)
          .innerJoin(schedules, and(eq(schedules.id, games.scheduleId), inArray(schedules.seasonId, ids)))
          .where(isNotNull(games.timeslotId))
      : none<{ row: GameRow; seasonId: string }>(),
    parts.schedules
      ? db.select().from(schedules).where(inArray(schedules.seasonId, ids)).orderBy(asc(schedules.createdAt))
      : none<ScheduleRow>(),
    parts.schedules
      ? db
          .select({ row: games, seasonId: schedules.seasonId })
          .from(games)
          .innerJoin(schedules, and(eq(schedules.id, games.scheduleId), inArray(schedules.seasonId, ids)))
          .orderBy(asc(games.scheduleId), asc(games.position))
      : none<{ row: GameRow; seasonId: string }>(),
    parts.standings
      ? db.select().from(scoringSystems).where(inArray(scoringSystems.seasonId, ids))
      : none<ScoringSystemRow>(),
    parts.standings
      ? db
          .select()
          .from(conferences)
          .where(inArray(conferences.seasonId, ids))
          .orderBy(asc(conferences.createdAt), asc(conferences.id))
      : none<ConferenceRow>(),
    parts.standings
      ? db
          .select({ row: conferenceTeams, seasonId: conferences.seasonId })
          .from(conferenceTeams)
          .innerJoin(
            conferences,
            and(eq(conferences.id, conferenceTeams.conferenceId), inArray(conferences.seasonId, ids)),
          )
          .orderBy(asc(conferenceTeams.conferenceId), asc(conferenceTeams.position))
      : none<{ row: ConferenceTeamRow; seasonId: string }>(),
    parts.standings
      ? db
          .select()
          .from(standingsAdjustments)
          .where(inArray(standingsAdjustments.seasonId, ids))
          .orderBy(asc(standingsAdjustments.createdAt), asc(standingsAdjustments.id))
      : none<StandingsAdjustmentRow>(),
  ]);
  const bySeason = new Map(seasonRows.map((season) => [season.id, emptySnapshot(season)]));
  const of = (seasonId: string) => bySeason.get(seasonId);
  for (const row of divisionRows) of(row.seasonId)?.divisions.push(row);
  for (const row of teamRows) of(row.seasonId)?.teams.push(row);
  for (const row of personRows) of(row.seasonId)?.people.push(row);
  for (const { row, seasonId } of roleRows) of(seasonId)?.teamPeople.push(row);
  for (const row of venueRows) of(row.seasonId)?.venues.push(row);
  for (const row of surfaceRows) of(row.seasonId)?.surfaces.push(row);
  for (const { row, seasonId } of distanceRows) of(seasonId)?.venueDistances.push(row);
  for (const { row, seasonId } of homeRows) of(seasonId)?.homeVenues.push(row);
  for (const { row, seasonId } of timeRows) of(seasonId)?.timeConstraints.push(row);
  for (const { row, seasonId } of travelRows) of(seasonId)?.travelConstraints.push(row);
  for (const row of slotRows) of(row.seasonId)?.timeslots.push(row);
  for (const { row, seasonId } of slotDivisionRows) of(seasonId)?.timeslotDivisions.push(row);
  for (const { row, seasonId } of gameRows) of(seasonId)?.placedGames.push(row);
  for (const row of scheduleRows) of(row.seasonId)?.schedules.push(row);
  for (const { row, seasonId } of allGameRows) of(seasonId)?.games.push(row);
  for (const row of scoringRows) of(row.seasonId)?.scoringSystems.push(row);
  for (const row of conferenceRows) of(row.seasonId)?.conferences.push(row);
  for (const { row, seasonId } of conferenceTeamRows) of(seasonId)?.conferenceTeams.push(row);
  for (const row of adjustmentRows) of(row.seasonId)?.adjustments.push(row);
  return ids.flatMap((id) => bySeason.get(id) ?? []);
}

/** One season's snapshot (see {@link loadSeasonSnapshots}); the season must exist. */
export async function loadSeasonSnapshot(
  db: Database | Transaction,
  seasonId: string,
  parts: SnapshotParts = {},
): Promise<SeasonSnapshotRows> {
  const [snapshot] = await loadSeasonSnapshots(db, [seasonId], parts);
  if (!snapshot) throw new Error(`season ${seasonId} does not exist`);
  return snapshot;
}

function emptySnapshot(season: SeasonRow): SeasonSnapshotRows {
  return { season, ...emptySeasonRows() };
}

/** A season's record lists, all empty: what a season that is only being created holds. */
export function emptySeasonRows(): Omit<SeasonSnapshotRows, 'season'> {
  return {
    divisions: [],
    teams: [],
    people: [],
    teamPeople: [],
    venues: [],
    surfaces: [],
    venueDistances: [],
    homeVenues: [],
    timeConstraints: [],
    travelConstraints: [],
    timeslots: [],
    timeslotDivisions: [],
    placedGames: [],
    schedules: [],
    games: [],
    scoringSystems: [],
    conferences: [],
    conferenceTeams: [],
    adjustments: [],
  };
}
