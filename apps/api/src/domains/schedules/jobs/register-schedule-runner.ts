import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { ScheduleRunner } from './schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduleRunner: ScheduleRunner;
  }
}

/**
 * Gives the app its schedule runner, started on the app's one job queue once the app is ready: it queues and cancels runs, and unless
 * JOBS=off it works them too and reconciles rows left unfinished by a stopped process (docs/schedules.md).
 * It stops with the app, before the caller closes the database.
 */
export function registerScheduleRunner(app: FastifyInstance, client?: DatabaseClient): void {
  const databaseClient = client ?? databaseClientOf(app.db);
  const runner = new ScheduleRunner(app.db, databaseClient, {
    work: app.env.jobs,
    concurrency: app.env.jobConcurrency,
    leaseMs: app.env.jobLeaseMs,
    // One process alone opens a PGlite data dir, so what it finds unfinished at start has no other owner.
    exclusiveDatabase: databaseClient.kind === 'pglite',
    graceMs: app.env.shutdownGraceMs,
    onError: (error) => app.log.warn({ err: error }, 'schedule jobs'),
    onEvent: (message) => app.log.info(message),
  });
  app.decorate('scheduleRunner', runner);
  app.addHook('onReady', async () => {
    await runner.start(await app.jobQueue());
  });
  app.addHook('onClose', async () => {
    await runner.close();
  });
}
