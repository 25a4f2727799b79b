import type { LeagueSnapshot, SeasonSnapshot } from '@app/contracts';
import {
  type Database,
  divisions,
  people,
  surfaces,
  teamPeople,
  teams,
  timeConstraints,
  travelConstraints,
  venues,
  venueTeams,
} from '@app/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toTeamRole } from '../teams/team-role.ts';
import { timeConstraintValues } from '../teams/time-constraint-mapper.ts';
import { findLeague } from './find-league.ts';

/**
 * A league of the organisation as stored rows (404 otherwise): every season with its divisions, teams,
 * people, team roles, venues, surfaces, home venues and constraints. Eleven queries whatever the size; the
 * order of rows does not matter to toLeagueDocument, which orders by content.
 */
export async function loadLeagueSnapshot(
  db: Database,
  params: { organizationId: string; leagueId: string },
): Promise<LeagueSnapshot> {
  const { league, seasons } = await findLeague(db, params);
  const seasonIds = seasons.map((s) => s.id);
  if (seasonIds.length === 0) return { league: { id: league.id, name: league.name }, seasons: [] };
  const [divisionRows, teamRows, personRows, venueRows, surfaceRows] = await Promise.all([
    db
      .select()
      .from(divisions)
      .where(inArray(divisions.seasonId, seasonIds))
      .orderBy(asc(divisions.position)),
    db.select().from(teams).where(inArray(teams.seasonId, seasonIds)).orderBy(asc(teams.position)),
    db.select().from(people).where(inArray(people.seasonId, seasonIds)),
    db.select().from(venues).where(inArray(venues.seasonId, seasonIds)).orderBy(asc(venues.position)),
    db.select().from(surfaces).where(inArray(surfaces.seasonId, seasonIds)).orderBy(asc(surfaces.position)),
  ]);
  const inTeams = (teamId: Parameters<typeof eq>[0]) =>
    and(
      inArray(teams.seasonId, seasonIds),
      eq(teams.organizationId, params.organizationId),
      eq(teamId, teams.id),
    );
  const [roleRows, homeRows, timeRows, travelRows] = await Promise.all([
    db.select({ row: teamPeople }).from(teamPeople).innerJoin(teams, inTeams(teamPeople.teamId)),
    db.select({ row: venueTeams }).from(venueTeams).innerJoin(teams, inTeams(venueTeams.teamId)),
    db
      .select({ row: timeConstraints })
      .from(timeConstraints)
      .innerJoin(teams, inTeams(timeConstraints.teamId)),
    db
      .select({ row: travelConstraints })
      .from(travelConstraints)
      .innerJoin(teams, inTeams(travelConstraints.teamId)),
  ]);
  const seasonOfTeam = new Map(teamRows.map((t) => [t.id, t.seasonId]));
  const bySeason = new Map<string, SeasonSnapshot>(
    seasons.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        divisions: [],
        teams: [],
        people: [],
        team_people: [],
        venues: [],
        surfaces: [],
        home_venues: [],
        time_constraints: [],
        travel_constraints: [],
      },
    ]),
  );
  const of = (seasonId: string | undefined): SeasonSnapshot | undefined =>
    seasonId === undefined ? undefined : bySeason.get(seasonId);
  for (const d of divisionRows) {
    of(d.seasonId)?.divisions.push({
      id: d.id,
      name: d.name,
      shortcode: d.shortcode,
      longcode: d.longcode,
      se_id: d.seId,
      se_mapping_code: d.seMappingCode,
      color: d.color,
      is_across: d.isAcross,
      across_divisions: [d.acrossFirstId, d.acrossSecondId].filter((id): id is string => id !== null),
    });
  }
  for (const t of teamRows) {
    of(t.seasonId)?.teams.push({
      id: t.id,
      division_id: t.divisionId,
      name: t.name,
      shortcode: t.shortcode,
      longcode: t.longcode,
      se_id: t.seId,
      se_mapping_code: t.seMappingCode,
    });
  }
  for (const p of personRows) {
    of(p.seasonId)?.people.push({
      id: p.id,
      first: p.first,
      last: p.last,
      is_coach: p.isCoach,
      is_player: p.isPlayer,
      is_staff: p.isStaff,
      is_umpire: p.isUmpire,
      phone_primary: p.phonePrimary,
      phone_secondary: p.phoneSecondary,
      email_primary: p.emailPrimary,
      email_secondary: p.emailSecondary,
    });
  }
  for (const v of venueRows) {
    of(v.seasonId)?.venues.push({
      id: v.id,
      name: v.name,
      shortcode: v.shortcode,
      longcode: v.longcode,
      notes: v.notes,
      priority: v.priority,
      is_neutral: v.isNeutral,
      force_neutral: v.forceNeutral,
      color: v.color,
      address: {
        line_1: v.line1,
        line_2: v.line2,
        city: v.city,
        state: v.state,
        zip: v.zip,
        country: v.country,
        latitude: v.latitude,
        longitude: v.longitude,
        phone_primary: v.phonePrimary,
        phone_secondary: v.phoneSecondary,
        email_primary: v.emailPrimary,
        email_secondary: v.emailSecondary,
      },
    });
  }
  for (const s of surfaceRows) {
    of(s.seasonId)?.surfaces.push({
      id: s.id,
      venue_id: s.venueId,
      name: s.name,
      shortcode: s.shortcode,
      longcode: s.longcode,
      notes: s.notes,
      priority: s.priority,
    });
  }
  for (const { row } of roleRows) {
    of(seasonOfTeam.get(row.teamId))?.team_people.push({
      id: row.id,
      team_id: row.teamId,
      person_id: row.personId,
      role: toTeamRole(row.role),
    });
  }
  for (const { row } of homeRows) {
    of(seasonOfTeam.get(row.teamId))?.home_venues.push({
      id: row.id,
      team_id: row.teamId,
      venue_id: row.venueId,
    });
  }
  for (const { row } of timeRows) {
    of(seasonOfTeam.get(row.teamId))?.time_constraints.push({
      id: row.id,
      team_id: row.teamId,
      ...timeConstraintValues(row),
    });
  }
  for (const { row } of travelRows) {
    of(seasonOfTeam.get(row.teamId))?.travel_constraints.push({
      id: row.id,
      team_id: row.teamId,
      max_distance_weekday_home: row.maxDistanceWeekdayHome,
      max_distance_weekend_home: row.maxDistanceWeekendHome,
      max_distance_weekday_last: row.maxDistanceWeekdayLast,
      max_distance_weekend_last: row.maxDistanceWeekendLast,
      max_time_weekday_home: row.maxTimeWeekdayHome,
      max_time_weekend_home: row.maxTimeWeekendHome,
      max_time_weekday_last: row.maxTimeWeekdayLast,
      max_time_weekend_last: row.maxTimeWeekendLast,
    });
  }
  return { league: { id: league.id, name: league.name }, seasons: [...bySeason.values()] };
}
