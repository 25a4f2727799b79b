import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { appRunnerOptions, startWithApp } from '../../../jobs/register-job-runner.ts';
import { ScheduleRunner } from './schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduleRunner: ScheduleRunner;
  }
}

/**
 * Gives the app its schedule runner, started on the app's one job queue once the app is ready: it queues and
 * cancels runs, and unless JOBS=off it works them too and reconciles rows left unfinished by a stopped process
 * (docs/schedules.md). It stops with the app, before the caller closes the database.
 */
export function registerScheduleRunner(app: FastifyInstance, client?: DatabaseClient): void {
  const runner = new ScheduleRunner(app.db, client ?? databaseClientOf(app.db), {
    ...appRunnerOptions(app, client, 'schedule jobs'),
    concurrency: app.env.jobConcurrency,
    onEvent: (message) => app.log.info(message),
  });
  app.decorate('scheduleRunner', runner);
  startWithApp(app, runner);
}
