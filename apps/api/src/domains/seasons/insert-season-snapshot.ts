import {
  conferences,
  conferenceTeams,
  divisions,
  games,
  people,
  schedules,
  scoringSystems,
  seasons,
  standingsAdjustments,
  surfaces,
  type Transaction,
  teamPeople,
  teams,
  timeConstraints,
  timeslotDivisions,
  timeslots,
  travelConstraints,
  venueDistances,
  venues,
  venueTeams,
} from '@app/db';
import { insertInBatches } from '../../lib/insert-in-batches.ts';

/**
 * A season snapshot to insert: the rows of a SeasonSnapshotRows (load-season-snapshot.ts), ids given (a
 * creation time left out is the database's now), with its schedules and their games when a league import
 * brings them (a season copy has none).
 */
export interface NewSeasonSnapshot {
  season: typeof seasons.$inferInsert & { id: string };
  divisions: (typeof divisions.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  people: (typeof people.$inferInsert)[];
  teamPeople: (typeof teamPeople.$inferInsert)[];
  venues: (typeof venues.$inferInsert)[];
  surfaces: (typeof surfaces.$inferInsert)[];
  venueDistances: (typeof venueDistances.$inferInsert)[];
  homeVenues: (typeof venueTeams.$inferInsert)[];
  timeConstraints: (typeof timeConstraints.$inferInsert)[];
  travelConstraints: (typeof travelConstraints.$inferInsert)[];
  timeslots: (typeof timeslots.$inferInsert)[];
  timeslotDivisions: (typeof timeslotDivisions.$inferInsert)[];
  schedules?: (typeof schedules.$inferInsert)[];
  games?: (typeof games.$inferInsert)[];
  /** The season's scoring system (none or one), conferences and adjustments: docs/standings.md. */
  scoringSystems?: (typeof scoringSystems.$inferInsert)[];
  conferences?: (typeof conferences.$inferInsert)[];
  conferenceTeams?: (typeof conferenceTeams.$inferInsert)[];
  adjustments?: (typeof standingsAdjustments.$inferInsert)[];
}

type RowsKey = Exclude<keyof NewSeasonSnapshot, 'season'>;

/**
 * Inserts season snapshots inside the caller's transaction, so either all of them are saved or none: the
 * league import and the season copy (docs/leagues.md, docs/seasons.md) both write this way. One batched
 * insert per table for all the seasons, parents before children; rows keep the order given.
 */
export async function insertSeasonSnapshots(
  tx: Transaction,
  snapshots: readonly NewSeasonSnapshot[],
): Promise<void> {
  await insertInBatches(
    tx,
    seasons,
    snapshots.map((s) => s.season),
  );
  await insertSeasonRecords(tx, snapshots);
}

/** A season's records without the season row: what is added to a season that already exists. */
export type NewSeasonRecords = Omit<NewSeasonSnapshot, 'season'>;

/**
 * Inserts the records of seasons that already exist (or whose rows insertSeasonSnapshots has just written), in
 * the caller's transaction: the same batched inserts, parents before children. A SportsEngine import adds a
 * season's new records this way when it updates a season it imported before (docs/sportsengine.md#importing).
 */
export async function insertSeasonRecords(
  tx: Transaction,
  snapshots: readonly NewSeasonRecords[],
): Promise<void> {
  const all = <K extends RowsKey>(key: K) =>
    snapshots.flatMap((s) => (s[key] ?? []) as readonly unknown[]) as NonNullable<NewSeasonSnapshot[K]>;
  // Source divisions first: an across-division's foreign keys need them to exist.
  const byKind = all('divisions').sort((a, b) => Number(a.isAcross ?? false) - Number(b.isAcross ?? false));
  await insertInBatches(tx, divisions, byKind);
  await insertInBatches(tx, teams, all('teams'));
  await insertInBatches(tx, people, all('people'));
  await insertInBatches(tx, teamPeople, all('teamPeople'));
  await insertInBatches(tx, venues, all('venues'));
  await insertInBatches(tx, surfaces, all('surfaces'));
  await insertInBatches(tx, venueDistances, all('venueDistances'));
  await insertInBatches(tx, venueTeams, all('homeVenues'));
  await insertInBatches(tx, timeConstraints, all('timeConstraints'));
  await insertInBatches(tx, travelConstraints, all('travelConstraints'));
  await insertInBatches(tx, timeslots, all('timeslots'));
  await insertInBatches(tx, timeslotDivisions, all('timeslotDivisions'));
  await insertInBatches(tx, schedules, all('schedules'));
  await insertInBatches(tx, games, all('games'));
  await insertInBatches(tx, scoringSystems, all('scoringSystems'));
  await insertInBatches(tx, conferences, all('conferences'));
  await insertInBatches(tx, conferenceTeams, all('conferenceTeams'));
  await insertInBatches(tx, standingsAdjustments, all('adjustments'));
}
