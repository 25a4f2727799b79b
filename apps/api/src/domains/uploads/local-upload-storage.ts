import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertStorageKey, type UploadStorage } from './upload-storage.ts';

/** Uploads kept as files under `root` (DATA_DIR/uploads), one folder per organisation. */
export function createLocalUploadStorage(root: string): UploadStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // The key pattern already rules out `..` and absolute paths; this keeps a future pattern change honest.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return path;
  };
  return {
    description: `files under ${base}`,
    async putNew(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then hard-linked into place: link() fails when the name exists, so a key is never
      // overwritten, and a reader never sees a half-written file.
      const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
      await writeFile(temporary, bytes);
      try {
        await link(temporary, path);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await unlink(temporary);
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
        throw error;
      }
    },
  };
}
