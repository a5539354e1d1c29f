import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { testEnv, type Env } from '../env';
import { closeScanEngines, scanEngineFor } from '../scans/jobs';
import { startS3 } from '../../test/s3-fixture';
import { artifactStoreFor, type ArtifactStore } from './store';

let s3: Awaited<ReturnType<typeof startS3>>;
let diskDir: string;
let env: Env;
let t: TestApp;
let store: ArtifactStore;
let browser: Browser;

beforeAll(async () => {
  s3 = await startS3();
  // Configured too, to prove nothing lands on disk while S3 is on.
  diskDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  const overrides = { ...s3.env, VIGIL_ARTIFACT_DIR: diskDir, VIGIL_LIGHTHOUSE: 'off' };
  env = testEnv(overrides);
  t = await startTestApp(overrides);
  store = artifactStoreFor(t.db, env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(diskDir, { recursive: true, force: true });
});
beforeEach(() => {
  browser = new Browser(t.app);
});

/** A team on the free plan with one page and a scan row of it (stored directly). */
async function teamWithScan(siteUrl = 'https://example.com') {
  const { session, team } = await signUpWithTeam(browser);
  await t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, siteUrl],
  );
  const [page] = await t.db.query<{ id: string }>(
    'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
    [team.id, site!.id, siteUrl],
  );
  const [scan] = await t.db.query<{ id: string }>(
    'INSERT INTO scans (account_id, site_id, page_id) VALUES ($1, $2, $3) RETURNING id',
    [team.id, site!.id, page!.id],
  );
  return { token: session.token, teamId: team.id, pageId: page!.id, scanId: scan!.id };
}

/** GET an artifact as a client would, keeping the raw bytes (the harness parses JSON). */
const fetchArtifact = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// Every byte value, so a text decoding or truncation anywhere on the way would show.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 256 * 40 }, (_, i) => i % 256)),
]);

describe('artifacts in S3', () => {
  it('are chosen by the configuration', () => {
    expect(store.kind).toBe('s3');
    expect(artifactStoreFor(t.db, testEnv({ VIGIL_ARTIFACT_DIR: diskDir })).kind).toBe('disk');
  });

  it('come back byte for byte through GET /v1/ops/artifact/{id}, from the bucket, not the disk', async () => {
    const { token, teamId, scanId } = await teamWithScan();
    const image = await store.save({
      accountId: teamId,
      scanId,
      name: 'screenshot',
      contentType: 'image/png',
      data: PNG,
    });
    const html = await store.save({
      accountId: teamId,
      scanId,
      name: 'html',
      contentType: 'text/html; charset=utf-8',
      data: Buffer.from('<h1>Héllo</h1>', 'utf8'),
    });

    const png = await fetchArtifact(`/v1/ops/artifact/${image.id}`, token);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-length']).toBe(String(PNG.length));
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const page = await fetchArtifact(`/v1/ops/artifact/${html.id}`, token);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(page.body).toBe('<h1>Héllo</h1>');

    expect(await s3.keys()).toEqual(
      // Keyed by content (SHA-256) within the team: the same bytes are stored once.
      expect.arrayContaining([`${teamId}/${image.content_hash}`, `${teamId}/${html.content_hash}`]),
    );
    expect(readdirSync(diskDir)).toEqual([]);
  });

  it('overwrites the same object when a retried scan saves again', async () => {
    const { token, teamId, scanId } = await teamWithScan();
    const save = (text: string) =>
      store.save({
        accountId: teamId,
        scanId,
        name: 'html',
        contentType: 'text/html; charset=utf-8',
        data: Buffer.from(text),
      });
    const first = await save('first');
    const second = await save('second try');
    expect(second.id).toBe(first.id);
    expect((await fetchArtifact(`/v1/ops/artifact/${first.id}`, token)).body).toBe('second try');
    // The first try's bytes, used by nothing any more, are gone.
    expect((await s3.keys()).filter((key) => key.startsWith(`${teamId}/`))).toEqual([
      `${teamId}/${second.content_hash}`,
    ]);
  });

  it("answer 404 to another team and to unknown ids, 401 signed out, never revealing the owner's", async () => {
    const owner = await teamWithScan();
    const other = await teamWithScan();
    const saved = await store.save({
      accountId: owner.teamId,
      scanId: owner.scanId,
      name: 'screenshot',
      contentType: 'image/png',
      data: PNG,
    });
    const url = `/v1/ops/artifact/${saved.id}`;
    const theirs = await fetchArtifact(url, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.rawPayload.includes(PNG.subarray(0, 64))).toBe(false);
    const unknown = await fetchArtifact(
      '/v1/ops/artifact/00000000-0000-4000-8000-000000000000',
      owner.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
    expect((await fetchArtifact('/v1/ops/artifact/not-a-uuid', owner.token)).statusCode).toBe(400);
    expect((await fetchArtifact(url)).statusCode).toBe(401);
  });

  it('answer 404, not 500, when the object is gone from the bucket', async () => {
    const { token, teamId, scanId } = await teamWithScan();
    const saved = await store.save({
      accountId: teamId,
      scanId,
      name: 'screenshot',
      contentType: 'image/png',
      data: PNG,
    });
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: `${teamId}/${saved.content_hash}` }),
    );
    const response = await fetchArtifact(`/v1/ops/artifact/${saved.id}`, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ reason: expect.any(String) });
  });
});

describe('a real scan with S3 configured', () => {
  let site: Server;
  let origin: string;
  beforeAll(async () => {
    site = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end('<!doctype html><html lang="en"><title>S3</title><h1>Stored in S3</h1></html>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeScanEngines();
    await new Promise((resolve) => site.close(resolve));
  });

  it('puts its screenshot and page source in the bucket and serves them to its team', async () => {
    const { token, teamId, pageId } = await teamWithScan(origin);
    const started = await browser.post('/v1/ops/scan', { page_id: pageId }, { token });
    expect(started.status).toBe(201);
    // The engine the scan job builds from the configuration (scans/jobs.ts).
    const engine = scanEngineFor(t.db, { ...env, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
    try {
      await engine.run(started.body[0].id);
    } finally {
      await engine.close();
    }
    const scan = (await browser.get(`/v1/ops/scan/${started.body[0].id}`, { token })).body;
    expect(scan.error).toBeNull();

    const screenshot = await fetchArtifact(scan.images[0].url, token);
    expect(screenshot.statusCode).toBe(200);
    expect(screenshot.headers['content-type']).toBe('image/webp');
    expect(screenshot.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const html = await fetchArtifact(scan.html.url, token);
    expect(html.body).toContain('<h1>Stored in S3</h1>');

    const hashes = await t.db.query<{ content_hash: string }>(
      'SELECT content_hash FROM artifacts WHERE scan_id = $1',
      [scan.id],
    );
    expect(hashes).toHaveLength(3); // screenshot, thumbnail, page source
    expect((await s3.keys()).filter((key) => key.startsWith(`${teamId}/`)).sort()).toEqual(
      hashes.map((row) => `${teamId}/${row.content_hash}`).sort(),
    );
    expect(readdirSync(diskDir)).toEqual([]);
  });
});
