import type { DatabaseClient } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { appRunnerOptions, startWithApp } from '../../../jobs/register-job-runner.ts';
import { ActivityRunner } from './activity-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activityRunner: ActivityRunner;
  }
}

/**
 * Gives the app its SportsEngine activity runner, started on the app's one job queue once the app is ready: it
 * queues activities always, and unless JOBS=off it runs them too (docs/sportsengine.md#activities).
 */
export function registerActivityRunner(app: FastifyInstance, client?: DatabaseClient): void {
  const runner = new ActivityRunner(
    app.db,
    app.env.sportsengine,
    appRunnerOptions(app, client, 'sportsengine activities'),
  );
  app.decorate('activityRunner', runner);
  startWithApp(app, runner);
}
