// `npm run demo`: on the configured database (DATABASE_URL, else PGlite under DATA_DIR), creates the demo
// user demo@example.com with a printed password unless it exists, then a sample league in their organisation,
// its schedules solved (create-demo-league.ts), and says how long that took.
// The embedded database opens in one process only: while a server holds it, this refuses and says how to add
// the league through that server instead (docs/deploy.md, "One process per embedded database").
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  createDatabase,
  DataDirLockedError,
  DEFAULT_PGLITE_TEMPLATE_DIR,
  migrateDatabase,
  users,
} from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { createDemoLeague } from '../domains/leagues/create-demo-league.ts';
import { createUser } from '../domains/users/create-user.ts';
import { loadEnv } from '../env.ts';

const DEMO_EMAIL = 'demo@example.com';

const env = loadEnv();
const dataDir = join(env.dataDir, 'pglite');
let database: Awaited<ReturnType<typeof createDatabase>>;
try {
  database = await createDatabase({
    url: env.databaseUrl,
    dataDir,
    templateDir: DEFAULT_PGLITE_TEMPLATE_DIR,
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  const { holder } = error;
  const served = holder.url ?? 'its address';
  console.error(
    [
      `npm run demo did not run: the embedded database at ${dataDir} is in use by process ${holder.pid} ` +
        `(${holder.command}${holder.url ? `, serving ${holder.url}` : ''}), and only one process may open it.`,
      `Either stop that process (Ctrl-C in its terminal), run npm run demo, and start it again;`,
      `or keep it running, sign in at ${served} and choose "Try it with a sample league" on the dashboard.`,
      'Nothing was changed.',
    ].join('\n'),
  );
  process.exit(1);
}
try {
  await migrateDatabase(database);
  const { db } = database;
  let [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (user) {
    console.log(`${DEMO_EMAIL} exists; its password is unchanged. Adding another copy of the sample league.`);
  } else {
    const created = await createUser({
      db,
      input: { email: DEMO_EMAIL, locale: 'en', timezone: 'America/Chicago' },
    });
    const password = randomBytes(9).toString('base64url');
    [user] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), hasPassword: true, confirmedAt: new Date() })
      .where(eq(users.id, created.user.id))
      .returning();
    console.log(`Created ${DEMO_EMAIL} with password: ${password}`);
  }
  if (!user?.currentOrganizationId) {
    console.error(
      `${DEMO_EMAIL} belongs to no organisation: sign in as them and create one, then run this again.`,
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const ids = await createDemoLeague({ db, user, organizationId: user.currentOrganizationId });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo league ${ids.league.id} (season ${ids.season.id}) created in ${seconds} s, with its timeslots, schedules and tournament.`,
    );
    // The server started with this same configuration (PORT, APP_URL) answers here.
    console.log(
      env.databaseUrl
        ? `Sign in at ${env.appUrl}/sign-in.`
        : `Start the server (npm start) and sign in at ${env.appUrl}/sign-in.`,
    );
  }
} finally {
  await database.close();
}
