import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { ImportRunner } from './import-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    importRunner: ImportRunner;
  }
}

/**
 * Gives the app its import runner, started on the app's one job queue once the app is ready: it queues and
 * cancels imports, and unless JOBS=off it works them too (docs/imports.md, "Import jobs").
 */
export function registerImportRunner(app: FastifyInstance, client?: DatabaseClient): void {
  const runner = new ImportRunner(app.db, {
    work: app.env.jobs,
    leaseMs: app.env.jobLeaseMs,
    // One process alone opens a PGlite data dir, so what it finds unfinished at start has no other owner.
    exclusiveDatabase: (client ?? databaseClientOf(app.db)).kind === 'pglite',
    onError: (error) => app.log.warn({ err: error }, 'import jobs'),
  });
  app.decorate('importRunner', runner);
  app.addHook('onReady', async () => {
    await runner.start(await app.jobQueue());
  });
  app.addHook('onClose', async () => {
    await runner.close(app.env.shutdownGraceMs);
  });
}
