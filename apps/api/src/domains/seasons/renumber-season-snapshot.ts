import { randomUUID } from 'node:crypto';
import type { SeasonSnapshotRows } from './load-season-snapshot.ts';

/** A season snapshot under new ids; it holds no schedules or games, which a season copy leaves behind. */
export type RenumberedSeasonSnapshot = Omit<SeasonSnapshotRows, 'placedGames' | 'schedules' | 'games'>;

/**
 * The snapshot with every record under a new id from `newId` and every reference following its record, the
 * way brackets-manager renumbers a tournament it imports (docs/seasons.md): the season, divisions and their
 * across links, teams, people and team roles, venues, surfaces, venue distances, home venues, time
 * constraints and the team a "cannot play" one names, travel constraints, timeslots and their divisions, the
 * scoring system, conferences with their teams and point adjustments (docs/standings.md).
 * Rows keep their order and every other value. A reference to a record outside the snapshot is a RangeError
 * (the copy would point into the source season), and so are placed games.
 */
export function renumberSeasonSnapshot(
  snapshot: SeasonSnapshotRows,
  newId: () => string = randomUUID,
): RenumberedSeasonSnapshot {
  if (snapshot.placedGames.length > 0 || snapshot.games.length > 0 || snapshot.schedules.length > 0) {
    throw new RangeError('placed games belong to schedules, which a season snapshot does not hold');
  }
  const ids = new Map<string, string>();
  const renumbered = <T extends { id: string }>(rows: readonly T[]): T[] =>
    rows.map((row) => {
      const id = newId();
      ids.set(row.id, id);
      return { ...row, id };
    });
  const to = (id: string): string => {
    const next = ids.get(id);
    if (next === undefined) throw new RangeError(`${id} refers to a record outside the season`);
    return next;
  };
  const toOrNull = (id: string | null) => (id === null ? null : to(id));

  // Every record gets its new id before any reference is followed, so references in any direction (an
  // across-division's sources, the team a constraint names) resolve.
  const season = { ...snapshot.season, id: newId(), changesPublishedAt: null };
  ids.set(snapshot.season.id, season.id);
  const divisionRows = renumbered(snapshot.divisions);
  const teamRows = renumbered(snapshot.teams);
  const personRows = renumbered(snapshot.people);
  const roleRows = renumbered(snapshot.teamPeople);
  const venueRows = renumbered(snapshot.venues);
  const surfaceRows = renumbered(snapshot.surfaces);
  const homeRows = renumbered(snapshot.homeVenues);
  const timeRows = renumbered(snapshot.timeConstraints);
  const travelRows = renumbered(snapshot.travelConstraints);
  const slotRows = renumbered(snapshot.timeslots);
  const scoringRows = renumbered(snapshot.scoringSystems);
  const conferenceRows = renumbered(snapshot.conferences);
  const adjustmentRows = renumbered(snapshot.adjustments);

  return {
    season,
    divisions: divisionRows.map((d) => ({
      ...d,
      seasonId: to(d.seasonId),
      acrossFirstId: toOrNull(d.acrossFirstId),
      acrossSecondId: toOrNull(d.acrossSecondId),
    })),
    teams: teamRows.map((t) => ({ ...t, seasonId: to(t.seasonId), divisionId: to(t.divisionId) })),
    people: personRows.map((p) => ({ ...p, seasonId: to(p.seasonId) })),
    teamPeople: roleRows.map((r) => ({ ...r, teamId: to(r.teamId), personId: to(r.personId) })),
    venues: venueRows.map((v) => ({ ...v, seasonId: to(v.seasonId) })),
    surfaces: surfaceRows.map((s) => ({ ...s, seasonId: to(s.seasonId), venueId: to(s.venueId) })),
    venueDistances: snapshot.venueDistances.map((d) => ({
      ...d,
      fromVenueId: to(d.fromVenueId),
      toVenueId: to(d.toVenueId),
    })),
    homeVenues: homeRows.map((h) => ({ ...h, teamId: to(h.teamId), venueId: to(h.venueId) })),
    timeConstraints: timeRows.map((c) => ({
      ...c,
      teamId: to(c.teamId),
      noPlayTeamId: toOrNull(c.noPlayTeamId),
    })),
    travelConstraints: travelRows.map((c) => ({ ...c, teamId: to(c.teamId) })),
    timeslots: slotRows.map((s) => ({
      ...s,
      seasonId: to(s.seasonId),
      venueId: to(s.venueId),
      surfaceId: to(s.surfaceId),
    })),
    timeslotDivisions: snapshot.timeslotDivisions.map((l) => ({
      ...l,
      timeslotId: to(l.timeslotId),
      divisionId: to(l.divisionId),
    })),
    scoringSystems: scoringRows.map((r) => ({ ...r, seasonId: to(r.seasonId) })),
    conferences: conferenceRows.map((c) => ({ ...c, seasonId: to(c.seasonId) })),
    conferenceTeams: snapshot.conferenceTeams.map((m) => ({
      ...m,
      conferenceId: to(m.conferenceId),
      teamId: to(m.teamId),
    })),
    adjustments: adjustmentRows.map((a) => ({ ...a, seasonId: to(a.seasonId), teamId: to(a.teamId) })),
  };
}
