import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Env } from '../env';
import type { Blobs } from './blobs';

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The S3 settings when a bucket is configured (env.ts has checked they are complete), else null. */
export function s3ConfigOf(env: Env): S3Config | null {
  if (!env.VIGIL_S3_BUCKET) return null;
  const { VIGIL_S3_ACCESS_KEY_ID: accessKeyId, VIGIL_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.VIGIL_S3_BUCKET,
    endpoint: env.VIGIL_S3_ENDPOINT,
    region: env.VIGIL_S3_REGION ?? 'us-east-1',
    // S3-compatible servers rarely have wildcard DNS for virtual-hosted buckets; AWS prefers it.
    forcePathStyle: env.VIGIL_S3_FORCE_PATH_STYLE ?? env.VIGIL_S3_ENDPOINT !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's newer
    // default (CRC32 trailers on every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** DeleteObjects takes at most 1000 keys per request. */
const DELETE_BATCH = 1000;

/** Objects in one bucket, private (no ACL is set, so the bucket's private default applies). */
export function s3Blobs(config: S3Config, client: S3Client = s3Client(config)): Blobs {
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // On Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        // Deleting a missing key succeeds in S3, so any error here is real (permissions…).
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0]!;
          throw new Error(`S3 delete failed for ${failed.length} keys: ${first.Key} ${first.Code}`);
        }
      }
    },
  };
}
