import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, backupKindOf, restoreDatabase } from './backup.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { DEFAULT_PGLITE_TEMPLATE_DIR } from './pglite-template.ts';
import { organizations } from './schema/index.ts';

// PGlite's side of `npm run backup` / `npm run restore` (docs/backups.md): what is refused, and that a refusal
// or a bad file leaves the data dir exactly as it was. The round trip through the app is in
// apps/api/src/cli/backup.test.ts.
const SLOW = 180_000;
let root: string;
let sourceDir: string;
let good: string;

/** Names of everything under `dir`, recursively, so "untouched" compares whole trees. */
const tree = (dir: string): string[] => readdirSync(dir, { recursive: true }).map(String).sort();

async function organizationNames(dataDir: string): Promise<string[]> {
  const handle = await createDatabase({ dataDir });
  try {
    return (await handle.db.select().from(organizations)).map((o) => o.name).sort();
  } finally {
    await handle.close();
  }
}

async function addOrganization(dataDir: string, name: string): Promise<void> {
  const handle = await createDatabase({ dataDir });
  try {
    await handle.db.insert(organizations).values({ name });
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pglite-backup-'));
  sourceDir = join(root, 'source', 'pglite');
  const source = await createDatabase({ dataDir: sourceDir, templateDir: DEFAULT_PGLITE_TEMPLATE_DIR });
  await migrateDatabase(source);
  await source.db.insert(organizations).values({ name: 'Backed up' });
  await source.close();
  good = join(root, 'files', 'good.tar.gz');
  await backupDatabase({ dataDir: sourceDir, file: good });
}, SLOW);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('PGlite backups', () => {
  it('writes a gzipped tarball of the cluster', () => {
    const contents = readFileSync(good);
    expect(backupKindOf(contents)).toBe('pglite');
    expect(gunzipSync(contents).length).toBeGreaterThan(1024 * 1024);
    expect(readdirSync(join(root, 'files'))).toEqual(['good.tar.gz']);
  });

  it('refuses a folder without a database, creating nothing', async () => {
    const missing = join(root, 'missing', 'pglite');
    await expect(backupDatabase({ dataDir: missing, file: join(root, 'files', 'x') })).rejects.toThrow(
      `No embedded database at ${missing}: nothing to back up (is DATA_DIR right?).`,
    );
    expect(existsSync(join(root, 'missing'))).toBe(false);
    expect(readdirSync(join(root, 'files'))).toEqual(['good.tar.gz']);
  });

  it(
    'refuses to back up or restore over a cluster another process has open',
    async () => {
      const open = await createDatabase({ dataDir: sourceDir });
      try {
        const before = tree(sourceDir);
        await expect(backupDatabase({ dataDir: sourceDir, file: join(root, 'files', 'x') })).rejects.toThrow(
          `The embedded database at ${sourceDir} is in use by process ${process.pid} (`,
        );
        await expect(restoreDatabase({ dataDir: sourceDir, file: good, force: true })).rejects.toThrow(
          /Only one process may open it at a time: stop that process first\. Nothing was changed\./,
        );
        expect(tree(sourceDir)).toEqual(before);
        expect(readdirSync(join(root, 'source'))).toEqual(['pglite', 'pglite.lock']);
      } finally {
        await open.close();
      }
    },
    SLOW,
  );

  it('refuses to back up a cluster whose last process crashed with it open, until a server recovers it', async () => {
    const crashed = join(root, 'crashed', 'pglite');
    cpSync(sourceDir, crashed, { recursive: true });
    writeFileSync(join(crashed, 'postmaster.pid'), '-42\n');
    await expect(backupDatabase({ dataDir: crashed, file: join(root, 'files', 'x') })).rejects.toThrow(
      `The embedded database at ${crashed} was not shut down cleanly (postmaster.pid remains): start the server and stop it once (that recovers it), then retry.`,
    );
    expect(readdirSync(join(root, 'files'))).toEqual(['good.tar.gz']);
  });

  it(
    'restores into an empty folder, refuses a non-empty one without force, and with force moves it aside',
    async () => {
      const target = join(root, 'target', 'pglite');
      const restored = await restoreDatabase({ dataDir: target, file: good });
      expect(restored.counts).toEqual({ organizations: 1, leagues: 0, seasons: 0, games: 0 });
      expect(restored.movedAside).toBeUndefined();
      expect(readdirSync(join(root, 'target')).sort()).toEqual(['pglite', 'pglite.lock']);
      await addOrganization(target, 'Added after the restore');

      const before = tree(target);
      await expect(restoreDatabase({ dataDir: target, file: good })).rejects.toThrow(
        `${target} already holds a database. Pass --force to move it aside to ${target}.before-restore-<time> and restore into a fresh folder.`,
      );
      expect(tree(target)).toEqual(before);

      const forced = await restoreDatabase({
        dataDir: target,
        file: good,
        force: true,
        now: new Date('2026-03-04T05:06:07.089Z'),
      });
      const aside = `${target}.before-restore-2026-03-04T05-06-07-089Z`;
      expect(forced.movedAside).toBe(aside);
      expect(readdirSync(join(root, 'target')).sort()).toEqual([
        'pglite',
        'pglite.before-restore-2026-03-04T05-06-07-089Z',
        'pglite.lock',
      ]);
      expect(await organizationNames(target)).toEqual(['Backed up']);
      expect(await organizationNames(aside)).toEqual(['Added after the restore', 'Backed up']);
    },
    SLOW,
  );

  it(
    'refuses a truncated, damaged or foreign file with a clear message, changing nothing',
    async () => {
      const contents = readFileSync(good);
      const tar = gunzipSync(contents);
      const files = join(root, 'bad');
      const write = (name: string, bytes: Uint8Array) => {
        writeFileSync(join(files, name), bytes);
        return join(files, name);
      };
      mkdirSync(files);
      const damagedTar = Buffer.from(tar);
      damagedTar.fill(0x41, 600, 2000); // the second entry's header
      const cases: [string, RegExp][] = [
        [
          write('truncated.tar.gz', contents.subarray(0, contents.length / 2)),
          /truncated\.tar\.gz is truncated or corrupt \(unexpected end of file\); nothing was changed\./,
        ],
        [
          write('short-tar.tar.gz', gzipSync(tar.subarray(0, tar.length / 2))),
          /short-tar\.tar\.gz is not a complete PGlite backup \(the archive ends early\); nothing was changed\./,
        ],
        [
          write('damaged.tar.gz', gzipSync(damagedTar)),
          /damaged\.tar\.gz is not a complete PGlite backup \(bad tar header at byte \d+\)/,
        ],
        [
          write('not-a-cluster.tar.gz', gzipSync(Buffer.alloc(1024))),
          /not-a-cluster\.tar\.gz is not a complete PGlite backup \(no PG_VERSION: not a database cluster\)/,
        ],
        [
          write('notes.txt', Buffer.from('hello')),
          /notes\.txt is not a backup made by npm run backup \(neither a pg_dump archive nor a PGlite tarball\)\./,
        ],
        [
          write('server.dump', Buffer.from('PGDMP\x01\x0f\x00')),
          /server\.dump is a PostgreSQL backup \(pg_dump\): set DATABASE_URL to the PostgreSQL database/,
        ],
      ];
      const target = join(root, 'target', 'pglite');
      const empty = join(root, 'empty', 'pglite');
      const before = tree(join(root, 'target'));
      for (const [file, message] of cases) {
        await expect(restoreDatabase({ dataDir: target, file, force: true })).rejects.toThrow(message);
        await expect(restoreDatabase({ dataDir: empty, file })).rejects.toThrow(message);
      }
      await expect(restoreDatabase({ dataDir: target, file: join(files, 'none.tar.gz') })).rejects.toThrow(
        `${join(files, 'none.tar.gz')} does not exist.`,
      );
      expect(tree(join(root, 'target'))).toEqual(before);
      expect(existsSync(join(root, 'empty'))).toBe(false);
    },
    SLOW,
  );
});
