import type { TestResponse } from './test-client.ts';

/** How many rounds each race test fires: enough that an unguarded check-then-write loses several. */
export const RACE_TRIALS = 15;

/**
 * Fires the calls of one round at once (their requests interleave on the server, and on PostgreSQL each
 * holds its own pooled connection) and answers their responses in call order.
 */
export function fireTogether<T>(
  calls: readonly (() => Promise<TestResponse<T>>)[],
): Promise<TestResponse<T>[]> {
  return Promise.all(calls.map((call) => call()));
}

/** The statuses of one round, sorted ("201 409"), so rounds can be tallied whichever call won. */
export const statuses = (responses: readonly TestResponse<unknown>[]): string =>
  responses
    .map((r) => r.status)
    .sort((a, b) => a - b)
    .join(' ');

/** Counts each round's outcome: `{"201 409": 14, "201 201": 1}`. */
export function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** The calendar date `days` after 2026-04-01, one fresh day per round so rounds never meet. */
export function roundDate(days: number): string {
  const date = new Date(Date.UTC(2026, 3, 1 + days));
  return date.toISOString().slice(0, 10);
}
