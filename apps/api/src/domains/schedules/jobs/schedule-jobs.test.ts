import type { ScheduleStatus } from '@app/contracts';
import { schedules } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLongRunSeason,
  createSchedule,
  LONGER_RUN_CONFIG,
  type ScheduleSeason,
  waitForFinish,
} from '../../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { SCHEDULE_QUEUE, ScheduleRunner } from './schedule-runner.ts';

// The job side of docs/schedules.md, "Jobs": the app here only queues (JOBS=off); each test starts the worker
// it needs with the options it tests.
let t: TestApp;
let season: ScheduleSeason;
beforeAll(async () => {
  t = await createTestApp({ env: { jobs: false } });
  season = await buildLongRunSeason(t);
});
afterAll(async () => {
  await t.close();
});

const jobStates = async (scheduleId: string) => {
  const { rows } = (await t.db.execute(
    sql`select state::text as state from pgboss.job where name = ${SCHEDULE_QUEUE} and singleton_key = ${scheduleId}`,
  )) as unknown as { rows: { state: string }[] };
  return rows.map((r) => r.state);
};

describe('schedule jobs', () => {
  it('cancels a queued schedule and its job from a process that does not work jobs', async () => {
    const id = await createSchedule(season, { name: 'Never run', config: LONGER_RUN_CONFIG });
    expect(await jobStates(id)).toEqual(['created']);
    expect((await season.client.post(`/api/schedules/${id}/cancel`)).status).toBe(200);
    expect((await waitForFinish(season.client, id)).status).toBe('cancelled');
    expect(await jobStates(id)).toEqual(['cancelled']);
  });

  it('errors a run that passes its time limit, with the reason', async () => {
    const id = await createSchedule(season, { name: 'Too slow', config: LONGER_RUN_CONFIG });
    const worker = new ScheduleRunner(t.db, databaseClientOf(t.db), {
      runLimitSeconds: 1,
      onError: () => {},
    });
    await worker.start();
    try {
      const status: ScheduleStatus = await waitForFinish(season.client, id, 60_000);
      expect(status).toMatchObject({
        status: 'errored',
        error: 'The run passed its time limit of 1 s and was stopped.',
      });
    } finally {
      await worker.close(1_000);
    }
  });

  it('errors a schedule whose job failed for good while its worker was gone, with pg-boss reason', async () => {
    const id = await createSchedule(season, { name: 'Dead job', config: LONGER_RUN_CONFIG });
    await t.db.execute(
      sql`update pgboss.job set state = 'failed', output = '{"message": "the worker running it stopped"}'
          where name = ${SCHEDULE_QUEUE} and singleton_key = ${id}`,
    );
    await t.db
      .update(schedules)
      .set({ status: 'running', leaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(schedules.id, id));
    const worker = new ScheduleRunner(t.db, databaseClientOf(t.db), { onError: () => {} });
    await worker.start();
    try {
      const status = await waitForFinish(season.client, id, 10_000);
      expect(status.status).toBe('errored');
      expect(status.error).toBe('The run failed 4 times: the worker running it stopped');
    } finally {
      await worker.close(1_000);
    }
  });

  it('queues again a schedule left queued whose job is gone', async () => {
    const id = await createSchedule(season, { name: 'Lost job', config: { count: 1 } });
    await t.db.execute(sql`delete from pgboss.job where name = ${SCHEDULE_QUEUE} and singleton_key = ${id}`);
    await t.db
      .update(schedules)
      .set({ leaseUntil: new Date(Date.now() - 1_000) })
      .where(eq(schedules.id, id));
    const worker = new ScheduleRunner(t.db, databaseClientOf(t.db), { onError: () => {} });
    await worker.start();
    try {
      expect((await waitForFinish(season.client, id, 30_000)).status).toBe('done');
    } finally {
      await worker.close(1_000);
    }
  });
});
