import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from './database-client.ts';
import type { JobRunner, JobRunnerOptions } from './job-runner.ts';

/** A job runner's options in the app, from its environment (docs/deploy.md); `label` names its log lines. */
export function appRunnerOptions(
  app: FastifyInstance,
  client: DatabaseClient | undefined,
  label: string,
): JobRunnerOptions {
  return {
    work: app.env.jobs,
    leaseMs: app.env.jobLeaseMs,
    // One process alone opens a PGlite data dir, so what it finds unfinished at start has no other owner.
    exclusiveDatabase: (client ?? databaseClientOf(app.db)).kind === 'pglite',
    onError: (error) => app.log.warn({ err: error }, label),
  };
}

/**
 * Starts a job runner on the app's one job queue once the app is ready (it queues and cancels always, and
 * works jobs unless JOBS=off), and closes it with the app, giving running jobs the shutdown grace.
 */
export function startWithApp<Data>(app: FastifyInstance, runner: JobRunner<Data>): void {
  app.addHook('onReady', async () => {
    await runner.start(await app.jobQueue());
  });
  app.addHook('onClose', async () => {
    await runner.close(app.env.shutdownGraceMs);
  });
}
