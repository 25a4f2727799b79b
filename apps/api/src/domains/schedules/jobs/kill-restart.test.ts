import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScheduleStatus } from '@app/contracts';
import { createDatabase, migrateDatabase } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../../test/http-session.ts';
import {
  buildLongRunSeason,
  LONG_RUN_CONFIG,
  LONGER_RUN_CONFIG,
  type ScheduleSeason,
} from '../../../../test/schedule-fixtures.ts';
import { type ChildProcessHandle, spawnServer } from '../../../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../../../test/test-database.ts';

// Regression: a server killed with `kill -9` and restarted within the lease left its schedule "running"
// forever (cancel did nothing, retry answered 409). Now the restarted server (on PGlite at once; on
// PostgreSQL once the lease lapses) hands the job out again and the schedule ends (docs/schedules.md, "Jobs").
// The real server runs as a child process, on the database this project tests: a PostgreSQL database, or a
// PGlite data dir that the test seeds first and then leaves to the child.
const kind = testDatabaseKind();

describe(`kill -9 and restart (${kind})`, () => {
  let dataDir: string;
  let t: TestApp;
  let season: ScheduleSeason;
  let session: HttpSession;
  let childEnv: Record<string, string>;
  let database: TestDatabase;
  const children: ChildProcessHandle[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kill-restart-'));
    if (kind === 'postgres') {
      database = await createTestDatabase();
    } else {
      const handle = await createDatabase({ dataDir: join(dataDir, 'pglite') });
      await migrateDatabase(handle);
      database = { handle, drop: () => handle.close() };
    }
    // The seeding app only stores rows: the child processes run the jobs.
    t = await createTestApp({ database, env: { jobs: false } });
    // A run of a few seconds, under way while it is disturbed.
    season = await buildLongRunSeason(t);
    session = await HttpSession.from(season.client, '');
    childEnv = {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: dataDir,
      SESSION_SECRET: t.env.sessionSecret,
      WEB_DIST: join(dataDir, 'no-web-build'),
      JOB_LEASE_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: '1',
    };
    // PGlite: one process at a time opens the data dir, so the seeding app closes it first.
    if (kind === 'pglite') {
      await t.app.close();
      await database.drop();
    }
  });
  afterAll(async () => {
    for (const child of children) await child.stop('SIGKILL');
    if (kind === 'postgres') await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function waitForStatus(api: HttpSession, id: string, done: (s: ScheduleStatus) => boolean) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await api.call<ScheduleStatus>('GET', `/api/schedules/${id}/status`);
      if (res.status === 200 && done(res.body)) return res.body;
      if (Date.now() > deadline) throw new Error(`schedule ${id} still ${JSON.stringify(res.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function createLong(api: HttpSession, name: string, config = LONG_RUN_CONFIG): Promise<string> {
    const res = await api.call<{ id: string }>('POST', '/api/schedules', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      name,
      config,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  it('ends the killed run, then cancels and retries as usual', async () => {
    const first = await spawnServer(childEnv);
    children.push(first);
    const api = session.at(first.url);
    const id = await createLong(api, 'Killed');
    await waitForStatus(api, id, (s) => s.status === 'running');
    expect(await first.stop('SIGKILL')).toBe(null);

    const restartedAt = Date.now();
    const second = await spawnServer(childEnv);
    children.push(second);
    const readyMs = Date.now() - restartedAt;
    const again = session.at(second.url);
    const ended = await waitForStatus(again, id, (s) => s.finished);
    const endedMs = Date.now() - restartedAt;
    console.log(
      `${kind}: kill -9, restart: ready in ${readyMs} ms, schedule ${ended.status} ${endedMs} ms after the restart began`,
    );
    expect(ended.status === 'done' || (ended.status === 'errored' && ended.error)).toBeTruthy();
    const detail = await again.call<{ log: string }>('GET', `/api/schedules/${id}`);
    expect(detail.body.log).toContain('Resumed after a server restart.');

    const cancelled = await createLong(again, 'Cancelled', LONGER_RUN_CONFIG);
    await waitForStatus(again, cancelled, (s) => s.status === 'running');
    expect((await again.call('POST', `/api/schedules/${cancelled}/cancel`)).status).toBe(200);
    expect((await waitForStatus(again, cancelled, (s) => s.finished)).status).toBe('cancelled');

    const retried = await again.call('POST', `/api/schedules/${id}/retry`, { mode: 'fresh' });
    expect(retried.status).toBe(200);
    expect((await waitForStatus(again, id, (s) => s.finished)).status).toBe('done');
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 180_000);
});
