import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { UploadsS3Env } from '../../env.ts';
import { assertStorageKey, type UploadStorage } from './upload-storage.ts';

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Uploads kept in an S3-compatible bucket (AWS S3, MinIO, R2, …), under the same keys as the local files. */
export function createS3UploadStorage(config: UploadsS3Env): UploadStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default adds CRC headers (and chunked bodies for
    // streams) that several S3-compatible services refuse; the SigV4 payload hash still covers the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    description: `bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async putNew(key, bytes, contentType) {
      assertStorageKey(key);
      // Keys carry a random part chosen by this server, so two writers of one key are one manager repeating
      // one signed PUT; checking first keeps the repeat from replacing a file that may already be cached.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return false;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return true;
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
