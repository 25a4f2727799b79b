import { randomUUID } from 'node:crypto';
import type { LeagueSeasonIds, SeasonCopy } from '@app/contracts';
import {
  type Database,
  divisions,
  people,
  seasons,
  surfaces,
  type Transaction,
  teamPeople,
  teams,
  timeConstraints,
  timeslotDivisions,
  timeslots,
  travelConstraints,
  type UserRow,
  venueDistances,
  venues,
  venueTeams,
} from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { runInOrder } from '../../lib/run-in-order.ts';
import { moveInstantByMonths } from '../../lib/time-zone.ts';
import { saveCurrentSeason } from '../leagues/save-current-season.ts';
import { findSeason } from './find-season.ts';

/** Old id -> new id for one kind of record; every copied record gets a fresh id. */
function renumber(rows: readonly { id: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, randomUUID()]));
}

function mapped(ids: Map<string, string>, id: string): string {
  const next = ids.get(id);
  if (next === undefined) throw new Error(`copy-season: ${id} refers outside the season`);
  return next;
}

/**
 * A new season of the source season's league (404 when the source is not the organisation's) in one
 * transaction: divisions with their across links, teams, venues, surfaces, venue distances, home venues,
 * time and travel constraints; people with their team roles when copyPeople; timeslots with their divisions
 * when copyTimeslots, moved forward by timeslotMove months on the season's wall clock (09:00 local stays
 * 09:00 local across DST). Records keep their order; inserts are batched (a few dozen statements for 500
 * teams, 5,000 people and 3,000 timeslots). The copy becomes the user's current season.
 */
export async function copySeason(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  input: SeasonCopy;
}): Promise<LeagueSeasonIds> {
  const { input, organizationId } = params;
  return params.db.transaction(async (tx) => {
    const source = await findSeason(tx, { organizationId, seasonId: input.season_id });
    const [divisionRows, teamRows, venueRows, surfaceRows] = await runInOrder([
      () =>
        tx
          .select()
          .from(divisions)
          .where(eq(divisions.seasonId, source.id))
          .orderBy(asc(divisions.position), asc(divisions.createdAt)),
      () =>
        tx
          .select()
          .from(teams)
          .where(eq(teams.seasonId, source.id))
          .orderBy(asc(teams.position), asc(teams.createdAt)),
      () =>
        tx
          .select()
          .from(venues)
          .where(eq(venues.seasonId, source.id))
          .orderBy(asc(venues.position), asc(venues.createdAt)),
      () =>
        tx.select().from(surfaces).where(eq(surfaces.seasonId, source.id)).orderBy(asc(surfaces.position)),
    ]);
    const [homeRows, distanceRows, timeRows, travelRows] = await runInOrder([
      () =>
        tx
          .select({ row: venueTeams })
          .from(venueTeams)
          .innerJoin(teams, eq(teams.id, venueTeams.teamId))
          .where(eq(teams.seasonId, source.id)),
      () =>
        tx
          .select({ row: venueDistances })
          .from(venueDistances)
          .innerJoin(venues, eq(venues.id, venueDistances.fromVenueId))
          .where(eq(venues.seasonId, source.id)),
      () =>
        tx
          .select({ row: timeConstraints })
          .from(timeConstraints)
          .innerJoin(teams, eq(teams.id, timeConstraints.teamId))
          .where(eq(teams.seasonId, source.id))
          .orderBy(asc(timeConstraints.createdAt)),
      () =>
        tx
          .select({ row: travelConstraints })
          .from(travelConstraints)
          .innerJoin(teams, eq(teams.id, travelConstraints.teamId))
          .where(eq(teams.seasonId, source.id)),
    ]);

    const [season] = await tx
      .insert(seasons)
      .values({ organizationId, leagueId: source.leagueId, name: input.name, timezone: source.timezone })
      .returning({ id: seasons.id });
    if (!season) throw new Error('season insert returned nothing');
    const scope = { organizationId, seasonId: season.id };
    const divisionIds = renumber(divisionRows);
    const teamIds = renumber(teamRows);
    const venueIds = renumber(venueRows);
    const surfaceIds = renumber(surfaceRows);
    const orNull = (ids: Map<string, string>, id: string | null) => (id === null ? null : mapped(ids, id));

    // Source divisions before across-divisions, whose foreign keys point at them.
    const orderedDivisions = divisionRows
      .map((row, position) => ({ row, position }))
      .sort((a, b) => Number(a.row.isAcross) - Number(b.row.isAcross));
    await insertInBatches(
      tx,
      divisions,
      orderedDivisions.map(({ row, position }) => ({
        ...row,
        ...scope,
        id: mapped(divisionIds, row.id),
        acrossFirstId: orNull(divisionIds, row.acrossFirstId),
        acrossSecondId: orNull(divisionIds, row.acrossSecondId),
        position,
        createdAt: undefined,
      })),
    );
    await insertInBatches(
      tx,
      teams,
      teamRows.map((row, position) => ({
        ...row,
        ...scope,
        id: mapped(teamIds, row.id),
        divisionId: mapped(divisionIds, row.divisionId),
        position,
        createdAt: undefined,
      })),
    );
    await insertInBatches(
      tx,
      venues,
      venueRows.map((row, position) => ({
        ...row,
        ...scope,
        id: mapped(venueIds, row.id),
        position,
        createdAt: undefined,
      })),
    );
    await insertInBatches(
      tx,
      surfaces,
      surfaceRows.map((row) => ({
        ...row,
        ...scope,
        id: mapped(surfaceIds, row.id),
        venueId: mapped(venueIds, row.venueId),
      })),
    );
    await insertInBatches(
      tx,
      venueDistances,
      distanceRows.map(({ row }) => ({
        ...row,
        fromVenueId: mapped(venueIds, row.fromVenueId),
        toVenueId: mapped(venueIds, row.toVenueId),
      })),
    );
    await insertInBatches(
      tx,
      venueTeams,
      homeRows.map(({ row }) => ({
        teamId: mapped(teamIds, row.teamId),
        venueId: mapped(venueIds, row.venueId),
      })),
    );
    await insertInBatches(
      tx,
      timeConstraints,
      timeRows.map(({ row }) => ({
        ...row,
        id: randomUUID(),
        organizationId,
        teamId: mapped(teamIds, row.teamId),
        noPlayTeamId: orNull(teamIds, row.noPlayTeamId),
        createdAt: undefined,
      })),
    );
    await insertInBatches(
      tx,
      travelConstraints,
      travelRows.map(({ row }) => ({
        ...row,
        id: randomUUID(),
        organizationId,
        teamId: mapped(teamIds, row.teamId),
      })),
    );
    if (input.copyPeople) await copyPeople(tx, { sourceId: source.id, scope, teamIds });
    if (input.copyTimeslots) {
      await copyTimeslots(tx, {
        sourceId: source.id,
        scope,
        divisionIds,
        venueIds,
        surfaceIds,
        months: input.timeslotMove,
        timezone: source.timezone,
      });
    }
    await saveCurrentSeason(tx, {
      userId: params.user.id,
      organizationId,
      leagueId: source.leagueId,
      seasonId: season.id,
    });
    return { league: { id: source.leagueId }, season: { id: season.id } };
  });
}

