import type { AddressInfo } from 'node:net';
import type { ScheduleStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../test/http-session.ts';
import { buildLongRunSeason, LONG_RUN_CONFIG, type ScheduleSeason } from '../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Regression: terminating the app's PostgreSQL backends under mixed reads and writes used to crash the server
// (an 'error' event on a checked-out pool client had no listener). Now the requests that met the loss answer
// 503 with Retry-After, the pool reconnects, and a running schedule still finishes (docs/deploy.md).
// PostgreSQL only (see vitest.config.ts): PGlite has no server to drop a connection.
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

describe('PostgreSQL backends terminated under load', () => {
  let t: TestApp;
  let season: ScheduleSeason;
  let session: HttpSession;
  let admin: pg.Client;
  let databaseName: string;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    t = await createTestApp();
    // A run of a few seconds, under way while it is disturbed.
    season = await buildLongRunSeason(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    session = await HttpSession.from(season.client, `http://127.0.0.1:${port}`);
    const [row] = await t.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
    databaseName = row?.name ?? '';
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    await admin.end();
    await t.close();
  });

  it('answers 503 with Retry-After for the requests that lost their connection, and keeps serving', async () => {
    const created = await session.call<{ id: string }>('POST', '/api/schedules', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      name: 'Under fire',
      config: LONG_RUN_CONFIG,
    });
    expect(created.status).toBe(201);
    const scheduleId = created.body.id;

    const answers: { status: number; retryAfter: string | null; body: unknown }[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        answers.push(await session.call('GET', `/api/seasons/${season.seasonId}/schedules`));
        answers.push(await session.call('GET', `/api/schedules/${scheduleId}/status`));
      }
    };
    let n = 0;
    const writer = async () => {
      while (running) {
        n += 1;
        // A division is created in a transaction: the connection is checked out between its statements.
        answers.push(
          await session.call('POST', '/api/divisions', { season_id: season.seasonId, name: `Load ${n}` }),
        );
      }
    };
    const terminations: number[] = [];
    const terminator = async () => {
      for (let round = 0; round < 12; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const res = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [databaseName],
        );
        terminations.push(res.rowCount ?? 0);
      }
      running = false;
    };
    await Promise.all([reader(), reader(), writer(), writer(), terminator()]);

    expect(uncaught).toEqual([]);
    expect(terminations.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.body).toEqual({ errors: { base: ['The database is unavailable; try again shortly'] } });
    }

    // The pool recovers by itself, and the schedule run survives the lost connections.
    expect((await session.call('GET', '/api/health')).status).toBe(200);
    const deadline = Date.now() + 60_000;
    let status: ScheduleStatus | undefined;
    while (Date.now() < deadline) {
      status = (await session.call<ScheduleStatus>('GET', `/api/schedules/${scheduleId}/status`)).body;
      if (status.finished) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toMatchObject({ status: 'done', finished: true });
    expect(uncaught).toEqual([]);
  }, 120_000);
});
