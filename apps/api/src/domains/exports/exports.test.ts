import type { ExportJob } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForExport } from '../../../test/export-fixtures.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  waitForFinish,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { databaseClientOf } from '../../jobs/database-client.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { ExportRunner } from './jobs/export-runner.ts';

// docs/exports.md: exports built by jobs. `t` works its own jobs, as `npm start` does; `queueOnly` only
// queues and cancels (JOBS=off), as an API process beside workers does.
let t: TestApp;
let queueOnly: TestApp;
let season: ScheduleSeason;
let scheduleId: string;
beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season, { name: 'Spring games' });
  await waitForFinish(season.client, scheduleId);
  queueOnly = await createTestApp({ env: { jobs: false } });
});
afterAll(async () => {
  await queueOnly.close();
  await t.close();
});

async function queue(path: string, body?: object, client = season.client): Promise<ExportJob> {
  const res = await client.post<ExportJob>(path, body);
  expect(res.status, res.text).toBe(202);
  return res.body;
}

describe('export jobs', () => {
  it("builds a league's JSON document, the same document the synchronous export answers", async () => {
    const queued = await queue(`/api/leagues/${season.leagueId}/exports`);
    expect(queued).toMatchObject({ kind: 'league', status: 'queued', progress: 0, file_name: null });
    const done = await waitForExport(season.client, queued.id);
    expect(done).toMatchObject({ status: 'succeeded', progress: 100, file_name: 'Lakeside League.json' });
    const file = await season.client.get(`/api/exports/${queued.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/json');
    expect(String(file.headers['content-disposition'])).toContain('filename="Lakeside League.json"');
    expect(done.byte_size).toBe(Buffer.byteLength(file.text));
    const direct = await season.client.get(`/api/leagues/${season.leagueId}/export`);
    expect(JSON.parse(file.text)).toEqual(JSON.parse(direct.text));
  });

  it("builds the season's and one schedule's games CSV in every format the synchronous export has", async () => {
    const master = await waitForExport(
      season.client,
      (await queue(`/api/seasons/${season.seasonId}/exports`, {})).id,
    );
    expect(master.file_name).toMatch(/^master game list-\d{4}-\d{2}-\d{2}\.csv$/);
    const masterFile = await season.client.get(`/api/exports/${master.id}/file`);
    expect(masterFile.headers['content-type']).toContain('text/csv');
    expect(masterFile.text).toBe((await season.client.get(`/api/seasons/${season.seasonId}/export`)).text);
    expect(masterFile.text.split('\n').length).toBeGreaterThan(6);

    const team = season.teams[0]?.id ?? '';
    const teamExport = await waitForExport(
      season.client,
      (
        await queue(`/api/seasons/${season.seasonId}/exports`, {
          schedule_id: scheduleId,
          format: 'team',
          team_id: team,
        })
      ).id,
    );
    expect(teamExport).toMatchObject({ status: 'succeeded', schedule_id: scheduleId });
    expect(teamExport.file_name).toMatch(/^Spring games-team-/);
    const teamFile = await season.client.get(`/api/exports/${teamExport.id}/file`);
    const direct = await season.client.get(`/api/schedules/${scheduleId}/export?format=team&team_id=${team}`);
    expect(teamFile.text).toBe(direct.text);
  });

  it('lets every member export, and refuses bad input naming the field', async () => {
    const reader = await buildReader(t, season);
    const done = await waitForExport(
      reader,
      (await queue(`/api/leagues/${season.leagueId}/exports`, undefined, reader)).id,
    );
    expect(done.status).toBe('succeeded');
    const noTeam = await season.client.post(`/api/seasons/${season.seasonId}/exports`, { format: 'team' });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body).toMatchObject({ errors: { team_id: ['is required for a team export'] } });
    const badFormat = await season.client.post(`/api/seasons/${season.seasonId}/exports`, { format: 'pdf' });
    expect(badFormat.status).toBe(400);
    expect(Object.keys((badFormat.body as { errors: object }).errors)).toEqual(['format']);
  });

  it("keeps another organisation's leagues, seasons, schedules and exports out of reach (404)", async () => {
    const mine = await queue(`/api/leagues/${season.leagueId}/exports`);
    await waitForExport(season.client, mine.id);
    const other = await buildLeagueOwner(t);
    expect((await other.client.post(`/api/leagues/${season.leagueId}/exports`)).status).toBe(404);
    expect((await other.client.post(`/api/seasons/${season.seasonId}/exports`, {})).status).toBe(404);
    const theirSchedule = await other.client.post(`/api/seasons/${other.seasonId}/exports`, {
      schedule_id: scheduleId,
    });
    expect(theirSchedule.status).toBe(404);
    expect((await other.client.get(`/api/exports/${mine.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/exports/${mine.id}/file`)).status).toBe(404);
    expect((await other.client.post(`/api/exports/${mine.id}/cancel`)).status).toBe(404);
    const stranger = await buildSignedInUser(t);
    expect((await stranger.client.get(`/api/exports/${mine.id}`)).status).toBe(404);
  });
});

/** A worker beside `queueOnly`, as another process: an export runner on a job queue of its own. */
async function startWorker(): Promise<ExportRunner> {
  const jobs = await JobQueue.open(databaseClientOf(queueOnly.db), {
    supervise: true,
    onError: () => undefined,
  });
  const worker = new ExportRunner(queueOnly.db, { onError: () => undefined });
  await worker.start(jobs);
  return worker;
}

describe('export jobs queued by a process that does not build them', () => {
  it('answers 409 for the file until it is built, and a cancel made there stops any worker from building it', async () => {
    const owner = await buildLeagueOwner(queueOnly);
    const queued = await queue(`/api/leagues/${owner.leagueId}/exports`, undefined, owner.client);
    const early = await owner.client.get(`/api/exports/${queued.id}/file`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errors: { status: ['is queued: the file is not ready'] } });

    const cancelled = await owner.client.post<ExportJob>(`/api/exports/${queued.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', message: 'Cancelled; nothing was saved.' });
    const again = await owner.client.post(`/api/exports/${queued.id}/cancel`);
    expect(again.status).toBe(409);

    // A worker (as another process) starts after the cancel: it finds nothing to build.
    const worker = await startWorker();
    try {
      const second = await queue(`/api/leagues/${owner.leagueId}/exports`, undefined, owner.client);
      expect((await waitForExport(owner.client, second.id)).status).toBe('succeeded');
      expect((await owner.client.get<ExportJob>(`/api/exports/${queued.id}`)).body.status).toBe('cancelled');
      expect((await owner.client.get(`/api/exports/${queued.id}/file`)).status).toBe(409);
    } finally {
      await worker.close(1_000);
    }
  });

  it("answers 202 when the job cannot be sent, and a worker's reconciler sends it", async () => {
    const owner = await buildLeagueOwner(queueOnly);
    const send = vi
      .spyOn(queueOnly.app.exportRunner, 'enqueue')
      .mockRejectedValueOnce(new Error('the job queue is unreachable'));
    try {
      const queued = await queue(`/api/leagues/${owner.leagueId}/exports`, undefined, owner.client);
      expect(queued.status).toBe('queued');
      expect(send).toHaveBeenCalledWith(queued.id);
      const worker = await startWorker();
      try {
        expect((await waitForExport(owner.client, queued.id)).status).toBe('succeeded');
      } finally {
        await worker.close(1_000);
      }
    } finally {
      send.mockRestore();
    }
  });
});