type Scope = { organizationId: string; seasonId: string };

async function copyPeople(
  tx: Transaction,
  params: { sourceId: string; scope: Scope; teamIds: Map<string, string> },
): Promise<void> {
  const [personRows, roleRows] = await runInOrder([
    () => tx.select().from(people).where(eq(people.seasonId, params.sourceId)).orderBy(asc(people.createdAt)),
    () =>
      tx
        .select({ row: teamPeople })
        .from(teamPeople)
        .innerJoin(teams, eq(teams.id, teamPeople.teamId))
        .where(eq(teams.seasonId, params.sourceId)),
  ]);
  const personIds = renumber(personRows);
  await insertInBatches(
    tx,
    people,
    personRows.map((row) => ({
      ...row,
      ...params.scope,
      id: mapped(personIds, row.id),
      createdAt: undefined,
    })),
  );
  await insertInBatches(
    tx,
    teamPeople,
    roleRows.map(({ row }) => ({
      teamId: mapped(params.teamIds, row.teamId),
      personId: mapped(personIds, row.personId),
      role: row.role,
    })),
  );
}

async function copyTimeslots(
  tx: Transaction,
  params: {
    sourceId: string;
    scope: Scope;
    divisionIds: Map<string, string>;
    venueIds: Map<string, string>;
    surfaceIds: Map<string, string>;
    months: number;
    timezone: string;
  },
): Promise<void> {
  const [slotRows, linkRows] = await runInOrder([
    () =>
      tx
        .select()
        .from(timeslots)
        .where(eq(timeslots.seasonId, params.sourceId))
        .orderBy(asc(timeslots.start)),
    () =>
      tx
        .select({ row: timeslotDivisions })
        .from(timeslotDivisions)
        .innerJoin(timeslots, eq(timeslots.id, timeslotDivisions.timeslotId))
        .where(eq(timeslots.seasonId, params.sourceId)),
  ]);
  const slotIds = renumber(slotRows);
  await insertInBatches(
    tx,
    timeslots,
    slotRows.map((row) => ({
      ...row,
      ...params.scope,
      id: mapped(slotIds, row.id),
      venueId: mapped(params.venueIds, row.venueId),
      surfaceId: mapped(params.surfaceIds, row.surfaceId),
      start: moveInstantByMonths(row.start, params.months, params.timezone),
      finish: moveInstantByMonths(row.finish, params.months, params.timezone),
      createdAt: undefined,
    })),
  );
  await insertInBatches(
    tx,
    timeslotDivisions,
    linkRows.map(({ row }) => ({
      timeslotId: mapped(slotIds, row.timeslotId),
      divisionId: mapped(params.divisionIds, row.divisionId),
    })),
  );
}
