// HTTP benchmark: cold start, sign-in and GET /api/leagues for a signed-in user, on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { LeagueSeasonIds } from '@app/contracts';
import pg from 'pg';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';
import { type LoadResult, runLoad } from './load.ts';

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;

function row(name: string, r: LoadResult): string {
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95
    .toFixed(1)
    .padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}/${r.requests}`;
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ ...env, RATE_LIMIT_AUTH_MAX: '1000000' });
  try {
    console.log(`${label}: cold start to /api/health ${server.coldStartMs.toFixed(0)} ms`);
    const email = `bench-${randomUUID()}@example.com`;
    const password = 'correct horse battery';
    const session = new ApiSession(server.url);
    await session.call('POST', '/api/users', { email, timezone: 'America/Chicago', locale: 'en' });
    await session.call('PATCH', '/api/users/self/password', { password });
    // A realistic shell answer: three leagues of two seasons each, not an empty organisation.
    for (const n of [1, 2, 3]) {
      const res = await session.call('POST', '/api/leagues', { name: `League ${n}`, seasonName: 'Spring' });
      if (res.status !== 201) throw new Error(`creating a league answered ${res.status}`);
      const { league } = (await res.json()) as LeagueSeasonIds;
      await session.call('POST', '/api/seasons', { league_id: league.id, name: 'Autumn' });
    }
    const headers = {
      cookie: session.cookieHeader,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
    };
    const signIn = await runLoad({
      url: `${server.url}/api/session`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
      connections: 10,
      durationMs: DURATION_MS,
    });
    console.log(row(`${label} POST /api/session (10 conn)`, signIn));
    const fresh = new ApiSession(server.url);
    await fresh.call('POST', '/api/session', { email, password });
    const leagues = await runLoad({
      url: `${server.url}/api/leagues`,
      headers: { cookie: fresh.cookieHeader },
      connections: 50,
      durationMs: DURATION_MS,
    });
    console.log(row(`${label} GET /api/leagues (50 conn)`, leagues));
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('# HTTP benchmark (loopback, whole server process; sign-in is scrypt-bound by design)');
  await benchDatabase('pglite', { DATABASE_URL: '' });
  const dbName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres: skipped, no server at ${PG_ADMIN_URL} (${String(error)})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    await benchDatabase('postgres', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
