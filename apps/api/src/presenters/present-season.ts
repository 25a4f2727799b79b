import { personName, type Season } from '@app/contracts';
import type { SeasonPageData } from '../services/load-season-page.ts';

/**
 * The season page. Schedules and tournaments do not exist yet in this issue, so their counts are 0 until the
 * scheduling tables arrive.
 */
export function presentSeason(data: SeasonPageData): Season {
  const teamsByDivision = new Map<string, { id: string; name: string }[]>();
  for (const team of data.teams) {
    const list = teamsByDivision.get(team.divisionId) ?? [];
    list.push({ id: team.id, name: team.name });
    teamsByDivision.set(team.divisionId, list);
  }
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
      teams: teamsByDivision.get(d.id) ?? [],
    })),
    people: data.people.map((p) => ({
      id: p.id,
      name: personName(p),
      is_player: p.isPlayer,
      is_coach: p.isCoach,
      is_staff: p.isStaff,
      is_umpire: p.isUmpire,
    })),
    venues: data.venues.map((v) => ({ id: v.id, name: v.name })),
    counts: {
      divisions: data.divisions.length,
      teams: data.teams.length,
      people: data.people.length,
      venues: data.venues.length,
      surfaces: data.surfaceCount,
      timeslots: data.timeslotCount,
      schedules: 0,
      tournaments: 0,
    },
  };
}
