import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from './database-client.ts';
import { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one job queue (pg-boss), opened by the first runner that starts; every runner shares it. */
    jobQueue: () => Promise<JobQueue>;
  }
}

/**
 * Gives the app one JobQueue for every kind of job (schedule runs, imports: docs/ARCHITECTURE.md, "Jobs"), so
 * a process runs one pg-boss with one maintenance loop. It supervises only where jobs are worked (JOBS=on).
 * The runners close it (JobQueue.close is idempotent): the first to close waits for every running handler.
 */
export function registerJobQueue(app: FastifyInstance, client?: DatabaseClient): void {
  const databaseClient = client ?? databaseClientOf(app.db);
  let opened: Promise<JobQueue> | null = null;
  app.decorate('jobQueue', () => {
    opened ??= JobQueue.open(databaseClient, {
      supervise: app.env.jobs,
      onError: (error) => app.log.warn({ err: error }, 'job queue'),
    });
    return opened;
  });
  app.addHook('onClose', async () => {
    if (opened) await (await opened).close(app.env.shutdownGraceMs);
  });
}
