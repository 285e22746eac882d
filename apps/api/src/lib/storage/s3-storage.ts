import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { IMAGE_CACHE_CONTROL, type ImageStorage } from './storage-contract.ts';

/** The S3 settings (STORAGE_DRIVER=s3 with S3_*). */
export interface S3StorageOptions {
  /** An S3-compatible endpoint (MinIO, R2...); unset: AWS in `region`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * Images in an S3-compatible bucket, readable by their URL (the bucket serves them, or a CDN
 * in front of it). With an endpoint, addresses are path-style (`{endpoint}/{bucket}/{key}`),
 * which every S3-compatible server understands.
 */
export function createS3Storage(options: S3StorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  return {
    origin: new URL(base).origin,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: options.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: key })), Quiet: true },
        }),
      );
    },
    url: (key) => `${base}/${key}`,
    keyOf: (url) => (url.startsWith(`${base}/`) ? url.slice(base.length + 1) || null : null),
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

/** Whether S3 answered that the object is not there (404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}
