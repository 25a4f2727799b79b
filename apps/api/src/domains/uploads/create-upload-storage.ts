import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createLocalUploadStorage } from './local-upload-storage.ts';
import type { UploadStorage } from './upload-storage.ts';

/** The bucket of UPLOADS_S3_* when configured, else files under DATA_DIR/uploads (docs/uploads.md). */
export async function createUploadStorage(env: Pick<Env, 'dataDir' | 'uploadsS3'>): Promise<UploadStorage> {
  if (!env.uploadsS3) return createLocalUploadStorage(join(env.dataDir, 'uploads'));
  // Loaded only when configured: the AWS SDK is large, and every process and test would pay for it at start.
  const { createS3UploadStorage } = await import('./s3-upload-storage.ts');
  return createS3UploadStorage(env.uploadsS3);
}
