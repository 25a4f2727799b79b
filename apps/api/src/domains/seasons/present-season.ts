import { personName, type Season } from '@app/contracts';
import { groupBy } from '../../lib/group-by.ts';
import { divisionRecord } from '../divisions/division-mapper.ts';
import type { SeasonPageData } from './load-season-page.ts';

/** The season page: divisions with teams, people, venues with surfaces, and the record counts. */
export function presentSeason(data: SeasonPageData): Season {
  const teamsByDivision = groupBy(data.teams, (team) => team.divisionId);
  const surfacesByVenue = groupBy(data.surfaces, (surface) => surface.venueId);
  const named = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return {
    id: data.season.id,
    name: data.season.name,
    league_id: data.season.leagueId,
    se_id: data.season.seId,
    se_imported: data.season.seImported,
    divisions: data.divisions.map((d) => ({
      id: d.id,
      name: d.name,
      color: d.color,
      shortcode: d.shortcode,
      is_across: d.isAcross,
      across_divisions: divisionRecord(d).across_divisions,
      teams: (teamsByDivision.get(d.id) ?? []).map(named),
    })),
    people: data.people.map((p) => ({
      id: p.id,
      name: personName(p),
      is_player: p.isPlayer,
      is_coach: p.isCoach,
      is_staff: p.isStaff,
      is_umpire: p.isUmpire,
    })),
    venues: data.venues.map((v) => ({
      id: v.id,
      name: v.name,
      surfaces: (surfacesByVenue.get(v.id) ?? []).map(named),
    })),
    counts: {
      divisions: data.divisions.length,
      teams: data.teams.length,
      people: data.people.length,
      venues: data.venues.length,
      surfaces: data.surfaces.length,
      timeslots: data.timeslotCount,
      schedules: data.scheduleCount,
      tournaments: data.tournamentCount,
    },
  };
}
