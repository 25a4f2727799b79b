import type { Instance, Result } from '../model/instance.ts';
import type { Violation } from './types.ts';

/** ceil(100 × scheduled / max(1, scheduled + unscheduled)), as docs/engine-contract.md defines it. */
export function successRate(scheduled: number, unscheduled: number): number {
  return Math.ceil((100 * scheduled) / Math.max(1, scheduled + unscheduled));
}

function result(rule: Violation['rule'], message: string, gameIds: string[] = []): Violation {
  return { rule, message, game_ids: gameIds, team_ids: [] };
}

/**
 * What the result says about itself (Reading 13, Reading 12): status is "complete" exactly when nothing is
 * unscheduled, every unscheduled game has a reason, the metrics match the games, and a game reusing a
 * fixed game's id keeps its slot.
 */
export function checkResultConsistency(instance: Instance, res: Result): Violation[] {
  const found: Violation[] = [];
  const unscheduled = res.games.filter((g) => g.timeslot_id === null);
  const scheduled = res.games.length - unscheduled.length;
  const expectedStatus = unscheduled.length === 0 ? 'complete' : 'partial';
  if (res.status !== expectedStatus) {
    found.push(
      result(
        'status_mismatch',
        `status is ${res.status} with ${unscheduled.length} unscheduled; expected ${expectedStatus}`,
      ),
    );
  }
  for (const game of unscheduled) {
    const reason = res.unscheduled_reasons[game.id];
    if (reason === undefined || reason.trim() === '') {
      found.push(result('status_mismatch', `${game.id} is unscheduled without a reason`, [game.id]));
    }
  }
  const rate = successRate(scheduled, unscheduled.length);
  const stated = res.metrics;
  const wrong = [
    stated.scheduled !== scheduled ? `scheduled ${stated.scheduled} (is ${scheduled})` : null,
    stated.unscheduled !== unscheduled.length
      ? `unscheduled ${stated.unscheduled} (is ${unscheduled.length})`
      : null,
    stated.success_rate !== rate ? `success_rate ${stated.success_rate} (is ${rate})` : null,
  ].filter((x): x is string => x !== null);
  if (wrong.length > 0) found.push(result('metrics_mismatch', `metrics state ${wrong.join(', ')}`));

  const fixed = new Map(instance.fixed_games.map((g) => [g.id as string, g]));
  for (const game of res.games) {
    const original = fixed.get(game.id);
    if (original && original.timeslot_id !== game.timeslot_id) {
      found.push(
        result(
          'fixed_game_moved',
          `fixed game ${game.id} moved from slot ${original.timeslot_id} to ${game.timeslot_id ?? 'unscheduled'}`,
          [game.id],
        ),
      );
    }
  }
  return found;
}
