import { join } from 'node:path';
import { createDatabase, DataDirLockedError, DEFAULT_PGLITE_TEMPLATE_DIR, migrateDatabase } from '@app/db';
import { loadEnv } from './env.ts';
import { openLine, servedUrl } from './lib/served-url.ts';
import { createMailer } from './mail/mailer.ts';

// The process entry point: migrate, build, listen. SIGINT/SIGTERM drain it (docs/deploy.md): readiness answers
// 503, the listener closes, in-flight requests finish, the job worker finishes or hands back its jobs, then the
// database closes.
const env = loadEnv();
// Starting the database and loading the app's modules overlap: both take a good part of a cold start.
const [database, { buildApp }] = await Promise.all([
  createDatabase({
    url: env.databaseUrl,
    dataDir: join(env.dataDir, 'pglite'),
    templateDir: DEFAULT_PGLITE_TEMPLATE_DIR,
  }).catch((error: unknown) => {
    // Another process holds the embedded database (docs/deploy.md): say who, without a stack trace.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }),
  import('./app.ts'),
]);
await migrateDatabase(database);
const mailer = createMailer({ smtpUrl: env.smtpUrl, outboxDir: join(env.dataDir, 'outbox') });
const app = await buildApp({ env, db: database.db, client: database.client, mailer, logger: true });

let isClosing = false;
async function shutdown(signal: string): Promise<void> {
  if (isClosing) return;
  isClosing = true;
  app.lifecycle.draining = true;
  app.log.info(`${signal}: draining`);
  // A shutdown that hangs (a request that never ends) must not keep the process from being replaced.
  setTimeout(() => process.exit(1), env.shutdownGraceMs + 15_000).unref();
  await app.close();
  mailer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.port, host: env.host });
const url = servedUrl(env.appUrl, env.port, app.server.address());
// Other commands on this database (npm run demo, a second npm start) name this URL when they refuse to open it.
database.lock?.announce({ url });
// One plain line after the build output and the JSON log lines: where to open the app.
console.log(openLine(url));
