import type { TeamId } from '../model/ids.ts';
import type { Game, GameSource } from '../model/instance.ts';
import type { ValidationContext } from './context.ts';
import { teamNames } from './describe.ts';
import type { ScheduleGames } from './schedule-games.ts';
import type { Violation } from './types.ts';

function pairing(message: string, teamIds: string[], gameIds: string[] = []): Violation {
  return { rule: 'pairing', message, game_ids: gameIds, team_ids: teamIds };
}

/** Smallest power of two holding n teams. */
function bracketSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/**
 * Elimination structure (Reading 10): teams − 1 games (single) or 2 × teams − 1 (double, the last a reset);
 * every team enters exactly once; each (game_id, take) is referenced at most once and within the schedule;
 * exactly one game's winner is never referenced; single elimination never takes a loser; with byes, the
 * standard bracket's reading of Reading 10 (see checkByes).
 */
export function checkElimination(
  ctx: ValidationContext,
  { schedule, games, teams }: ScheduleGames,
): Violation[] {
  const found: Violation[] = [];
  const prefix = `schedule ${schedule.id}:`;
  const n = teams.length;
  if (n < 2) return found;
  const expected = schedule.style === 'single' ? n - 1 : 2 * n - 1;
  if (games.length !== expected) {
    found.push(
      pairing(`${prefix} ${games.length} games, expected ${expected} for ${n} teams (${schedule.style})`, []),
    );
  }

  const entries = new Map<string, string[]>();
  for (const game of games) {
    for (const teamId of [game.home_id, game.visitor_id]) {
      if (teamId !== null) entries.set(teamId, [...(entries.get(teamId) ?? []), game.id]);
    }
  }
  for (const team of teams) {
    const gameIds = entries.get(team.id) ?? [];
    if (gameIds.length !== 1) {
      found.push(
        pairing(`${prefix} ${team.name} enters ${gameIds.length} times, expected once`, [team.id], gameIds),
      );
    }
  }

  const ids = new Set(games.map((g) => g.id as string));
  const used = new Map<string, string>();
  const winnersTaken = new Set<string>();
  for (const game of games) {
    for (const source of [game.home_from, game.visitor_from]) {
      if (!source) continue;
      const key = `${source.game_id}|${source.take}`;
      if (!ids.has(source.game_id) || source.game_id === game.id) {
        found.push(
          pairing(
            `${prefix} ${game.id} takes from ${source.game_id}, not an earlier game of the schedule`,
            [],
            [game.id],
          ),
        );
      } else if (used.has(key)) {
        found.push(
          pairing(
            `${prefix} the ${source.take} of ${source.game_id} goes to both ${used.get(key)} and ${game.id}`,
            [],
            [game.id],
          ),
        );
      }
      used.set(key, game.id);
      if (source.take === 'winner') winnersTaken.add(source.game_id);
      if (source.take === 'loser' && schedule.style === 'single') {
        found.push(pairing(`${prefix} ${game.id} takes a loser in single elimination`, [], [game.id]));
      }
    }
  }
  const finals = games.filter((g) => !winnersTaken.has(g.id));
  if (finals.length !== 1) {
    found.push(
      pairing(
        `${prefix} ${finals.length} games have a winner nobody takes, expected exactly one`,
        [],
        finals.map((g) => g.id),
      ),
    );
  }

  found.push(...checkByes(ctx, prefix, games, teams, schedule.seeding));
  return found;
}

/**
 * The winners' bracket: games whose sides are all named teams or winners of winners' bracket games, found
 * as a fixpoint from the games of two named teams. Loser references, and games fed by games outside it
 * (losers' bracket, grand final, reset), keep a game out.
 */
function winnersBracketGames(games: readonly Game[]): Set<string> {
  const inside = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const game of games) {
      if (inside.has(game.id)) continue;
      const sides: [string | null, GameSource | null][] = [
        [game.home_id, game.home_from],
        [game.visitor_id, game.visitor_from],
      ];
      const ok = sides.every(
        ([team, from]) => team !== null || (from?.take === 'winner' && inside.has(from.game_id)),
      );
      if (ok) {
        inside.add(game.id);
        grew = true;
      }
    }
  }
  return inside;
}

/**
 * Byes, as the standard bracket gives them (Reading 10 as the engine README reads it): in a draw of 2^k
 * places, a game's round is k minus its distance from the winners' final; the teams absent from round 1
 * must be exactly the top 2^k − n seeds, and each must first play in round 2. (The literal "first meet a
 * winner-of reference" cannot hold when byes outnumber round-1 games, as top seeds then meet each other.)
 */
function checkByes(
  ctx: ValidationContext,
  prefix: string,
  games: readonly Game[],
  teams: readonly { id: TeamId }[],
  seeding: readonly TeamId[],
): Violation[] {
  const n = teams.length;
  const k = Math.log2(bracketSize(n));
  const inside = winnersBracketGames(games);
  const byId = new Map(games.map((g) => [g.id as string, g]));
  const fedInside = new Set<string>();
  for (const game of games) {
    if (!inside.has(game.id)) continue;
    for (const from of [game.home_from, game.visitor_from]) if (from) fedInside.add(from.game_id);
  }
  // Distance from the winners' final, walking winner references down the tree.
  const depth = new Map<string, number>();
  const queue = [...inside].filter((id) => !fedInside.has(id));
  for (const id of queue) depth.set(id, 0);
  for (let i = 0; i < queue.length; i++) {
    const game = byId.get(queue[i]!);
    if (!game) continue;
    for (const from of [game.home_from, game.visitor_from]) {
      if (!from || depth.has(from.game_id) || !inside.has(from.game_id)) continue;
      depth.set(from.game_id, (depth.get(game.id) ?? 0) + 1);
      queue.push(from.game_id);
    }
  }
  const entryRound = new Map<string, number>();
  for (const game of games) {
    const d = depth.get(game.id);
    const round = d === undefined ? 0 : k - d;
    for (const teamId of [game.home_id, game.visitor_id]) if (teamId !== null) entryRound.set(teamId, round);
  }
  const found: Violation[] = [];
  const byeTeams = teams.map((t) => t.id as string).filter((id) => entryRound.get(id) !== 1);
  const seeds = seeding.length > 0 ? seeding.map(String) : teams.map((t) => t.id as string);
  const topSeeds = seeds.slice(0, bracketSize(n) - n);
  const same = byeTeams.length === topSeeds.length && topSeeds.every((id) => byeTeams.includes(id));
  if (!same) {
    found.push(
      pairing(
        `${prefix} byes go to ${teamNames(ctx, byeTeams) || 'nobody'}, expected the top ${topSeeds.length} seeds ${teamNames(ctx, topSeeds) || '(none)'}`,
        [...new Set([...byeTeams, ...topSeeds])],
      ),
    );
  }
  const late = byeTeams.filter((id) => entryRound.has(id) && entryRound.get(id) !== 2);
  if (late.length > 0) {
    found.push(
      pairing(
        `${prefix} ${teamNames(ctx, late)} first play outside rounds 1 and 2 of the winners' bracket`,
        late,
      ),
    );
  }
  return found;
}
