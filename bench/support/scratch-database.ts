import { randomUUID } from 'node:crypto';
import pg from 'pg';

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` against a new, empty PostgreSQL database that is dropped afterwards; says so and returns
 * without running it when no server answers. Each benchmark starts from nothing, so runs never share rows.
 */
export async function withScratchDatabase(
  prefix: string,
  work: (url: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres: skipped, no server at ${PG_ADMIN_URL} (${String(error)})`);
    return;
  }
  const dbName = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
