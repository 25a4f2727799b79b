import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeagueSeasonIds } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { HttpSession } from '../../test/http-session.ts';
import { type ChildProcessHandle, freePort, spawnServer } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createPgliteDirDatabase,
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../test/test-database.ts';

// Regression: `npm run demo` (or a second `npm start`) on the DATA_DIR of a running server opened the same
// embedded database in a second process, which lost the account it created and once left the database unable
// to start. Now the folder is locked (packages/db/src/data-dir-lock.ts, docs/deploy.md): a second process
// exits at once naming the folder and the holder, and the server keeps serving its data. On PostgreSQL many
// processes share the database, and nothing may stop them.
const kind = testDatabaseKind();
const root = join(import.meta.dirname, '..', '..', '..', '..');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Runs a script of apps/api/src as `npm run …` does (node with tsx) and waits for its exit. */
function run(script: string, env: Record<string, string>, args: string[] = []): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

describe(`one process per embedded database (${kind})`, () => {
  let dataDir: string;
  let t: TestApp;
  let database: TestDatabase;
  let session: HttpSession;
  let leagueId: string;
  let childEnv: Record<string, string>;
  const children: ChildProcessHandle[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'one-process-'));
    database =
      kind === 'postgres'
        ? await createTestDatabase()
        : await createPgliteDirDatabase(join(dataDir, 'pglite'));
    t = await createTestApp({ database, env: { jobs: false } });
    const owner = await buildSignedInUser(t);
    const demo = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(demo.status).toBe(201);
    leagueId = demo.body.league.id;
    session = await HttpSession.from(owner.client, '');
    childEnv = {
      DATABASE_URL: database.url ?? '',
      DATA_DIR: dataDir,
      SESSION_SECRET: t.env.sessionSecret,
      WEB_DIST: join(dataDir, 'no-web-build'),
      SHUTDOWN_GRACE_SECONDS: '1',
    };
    // The seeding app lets go of the database before the servers start (PGlite: it holds the lock).
    await t.app.close();
    if (kind === 'pglite') await database.drop();
  }, 60_000);
  afterAll(async () => {
    for (const child of children) await child.stop('SIGKILL');
    if (kind === 'postgres') await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const exportOf = async (api: HttpSession) => {
    const res = await api.call('GET', `/api/leagues/${leagueId}/export`);
    expect(res.status).toBe(200);
    return res.body;
  };

  if (kind === 'pglite') {
    it('refuses npm run demo and a second server while a server holds the folder, and the server keeps its data', async () => {
      const server = await spawnServer(childEnv);
      children.push(server);
      const api = session.at(server.url);
      const before = await exportOf(api);
      const lockDir = join(dataDir, 'pglite.lock');
      const held = readdirSync(lockDir);

      const demo = await run('cli/demo.ts', childEnv);
      expect(demo.code).toBe(1);
      expect(demo.err).toContain(
        `npm run demo did not run: the embedded database at ${join(dataDir, 'pglite')} is in use by process ${server.child.pid} (server.ts, serving ${server.url}), and only one process may open it.`,
      );
      expect(demo.err).toContain(`sign in at ${server.url} and choose "Try it with a sample league"`);
      expect(demo.err).not.toContain('    at ');

      const port = await freePort();
      const second = await run('server.ts', { ...childEnv, PORT: String(port), HOST: '127.0.0.1' });
      expect(second.code).toBe(1);
      expect(second.err).toContain(
        `The embedded database at ${join(dataDir, 'pglite')} is in use by process ${server.child.pid} (server.ts, since `,
      );
      expect(second.err).toContain(`serving ${server.url}). Only one process may open it at a time`);
      expect(second.err).not.toContain('    at ');

      const backupFile = join(dataDir, 'backups', 'while-running.tar.gz');
      const backup = await run('cli/backup.ts', childEnv, [backupFile]);
      expect(backup.code).toBe(1);
      expect(backup.err).toContain(`is in use by process ${server.child.pid}`);
      expect(readdirSync(dataDir)).not.toContain('backups');

      // Nothing of the refused processes is left, and the server answers with the data it had.
      expect(readdirSync(lockDir)).toEqual(held);
      expect((await api.call('GET', '/api/ready')).status).toBe(200);
      expect(await exportOf(api)).toEqual(before);

      // kill -9 leaves the lock behind; the next server finds its holder dead and takes it over.
      expect(await server.stop('SIGKILL')).toBe(null);
      const restarted = await spawnServer(childEnv);
      children.push(restarted);
      expect(await exportOf(session.at(restarted.url))).toEqual(before);
      expect(await restarted.stop('SIGTERM')).toBe(0);
      expect(readdirSync(lockDir)).toEqual([]);

      // With the server stopped, demo runs; a second run says the account exists. Each names the URL the
      // server started with this configuration answers on.
      const demoEnv = { ...childEnv, APP_URL: restarted.url };
      const first = await run('cli/demo.ts', demoEnv);
      expect(first.code).toBe(0);
      expect(first.out).toMatch(/^Created demo@example\.com with password: \S+$/m);
      expect(first.out).toContain(`Start the server (npm start) and sign in at ${restarted.url}/sign-in.`);
      const again = await run('cli/demo.ts', demoEnv);
      expect(again.code).toBe(0);
      expect(again.out).toContain('demo@example.com exists; its password is unchanged.');
      expect(again.err).toBe('');
    }, 180_000);
  } else {
    it('lets a server, a second server and npm run demo share the PostgreSQL database', async () => {
      const server = await spawnServer(childEnv);
      children.push(server);
      const second = await spawnServer(childEnv);
      children.push(second);
      const demo = await run('cli/demo.ts', childEnv);
      expect(demo.code).toBe(0);
      expect(demo.out).toMatch(/^Created demo@example\.com with password: \S+$/m);
      const before = await exportOf(session.at(server.url));
      expect(await exportOf(session.at(second.url))).toEqual(before);
      expect(await second.stop('SIGTERM')).toBe(0);
      expect(await server.stop('SIGTERM')).toBe(0);
    }, 180_000);
  }
});
