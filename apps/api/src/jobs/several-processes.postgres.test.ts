import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScheduleConfigInput, ScheduleStatus } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../test/http-session.ts';
import {
  buildLongRunSeason,
  LONG_RUN_CONFIG,
  LONGER_RUN_CONFIG,
  type ScheduleSeason,
} from '../../test/schedule-fixtures.ts';
import { type ChildProcessHandle, spawnServer, spawnWorker } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// The layout of docs/deploy.md on one PostgreSQL database: two stateless API processes (JOBS=off) and
// workers (`npm run worker`), each its own child process. A schedule started through one API process is read
// and cancelled through the other; a worker stopped with SIGTERM mid-run hands its job back and another
// worker finishes it.
describe('API processes and workers on one database', () => {
  let dataDir: string;
  let t: TestApp;
  let season: ScheduleSeason;
  let session: HttpSession;
  let env: Record<string, string>;
  const children: ChildProcessHandle[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'several-processes-'));
    const database = await createTestDatabase();
    t = await createTestApp({ database, env: { jobs: false } });
    season = await buildLongRunSeason(t);
    session = await HttpSession.from(season.client, '');
    env = {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: dataDir,
      SESSION_SECRET: t.env.sessionSecret,
      WEB_DIST: join(dataDir, 'no-web-build'),
      JOB_LEASE_SECONDS: '3',
      SHUTDOWN_GRACE_SECONDS: '0',
    };
  });
  afterAll(async () => {
    for (const child of children) await child.stop('SIGKILL');
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function waitForStatus(api: HttpSession, id: string, done: (s: ScheduleStatus) => boolean) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await api.call<ScheduleStatus>('GET', `/api/schedules/${id}/status`);
      if (res.status === 200 && done(res.body)) return res.body;
      if (Date.now() > deadline) throw new Error(`schedule ${id} still ${JSON.stringify(res.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function create(api: HttpSession, name: string, config: ScheduleConfigInput): Promise<string> {
    const res = await api.call<{ id: string }>('POST', '/api/schedules', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      name,
      config,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function waitForOutput(children: ChildProcessHandle[], text: string): Promise<ChildProcessHandle> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = children.find((c) => c.output().includes(text));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no process printed ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('runs, reads and cancels across processes, and a stopped worker hands its job to another', async () => {
    const [api1, api2, worker1, worker2] = await Promise.all([
      spawnServer({ ...env, JOBS: 'off' }),
      spawnServer({ ...env, JOBS: 'off' }),
      spawnWorker(env),
      spawnWorker(env),
    ]);
    children.push(api1, api2, worker1, worker2);
    const one = session.at(api1.url);
    const two = session.at(api2.url);
    expect((await one.call('GET', '/api/ready')).status).toBe(200);
    expect((await two.call('GET', '/api/ready')).status).toBe(200);

    const done = await create(one, 'Through one', LONG_RUN_CONFIG);
    expect(await waitForStatus(two, done, (s) => s.finished)).toMatchObject({
      status: 'done',
      success_rate: 100,
    });
    // API processes started with JOBS=off never run a job.
    expect(api1.output() + api2.output()).not.toContain('running schedule');

    const cancelled = await create(one, 'Cancelled from two', LONGER_RUN_CONFIG);
    await waitForStatus(two, cancelled, (s) => s.status === 'running');
    expect((await two.call('POST', `/api/schedules/${cancelled}/cancel`)).status).toBe(200);
    expect((await waitForStatus(one, cancelled, (s) => s.finished)).status).toBe('cancelled');

    // The cancelled run kept the slots it had filled; freeing them gives the next run its few seconds.
    expect((await two.call('DELETE', `/api/schedules/${cancelled}`)).status).toBe(200);
    const handedOver = await create(one, 'Handed over', LONGER_RUN_CONFIG);
    await waitForStatus(two, handedOver, (s) => s.status === 'running');
    const owner = await waitForOutput([worker1, worker2], `running schedule ${handedOver}`);
    const other = owner === worker1 ? worker2 : worker1;
    const stoppedAt = Date.now();
    expect(await owner.stop('SIGTERM')).toBe(0);
    expect(owner.output()).toContain(`handed back schedule ${handedOver}`);
    const ended = await waitForStatus(one, handedOver, (s) => s.finished);
    console.log(`worker SIGTERM mid-run: the other worker finished it ${Date.now() - stoppedAt} ms later`);
    expect(ended.status).toBe('done');
    expect(other.output()).toContain(`running schedule ${handedOver}`);
    const detail = await two.call<{ log: string }>('GET', `/api/schedules/${handedOver}`);
    expect(detail.body.log).toContain('Handed back to the queue at shutdown.');

    // An API process drains on SIGTERM and exits cleanly while the other keeps serving.
    expect(await api1.stop('SIGTERM')).toBe(0);
    expect((await two.call('GET', '/api/ready')).status).toBe(200);
  }, 240_000);
});
