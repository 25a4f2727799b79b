import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@app/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Env } from '../src/env.ts';
import { createMemoryMailer, type MemoryMailer } from '../src/mail/memory-mailer.ts';
import { TestClient } from './test-client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A built app on its own freshly migrated database, with mail captured in `mailer.sent`. */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  env: Env;
  mailer: MemoryMailer;
  /** A new cookie jar, as a new browser would be. */
  client: () => TestClient;
  /** Closes the app and discards the database and data dir. Call once, in afterAll. */
  close: () => Promise<void>;
}

/** The app's configuration for tests: no web build, no SMTP, a fixed secret and a limit no test meets by accident. */
export function testEnv(dataDir: string, overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    appUrl: 'http://app.test',
    sessionSecret: 'test-session-secret-0123456789abcdef',
    cookieSecure: false,
    rateLimitAuthMax: 10_000,
    rateLimitPublicMax: 10_000,
    trustProxy: false,
    sportsengine: undefined,
    webDist: join(dataDir, 'no-web-build'),
    mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
    mapAttribution: 'Test tiles',
    geocoderUrl: undefined,
    adminEmails: [],
    redisUrl: undefined,
    rateLimitNamespace: `test-rate-limit-${randomUUID()}:`,
    jobs: true,
    jobConcurrency: 2,
    jobLeaseMs: 30_000,
    shutdownGraceMs: 1_000,
    uploadsS3: undefined,
    stripe: undefined,
    leagueManagementUrl: 'https://league-management.test/sign-up',
    ...overrides,
  };
}

/**
 * Builds the app on a fresh database (PGlite or PostgreSQL per TEST_DB), or on `database` when given (which
 * `close()` then drops). One per test file. `routes` adds routes before the app is ready, for tests of the HTTP
 * plumbing that no product route exercises yet.
 */
export async function createTestApp(
  options: { env?: Partial<Env>; routes?: (app: FastifyInstance) => void; database?: TestDatabase } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const env = testEnv(dataDir, options.env);
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const mailer = createMemoryMailer();
  const app = await buildApp({ env, db: database.handle.db, mailer });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db: database.handle.db,
    env,
    mailer,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
