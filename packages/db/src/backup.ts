import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';
import { isEmptyDataDir } from './pglite-template.ts';
import { games, leagues, organizations, seasons } from './schema/index.ts';

// Backup and restore of the whole database, for `npm run backup` and `npm run restore` (docs/backups.md):
// pg_dump's custom format on a PostgreSQL server, PGlite's own dumpDataDir tarball for the embedded database.

/** A refusal or failure the commands print as it is, without a stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Which database: `url` (PostgreSQL) wins; otherwise the PGlite cluster in `dataDir`. */
export interface BackupTarget {
  url?: string | undefined;
  dataDir: string;
}

/** The PostgreSQL client programs to run; names are looked up on PATH. */
export interface PgTools {
  pgDump?: string;
  pgRestore?: string;
}

export type BackupKind = 'pglite' | 'postgres';

export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
  seconds: number;
}

/** What a restored database holds, printed by `npm run restore`. */
export interface DatabaseCounts {
  organizations: number;
  leagues: number;
  seasons: number;
  games: number;
}

export interface RestoreResult extends BackupResult {
  counts: DatabaseCounts;
  /** PGlite with `force`: where the data dir that was replaced now is. */
  movedAside?: string | undefined;
}

/** The major versions whose pg_dump/pg_restore are known to work (the app's SQL keeps to PostgreSQL 15+). */
export const SUPPORTED_PG_CLIENTS = '15 or newer, and at least the server’s major version';

// PostgreSQL writes this file in the data dir while a cluster is open and removes it on a clean close; PGlite
// does the same (with a fixed pid, -42). A running process is refused by the folder's lock (data-dir-lock.ts)
// first, so once the lock is ours the file means the last process crashed with the cluster open: PGlite
// recovers such a cluster when it opens it, but a dump of it would need that recovery first.
const OPEN_MARKER = 'postmaster.pid';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

const seconds = (since: number): number => Math.round((performance.now() - since) / 10) / 100;

