import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/** A server or worker started as `npm start` / `npm run worker` start it: node with tsx, in its own process. */
export interface ChildProcessHandle {
  child: ChildProcess;
  /** The server's base URL; empty for a worker. */
  url: string;
  /** Everything it printed, for a failing test to show. */
  output: () => string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export function freePort(): Promise<number> {
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

function start(
  script: 'server.ts' | 'worker.ts',
  env: Record<string, string>,
): ChildProcessHandle & {
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/${script}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: '',
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitFor(what: string, handle: ReturnType<typeof start>, ready: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (handle.child.exitCode !== null) throw new Error(`${what} exited early:\n${handle.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start within 60 s:\n${handle.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the API server and resolves once GET /api/ready answers 200. */
export async function spawnServer(env: Record<string, string>): Promise<ChildProcessHandle> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const handle = start('server.ts', { PORT: String(port), HOST: '127.0.0.1', APP_URL: url, ...env });
  await waitFor('server', handle, async () => (await fetch(`${url}/api/ready`)).ok);
  return { ...handle, url };
}

/** Starts a worker and resolves once it says it takes jobs. */
export async function spawnWorker(env: Record<string, string>): Promise<ChildProcessHandle> {
  const handle = start('worker.ts', env);
  await waitFor('worker', handle, async () => handle.output().includes('worker: taking schedule jobs'));
  return handle;
}
