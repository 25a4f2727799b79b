import type {
  Forfeit,
  GameRecord,
  Reason,
  ScheduleRecord,
  SeasonSnapshot,
  TimeslotRecord,
} from '@app/contracts';
import type { GameRow, ScheduleRow, TimeslotDivisionRow, TimeslotRow } from '@app/db';
import { groupBy } from '../../lib/group-by.ts';
import { divisionColumns, divisionRecord } from '../divisions/division-mapper.ts';
import { personColumns, personRecord } from '../people/person-mapper.ts';
import type { NewSeasonSnapshot } from '../seasons/insert-season-snapshot.ts';
import type { SeasonSnapshotRows } from '../seasons/load-season-snapshot.ts';
import { scoringRowColumnsOf, scoringValuesOf } from '../standings/scoring-system-mapper.ts';
import { teamColumns, teamRecord } from '../teams/team-mapper.ts';
import { toTeamRole } from '../teams/team-role.ts';
import { timeConstraintColumns, timeConstraintRecord } from '../teams/time-constraint-mapper.ts';
import { travelConstraintRecord, travelLimitColumns } from '../teams/travel-constraint-mapper.ts';
import { surfaceColumns, surfaceRecord, venueColumns, venueRecord } from '../venues/venue-mapper.ts';

/**
 * A stored season as the league document's records (docs/leagues.md), each entity through its mapper, with
 * positions, the time zone, distances, timeslots, schedules and games: everything the season holds. (Calendar
 * feeds are left out: a feed's token is a secret URL of the organisation it was made in.) toLeagueDocument
 * orders records by content, so the rows' order does not matter here.
 */
export function toSeasonRecords(rows: SeasonSnapshotRows): SeasonSnapshot {
  return {
    id: rows.season.id,
    name: rows.season.name,
    timezone: rows.season.timezone,
    divisions: rows.divisions.map((row) => ({ ...divisionRecord(row), position: row.position })),
    teams: rows.teams.map((row) => ({ ...teamRecord(row), position: row.position })),
    people: rows.people.map(personRecord),
    team_people: rows.teamPeople.map((row) => ({
      id: row.id,
      team_id: row.teamId,
      person_id: row.personId,
      role: toTeamRole(row.role),
    })),
    venues: rows.venues.map((row) => ({ ...venueRecord(row), position: row.position })),
    surfaces: rows.surfaces.map((row) => ({ ...surfaceRecord(row), position: row.position })),
    home_venues: rows.homeVenues.map((row) => ({ id: row.id, team_id: row.teamId, venue_id: row.venueId })),
    time_constraints: rows.timeConstraints.map(timeConstraintRecord),
    travel_constraints: rows.travelConstraints.map(travelConstraintRecord),
    distances: rows.venueDistances.map((row) => ({
      from_venue_id: row.fromVenueId,
      to_venue_id: row.toVenueId,
      miles: row.miles,
      kilometers: row.kilometers,
    })),
    timeslots: timeslotRecords(rows.timeslots, rows.timeslotDivisions),
    schedules: rows.schedules.map(scheduleRecord),
    games: rows.games.map(gameRecord),
    ...standingsRecords(rows),
  };
}

/** The scoring system (when stored), conferences with their teams and adjustments (docs/standings.md). */
function standingsRecords(
  rows: SeasonSnapshotRows,
): Pick<SeasonSnapshot, 'scoring_system' | 'conferences' | 'adjustments'> {
  const [scoring] = rows.scoringSystems;
  const teamsOf = groupBy(rows.conferenceTeams, (m) => m.conferenceId);
  return {
    ...(scoring === undefined ? {} : { scoring_system: scoringValuesOf(scoring) }),
    conferences: rows.conferences.map((c) => ({
      id: c.id,
      name: c.name,
      team_ids: (teamsOf.get(c.id) ?? []).sort((a, b) => a.position - b.position).map((m) => m.teamId),
    })),
    adjustments: rows.adjustments.map((a) => ({
      id: a.id,
      team_id: a.teamId,
      points: a.points,
      reason: a.reason,
    })),
  };
}

function timeslotRecords(
  slots: readonly TimeslotRow[],
  links: readonly TimeslotDivisionRow[],
): TimeslotRecord[] {
  const divisionsOf = groupBy(links, (l) => l.timeslotId);
  return slots.map((row) => ({
    id: row.id,
    venue_id: row.venueId,
    surface_id: row.surfaceId,
    start: row.start.toISOString(),
    finish: row.finish.toISOString(),
    is_game: row.isGame,
    is_practice: row.isPractice,
    is_reserved: row.isReserved,
    division_ids: (divisionsOf.get(row.id) ?? []).map((l) => l.divisionId),
  }));
}

function scheduleRecord(row: ScheduleRow): ScheduleRecord {
  return {
    id: row.id,
    division_id: row.divisionId,
    name: row.name,
    kind: row.kind,
    is_practice: row.isPractice,
    config: row.config as Record<string, unknown>,
    status: row.status as ScheduleRecord['status'],
    retry_mode: row.retryMode,
    attempt: row.attempt,
    best_scheduled: row.bestScheduled,
    scheduled: row.scheduled,
    remaining: row.remaining,
    total: row.total,
    success_rate: row.successRate,
    log: row.log,
    error: row.error,
  };
}