/** Which kind of backup a file's first bytes announce, or undefined for neither. */
export function backupKindOf(head: Uint8Array): BackupKind | undefined {
  const bytes = Buffer.from(head);
  if (bytes.subarray(0, 5).equals(PG_DUMP_MAGIC)) return 'postgres';
  if (bytes.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
  return undefined;
}

/** Writes `file` whole or not at all: a failed or interrupted backup never leaves a truncated file behind. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${randomUUID().slice(0, 8)}`;
  try {
    await write(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** Backs up the whole database to `file` (overwritten when it exists). */
export async function backupDatabase(
  options: BackupTarget & { file: string; tools?: PgTools },
): Promise<BackupResult> {
  const started = performance.now();
  if (options.url) {
    const { url, file } = options;
    const pgDump = options.tools?.pgDump ?? 'pg_dump';
    const bytes = await writeAtomically(file, async (partial) => {
      await runPgTool(pgDump, ['--format=custom', `--file=${partial}`, '--dbname', url]);
    });
    return { kind: 'postgres', file, bytes, seconds: seconds(started) };
  }
  const { dataDir, file } = options;
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(`No embedded database at ${dataDir}: nothing to back up (is DATA_DIR right?).`);
  let dump: Blob;
  const lock = await lockForCommand(dataDir);
  try {
    refuseOpenCluster(dataDir);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create({ dataDir });
    try {
      // A checkpoint first, so the tarball's files hold every committed change and need no WAL replay on load.
      await pglite.exec('CHECKPOINT');
      dump = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
  const bytes = await writeAtomically(file, async (partial) => {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  });
  return { kind: 'pglite', file, bytes, seconds: seconds(started) };
}

/**
 * Restores `file` into the configured database and runs the app's migrations, so a backup made by an older
 * version comes up to date. PostgreSQL: one transaction, so a bad file changes nothing. PGlite: the cluster is
 * rebuilt in a new folder beside the data dir and moved into place only once it opens and migrates; a
 * non-empty data dir is refused unless `force`, which moves it aside rather than deleting it.
 */
export async function restoreDatabase(
  options: BackupTarget & { file: string; force?: boolean; tools?: PgTools; now?: Date },
): Promise<RestoreResult> {
  const started = performance.now();
  const { file } = options;
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const contents = readFileSync(file);
  const kind = backupKindOf(contents);
  if (!kind)
    throw new BackupError(
      `${file} is not a backup made by npm run backup (neither a pg_dump archive nor a PGlite tarball).`,
    );
  const target: BackupKind = options.url ? 'postgres' : 'pglite';
  if (kind !== target)
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded database (PGlite): it restores only into PGlite (unset DATABASE_URL). To move a league to a PostgreSQL server, use the league JSON export and import (docs/backups.md).`
        : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the PostgreSQL database to restore it into.`,
    );
  const base = { kind, file, bytes: contents.length };
  if (options.url) {
    const counts = await restorePostgres(options.url, file, options.tools?.pgRestore ?? 'pg_restore');
    return { ...base, counts, seconds: seconds(started) };
  }
  const { counts, movedAside } = await restorePglite(
    options.dataDir,
    file,
    contents,
    options.force ?? false,
    options.now ?? new Date(),
  );
  return { ...base, counts, movedAside, seconds: seconds(started) };
}

/** The data dir's lock (data-dir-lock.ts); a running server's hold is a refusal the command prints. */
async function lockForCommand(dataDir: string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    throw error;
  }
}

function refuseOpenCluster(dataDir: string): void {
  if (existsSync(join(dataDir, OPEN_MARKER)))
    throw new BackupError(
      `The embedded database at ${dataDir} was not shut down cleanly (${OPEN_MARKER} remains): ` +
        'start the server and stop it once (that recovers it), then retry.',
    );
}

async function restorePglite(
  dataDir: string,
  file: string,
  contents: Buffer,
  force: boolean,
  now: Date,
): Promise<{ counts: DatabaseCounts; movedAside: string | undefined }> {
  // Unpacked and checked here, because PGlite's own loader answers a truncated gzip stream with an uncaught
  // error that kills the process.
  let tar: Buffer;
  try {
    tar = gunzipSync(contents);
  } catch (error) {
    throw new BackupError(
      `${file} is truncated or corrupt (${(error as Error).message}); nothing was changed.`,
    );
  }
  const problem = tarProblem(tar);
  if (problem)
    throw new BackupError(`${file} is not a complete PGlite backup (${problem}); nothing was changed.`);
  // Held from the check of the target to its swap, so no server opens it in between.
  const lock = await lockForCommand(dataDir);
  try {
    return await swapInPglite(dataDir, file, tar, force, now);
  } finally {
    lock.release();
  }
}

async function swapInPglite(
  dataDir: string,
  file: string,
  tar: Buffer,
  force: boolean,
  now: Date,
): Promise<{ counts: DatabaseCounts; movedAside: string | undefined }> {
  const isEmpty = isEmptyDataDir(dataDir);
  if (!isEmpty) {
    refuseOpenCluster(dataDir);
    if (!force)
      throw new BackupError(
        `${dataDir} already holds a database. Pass --force to move it aside to ${dataDir}.before-restore-<time> and restore into a fresh folder.`,
      );
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const building = `${dataDir}.restoring-${randomUUID().slice(0, 8)}`;
  let counts: DatabaseCounts;
  try {
    const handle = await createDatabase({
      dataDir: building,
      loadDataDir: new Blob([tar]),
      isPrivateDir: true,
    });
    try {
      await migrateDatabase(handle);
      counts = await countRecords(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw new BackupError(
      `${file} could not be restored (${(error as Error).message}); nothing was changed.`,
    );
  }
  let movedAside: string | undefined;
  if (!isEmpty) {
    movedAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  renameSync(building, dataDir);
  return { counts, movedAside };
}

/**
 * Walks a tar archive's headers: every checksum must hold, the archive must end with its end-of-archive block
 * before the bytes run out, and the cluster's PG_VERSION must be at its top. Answers what is wrong, or
 * undefined.
 */
export function tarProblem(tar: Buffer): string | undefined {
  let offset = 0;
  let hasVersion = false;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      return hasVersion ? undefined : 'no PG_VERSION: not a database cluster';
    }
    const stored = Number.parseInt(
      header.subarray(148, 156).toString('latin1').replace(/\0.*$/, '').trim(),
      8,
    );
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
    if (stored !== sum) return `bad tar header at byte ${offset}`;
    const cut = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const name = [cut(345, 155), cut(0, 100)].filter(Boolean).join('/');
    if (name.replace(/^\.?\/+/, '') === 'PG_VERSION') hasVersion = true;
    const size = Number.parseInt(cut(124, 12).trim() || '0', 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return 'the archive ends early';
}

/** Rows of the main records, for the restore summary. */
export async function countRecords(handle: DatabaseHandle): Promise<DatabaseCounts> {
  const { db } = handle;
  const of = async (table: typeof organizations | typeof leagues | typeof seasons | typeof games) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    organizations: await of(organizations),
    leagues: await of(leagues),
    seasons: await of(seasons),
    games: await of(games),
  };
}

/** Tables of the app's schemas (public and drizzle's migration journal) in a PostgreSQL database. */
async function tablesOf(handle: DatabaseHandle): Promise<string[]> {
  if (handle.client.kind !== 'pg') return [];
  const { rows } = await handle.client.pool.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
  );
  return rows.map((row) => row.name);
}

async function restorePostgres(url: string, file: string, pgRestore: string): Promise<DatabaseCounts> {
  // Reading the archive's table of contents first refuses a damaged file before the database is touched.
  const list = await runPgTool(pgRestore, ['--list', file], `${file} is not a readable pg_dump archive`);
  const archived = new Set(
    [...list.matchAll(/^\d+; \d+ \d+ TABLE (\S+) (\S+) /gm)].map((match) => `${match[1]}.${match[2]}`),
  );
  const handle = await createDatabase({ url, poolSize: 1 });
  try {
    // --clean drops only what the archive holds: a table made by a newer migration would survive, and the
    // migrations run after the restore would then fail to create it again.
    const extra = (await tablesOf(handle)).filter((table) => !archived.has(table));
    if (extra.length > 0)
      throw new BackupError(
        `The database has tables the backup lacks (${extra.join(', ')}): it is newer than the backup. Restore into an empty database (createdb) and point DATABASE_URL at it; nothing was changed.`,
      );
    // One transaction: a file that fails half-way leaves the database as it was. No owner and no privileges,
    // so a backup of one server restores on another whose roles differ.
    await runPgTool(
      pgRestore,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--dbname',
        url,
        file,
      ],
      `${file} could not be restored; nothing was changed`,
    );
    await migrateDatabase(handle);
    return await countRecords(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Runs a PostgreSQL client program and answers its standard output. A password in a `--dbname` URL goes to
 * the child through PGPASSWORD instead, so it never shows in the process list.
 */
function runPgTool(program: string, args: string[], failure = `${program} failed`): Promise<string> {
  const env = { ...process.env };
  const safeArgs = args.map((arg, i) => {
    if (args[i - 1] !== '--dbname' || !arg.includes('://')) return arg;
    const url = new URL(arg);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    return url.toString();
  });
  return new Promise((resolve, reject) => {
    const child = spawn(program, safeArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found. Install the PostgreSQL client programs (Debian/Ubuntu: apt install postgresql-client), version ${SUPPORTED_PG_CLIENTS}.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString('utf8'));
      const message = Buffer.concat(err).toString('utf8').trim();
      const hint = /version mismatch|unsupported version/.test(message)
        ? ` Use ${program} ${SUPPORTED_PG_CLIENTS}.`
        : '';
      reject(new BackupError(`${failure}: ${message || `exit code ${code}`}.${hint}`));
    });
  });
}
