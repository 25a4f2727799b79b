import type { Standings } from '@app/contracts';
import {
  conferences,
  conferenceTeams,
  type Database,
  divisions,
  games,
  schedules,
  standingsAdjustments,
  teams,
} from '@app/db';
import { computeStandings, type StandingsTeam } from '@app/engine';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { groupBy } from '../../lib/group-by.ts';
import { readAll } from '../../lib/read-all.ts';
import { findSeason } from '../seasons/find-season.ts';
import { loadScoringSystem } from './load-scoring-system.ts';
import { presentScoringSystem, scoringValuesOf } from './scoring-system-mapper.ts';
import { presentStandingRow, toEngineScoring, toScoredGame } from './standings-mapper.ts';

/** Schedules whose games are an elimination bracket's: they never count (docs/standings.md). */
const BRACKET_KINDS = ['single', 'double'];

/**
 * `GET /api/seasons/{season_id}/standings`: the league, division and conference tables of the season
 * (docs/standings.md#the-api). A fixed number of queries however large the season: the season, its scoring
 * system, then divisions, teams, counted games, conferences, their teams and adjustments at once. Every game
 * of the season's schedules counts, placed in a slot or not; the database leaves out the games that cannot
 * count (practices, no team, no result), the engine applies the rest of the rules.
 */
export async function loadStandings(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<Standings> {
  const season = await findSeason(db, params);
  const scoring = await loadScoringSystem(db, season);
  const seasonId = season.id;
  const [divisionRows, teamRows, gameRows, conferenceRows, memberRows, adjustmentRows] = await readAll(db, [
    db
      .select({ id: divisions.id, name: divisions.name, isAcross: divisions.isAcross })
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.position), asc(divisions.createdAt)),
    db
      .select({ id: teams.id, name: teams.name, division_id: teams.divisionId })
      .from(teams)
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.position), asc(teams.createdAt)),
    db
      .select({
        homeId: games.homeId,
        visitorId: games.visitorId,
        homeScore: games.homeScore,
        visitorScore: games.visitorScore,
        overtime: games.overtime,
        isPractice: games.isPractice,
        bracket: games.bracket,
        forfeit: games.forfeit,
        countsInStandings: games.countsInStandings,
        kind: schedules.kind,
      })
      .from(games)
      .innerJoin(schedules, eq(schedules.id, games.scheduleId))
      .where(
        and(
          eq(schedules.seasonId, seasonId),
          eq(games.isPractice, false),
          isNotNull(games.homeId),
          isNotNull(games.visitorId),
          or(and(isNotNull(games.homeScore), isNotNull(games.visitorScore)), isNotNull(games.forfeit)),
        ),
      ),
    db
      .select({ id: conferences.id, name: conferences.name })
      .from(conferences)
      .where(eq(conferences.seasonId, seasonId))
      .orderBy(asc(conferences.createdAt), asc(conferences.id)),
    db
      .select({ conferenceId: conferenceTeams.conferenceId, teamId: conferenceTeams.teamId })
      .from(conferenceTeams)
      .innerJoin(conferences, eq(conferences.id, conferenceTeams.conferenceId))
      .where(eq(conferences.seasonId, seasonId))
      .orderBy(asc(conferenceTeams.position)),
    db
      .select({
        team_id: standingsAdjustments.teamId,
        points: standingsAdjustments.points,
        reason: standingsAdjustments.reason,
      })
      .from(standingsAdjustments)
      .where(eq(standingsAdjustments.seasonId, seasonId)),
  ]);

  const values = scoringValuesOf(scoring);
  const input = {
    teams: teamRows as StandingsTeam[],
    divisions: divisionRows.map(({ id, name }) => ({ id, name })),
    games: gameRows.map((row) => toScoredGame(row, BRACKET_KINDS.includes(row.kind))),
    scoring: toEngineScoring(values),
    adjustments: adjustmentRows,
  };
  const teamById = new Map(teamRows.map((team) => [team.id, team]));
  const membersOf = groupBy(memberRows, (member) => member.conferenceId);
  const teamsOf = groupBy(teamRows, (team) => team.division_id);
  // A smaller table reads only its own teams' games: the rest cannot change its rows (docs/standings.md).
  const tableOf = (teams: readonly StandingsTeam[]) => {
    const ids = new Set(teams.map((team) => team.id));
    const games = input.games.filter(
      (game) =>
        (game.home_id !== null && ids.has(game.home_id)) ||
        (game.visitor_id !== null && ids.has(game.visitor_id)),
    );
    return computeStandings({ ...input, teams, games }).map(presentStandingRow);
  };
  return {
    scoring_system: presentScoringSystem(scoring),
    league: { rows: computeStandings(input).map(presentStandingRow) },
    // Across-divisions hold no teams of their own (their games are their sources' teams'), so no table.
    divisions: divisionRows
      .filter((division) => !division.isAcross)
      .map((division) => ({
        id: division.id,
        name: division.name,
        rows: tableOf(teamsOf.get(division.id) ?? []),
      })),
    conferences: conferenceRows.map((conference) => ({
      id: conference.id,
      name: conference.name,
      rows: tableOf(
        (membersOf.get(conference.id) ?? []).flatMap((member) => teamById.get(member.teamId) ?? []),
      ),
    })),
  };
}
