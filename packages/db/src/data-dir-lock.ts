import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

// One process per embedded database (docs/deploy.md, "One process per embedded database"). PGlite is
// PostgreSQL in this process's memory: a second process opening the same folder writes over the first one's
// files, which loses what either wrote and can leave the cluster unable to start. So every opener of a PGlite
// folder first takes this lock, and a second one stops before it touches the folder.
//
// The lock is a folder beside the data dir (`<dataDir>.lock`, outside it, so a restore that swaps the data dir
// keeps it) holding one record per process that wants the database, under a name no other process uses. A
// process writes its record (atomically: written aside, then renamed in), then lists the folder: it holds the
// lock when no other record belongs to a live process, and otherwise withdraws its record. Two processes can
// therefore never both hold it: whichever lists second sees the other's record, which was in place before
// the first one's listing and stays until it releases. Two that start at the same moment may both withdraw;
// they retry after a random pause, and a record already marked as holding makes a newcomer give up at once.
// A record is stale, and removed by whoever finds it, when its process is gone: its pid no longer runs, or
// runs a process started at another time (the pid was reused), or the machine has booted since. Removing a
// stale record is safe because only its own process would ever write that name. A record of another host
// (a folder on a shared volume) cannot be checked that way, so its holder refreshes the record's time while it
// lives, and one left unrefreshed for HEARTBEAT_STALE_MS is stale.

const RECORD_SUFFIX = '.json';
const RETRIES = 8;
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_STALE_MS = 120_000;

/** Who holds (or wants) an embedded database folder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** The kernel's start time of the process (Linux: clock ticks since boot; elsewhere `ps -o lstart`). */
  processStart: string | undefined;
  /** The boot this process runs in (Linux), so a record from before a reboot is known stale. */
  bootId: string | undefined;
  /** The command line, for the message a second process prints. */
  command: string;
  since: string;
  /** True once the process holds the lock; a newcomer then gives up without retrying. */
  holds: boolean;
  /** The URL a server holding the database answers on, once it listens. */
  url?: string | undefined;
}

/** The embedded database folder is held by another live process. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${holder.pid}` +
        `${holder.host === hostname() ? '' : ` on ${holder.host}`} (${describeHolder(holder)}). ` +
        'Only one process may open it at a time: stop that process first. Nothing was changed.',
    );
  }
}

function describeHolder(holder: LockHolder): string {
  const parts = [holder.command, `since ${holder.since}`];
  if (holder.url) parts.push(`serving ${holder.url}`);
  return parts.join(', ');
}

/** A held lock: `release()` once, when the database is closed. */
export interface DataDirLock {
  /** The lock folder. */
  path: string;
  /** Records the URL a server answers on, for the message other processes print. */
  announce: (details: { url: string }) => void;
  release: () => void;
}

const lockPathOf = (dataDir: string): string => `${dataDir}.lock`;

function readSmall(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The process's start time as the kernel reports it, or undefined where that cannot be read. */
export function processStartOf(pid: number): string | undefined {
  if (process.platform === 'linux') return linuxStat(pid)?.start;
  if (process.platform === 'win32') return undefined;
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 ? ps.stdout.trim() || undefined : undefined;
}

/** State (field 3) and start time (field 22) of /proc/<pid>/stat; the name (field 2) may hold spaces. */
function linuxStat(pid: number): { state: string | undefined; start: string | undefined } | undefined {
  const stat = readSmall(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], start: fields[19] };
}

const bootId = (): string | undefined =>
  process.platform === 'linux' ? readSmall('/proc/sys/kernel/random/boot_id') : undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a record's process may still be alive; only a certainly dead one is stale. */
function isHolderAlive(holder: LockHolder, recordMtimeMs: number, now = Date.now()): boolean {
  if (holder.host !== hostname()) return now - recordMtimeMs < HEARTBEAT_STALE_MS;
  const boot = bootId();
  if (boot && holder.bootId && boot !== holder.bootId) return false;
  if (!isRunning(holder.pid)) return false;
  // A process killed outright stays a zombie until its parent reaps it, and kill(pid, 0) still succeeds.
  if (process.platform === 'linux' && linuxStat(holder.pid)?.state === 'Z') return false;
  const start = processStartOf(holder.pid);
  return !(start && holder.processStart && start !== holder.processStart);
}

function writeRecord(dir: string, name: string, holder: LockHolder): void {
  const aside = join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  writeFileSync(aside, JSON.stringify(holder));
  renameSync(aside, join(dir, name));
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone: its owner or another opener removed it.
  }
}

/** The live records other than `own`, removing stale ones (and unreadable ones: records are written whole). */
function liveOthers(dir: string, own: string): LockHolder[] {
  const live: LockHolder[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === own || !entry.endsWith(RECORD_SUFFIX)) continue;
    const file = join(dir, entry);
    let holder: LockHolder;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
      holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') removeQuietly(file);
      continue;
    }
    if (isHolderAlive(holder, mtimeMs)) live.push(holder);
    else removeQuietly(file);
  }
  return live;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the exclusive lock on the PGlite folder `dataDir`, or throws DataDirLockedError naming the live
 * holder. Resolves within a second either way; a holder killed outright (kill -9) leaves a record that the
 * next opener finds stale and removes.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = lockPathOf(dataDir);
  mkdirSync(dir, { recursive: true });
  const name = `${process.pid}-${randomBytes(6).toString('hex')}${RECORD_SUFFIX}`;
  const own = join(dir, name);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    bootId: bootId(),
    command: process.argv
      .slice(1)
      .map((arg) => arg.replace(/^.*[/\\](?=[^/\\]+$)/, ''))
      .join(' '),
    since: new Date().toISOString(),
    holds: false,
  };
  let others: LockHolder[] = [];
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    writeRecord(dir, name, me);
    others = liveOthers(dir, name);
    if (others.length === 0) return held(dir, name, me);
    removeQuietly(own);
    if (others.some((holder) => holder.holds)) break;
    await pause(20 + Math.random() * 80);
  }
  const holder = others.find((h) => h.holds) ?? others[0];
  throw new DataDirLockedError(dataDir, holder as LockHolder);
}

function held(dir: string, name: string, me: LockHolder): DataDirLock {
  const own = join(dir, name);
  let record: LockHolder = { ...me, holds: true };
  writeRecord(dir, name, record);
  // Keeps the record fresh for openers on another host (see the top of this file).
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(own, now, now);
    } catch {
      // The folder went away (deleted by hand): nothing to refresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let isReleased = false;
  return {
    path: dir,
    announce: (details) => {
      if (isReleased) return;
      record = { ...record, ...details };
      writeRecord(dir, name, record);
    },
    release: () => {
      if (isReleased) return;
      isReleased = true;
      clearInterval(heartbeat);
      // The folder stays: removing it could pull it from under a process that is just writing its record.
      removeQuietly(own);
    },
  };
}
