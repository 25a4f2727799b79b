import type { PublicLeaguePage, PublicWebpage, RosterNames } from '@app/contracts';
import type { PublicLeaguePageRow, PublicWebpageRow } from '@app/db';

/** A league page row as its organisers see it, with the league's name and seasons to pick from. */
export function presentLeaguePage(
  page: PublicLeaguePageRow,
  league: { name: string; seasons: { id: string; name: string }[] },
): PublicLeaguePage {
  return {
    id: page.id,
    league_id: page.leagueId,
    slug: page.slug,
    name: league.name,
    published: page.published,
    display: page.display,
    season_id: page.seasonId,
    seasons: league.seasons,
  };
}

/** `GET /api/public_webpage`: the settings row with its logo's URL and the current league's page. */
export function presentPublicWebpage(
  webpage: PublicWebpageRow,
  logoUrl: string | null,
  leaguePage: PublicLeaguePage | null,
): PublicWebpage {
  return {
    id: webpage.id,
    slug: webpage.slug,
    slug_claimed: webpage.slugClaimed,
    logo_url: logoUrl,
    home_text: webpage.homeText,
    show_standings_page: webpage.showStandingsPage,
    show_teams_page: webpage.showTeamsPage,
    show_schedules_page: webpage.showSchedulesPage,
    show_scores_page: webpage.showScoresPage,
    show_rosters_page: webpage.showRostersPage,
    roster_names: webpage.rosterNames as RosterNames,
    public_league_page: leaguePage,
  };
}
