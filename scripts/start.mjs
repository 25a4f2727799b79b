// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server.
// The web app's sources are its own folder, the contracts it imports, and the engine: the web app imports a
// few pure engine functions through `@app/engine` (slot counts for the schedule settings, the success-rate
// colour, CSV export of analyses), so a change under packages/engine/src rebuilds it too. Vite bundles
// those functions into the app, so a build older than the engine would show the old rules.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [
  join(root, 'apps/web/src'),
  join(root, 'apps/web/index.html'),
  join(root, 'apps/web/public'),
  join(root, 'apps/web/vite.config.ts'),
  join(root, 'packages/contracts/src'),
  join(root, 'packages/engine/src'),
];
const isStale =
  !existsSync(builtIndex) ||
  sources.some(
    (s) =>
      existsSync(s) &&
      (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(builtIndex).mtimeMs,
  );

if (isStale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync('npm', ['run', '--silent', 'start', '--workspace', '@app/api'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
