import { type ChildProcess, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, type LockHolder, lockDataDir, processStartOf } from './data-dir-lock.ts';

// The embedded database's one-process lock (data-dir-lock.ts, docs/deploy.md): refusal with the holder named,
// takeover of a dead holder's record (killed, pid reused, other host gone quiet), and one winner among
// processes that start at the same moment.
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
const freshDir = () => join(root, `case-${++n}`, 'pglite');

const record = (overrides: Partial<LockHolder>): LockHolder => ({
  pid: process.pid,
  host: hostname(),
  processStart: processStartOf(process.pid),
  bootId: undefined,
  command: 'server.ts',
  since: new Date().toISOString(),
  holds: true,
  ...overrides,
});

function plant(dataDir: string, holder: LockHolder, name = `${holder.pid}-planted.json`): string {
  const dir = `${dataDir}.lock`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), JSON.stringify(holder));
  return join(dir, name);
}

/** A process (node with tsx) that takes the lock at `startAt` and holds it for `holdMs`; prints what happened. */
function contender(
  dataDir: string,
  startAt: number,
  holdMs: number,
): { child: ChildProcess; done: Promise<string> } {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))});
    await new Promise((r) => setTimeout(r, Math.max(0, ${startAt} - Date.now())));
    try {
      const lock = await lockDataDir(${JSON.stringify(dataDir)});
      console.log('held');
      await new Promise((r) => setTimeout(r, ${holdMs}));
      lock.release();
    } catch (error) {
      console.log('refused ' + error.holder.pid);
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const done = new Promise<string>((resolve) => child.once('exit', () => resolve(out.trim())));
  return { child, done };
}

describe('lockDataDir', () => {
  it('refuses a second opener, naming the folder and the holder, and frees the folder on release', async () => {
    const dataDir = freshDir();
    const lock = await lockDataDir(dataDir);
    lock.announce({ url: 'http://localhost:3917' });
    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holder.pid).toBe(process.pid);
    expect((refusal as Error).message).toContain(
      `The embedded database at ${dataDir} is in use by process ${process.pid} (`,
    );
    expect((refusal as Error).message).toContain('serving http://localhost:3917');
    // The refused opener left nothing behind: only the holder's record.
    expect(readdirSync(lock.path)).toHaveLength(1);
    lock.release();
    expect(readdirSync(lock.path)).toEqual([]);
    const again = await lockDataDir(dataDir);
    again.release();
  });

  it('takes over the record of a process that no longer runs', async () => {
    const dataDir = freshDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const stale = plant(dataDir, record({ pid: gone.pid as number, processStart: '1' }));
    const lock = await lockDataDir(dataDir);
    expect(readdirSync(lock.path)).not.toContain(stale.split('/').pop());
    lock.release();
  });

  it('takes over the record of a reused pid (same pid, another start time) and of an earlier boot', async () => {
    const dataDir = freshDir();
    plant(dataDir, record({ processStart: '12345678987654321' }));
    (await lockDataDir(dataDir)).release();
    if (process.platform === 'linux') {
      const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
      plant(dataDir, record({ bootId: `${boot}-before` }));
      (await lockDataDir(dataDir)).release();
    }
  });

  it('keeps a fresh record of another host, and takes over one whose heartbeat stopped', async () => {
    const dataDir = freshDir();
    const file = plant(dataDir, record({ host: `${hostname()}-elsewhere`, pid: 1 }));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by process 1 on ${hostname()}-elsewhere`);
    const old = new Date(Date.now() - 10 * 60_000);
    utimesSync(file, old, old);
    (await lockDataDir(dataDir)).release();
  });

  it('lets exactly one of several processes starting at the same moment hold it, the others naming it', async () => {
    const dataDir = freshDir();
    const startAt = Date.now() + 4_000;
    const runs = Array.from({ length: 5 }, () => contender(dataDir, startAt, 6_000));
    const results = await Promise.all(runs.map((run) => run.done));
    const winners = runs.filter((_, i) => results[i] === 'held');
    expect(winners).toHaveLength(1);
    const winner = winners[0]?.child.pid;
    expect(results.filter((r) => r === `refused ${winner}`)).toHaveLength(runs.length - 1);
  }, 60_000);

  it('is taken over after its holder is killed with SIGKILL', async () => {
    const dataDir = freshDir();
    const holder = contender(dataDir, 0, 600_000);
    await new Promise<void>((resolve) => {
      holder.child.stdout?.on('data', (chunk) => {
        if (String(chunk).includes('held')) resolve();
      });
    });
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${holder.child.pid}`);
    holder.child.kill('SIGKILL');
    await holder.done;
    const lock = await lockDataDir(dataDir);
    expect(readdirSync(lock.path)).toHaveLength(1);
    lock.release();
  }, 60_000);
});
