// `npm run backup -- <file>` and `npm run restore -- [--force] <file>` on the configured database
// (DATABASE_URL, else PGlite under DATA_DIR/pglite, as the server uses). docs/backups.md says when to stop
// the server and how each database is handled.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, type BackupResult, backupDatabase, type RestoreResult, restoreDatabase } from '@app/db';
import type { Env } from '../env.ts';

type Print = (line: string) => void;

const describeSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

/** The database the server would open with this configuration, in words and as a backup target. */
function targetOf(env: Env): { url: string | undefined; dataDir: string; label: string } {
  const dataDir = join(env.dataDir, 'pglite');
  if (env.databaseUrl) {
    const url = new URL(env.databaseUrl);
    return { url: env.databaseUrl, dataDir, label: `PostgreSQL ${url.host}${url.pathname}` };
  }
  return { url: undefined, dataDir, label: `the embedded database at ${dataDir}` };
}

/** One file argument, and the flags a command accepts. */
function parse(args: string[], command: string, flags: Record<string, { type: 'boolean' }>) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof flags; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: flags, allowPositionals: true });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nUsage: ${usage(command)}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length > 0) throw new BackupError(`Give one file.\nUsage: ${usage(command)}`);
  return { file, flags: parsed.values as Record<string, boolean | undefined> };
}

const usage = (command: string): string =>
  command === 'backup' ? 'npm run backup -- <file>' : 'npm run restore -- [--force] <file>';

/** `npm run backup -- <file>`: writes the whole database to `file` and prints what it wrote. */
export async function runBackup(args: string[], env: Env, print: Print = console.log): Promise<BackupResult> {
  const { file } = parse(args, 'backup', {});
  const target = targetOf(env);
  const result = await backupDatabase({ url: target.url, dataDir: target.dataDir, file });
  print(`Backed up ${target.label} to ${file} (${describeSize(result.bytes)}) in ${result.seconds} s.`);
  return result;
}

/** `npm run restore -- [--force] <file>`: restores `file`, migrates, and prints what the database holds. */
export async function runRestore(
  args: string[],
  env: Env,
  print: Print = console.log,
): Promise<RestoreResult> {
  const { file, flags } = parse(args, 'restore', { force: { type: 'boolean' } });
  const target = targetOf(env);
  const result = await restoreDatabase({
    url: target.url,
    dataDir: target.dataDir,
    file,
    force: flags.force === true,
  });
  if (result.movedAside) print(`Moved the previous database aside to ${result.movedAside}.`);
  const { organizations, leagues, seasons, games } = result.counts;
  print(
    `Restored ${file} (${describeSize(result.bytes)}) into ${target.label} in ${result.seconds} s: ` +
      `${organizations} organizations, ${leagues} leagues, ${seasons} seasons, ${games} games.`,
  );
  return result;
}

/** Runs a command as a process: a refusal prints its message alone and exits 1. */
export async function main(command: typeof runBackup | typeof runRestore, env: () => Env): Promise<void> {
  try {
    await command(process.argv.slice(2), env());
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
