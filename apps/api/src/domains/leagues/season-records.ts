import type { SeasonSnapshot } from '@app/contracts';
import { divisionColumns, divisionRecord } from '../divisions/division-mapper.ts';
import { personColumns, personRecord } from '../people/person-mapper.ts';
import type { NewSeasonSnapshot } from '../seasons/insert-season-snapshot.ts';
import type { SeasonSnapshotRows } from '../seasons/load-season-snapshot.ts';
import { teamColumns, teamRecord } from '../teams/team-mapper.ts';
import { toTeamRole } from '../teams/team-role.ts';
import { timeConstraintColumns, timeConstraintRecord } from '../teams/time-constraint-mapper.ts';
import { travelConstraintRecord, travelLimitColumns } from '../teams/travel-constraint-mapper.ts';
import { surfaceColumns, surfaceRecord, venueColumns, venueRecord } from '../venues/venue-mapper.ts';

/**
 * A stored season as the league document's records (docs/leagues.md), each entity through its mapper.
 * toLeagueDocument orders records by content, so the rows' order does not matter here.
 */
export function toSeasonRecords(rows: SeasonSnapshotRows): SeasonSnapshot {
  return {
    id: rows.season.id,
    name: rows.season.name,
    divisions: rows.divisions.map(divisionRecord),
    teams: rows.teams.map(teamRecord),
    people: rows.people.map(personRecord),
    team_people: rows.teamPeople.map((row) => ({
      id: row.id,
      team_id: row.teamId,
      person_id: row.personId,
      role: toTeamRole(row.role),
    })),
    venues: rows.venues.map(venueRecord),
    surfaces: rows.surfaces.map(surfaceRecord),
    home_venues: rows.homeVenues.map((row) => ({ id: row.id, team_id: row.teamId, venue_id: row.venueId })),
    time_constraints: rows.timeConstraints.map(timeConstraintRecord),
    travel_constraints: rows.travelConstraints.map(travelConstraintRecord),
  };
}

/**
 * The rows of an imported season, whose records already have new ids (fromLeagueDocument gave them):
 * records keep the document's order as their position, and the season is stamped `createdAt`.
 */
export function fromSeasonRecords(
  records: SeasonSnapshot,
  scope: { organizationId: string; leagueId: string; timezone: string; createdAt: Date },
): NewSeasonSnapshot {
  const { organizationId } = scope;
  const inSeason = { organizationId, seasonId: records.id };
  return {
    season: {
      id: records.id,
      organizationId,
      leagueId: scope.leagueId,
      name: records.name,
      timezone: scope.timezone,
      createdAt: scope.createdAt,
    },
    divisions: records.divisions.map((d, position) => ({
      ...inSeason,
      id: d.id,
      ...divisionColumns(d),
      position,
    })),
    teams: records.teams.map((t, position) => ({ ...inSeason, id: t.id, ...teamColumns(t), position })),
    people: records.people.map((p) => ({ ...inSeason, id: p.id, ...personColumns(p) })),
    teamPeople: records.team_people.map((r) => ({
      id: r.id,
      teamId: r.team_id,
      personId: r.person_id,
      role: r.role,
    })),
    venues: records.venues.map((v, position) => ({ ...inSeason, id: v.id, ...venueColumns(v), position })),
    surfaces: records.surfaces.map((s, position) => ({
      ...inSeason,
      id: s.id,
      venueId: s.venue_id,
      ...surfaceColumns(s, position),
    })),
    venueDistances: [],
    homeVenues: records.home_venues.map((h) => ({ id: h.id, teamId: h.team_id, venueId: h.venue_id })),
    timeConstraints: records.time_constraints.map((c) => ({
      id: c.id,
      organizationId,
      teamId: c.team_id,
      ...timeConstraintColumns(c),
    })),
    travelConstraints: records.travel_constraints.map((c) => ({
      id: c.id,
      organizationId,
      teamId: c.team_id,
      ...travelLimitColumns(c),
    })),
    timeslots: [],
    timeslotDivisions: [],
  };
}
