import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { Env } from '../src/env';
import { s3Client, type S3Config } from '../src/artifacts/s3-blobs';

/**
 * A real S3-compatible server (s3rver, in this process) with one empty bucket, for tests. `env`
 * configures the API for it; `keys()` lists what the bucket holds, read over the S3 API.
 */
export async function startS3(bucket = 'vigil-artifacts') {
  const directory = mkdtempSync(join(tmpdir(), 'vigil-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    VIGIL_S3_BUCKET: bucket,
    VIGIL_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed development keys; a request signed with others is refused.
    VIGIL_S3_ACCESS_KEY_ID: 'S3RVER',
    VIGIL_S3_SECRET_ACCESS_KEY: 'S3RVER',
  } satisfies Partial<Record<keyof Env, string>>;
  const config: S3Config = {
    bucket,
    endpoint: env.VIGIL_S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client: S3Client = s3Client(config);
  return {
    env,
    config,
    client,
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
