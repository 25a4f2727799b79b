import type { ImportJob } from '@app/contracts';
import { imports, people } from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser } from '../../../../test/factories.ts';
import { PEOPLE_HEADER, peopleCsv, waitForImport } from '../../../../test/import-fixtures.ts';
import { buildLeagueOwner, buildReader, type LeagueOwner } from '../../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { JobQueue } from '../../../jobs/job-queue.ts';
import type { JobRunnerOptions } from '../../../jobs/job-runner.ts';
import { IMPORT_QUEUE, ImportRunner } from './import-runner.ts';

// The save of an import starts by taking its season's lock: this hook tells a test that a save is under way,
// inside its transaction, so a cancel can be sent at that moment (docs/imports.md#cancelling-a-save).
const saveHook = vi.hoisted(() => ({
  onLock: null as ((seasonIds: string[]) => void) | null,
  /** Every season lock taken, in order. */
  locked: [] as string[],
}));
vi.mock('../../../lib/lock-season.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/lock-season.ts')>();
  return {
    ...original,
    lockSeasons: async (...args: Parameters<typeof original.lockSeasons>) => {
      await original.lockSeasons(...args);
      saveHook.locked.push(...args[1]);
      saveHook.onLock?.([...args[1]]);
    },
  };
});

/** Resolves once a save into `seasonId` holds its season lock, inside its transaction. */
function saveStarted(seasonId: string): Promise<void> {
  return new Promise((resolve) => {
    saveHook.onLock = (seasonIds) => {
      if (!seasonIds.includes(seasonId)) return;
      saveHook.onLock = null;
      resolve();
    };
  });
}

// The job side of docs/imports.md, "Import jobs": the app here only queues and cancels (JOBS=off), as an API
// process beside workers does; each test starts the worker it needs, a runner on a job queue of its own, as
// another process would.
let t: TestApp;
let owner: LeagueOwner;
beforeAll(async () => {
  t = await createTestApp({ env: { jobs: false } });
  owner = await buildLeagueOwner(t);
});
afterAll(async () => {
  await t.close();
});

async function startWorker(
  options: JobRunnerOptions = {},
): Promise<{ close: (graceMs?: number) => Promise<void> }> {
  const queue = await JobQueue.open(databaseClientOf(t.db), { supervise: true, onError: () => undefined });
  const runner = new ImportRunner(t.db, { onError: () => undefined, ...options });
  await runner.start(queue);
  return { close: (graceMs = 1_000) => runner.close(graceMs) };
}

