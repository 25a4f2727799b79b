import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface BenchServer {
  url: string;
  coldStartMs: number;
  /**
   * CPU time the server process (all its threads) has used so far, in ms, from /proc (Linux); NaN elsewhere.
   * Divided by the requests of a load, it is the server's cost per request, which a busy machine slows
   * far less than it slows throughput.
   */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function processCpuMs(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts the real server as `npm start` would (tsx, built web app) on a fresh data dir, and times the cold
 * start from spawn to the first healthy answer.
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_PROFILE=<dir> writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    coldStartMs,
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
