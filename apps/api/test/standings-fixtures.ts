import type { Game, GamesChanged, Team } from '@app/contracts';
import { buildDivision, buildTeams } from './league-builders.ts';
import { buildLeagueOwner, type LeagueOwner } from './league-setup.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/**
 * A season to rank (docs/standings.md): division U10 with Hawks, Owls and Bears, division U12 with Wolves and
 * Foxes, and a blank schedule per division whose games are made by hand, unplaced (they count all the same).
 */
export interface StandingsSeason {
  owner: LeagueOwner;
  client: TestClient;
  seasonId: string;
  divisions: { u10: string; u12: string };
  teams: Record<'hawks' | 'owls' | 'bears' | 'wolves' | 'foxes', Team>;
  schedules: { u10: string; u12: string };
}

function ok<T>(res: { status: number; body: T; text: string }, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

export async function buildStandingsSeason(t: TestApp): Promise<StandingsSeason> {
  const owner = await buildLeagueOwner(t);
  const { client, seasonId } = owner;
  const u10 = await buildDivision(client, { season_id: seasonId, name: 'U10' });
  const u12 = await buildDivision(client, { season_id: seasonId, name: 'U12' });
  const [hawks, owls, bears] = await buildTeams(client, u10.id, ['Hawks', 'Owls', 'Bears']);
  const [wolves, foxes] = await buildTeams(client, u12.id, ['Wolves', 'Foxes']);
  const blank = async (divisionId: string) =>
    ok(
      await client.post<{ id: string }>('/api/schedules/blank', {
        season_id: seasonId,
        division_id: divisionId,
        name: 'By hand',
      }),
      201,
      'blank schedule',
    ).id;
  return {
    owner,
    client,
    seasonId,
    divisions: { u10: u10.id, u12: u12.id },
    teams: {
      hawks: hawks as Team,
      owls: owls as Team,
      bears: bears as Team,
      wolves: wolves as Team,
      foxes: foxes as Team,
    },
    schedules: { u10: await blank(u10.id), u12: await blank(u12.id) },
  };
}

/** A game made by hand in a schedule, left unplaced. */
export async function buildGame(
  client: TestClient,
  scheduleId: string,
  home: Team,
  visitor: Team | null,
): Promise<Game> {
  const body = ok(
    await client.post<GamesChanged>('/api/games', {
      schedule_id: scheduleId,
      home_id: home.id,
      visitor_id: visitor?.id ?? null,
    }),
    201,
    'game',
  );
  return body.games[0] as Game;
}

/** Scores through the game table's save, POST /api/games/scores. */
export async function saveScores(
  client: TestClient,
  scores: {
    id: string;
    home_score: number | null;
    visitor_score: number | null;
    overtime?: boolean;
    forfeit?: 'home' | 'visitor' | null;
  }[],
): Promise<Game[]> {
  return ok(await client.post<GamesChanged>('/api/games/scores', { games: scores }), 200, 'scores').games;
}
