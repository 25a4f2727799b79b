import { join } from 'node:path';
import { createDatabase, DEFAULT_PGLITE_TEMPLATE_DIR, migrateDatabase } from '@app/db';
import { loadEnv } from './env.ts';
import { createMailer } from './mail/mailer.ts';

// The process entry point: migrate, build, listen; SIGINT/SIGTERM close the server, then the database.
const env = loadEnv();
// Starting the database and loading the app's modules overlap: both take a good part of a cold start.
const [database, { buildApp }] = await Promise.all([
  createDatabase({
    url: env.databaseUrl,
    dataDir: join(env.dataDir, 'pglite'),
    templateDir: DEFAULT_PGLITE_TEMPLATE_DIR,
  }),
  import('./app.ts'),
]);
await migrateDatabase(database);
const mailer = createMailer({ smtpUrl: env.smtpUrl, outboxDir: join(env.dataDir, 'outbox') });
const app = await buildApp({ env, db: database.db, mailer, logger: true });

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
