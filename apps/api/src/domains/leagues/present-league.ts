import type { League, LeagueSummary, Locale } from '@app/contracts';
import type { LeagueWithSeasons } from './list-leagues.ts';

/** A league with its seasons in order (the first is the one switching league selects), for the shell's lists. */
export function presentLeagueSummary({ league, seasons }: LeagueWithSeasons): LeagueSummary {
  return {
    id: league.id,
    name: league.name,
    sport_id: league.sportId,
    seasons: seasons.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** `GET /api/leagues/{id}`: the summary plus the external-system fields. */
export function presentLeague(data: LeagueWithSeasons): League {
  return {
    ...presentLeagueSummary(data),
    sport_id: data.league.sportId,
    se_id: data.league.seId,
    se_imported: data.league.seImported,
    language: data.league.language as Locale,
  };
}
