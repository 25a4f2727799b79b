import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalUploadStorage } from './local-upload-storage.ts';
import { createS3UploadStorage } from './s3-upload-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/** The bucket of UPLOADS_S3_* when configured, else files under DATA_DIR/uploads (docs/uploads.md). */
export function createUploadStorage(env: Pick<Env, 'dataDir' | 'uploadsS3'>): UploadStorage {
  return env.uploadsS3
    ? createS3UploadStorage(env.uploadsS3)
    : createLocalUploadStorage(join(env.dataDir, 'uploads'));
}
