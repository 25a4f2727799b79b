import type { FastifyInstance } from 'fastify';
import { ScheduleRunner } from './schedule-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduleRunner: ScheduleRunner;
  }
}

/**
 * Gives the app its schedule runner: schedules left queued or running by a stopped process are resumed
 * once the app is ready, and the worker pool closes with the app (before the caller closes the database).
 */
export function registerScheduleRunner(app: FastifyInstance): void {
  const runner = new ScheduleRunner(app.db);
  app.decorate('scheduleRunner', runner);
  app.addHook('onReady', async () => {
    await runner.recover();
  });
  app.addHook('onClose', async () => {
    await runner.close();
  });
}
