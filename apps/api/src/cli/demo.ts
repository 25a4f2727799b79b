// `npm run demo`: on the configured database (DATABASE_URL, else PGlite under DATA_DIR), creates the demo
// user demo@example.com with a printed password unless it exists, then a sample league in their organisation.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createDatabase, DEFAULT_PGLITE_TEMPLATE_DIR, migrateDatabase, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { createDemoLeague } from '../domains/leagues/create-demo-league.ts';
import { createUser } from '../domains/users/create-user.ts';
import { loadEnv } from '../env.ts';

const DEMO_EMAIL = 'demo@example.com';

const env = loadEnv();
const database = await createDatabase({
  url: env.databaseUrl,
  dataDir: join(env.dataDir, 'pglite'),
  templateDir: DEFAULT_PGLITE_TEMPLATE_DIR,
});
try {
  await migrateDatabase(database);
  const { db } = database;
  let [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL)).limit(1);
  if (user) {
    console.log(`${DEMO_EMAIL} exists; its password is unchanged.`);
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
  if (!user?.currentOrganizationId) throw new Error(`${DEMO_EMAIL} has no organisation`);
  const ids = await createDemoLeague({ db, user, organizationId: user.currentOrganizationId });
  console.log(
    `Demo league ${ids.league.id} (season ${ids.season.id}) created; sign in at ${env.appUrl}/sign-in`,
  );
} finally {
  await database.close();
}
