// Schedule job benchmark on a fresh PostgreSQL database, through the real server over loopback HTTP: the
// medium engine league (8 x 10 teams, 720 games) loaded by direct inserts, one schedule per division
// submitted through the API, status polled while they run (p95 latency), wall time until all are done;
// then GET /api/schedules/{id} on a schedule of 2,000 games.
import type { LeagueSeasonIds, ScheduleCreatedSchema, ScheduleStatus } from '@app/contracts';
import pg from 'pg';
import type { z } from 'zod';
import { generateInstance } from '../engine/generate.ts';
import { insertBigSchedule } from '../support/big-schedule.ts';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';
import { loadLeague } from './load-league.ts';

const WALL_TARGET_MS = 10_000;
const STATUS_TARGET_MS = 20;
/** Issue 6: balances and conflicts of 2,000 games under 200 ms each. */
const ANALYSIS_TARGET_MS = 200;
const DETAIL_TARGET_MS = 300;
const BIG_GAMES = 2_000;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function run(url: string): Promise<boolean> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const session = new ApiSession(server.url);
    await session.signUp();
    const created = await session.call('POST', '/api/leagues', { name: 'Medium', seasonName: 'Spring' });
    const { season } = (await created.json()) as LeagueSeasonIds;
    const { rows } = await db.query<{ organization_id: string }>(
      'SELECT organization_id FROM seasons WHERE id = $1',
      [season.id],
    );
    const org = rows[0]?.organization_id ?? '';
    const { instance } = generateInstance('medium');
    const ids = await loadLeague(db, { organizationId: org, seasonId: season.id }, instance);

    const started = performance.now();
    const scheduleIds: string[] = [];
    for (const schedule of instance.schedules) {
      const { id: _id, division_ids, ...config } = schedule;
      const res = await session.call('POST', '/api/schedules', {
        season_id: season.id,
        division_id: ids.of(division_ids[0] ?? ''),
        name: `Schedule ${scheduleIds.length + 1}`,
        config: { ...config, seeding: [] },
      });
      scheduleIds.push(((await res.json()) as z.infer<typeof ScheduleCreatedSchema>).id);
    }
    const statusMs: number[] = [];
    let pending = new Set(scheduleIds);
    let totals = { scheduled: 0, total: 0 };
    while (pending.size > 0) {
      const next = new Set<string>();
      totals = { scheduled: 0, total: 0 };
      for (const id of scheduleIds) {
        let body: Pick<ScheduleStatus, 'finished' | 'scheduled' | 'total'> = {
          finished: true,
          scheduled: 0,
          total: 0,
        };
        statusMs.push(
          await timed(async () => {
            body = (await (
              await session.call('GET', `/api/schedules/${id}/status`)
            ).json()) as ScheduleStatus;
          }),
        );
        if (!body.finished) next.add(id);
        totals.scheduled += body.scheduled;
        totals.total += body.total;
      }
      pending = next;
      if (pending.size > 0) await new Promise((r) => setTimeout(r, 250));
    }
    const wall = performance.now() - started;
    const p95 = percentile(statusMs, 95);
    console.log(
      `medium league (${instance.schedules.length} schedules): ${totals.scheduled}/${totals.total} scheduled, wall ${(wall / 1000).toFixed(2)} s (target < ${WALL_TARGET_MS / 1000} s) -> ${wall < WALL_TARGET_MS ? 'ok' : 'FAILED'}`,
    );
    console.log(
      `status while running: ${statusMs.length} calls, p95 ${p95.toFixed(1)} ms (target < ${STATUS_TARGET_MS}) -> ${p95 < STATUS_TARGET_MS ? 'ok' : 'FAILED'}`,
    );

    const big = await insertBigSchedule(db, org, season.id, BIG_GAMES);
    const detailMs: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      detailMs.push(await timed(async () => (await session.call('GET', `/api/schedules/${big}`)).json()));
    }
    const detailP50 = percentile(detailMs, 50);
    console.log(
      `GET schedule of ${BIG_GAMES} games x20: median ${detailP50.toFixed(1)} ms, p95 ${percentile(detailMs, 95).toFixed(1)} ms (target < ${DETAIL_TARGET_MS}) -> ${detailP50 < DETAIL_TARGET_MS ? 'ok' : 'FAILED'}`,
    );
    const analyses: boolean[] = [];
    for (const call of ['balances', 'conflicts'] as const) {
      const ms: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        ms.push(await timed(async () => (await session.call('GET', `/api/schedules/${big}/${call}`)).json()));
      }
      const median = percentile(ms, 50);
      analyses.push(median < ANALYSIS_TARGET_MS);
      console.log(
        `GET ${call} of ${BIG_GAMES} games x10: median ${median.toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (target < ${ANALYSIS_TARGET_MS}) -> ${median < ANALYSIS_TARGET_MS ? 'ok' : 'FAILED'}`,
      );
    }
    return (
      wall < WALL_TARGET_MS &&
      p95 < STATUS_TARGET_MS &&
      detailP50 < DETAIL_TARGET_MS &&
      analyses.every(Boolean)
    );
  } finally {
    await db.end();
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('# Schedule job benchmark (PostgreSQL, loopback HTTP, whole server process)');
  await withScratchDatabase('bench_schedules', async (url) => {
    if (!(await run(url))) process.exitCode = 1;
  });
}

await main();
