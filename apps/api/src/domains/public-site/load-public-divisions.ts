import type { PublicDivisions } from '@app/contracts';
import type { Database } from '@app/db';
import { groupBy } from '../../lib/group-by.ts';
import { findPublishedSeason } from './find-published-season.ts';
import { readPublicGames } from './public-game-mapper.ts';
import { readPublicDivisionsAndTeams } from './public-season-rows.ts';

/**
 * `GET /api/public_divisions/{season_id}`: a published season's divisions with their teams and placed games
 * (docs/public-site.md#reads), the schedule page's one call. Games only when the site shows schedules or
 * scores, scores only when it shows scores. Four queries however many games.
 */
export async function loadPublicDivisions(db: Database, seasonId: string): Promise<PublicDivisions> {
  const published = await findPublishedSeason(db, seasonId);
  const { sections } = published;
  const [rows, games] = await Promise.all([
    readPublicDivisionsAndTeams(db, seasonId),
    sections.schedules || sections.scores
      ? readPublicGames(db, { seasonId, showScores: sections.scores })
      : Promise.resolve([]),
  ]);
  const teamsOf = groupBy(rows.teams, (team) => team.division_id);
  const gamesOf = groupBy(games, (game) => game.division_id);
  return {
    season: published.season,
    divisions: rows.divisions.map((division) => ({
      id: division.id,
      name: division.name,
      teams: (teamsOf.get(division.id) ?? []).map(({ id, name }) => ({ id, name })),
      games: gamesOf.get(division.id) ?? [],
    })),
  };
}