async function waitUntilRunning(id: string): Promise<ImportJob | undefined> {
  let seen: ImportJob | undefined;
  for (let i = 0; i < 2_000; i += 1) {
    seen = (await owner.client.get<ImportJob>(`/api/imports/${id}`)).body;
    if (seen.status === 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return seen;
}

async function queueImport(csv: string, kind = 'people', client = owner.client): Promise<ImportJob> {
  const res = await client.post<ImportJob>(`/api/seasons/${owner.seasonId}/imports`, { kind, csv });
  expect(res.status).toBe(202);
  return res.body;
}

const peopleOf = async (prefix: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(people)
    .where(sql`${people.seasonId} = ${owner.seasonId} and ${people.first} like ${`${prefix}%`}`);
  return row?.n ?? 0;
};

const jobStates = async (importId: string) => {
  const { rows } = (await t.db.execute(
    sql`select state::text as state from pgboss.job where name = ${IMPORT_QUEUE} and singleton_key = ${importId}
        order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((r) => r.state);
};

describe('import jobs', () => {
  it('ends a file with bad rows as failed, with every bad row keyed as the 422 keys it, saving nothing', async () => {
    const lines = peopleCsv(3_000, 'Bad').split('\n');
    lines[1_500] = 'Bad,Row,not-an-email,,no,yes,no,no,,';
    lines[2_500] = 'Lost,Team,,,no,yes,no,no,Eagles,player';
    const queued = await queueImport(lines.join('\n'));
    const worker = await startWorker();
    try {
      const done = await waitForImport(owner.client, queued.id);
      expect(done).toMatchObject({
        status: 'failed',
        total_rows: 3_000,
        processed_rows: 3_000,
        created_count: 0,
        errors: {
          'row 1501.email': ['is not a valid email'],
          'row 2501.team': ['is not a team of this season'],
        },
        message: '2 rows have problems; nothing was saved.',
      });
      expect(await peopleOf('Bad')).toBe(0);
      const [row] = await t.db.select({ csv: imports.csv }).from(imports).where(eq(imports.id, queued.id));
      expect(row?.csv).toBeNull();
    } finally {
      await worker.close();
    }
  });

  it('cancels a queued import and its job from a process that does not work jobs', async () => {
    const queued = await queueImport(peopleCsv(10, 'Queued'));
    expect(await jobStates(queued.id)).toEqual(['created']);
    const res = await owner.client.post<ImportJob>(`/api/imports/${queued.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', message: 'Cancelled; nothing was saved.' });
    expect(await jobStates(queued.id)).toEqual(['cancelled']);
    const again = await owner.client.post(`/api/imports/${queued.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: { status: ['is cancelled: the import has already finished'] } });
  });

  it('cancels a running import from another process: the worker stops and saves nothing', async () => {
    const queued = await queueImport(peopleCsv(20_000, 'Running'));
    const worker = await startWorker();
    try {
      expect((await waitUntilRunning(queued.id))?.status).toBe('running');
      const res = await owner.client.post<ImportJob>(`/api/imports/${queued.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('cancelled');
      // The worker's job ends once it sees the cancel (at its next chunk, or when it tries to end the row).
      for (let i = 0; i < 600 && (await jobStates(queued.id)).at(-1) === 'active'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await jobStates(queued.id)).at(-1)).toBe('completed');
      expect((await waitForImport(owner.client, queued.id)).status).toBe('cancelled');
      expect(await peopleOf('Running')).toBe(0);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('cancels an import during its save: the save rolls back at its next batch and the cancel answers cancelled', async () => {
    const queued = await queueImport(peopleCsv(20_000, 'Saving'));
    const inSave = saveStarted(owner.seasonId);
    const worker = await startWorker();
    try {
      await inSave;
      // On PGlite the cancel's own queries wait for the save's transaction: without the cancel request noted
      // before them, the save would commit first and this answer would be 409 "is succeeded".
      const res = await owner.client.post<ImportJob>(`/api/imports/${queued.id}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'cancelled', message: 'Cancelled; nothing was saved.' });
      for (let i = 0; i < 600 && (await jobStates(queued.id)).at(-1) === 'active'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await jobStates(queued.id)).at(-1)).toBe('completed');
      expect(await waitForImport(owner.client, queued.id)).toMatchObject({
        status: 'cancelled',
        created_count: 0,
      });
      expect(await peopleOf('Saving')).toBe(0);
    } finally {
      saveHook.onLock = null;
      await worker.close();
    }
  }, 60_000);

  it('saves everything, once, after a cancel refused during its save', async () => {
    const reader = await buildReader(t, owner);
    await reader.csrf();
    const queued = await queueImport(peopleCsv(20_000, 'Refused'));
    saveHook.locked = [];
    const inSave = saveStarted(owner.seasonId);
    const worker = await startWorker();
    try {
      await inSave;
      expect((await reader.post(`/api/imports/${queued.id}/cancel`)).status).toBe(403);
      expect(await waitForImport(owner.client, queued.id)).toMatchObject({
        status: 'succeeded',
        created_count: 20_000,
      });
      expect(await peopleOf('Refused')).toBe(20_000);
      // On PGlite the refused request could not be answered before the save stepped aside (rolled back) for
      // it, so the save ran twice and committed once. On PostgreSQL the request may be answered between two
      // batches, unseen by the save.
      const saves = saveHook.locked.filter((id) => id === owner.seasonId).length;
      if (databaseClientOf(t.db).kind === 'pglite') expect(saves).toBe(2);
      else expect([1, 2]).toContain(saves);
    } finally {
      saveHook.onLock = null;
      await worker.close();
    }
  }, 60_000);

  it('runs again the import of a worker that died mid-run, and saves it once', async () => {
    const queued = await queueImport(peopleCsv(4_000, 'Crash'));
    // A worker took the job, claimed the row, checked 2,000 rows and vanished: its job is still active in
    // pg-boss and the row's lease has lapsed.
    await t.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where name = ${IMPORT_QUEUE} and singleton_key = ${queued.id}`,
    );
    await t.db
      .update(imports)
      .set({
        status: 'running',
        startedAt: new Date(Date.now() - 60_000),
        leaseUntil: new Date(Date.now() - 1_000),
        processedRows: 2_000,
      })
      .where(eq(imports.id, queued.id));
    const worker = await startWorker({ retryDelaySeconds: 1 });
    try {
      const done = await waitForImport(owner.client, queued.id, 30_000);
      expect(done).toMatchObject({ status: 'succeeded', created_count: 4_000, processed_rows: 4_000 });
      expect(await peopleOf('Crash')).toBe(4_000);
      // The first attempt was failed for the dead worker and retried; the retry saved.
      expect(await jobStates(queued.id)).toEqual(['completed']);
      // A job handed out again after the save commits finds the import finished and saves nothing more.
      const queue = await JobQueue.open(databaseClientOf(t.db), {
        supervise: false,
        onError: () => undefined,
      });
      await queue.send(IMPORT_QUEUE, { id: queued.id }, { key: queued.id });
      await queue.close(0);
      const settled = (states: string[]) => !states.includes('created') && !states.includes('active');
      for (let i = 0; i < 200 && !settled(await jobStates(queued.id)); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await jobStates(queued.id)).toEqual(['completed', 'completed']);
      expect(await peopleOf('Crash')).toBe(4_000);
    } finally {
      await worker.close();
    }
  }, 60_000);

  it('hands a running import back to the queue at shutdown; another worker saves it once', async () => {
    const queued = await queueImport(peopleCsv(20_000, 'Shutdown'));
    const first = await startWorker();
    expect((await waitUntilRunning(queued.id))?.status).toBe('running');
    await first.close(0);
    const handedBack = (await owner.client.get<ImportJob>(`/api/imports/${queued.id}`)).body;
    expect(handedBack).toMatchObject({ status: 'queued', processed_rows: 0 });
    expect(await peopleOf('Shutdown')).toBe(0);
    const second = await startWorker();
    try {
      const done = await waitForImport(owner.client, queued.id, 60_000);
      expect(done).toMatchObject({ status: 'succeeded', created_count: 20_000 });
      expect(await peopleOf('Shutdown')).toBe(20_000);
    } finally {
      await second.close();
    }
  }, 90_000);

  it("answers 202 when the job cannot be sent, and a worker's reconciler sends it", async () => {
    const send = vi
      .spyOn(t.app.importRunner, 'enqueue')
      .mockRejectedValueOnce(new Error('the job queue is unreachable'));
    try {
      const queued = await queueImport(peopleCsv(10, 'Unsent'));
      expect(queued.status).toBe('queued');
      expect(send).toHaveBeenCalledWith(queued.id);
      expect(await jobStates(queued.id)).toEqual([]);
      const worker = await startWorker();
      try {
        expect((await waitForImport(owner.client, queued.id)).status).toBe('succeeded');
        expect(await peopleOf('Unsent')).toBe(10);
      } finally {
        await worker.close();
      }
    } finally {
      send.mockRestore();
    }
  });

  it('fails an import whose job failed for good while its worker was gone, with the reason', async () => {
    const queued = await queueImport(peopleCsv(10, 'Dead'));
    await t.db.execute(
      sql`update pgboss.job set state = 'failed', output = '{"message": "the worker running it stopped"}'
          where name = ${IMPORT_QUEUE} and singleton_key = ${queued.id}`,
    );
    await t.db
      .update(imports)
      .set({ status: 'running', startedAt: new Date(), leaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(imports.id, queued.id));
    const worker = await startWorker();
    try {
      const done = await waitForImport(owner.client, queued.id);
      expect(done).toMatchObject({
        status: 'failed',
        message: 'The import failed 4 times: the worker running it stopped',
      });
      expect(await peopleOf('Dead')).toBe(0);
    } finally {
      await worker.close();
    }
  });

  it('answers 404 to another organisation on every import route, 403 to a user, 422 on a bad file', async () => {
    const queued = await queueImport(`${PEOPLE_HEADER}\nA,B,,,no,yes,no,no,,`);
    const stranger = await buildLeagueOwner(t);
    const routes = [
      () => stranger.client.get(`/api/imports/${queued.id}`),
      () => stranger.client.post(`/api/imports/${queued.id}/cancel`),
      () => stranger.client.get(`/api/seasons/${owner.seasonId}/imports`),
      () =>
        stranger.client.post(`/api/seasons/${owner.seasonId}/imports`, { kind: 'people', csv: peopleCsv(1) }),
    ];
    for (const call of routes) expect((await call()).status).toBe(404);
    const reader = await buildReader(t, owner);
    expect((await reader.get(`/api/imports/${queued.id}`)).status).toBe(403);
    expect((await reader.post(`/api/imports/${queued.id}/cancel`)).status).toBe(403);
    expect(
      (await reader.post(`/api/seasons/${owner.seasonId}/imports`, { kind: 'people', csv: peopleCsv(1) }))
        .status,
    ).toBe(403);
    const loner = await buildSignedInUser(t);
    expect((await loner.client.get(`/api/imports/${queued.id}`)).status).toBeGreaterThanOrEqual(403);
    const empty = await owner.client.post(`/api/seasons/${owner.seasonId}/imports`, {
      kind: 'people',
      csv: PEOPLE_HEADER,
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: { file: ['has no rows to import (the first row is the header)'] } });
    const badKind = await owner.client.post(`/api/seasons/${owner.seasonId}/imports`, {
      kind: 'games',
      csv: 'x',
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body).toMatchObject({ errors: { kind: [expect.any(String)] } });
  });
});
