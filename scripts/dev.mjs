// `npm run dev`: the API server and Vite (hot reload, /api proxied to the API) side by side, each output line
// prefixed with its name. Ctrl-C, or either process exiting, stops both.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const useColor = process.stdout.isTTY;

const services = [
  { name: 'api', color: 36, args: ['run', 'dev', '--workspace', '@app/api'] },
  { name: 'web', color: 35, args: ['run', 'dev', '--workspace', '@app/web'] },
];

const width = Math.max(...services.map((s) => s.name.length));
const children = [];
let isStopping = false;

function prefix({ name, color }) {
  const label = `[${name.padEnd(width)}]`;
  return useColor ? `\x1b[${color}m${label}\x1b[0m ` : `${label} `;
}

function pipe(stream, target, service) {
  const lines = createInterface({ input: stream });
  lines.on('line', (line) => target.write(`${prefix(service)}${line}\n`));
}

// Each child leads its own process group, so stopping it also stops what npm started under it.
function stop(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stopAll(code) {
  if (isStopping) return;
  isStopping = true;
  for (const child of children) stop(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) stop(child, 'SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once('exit', resolve);
        }),
    ),
  ).then(() => process.exit(code));
}

for (const service of services) {
  const child = spawn('npm', ['--silent', ...service.args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: useColor ? '1' : '0' },
  });
  pipe(child.stdout, process.stdout, service);
  pipe(child.stderr, process.stderr, service);
  child.on('exit', (code, signal) => {
    if (!isStopping) {
      process.stderr.write(`${prefix(service)}exited (${signal ?? code}); stopping the others\n`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
