import type { GameSource } from '../model/instance.ts';
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
 * teams whose first game meets a winner-of reference are exactly the top 2^k − n seeds.
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

  const isWinnerRef = (source: GameSource | null): boolean => source?.take === 'winner';
  const byeTeams = new Set<string>();
  for (const game of games) {
    if (game.home_id !== null && isWinnerRef(game.visitor_from)) byeTeams.add(game.home_id);
    if (game.visitor_id !== null && isWinnerRef(game.home_from)) byeTeams.add(game.visitor_id);
  }
  const seeds = schedule.seeding.length > 0 ? schedule.seeding.map(String) : teams.map((t) => t.id as string);
  const topSeeds = seeds.slice(0, bracketSize(n) - n);
  const same = byeTeams.size === topSeeds.length && topSeeds.every((id) => byeTeams.has(id));
  if (!same) {
    found.push(
      pairing(
        `${prefix} byes go to ${teamNames(ctx, [...byeTeams]) || 'nobody'}, expected the top ${topSeeds.length} seeds ${teamNames(ctx, topSeeds) || '(none)'}`,
        [...new Set([...byeTeams, ...topSeeds])],
      ),
    );
  }
  return found;
}
