import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ScheduleDetail } from '@app/contracts';
import { createDatabase } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/factories.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  waitForFinish,
} from '../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp, testEnv } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import {
  createEmptyPostgresDatabase,
  createPgliteDirDatabase,
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../test/test-database.ts';
import type { Env } from '../env.ts';
import { runBackup, runRestore } from './backup-commands.ts';

// The backup and restore commands on the database this run uses (docs/backups.md): a league with a scheduled
// season is backed up, restored into a fresh database, and the app built on the copy serves it unchanged.
const kind = testDatabaseKind();
const SLOW = 180_000;

let work: string;
let source: TestApp;
let sourceDb: TestDatabase;
let sourceEnv: Env;
let season: ScheduleSeason;
let scheduleId: string;
let original: Served;
// The database the round trip restored into, and a member's client of the app built on it.
let targetEnv: Env;
let copyClient: TestClient;
const backupFile = () => join(work, 'backups', 'league.backup');
const cleanups: (() => Promise<void>)[] = [];

interface Served {
  document: unknown;
  masterList: unknown;
  schedule: ScheduleDetail;
}

/** What a member sees of the league: its JSON export, the season's master list and the schedule. */
async function served(client: TestClient): Promise<Served> {
  const document = await client.get(`/api/leagues/${season.leagueId}/export`);
  const masterList = await client.get(`/api/seasons/${season.seasonId}/games`);
  const schedule = await client.get<ScheduleDetail>(`/api/schedules/${scheduleId}`);
  for (const res of [document, masterList, schedule]) expect(res.status, res.text).toBe(200);
  return { document: document.body, masterList: masterList.body, schedule: schedule.body };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  sourceDb =
    kind === 'pglite'
      ? await createPgliteDirDatabase(join(work, 'source', 'pglite'))
      : await createTestDatabase();
  sourceEnv = testEnv(join(work, 'source'), { databaseUrl: sourceDb.url });
  source = await createTestApp({ database: sourceDb });
  season = await buildScheduleSeason(source);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
  original = await served(season.client);
}, SLOW);

afterAll(async () => {
  await source.close().catch(() => undefined);
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore on ${kind}`, () => {
  if (kind === 'pglite') {
    it('refuses to back up the embedded database while the server has it open, writing nothing', async () => {
      await expect(runBackup([backupFile()], sourceEnv, () => undefined)).rejects.toThrow(
        /is in use by process \d+ \(.*\)\. Only one process may open it at a time: stop that process first\./,
      );
      expect(existsSync(dirname(backupFile())) && readdirSync(dirname(backupFile()))).toBeFalsy();
    });
  }

  it(
    'backs up, restores into a fresh database and serves the same league from the copy',
    async () => {
      // PGlite's folder opens in one process only: the server stops first. pg_dump reads a running server.
      if (kind === 'pglite') await source.close();
      expect(original.schedule.games.length).toBeGreaterThan(0);

      const lines: string[] = [];
      const backup = await runBackup([backupFile()], sourceEnv, (line) => lines.push(line));
      expect(backup.kind).toBe(kind);
      expect(backup.bytes).toBe(statSync(backupFile()).size);
      expect(lines).toEqual([
        expect.stringMatching(/^Backed up .+ to .+league\.backup \([\d.]+ (?:kB|MB)\) in [\d.]+ s\.$/),
      ]);
      // Only the finished file is left: the partial one it was written to is renamed into place.
      expect(readdirSync(dirname(backupFile()))).toEqual(['league.backup']);

      const empty = kind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
      if (empty) cleanups.push(empty.drop);
      targetEnv = testEnv(join(work, 'target'), { databaseUrl: empty?.url });
      const restored = await runRestore([backupFile()], targetEnv, (line) => lines.push(line));
      const games = original.schedule.games.length;
      expect(restored.counts).toEqual({ organizations: 1, leagues: 1, seasons: 1, games });
      expect(lines[1]).toMatch(
        new RegExp(`^Restored .+ in [\\d.]+ s: 1 organizations, 1 leagues, 1 seasons, ${games} games\\.$`),
      );

      const handle = await createDatabase({ url: empty?.url, dataDir: join(work, 'target', 'pglite') });
      const copy = await createTestApp({ database: { handle, drop: () => handle.close() } });
      cleanups.push(copy.close);
      copyClient = await signIn(copy, { email: season.email, password: season.password });
      expect(await served(copyClient)).toEqual(original);
    },
    SLOW,
  );

  it(
    'refuses a truncated backup with a clear message and leaves the restored database serving as before',
    async () => {
      const whole = readFileSync(backupFile());
      const truncated = join(work, 'backups', 'truncated.backup');
      // Cut near the end: the file's header and table of contents are intact, the data is not.
      writeFileSync(truncated, whole.subarray(0, whole.length - 200));
      await expect(runRestore(['--force', truncated], targetEnv, () => undefined)).rejects.toThrow(
        kind === 'pglite'
          ? /truncated\.backup is truncated or corrupt \(unexpected end of file\); nothing was changed\./
          : /truncated\.backup could not be restored; nothing was changed: pg_restore: error: /,
      );
      if (kind === 'pglite') {
        expect(readdirSync(work).sort()).toEqual(['backups', 'source', 'target']);
        expect(readdirSync(join(work, 'target')).sort()).toEqual(['pglite', 'pglite.lock']);
      }
      expect(await served(copyClient)).toEqual(original);
    },
    SLOW,
  );
});
