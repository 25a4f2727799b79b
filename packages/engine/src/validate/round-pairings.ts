import type { ValidationContext } from './context.ts';
import { teamName } from './describe.ts';
import { allowedPairs, itemsPerTeam, pairKey, type ScheduleGames } from './schedule-games.ts';
import type { Violation } from './types.ts';

function pairing(message: string, teamIds: string[], gameIds: string[] = []): Violation {
  return { rule: 'pairing', message, game_ids: gameIds, team_ids: teamIds };
}

/**
 * The shape every game of a schedule must have: the schedule's kind, its teams only, two different teams
 * for a game (from two divisions in an across-division schedule), one team and no visitor for a practice.
 * Elimination games may take a side from an earlier game instead of naming a team.
 */
export function checkGameShapes(
  ctx: ValidationContext,
  { schedule, games, teams }: ScheduleGames,
): Violation[] {
  const found: Violation[] = [];
  const own = new Map(teams.map((t) => [t.id as string, t]));
  const isPractices = schedule.mode === 'practices';
  const isBracket = schedule.style !== 'round' && !isPractices;
  for (const game of games) {
    const bad = (why: string): void => {
      const teamIds = [game.home_id, game.visitor_id].filter((t): t is NonNullable<typeof t> => t !== null);
      found.push(pairing(`schedule ${schedule.id}: ${game.id} ${why}`, teamIds, [game.id]));
    };
    if (game.is_practice !== isPractices)
      bad(isPractices ? 'is not a practice' : 'is a practice in a games schedule');
    for (const teamId of [game.home_id, game.visitor_id]) {
      if (teamId !== null && !own.has(teamId))
        bad(`has ${teamName(ctx, teamId)}, not a team of the schedule`);
    }
    if (isPractices) {
      if (game.home_id === null || game.visitor_id !== null)
        bad('must name one team (home_id) and no visitor');
      continue;
    }
    const hasHome = game.home_id !== null || (isBracket && game.home_from !== null);
    const hasVisitor = game.visitor_id !== null || (isBracket && game.visitor_from !== null);
    if (!hasHome || !hasVisitor) bad('lacks a side');
    if (game.home_id !== null && game.home_id === game.visitor_id) bad('has the same team on both sides');
    const home = game.home_id === null ? undefined : own.get(game.home_id);
    const visitor = game.visitor_id === null ? undefined : own.get(game.visitor_id);
    if (schedule.division_ids.length === 2 && home && visitor && home.division_id === visitor.division_id) {
      bad('pairs two teams of one division in an across-division schedule');
    }
  }
  return found;
}

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Round-robin obligations (Result section, Reading 11): with `rounds` each allowed pair meets exactly
 * `count` times and each team's home and away counts differ by at most 1; with `week` and `season` the
 * game total is T × n / 2 rounded either way, every team's total is within 1 of T, and pair repeats over
 * all allowed pairs differ by at most 1; practices give every team exactly T.
 */
export function checkRoundPairings(ctx: ValidationContext, group: ScheduleGames): Violation[] {
  const { schedule, games, teams } = group;
  const found: Violation[] = [];
  const prefix = `schedule ${schedule.id}:`;
  const perTeam = itemsPerTeam(ctx, schedule);
  if (schedule.mode === 'practices') {
    const counts = countBy(games.flatMap((g) => (g.home_id === null ? [] : [g.home_id])));
    for (const team of teams) {
      const has = counts.get(team.id) ?? 0;
      if (has !== perTeam)
        found.push(pairing(`${prefix} ${team.name} has ${has} practices, expected ${perTeam}`, [team.id]));
    }
    return found;
  }
  const pairCounts = countBy(
    games.flatMap((g) =>
      g.home_id !== null && g.visitor_id !== null ? [pairKey(g.home_id, g.visitor_id)] : [],
    ),
  );
  const pairs = allowedPairs(schedule, teams);
  const meetings = pairs.map(([a, b]) => ({ a, b, n: pairCounts.get(pairKey(a.id, b.id)) ?? 0 }));
  if (perTeam === null) {
    for (const { a, b, n } of meetings) {
      if (n !== schedule.count) {
        found.push(
          pairing(`${prefix} ${a.name} and ${b.name} meet ${n} times, expected ${schedule.count}`, [
            a.id,
            b.id,
          ]),
        );
      }
    }
    const homes = countBy(games.flatMap((g) => (g.home_id === null ? [] : [g.home_id])));
    const aways = countBy(games.flatMap((g) => (g.visitor_id === null ? [] : [g.visitor_id])));
    for (const team of teams) {
      const home = homes.get(team.id) ?? 0;
      const away = aways.get(team.id) ?? 0;
      if (Math.abs(home - away) > 1)
        found.push(pairing(`${prefix} ${team.name} is home ${home} and away ${away}`, [team.id]));
    }
    return found;
  }
  const total = (perTeam * teams.length) / 2;
  if (games.length !== Math.floor(total) && games.length !== Math.ceil(total)) {
    found.push(
      pairing(
        `${prefix} ${games.length} games, expected ${total} rounded (T=${perTeam}, ${teams.length} teams)`,
        [],
      ),
    );
  }
  const totals = countBy(
    games.flatMap((g) => [g.home_id, g.visitor_id].filter((t): t is NonNullable<typeof t> => t !== null)),
  );
  for (const team of teams) {
    const has = totals.get(team.id) ?? 0;
    if (Math.abs(has - perTeam) > 1)
      found.push(pairing(`${prefix} ${team.name} has ${has} games, expected ${perTeam} ± 1`, [team.id]));
  }
  if (meetings.length > 0) {
    const most = meetings.reduce((m, x) => (x.n > m.n ? x : m));
    const least = meetings.reduce((m, x) => (x.n < m.n ? x : m));
    if (most.n - least.n > 1) {
      found.push(
        pairing(
          `${prefix} ${most.a.name} and ${most.b.name} meet ${most.n} times but ${least.a.name} and ${least.b.name} ${least.n}`,
          [most.a.id, most.b.id, least.a.id, least.b.id],
        ),
      );
    }
  }
  return found;
}
