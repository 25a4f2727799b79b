import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Where migrated, empty PGlite clusters are cached (git-ignored, under the repository's node_modules). A fresh
 * data dir starts as a file copy of one, which takes a fraction of a second, instead of running initdb in
 * WebAssembly, which takes several.
 */
export const DEFAULT_PGLITE_TEMPLATE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/fixture-pglite', import.meta.url),
);

const MIGRATIONS_JOURNAL = fileURLToPath(new URL('../migrations/meta/_journal.json', import.meta.url));

// The PGlite build and the migrations both decide what a template contains, so both are in its name.
function templatePath(templateDir: string): string {
  const pgliteDir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const wasm = statSync(join(pgliteDir, 'pglite.wasm'));
  const key = createHash('sha256')
    .update(`${wasm.size}:${wasm.mtimeMs}:`)
    .update(readFileSync(MIGRATIONS_JOURNAL))
    .digest('hex')
    .slice(0, 16);
  return join(templateDir, key);
}

/** True when `dataDir` holds no cluster yet (missing or empty), the only case a template may fill. */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/** Copies the cached template into an empty `dataDir`; false (and nothing copied) when there is none yet. */
export function copyPgliteTemplate(templateDir: string, dataDir: string): boolean {
  const source = templatePath(templateDir);
  if (!existsSync(join(source, 'PG_VERSION'))) return false;
  cpSync(source, dataDir, { recursive: true });
  return true;
}

/**
 * Saves a just-migrated, still empty cluster as the template: a consistent dump of it is unpacked into a
 * private directory that is renamed into place when complete, so concurrent starters never copy half a
 * template. Call it before serving any request, so no data ever reaches the template.
 */
export async function savePgliteTemplate(pglite: PGlite, templateDir: string): Promise<void> {
  const target = templatePath(templateDir);
  if (existsSync(target)) return;
  const partial = `${target}.partial-${randomUUID()}`;
  try {
    mkdirSync(templateDir, { recursive: true });
    const dump = await pglite.dumpDataDir('none');
    const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
    const copy = await PGliteClass.create({ dataDir: partial, loadDataDir: dump });
    await copy.close();
    renameSync(partial, target);
  } catch {
    // Only a speed-up: a read-only cache or a lost rename race leaves the next start to run initdb itself.
    rmSync(partial, { recursive: true, force: true });
  }
}
