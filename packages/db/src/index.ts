export * from './backup.ts';
export * from './client.ts';
export { type DataDirLock, DataDirLockedError, type LockHolder, lockDataDir } from './data-dir-lock.ts';
export * from './migrate.ts';
export { DEFAULT_PGLITE_TEMPLATE_DIR } from './pglite-template.ts';
export * from './schema/index.ts';
