import type { PublicScores } from '@app/contracts';
import type { Database } from '@app/db';
import { findPublishedSeason, requireSection } from './find-published-season.ts';
import { readPublicGames } from './public-game-mapper.ts';
import { readPublicDivisionsAndTeams } from './public-season-rows.ts';

/**
 * `GET /api/public_scores/{season_id}`: the scores page (docs/public-site.md#scores): the season's placed
 * games that are not practices, by start, a score not entered reading 0, with the divisions and teams to
 * filter by. 404 when the site does not show scores.
 */
export async function loadPublicScores(db: Database, seasonId: string): Promise<PublicScores> {
  const published = await findPublishedSeason(db, seasonId);
  requireSection(published, 'scores');
  const [rows, games] = await Promise.all([
    readPublicDivisionsAndTeams(db, seasonId),
    readPublicGames(db, { seasonId, showScores: true }),
  ]);
  const divisionNames = new Map(rows.divisions.map((d) => [d.id, d.name]));
  return {
    league_name: published.league.name,
    season: published.season,
    divisions: rows.divisions,
    teams: rows.teams,
    games: games
      .filter((game) => !game.is_practice)
      .map(({ is_practice: _practice, home_score, visitor_score, ...game }) => ({
        ...game,
        division: divisionNames.get(game.division_id) ?? '',
        home_score: home_score ?? 0,
        visitor_score: visitor_score ?? 0,
      })),
  };
}
