import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '../env';
import { s3ConfigOf } from './s3-blobs';

/** The configuration as env.ts reads it at start-up, from these variables only. */
const load = (variables: Record<string, string>) => loadEnv(variables);
const invalid = (variables: Record<string, string>) => () => load(variables);

describe('S3 artifact configuration', () => {
  it('is off without a bucket, also when every VIGIL_S3_* is empty (compose files)', () => {
    expect(s3ConfigOf(load({}))).toBeNull();
    const empty = Object.fromEntries(
      [
        'BUCKET',
        'ENDPOINT',
        'REGION',
        'ACCESS_KEY_ID',
        'SECRET_ACCESS_KEY',
        'FORCE_PATH_STYLE',
      ].map((name) => [`VIGIL_S3_${name}`, '']),
    );
    expect(s3ConfigOf(load(empty))).toBeNull();
  });

  it("a bucket alone is AWS S3 in us-east-1 with the SDK's own credentials, virtual-hosted", () => {
    expect(s3ConfigOf(load({ VIGIL_S3_BUCKET: 'vigil-artifacts' }))).toEqual({
      bucket: 'vigil-artifacts',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('an S3-compatible endpoint with keys uses path-style URLs unless told otherwise', () => {
    const variables = {
      VIGIL_S3_BUCKET: 'vigil-artifacts',
      VIGIL_S3_ENDPOINT: 'http://minio.internal:9000',
      VIGIL_S3_REGION: 'eu-central-1',
      VIGIL_S3_ACCESS_KEY_ID: 'key',
      VIGIL_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(s3ConfigOf(load(variables))).toEqual({
      bucket: 'vigil-artifacts',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const virtualHosted = load({ ...variables, VIGIL_S3_FORCE_PATH_STYLE: 'false' });
    expect(s3ConfigOf(virtualHosted)?.forcePathStyle).toBe(false);
  });

  it('refuses to start half-configured, naming the variable that is missing', () => {
    expect(invalid({ VIGIL_S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'VIGIL_S3_BUCKET: required when VIGIL_S3_ENDPOINT is set',
    );
    expect(invalid({ VIGIL_S3_ACCESS_KEY_ID: 'k', VIGIL_S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'VIGIL_S3_BUCKET: required when VIGIL_S3_ACCESS_KEY_ID, VIGIL_S3_SECRET_ACCESS_KEY is set',
    );
    expect(invalid({ VIGIL_S3_BUCKET: 'vigil', VIGIL_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'VIGIL_S3_SECRET_ACCESS_KEY: required when VIGIL_S3_ACCESS_KEY_ID is set',
    );
    expect(invalid({ VIGIL_S3_BUCKET: 'vigil', VIGIL_S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'VIGIL_S3_ACCESS_KEY_ID: required when VIGIL_S3_SECRET_ACCESS_KEY is set',
    );
    // An empty secret is an unset one, so this too is half a key pair.
    expect(
      invalid({
        VIGIL_S3_BUCKET: 'vigil',
        VIGIL_S3_ACCESS_KEY_ID: 'k',
        VIGIL_S3_SECRET_ACCESS_KEY: '',
      }),
    ).toThrow('VIGIL_S3_SECRET_ACCESS_KEY: required');
  });

  it('refuses malformed values, naming the variable', () => {
    for (const bucket of ['ab', 'Vigil_Artifacts', '-vigil', 'x'.repeat(64)]) {
      expect(invalid({ VIGIL_S3_BUCKET: bucket })).toThrow(
        /VIGIL_S3_BUCKET: must be a bucket name/,
      );
    }
    expect(invalid({ VIGIL_S3_BUCKET: 'vigil', VIGIL_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /VIGIL_S3_ENDPOINT: /,
    );
    expect(invalid({ VIGIL_S3_BUCKET: 'vigil', VIGIL_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /VIGIL_S3_FORCE_PATH_STYLE: /,
    );
  });
});

describe('the disk store', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its folder under VIGIL_DATA_DIR unless VIGIL_ARTIFACT_DIR says otherwise', async () => {
    const { artifactDirOf } = await import('./store');
    expect(artifactDirOf(load({ VIGIL_DATA_DIR: dir }))).toBe(join(dir, 'artifacts'));
    expect(artifactDirOf(load({ VIGIL_DATA_DIR: dir, VIGIL_ARTIFACT_DIR: '/srv/a' }))).toBe(
      '/srv/a',
    );
  });
});
