import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { appRunnerOptions, startWithApp } from '../../../jobs/register-job-runner.ts';
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
  const runner = new ExportRunner(app.db, appRunnerOptions(app, client, 'export jobs'));
  app.decorate('exportRunner', runner);
  startWithApp(app, runner);
}
