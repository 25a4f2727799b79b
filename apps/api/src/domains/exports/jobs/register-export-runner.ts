import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { databaseClientOf } from '../../../jobs/database-client.ts';
import { ExportRunner } from './export-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    exportRunner: ExportRunner;
  }
}

/**
 * Gives the app its export runner, started on the app's one job queue once the app is ready: it queues and
 * cancels exports, and unless JOBS=off it builds them too (docs/exports.md).
 */
export function registerExportRunner(app: FastifyInstance, client?: DatabaseClient): void {
  const runner = new ExportRunner(app.db, {
    work: app.env.jobs,
    leaseMs: app.env.jobLeaseMs,
    // One process alone opens a PGlite data dir, so what it finds unfinished at start has no other owner.
    exclusiveDatabase: (client ?? databaseClientOf(app.db)).kind === 'pglite',
    onError: (error) => app.log.warn({ err: error }, 'export jobs'),
  });
  app.decorate('exportRunner', runner);
  app.addHook('onReady', async () => {
    await runner.start(await app.jobQueue());
  });
  app.addHook('onClose', async () => {
    await runner.close(app.env.shutdownGraceMs);
  });
}
