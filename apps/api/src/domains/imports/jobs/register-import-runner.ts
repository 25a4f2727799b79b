import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { appRunnerOptions, startWithApp } from '../../../jobs/register-job-runner.ts';
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
  const runner = new ImportRunner(app.db, appRunnerOptions(app, client, 'import jobs'));
  app.decorate('importRunner', runner);
  startWithApp(app, runner);
}