/** A stored bracket link (`{game_id, take}`), or null for anything else. */
function gameSource(value: unknown): GameRecord['home_from'] {
  if (typeof value !== 'object' || value === null) return null;
  const { game_id, take } = value as { game_id?: unknown; take?: unknown };
  if (typeof game_id !== 'string' || (take !== 'winner' && take !== 'loser')) return null;
  return { game_id, take };
}

function gameRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    schedule_id: row.scheduleId,
    division_id: row.divisionId,
    home_id: row.homeId,
    visitor_id: row.visitorId,
    timeslot_id: row.timeslotId,
    round: row.round,
    bracket: row.bracket as GameRecord['bracket'],
    home_from: gameSource(row.homeFrom),
    visitor_from: gameSource(row.visitorFrom),
    is_practice: row.isPractice,
    home_score: row.homeScore,
    visitor_score: row.visitorScore,
    overtime: row.overtime,
    // Written only through the games' contracts: home, visitor or null.
    forfeit: row.forfeit as Forfeit | null,
    counts_in_standings: row.countsInStandings,
    unscheduled_reason: row.unscheduledReason,
    unscheduled_reason_detail: (row.unscheduledReasonDetail as Reason | null) ?? null,
    position: row.position,
  };
}

/**
 * The rows of an imported season, whose records already have new ids (fromLeagueDocument gave them):
 * records keep their positions (a version 1 document's order where it has none), the season its time zone
 * (the importer's for version 1), and the season is stamped `createdAt`.
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
      timezone: records.timezone ?? scope.timezone,
      createdAt: scope.createdAt,
    },
    divisions: records.divisions.map(({ position, ...d }, index) => ({
      ...inSeason,
      id: d.id,
      ...divisionColumns(d),
      position: position ?? index,
    })),
    teams: records.teams.map(({ position, ...t }, index) => ({
      ...inSeason,
      id: t.id,
      ...teamColumns(t),
      position: position ?? index,
    })),
    people: records.people.map((p) => ({ ...inSeason, id: p.id, ...personColumns(p) })),
    teamPeople: records.team_people.map((r) => ({
      id: r.id,
      teamId: r.team_id,
      personId: r.person_id,
      role: r.role,
    })),
    venues: records.venues.map(({ position, ...v }, index) => ({
      ...inSeason,
      id: v.id,
      ...venueColumns(v),
      position: position ?? index,
    })),
    surfaces: records.surfaces.map(({ position, ...s }, index) => ({
      ...inSeason,
      id: s.id,
      venueId: s.venue_id,
      ...surfaceColumns(s, position ?? index),
    })),
    // A version 1 document carries none: the importer computes them from the coordinates.
    venueDistances: (records.distances ?? []).map((d) => ({
      fromVenueId: d.from_venue_id,
      toVenueId: d.to_venue_id,
      miles: d.miles,
      kilometers: d.kilometers,
    })),
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
    timeslots: records.timeslots.map((slot) => ({
      ...inSeason,
      id: slot.id,
      venueId: slot.venue_id,
      surfaceId: slot.surface_id,
      start: new Date(slot.start),
      finish: new Date(slot.finish),
      isGame: slot.is_game,
      isPractice: slot.is_practice,
      isReserved: slot.is_reserved,
    })),
    timeslotDivisions: records.timeslots.flatMap((slot) =>
      slot.division_ids.map((divisionId) => ({ timeslotId: slot.id, divisionId })),
    ),
    schedules: records.schedules.map((sc) => ({
      ...inSeason,
      id: sc.id,
      divisionId: sc.division_id,
      name: sc.name,
      kind: sc.kind,
      isPractice: sc.is_practice,
      config: sc.config,
      // A run that was queued or running where it was exported has no job here: it stays stopped.
      status: sc.status === 'queued' || sc.status === 'running' ? 'cancelled' : sc.status,
      retryMode: sc.retry_mode,
      attempt: sc.attempt,
      bestScheduled: sc.best_scheduled,
      scheduled: sc.scheduled,
      remaining: sc.remaining,
      total: sc.total,
      successRate: sc.success_rate,
      log: sc.log,
      error: sc.error,
    })),
    games: records.games.map((g) => ({
      id: g.id,
      organizationId,
      scheduleId: g.schedule_id,
      divisionId: g.division_id,
      homeId: g.home_id,
      visitorId: g.visitor_id,
      timeslotId: g.timeslot_id,
      round: g.round,
      bracket: g.bracket,
      homeFrom: g.home_from,
      visitorFrom: g.visitor_from,
      isPractice: g.is_practice,
      homeScore: g.home_score,
      visitorScore: g.visitor_score,
      overtime: g.overtime,
      forfeit: g.forfeit ?? null,
      countsInStandings: g.counts_in_standings ?? true,
      unscheduledReason: g.unscheduled_reason,
      unscheduledReasonDetail: g.unscheduled_reason_detail ?? null,
      position: g.position,
    })),
    scoringSystems:
      records.scoring_system === undefined
        ? []
        : [{ ...inSeason, ...scoringRowColumnsOf(records.scoring_system) }],
    conferences: (records.conferences ?? []).map((c) => ({ ...inSeason, id: c.id, name: c.name })),
    conferenceTeams: (records.conferences ?? []).flatMap((c) =>
      c.team_ids.map((teamId, position) => ({ organizationId, conferenceId: c.id, teamId, position })),
    ),
    adjustments: (records.adjustments ?? []).map((a) => ({
      ...inSeason,
      id: a.id,
      teamId: a.team_id,
      points: a.points,
      reason: a.reason,
    })),
  };
}
