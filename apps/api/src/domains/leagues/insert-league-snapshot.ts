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
import { timeConstraintColumns } from '../teams/time-constraint-mapper.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';

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
        name: d.name,
        shortcode: d.shortcode,
        longcode: d.longcode,
        seId: d.se_id,
        seMappingCode: d.se_mapping_code,
        color: d.color,
        isAcross: d.is_across,
        acrossFirstId: d.across_divisions[0] ?? null,
        acrossSecondId: d.across_divisions[1] ?? null,
        position: season.divisions.indexOf(d),
      })),
    );
    await insertInBatches(
      tx,
      teams,
      season.teams.map((t, position) => ({
        ...scope,
        id: t.id,
        divisionId: t.division_id,
        name: t.name,
        shortcode: t.shortcode,
        longcode: t.longcode,
        seId: t.se_id,
        seMappingCode: t.se_mapping_code,
        position,
      })),
    );
    await insertInBatches(
      tx,
      people,
      season.people.map((p) => ({
        ...scope,
        id: p.id,
        first: p.first,
        last: p.last,
        isCoach: p.is_coach,
        isPlayer: p.is_player,
        isStaff: p.is_staff,
        isUmpire: p.is_umpire,
        phonePrimary: p.phone_primary,
        phoneSecondary: p.phone_secondary,
        emailPrimary: p.email_primary,
        emailSecondary: p.email_secondary,
      })),
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
        name: v.name,
        shortcode: v.shortcode,
        longcode: v.longcode,
        notes: v.notes,
        priority: v.priority,
        isNeutral: v.is_neutral,
        forceNeutral: v.force_neutral,
        color: v.color,
        line1: v.address.line_1,
        line2: v.address.line_2,
        city: v.address.city,
        state: v.address.state,
        zip: v.address.zip,
        country: v.address.country,
        latitude: v.address.latitude,
        longitude: v.address.longitude,
        phonePrimary: v.address.phone_primary,
        phoneSecondary: v.address.phone_secondary,
        emailPrimary: v.address.email_primary,
        emailSecondary: v.address.email_secondary,
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
        name: s.name,
        shortcode: s.shortcode,
        longcode: s.longcode,
        notes: s.notes,
        priority: s.priority,
        position,
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
        maxDistanceWeekdayHome: limits.max_distance_weekday_home,
        maxDistanceWeekendHome: limits.max_distance_weekend_home,
        maxDistanceWeekdayLast: limits.max_distance_weekday_last,
        maxDistanceWeekendLast: limits.max_distance_weekend_last,
        maxTimeWeekdayHome: limits.max_time_weekday_home,
        maxTimeWeekendHome: limits.max_time_weekend_home,
        maxTimeWeekdayLast: limits.max_time_weekday_last,
        maxTimeWeekendLast: limits.max_time_weekend_last,
      })),
    );
    await refreshVenueDistances(tx, { seasonId: season.id, venueIds: season.venues.map((v) => v.id) });
  }
}
