import type { LeagueSnapshot } from '@app/contracts';
import {
  divisions,
  leagues,
  people,
  seasons,
  surfaces,
  type Transaction,
  teamPeople,
  teams,
  timeConstraints,
  travelConstraints,
  venues,
  venueTeams,
} from '@app/db';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { divisionColumns } from '../divisions/division-mapper.ts';
import { personColumns } from '../people/person-mapper.ts';
import { teamColumns } from '../teams/team-mapper.ts';
import { timeConstraintColumns } from '../teams/time-constraint-mapper.ts';
import { travelLimitColumns } from '../teams/travel-constraint-mapper.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';
import { surfaceColumns, venueColumns } from '../venues/venue-mapper.ts';

/**
 * Writes a league snapshot whose ids are all new (fromLeagueDocument made them) into an organisation, inside
 * the caller's transaction, with batched inserts, then computes venue distances. Records keep the
 * snapshot's order as their position, and seasons get creation times one millisecond apart in that order, so
 * "the first season" is the snapshot's first even though one transaction stamps every row alike.
 */
export async function insertLeagueSnapshot(
  tx: Transaction,
  params: { organizationId: string; timezone: string; snapshot: LeagueSnapshot },
): Promise<void> {
  const { organizationId, snapshot } = params;
  await tx.insert(leagues).values({ id: snapshot.league.id, organizationId, name: snapshot.league.name });
  const startedAt = Date.now();
  await insertInBatches(
    tx,
    seasons,
    snapshot.seasons.map((s, i) => ({
      id: s.id,
      organizationId,
      leagueId: snapshot.league.id,
      name: s.name,
      timezone: params.timezone,
      createdAt: new Date(startedAt + i),
    })),
  );
  for (const season of snapshot.seasons) {
    const scope = { organizationId, seasonId: season.id };
    // Source divisions first: an across-division's foreign keys need them to exist.
    const orderedDivisions = [...season.divisions].sort((a, b) => Number(a.is_across) - Number(b.is_across));
    await insertInBatches(
      tx,
      divisions,
      orderedDivisions.map((d) => ({
        ...scope,
        id: d.id,
        ...divisionColumns(d),
        position: season.divisions.indexOf(d),
      })),
    );
    await insertInBatches(
      tx,
      teams,
      season.teams.map((t, position) => ({
        ...scope,
        id: t.id,
        ...teamColumns(t),
        position,
      })),
    );
    await insertInBatches(
      tx,
      people,
      season.people.map((p) => ({ ...scope, id: p.id, ...personColumns(p) })),
    );
    await insertInBatches(
      tx,
      teamPeople,
      season.team_people.map((tp) => ({
        id: tp.id,
        teamId: tp.team_id,
        personId: tp.person_id,
        role: tp.role,
      })),
    );
    await insertInBatches(
      tx,
      venues,
      season.venues.map((v, position) => ({
        ...scope,
        id: v.id,
        ...venueColumns(v),
        position,
      })),
    );
    await insertInBatches(
      tx,
      surfaces,
      season.surfaces.map((s, position) => ({
        ...scope,
        id: s.id,
        venueId: s.venue_id,
        ...surfaceColumns(s, position),
      })),
    );
    await insertInBatches(
      tx,
      venueTeams,
      season.home_venues.map((h) => ({ id: h.id, teamId: h.team_id, venueId: h.venue_id })),
    );
    await insertInBatches(
      tx,
      timeConstraints,
      season.time_constraints.map(({ id, team_id, ...values }) => ({
        id,
        organizationId,
        teamId: team_id,
        ...timeConstraintColumns(values),
      })),
    );
    await insertInBatches(
      tx,
      travelConstraints,
      season.travel_constraints.map(({ id, team_id, ...limits }) => ({
        id,
        organizationId,
        teamId: team_id,
        ...travelLimitColumns(limits),
      })),
    );
    await refreshVenueDistances(tx, { seasonId: season.id, venueIds: season.venues.map((v) => v.id) });
  }
}
