import { join } from 'node:path';
import { createDatabase, migrateDatabase } from '@app/db';
import { ExportRunner } from './domains/exports/jobs/export-runner.ts';
import { ImportRunner } from './domains/imports/jobs/import-runner.ts';
import { ScheduleRunner } from './domains/schedules/jobs/schedule-runner.ts';
import { ActivityRunner } from './domains/sportsengine/jobs/activity-runner.ts';
import { loadEnv } from './env.ts';
import { JobQueue } from './jobs/job-queue.ts';

// `npm run worker`: a process that only works jobs, beside API processes started with JOBS=off (docs/deploy.md).
// SIGINT/SIGTERM stop it: running jobs get SHUTDOWN_GRACE_SECONDS to finish, then go back to the queue for
// another worker.
const env = loadEnv();
if (!env.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL: with the embedded database, npm start runs the jobs itself.',
  );
  process.exit(1);
}
const database = await createDatabase({ url: env.databaseUrl, dataDir: join(env.dataDir, 'pglite') });
await migrateDatabase(database);
// One pg-boss for every kind of job (docs/ARCHITECTURE.md, "Jobs").
const queue = await JobQueue.open(database.client, {
  supervise: true,
  onError: (error) => console.error('job queue:', error instanceof Error ? error.message : error),
});
const runner = new ScheduleRunner(database.db, database.client, {
  work: true,
  concurrency: env.jobConcurrency,
  leaseMs: env.jobLeaseMs,
  onError: (error) => console.error('schedule jobs:', error instanceof Error ? error.message : error),
  onEvent: (message) => console.log(`worker: ${message}`),
});
const imports = new ImportRunner(database.db, {
  leaseMs: env.jobLeaseMs,
  onError: (error) => console.error('import jobs:', error instanceof Error ? error.message : error),
});
const exportRunner = new ExportRunner(database.db, {
  leaseMs: env.jobLeaseMs,
  onError: (error) => console.error('export jobs:', error instanceof Error ? error.message : error),
});
const activityRunner = new ActivityRunner(database.db, env.sportsengine, {
  leaseMs: env.jobLeaseMs,
  onError: (error) =>
    console.error('sportsengine activities:', error instanceof Error ? error.message : error),
});
await runner.start(queue);
await imports.start(queue);
await exportRunner.start(queue);
await activityRunner.start(queue);
console.log(
  `worker: taking schedule jobs, ${env.jobConcurrency} at a time, import and export jobs and SportsEngine activities`,
);

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  console.log(`worker: ${signal}: stopping`);
  setTimeout(() => process.exit(1), env.shutdownGraceMs + 15_000).unref();
  await runner.close(env.shutdownGraceMs);
  await imports.close(env.shutdownGraceMs);
  await exportRunner.close(env.shutdownGraceMs);
  await activityRunner.close(env.shutdownGraceMs);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
