import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import { closeScanEngines } from '../scans/jobs';
import { startFixtureHosts } from '../../test/fixture-hosts';

jest.setTimeout(240_000);

let t: TestApp;
let browser: Browser;
let hosts: Awaited<ReturnType<typeof startFixtureHosts>>;
let artifactDir: string;
let pipeline: ReturnType<typeof enginePipeline>;
const queued: { name: string; data: object }[] = [];

beforeAll(async () => {
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-migration-artifacts-'));
  hosts = await startFixtureHosts();
  // The operator allows loopback (both fixture hosts); every other private address is refused.
  const settings = {
    VIGIL_ARTIFACT_DIR: artifactDir,
    VIGIL_LIGHTHOUSE: 'off',
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  };
  t = await startTestApp(settings);
  browser = new Browser(t.app);
  const queue = {
    send: async (name: string, data?: object | null) => {
      queued.push({ name, data: data ?? {} });
      return null;
    },
  } as JobSender;
  pipeline = enginePipeline({ db: t.db, env: testEnv(settings), queue });
}, 120_000);

afterAll(async () => {
  await closeScanEngines();
  await t?.close();
  await hosts?.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

/** A free team with the production host as its site and the three fixture paths as pages. */
async function team() {
  const { session, team } = await signUpWithTeam(browser);
  await t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, hosts.production.origin],
  );
  await t.db.query(
    `INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, $3 || path FROM unnest($4::text[]) AS p (path)`,
    [team.id, site!.id, hosts.production.origin, ['/same', '/changed', '/gone']],
  );
  return { token: session.token, teamId: team.id, siteId: site!.id };
}

const start = (token: string, siteId: string, body: object) =>
  browser.post(`/v1/ops/site/${siteId}/migration`, body, { token });
const read = async (token: string, id: string) =>
  (await browser.get(`/v1/ops/migration/${id}`, { token })).body;

/** Runs every scan of the migration (as the queue's workers would), then the comparisons. */
async function work(migration: { paths: { source_scan: string; target_scan: string }[] }) {
  for (const path of migration.paths) {
    await pipeline.scan.handle({ scanId: path.source_scan });
    await pipeline.scan.handle({ scanId: path.target_scan });
  }
  for (let job = queued.shift(); job; job = queued.shift())
    if (job.name === pipeline.compareMigrationPath.name)
      await pipeline.compareMigrationPath.handle(job.data as { pathId: string });
}

describe('a migration between two fixture hosts', () => {
  it('compares each path of the site on both hosts: identical passes, changed and missing fail', async () => {
    const { token, siteId } = await team();
    const started = await start(token, siteId, { base_url: `${hosts.staging.origin}/` });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      site: siteId,
      base_url: hosts.staging.origin,
      status: 'working',
      paths_total: 3,
      paths_done: 0,
    });
    // The site's pages, by URL; each scanned on both hosts.
    expect(started.body.paths.map((p: { path: string }) => p.path)).toEqual([
      '/changed',
      '/gone',
      '/same',
    ]);
    expect(started.body.paths[0]).toMatchObject({
      source_url: `${hosts.production.origin}/changed`,
      target_url: `${hosts.staging.origin}/changed`,
      status: 'working',
      score: null,
    });

    await work(started.body);
    const done = await read(token, started.body.id);
    expect(done).toMatchObject({ status: 'failed', paths_done: 3, paths_failed: 2 });
    expect(done.time_completed).not.toBeNull();
    const byPath = Object.fromEntries(done.paths.map((p: { path: string }) => [p.path, p]));
    expect(byPath['/same']).toMatchObject({ status: 'passed', score: 100, error: null });
    expect(byPath['/same'].component_scores).toMatchObject({ images: 100, html: 100 });
    expect(byPath['/changed']).toMatchObject({ status: 'failed', error: null });
    expect(byPath['/changed'].score).toBeLessThan(95);
    expect(byPath['/changed'].failing_components).toEqual(
      expect.arrayContaining(['images', 'html']),
    );
    expect(byPath['/changed'].deltas.images.regions.length).toBeGreaterThan(0);
    expect(byPath['/changed'].deltas.images.diff.url).toMatch(/^\/v1\/ops\/artifact\//);
    expect(byPath['/gone']).toMatchObject({
      status: 'failed',
      score: null,
      error: 'the other host could not be visited: HTTP 404',
    });
    // The diff image is the team's artifact.
    const diff = await t.app.inject({
      method: 'GET',
      url: byPath['/changed'].deltas.images.diff.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(diff.statusCode).toBe(200);
    expect(diff.headers['content-type']).toBe('image/png');

    // A retried comparison changes nothing.
    const pathId = byPath['/same'].id;
    await pipeline.compareMigrationPath.handle({ pathId });
    await pipeline.compareMigrationPath.onFinalFailure!({ pathId }, 'late');
    expect(await read(token, started.body.id)).toEqual(done);

    // The other host's scans are nobody's page scans: the pages' scan lists stay empty.
    const pages = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM scans WHERE site_id = $1 AND page_id IS NOT NULL`,
      [siteId],
    );
    expect(pages[0]!.count).toBe(0);
    const site = (await browser.get(`/v1/ops/site/${siteId}`, { token })).body;
    expect(site.info?.latest_scan ?? null).toBeNull();
  });

  it('compares the given paths only, and lists migrations newest first, paginated', async () => {
    const { token, siteId } = await team();
    const first = await start(token, siteId, {
      base_url: hosts.staging.origin,
      paths: ['/same', '/same', '/nowhere?x=1'],
    });
    expect(first.status).toBe(201);
    expect(first.body.paths.map((p: { path: string }) => p.path)).toEqual([
      '/same',
      '/nowhere?x=1',
    ]);
    expect(first.body.paths[1].target_url).toBe(`${hosts.staging.origin}/nowhere?x=1`);
    await work(first.body);
    const second = await start(token, siteId, { base_url: hosts.staging.origin, paths: ['/same'] });
    await work(second.body);
    expect(await read(token, second.body.id)).toMatchObject({ status: 'passed', paths_failed: 0 });
    const listed = await browser.get(`/v1/ops/site/${siteId}/migration?limit=1`, { token });
    expect(listed.body).toMatchObject({ count: 2, previous: null });
    expect(listed.body.results[0]).toMatchObject({ id: second.body.id, paths_total: 1 });
    expect(listed.body.results[0].paths).toBeUndefined();
    expect(listed.body.next).toContain('offset=1');
  });

  it('fails a path whose comparison failed for good, and the migration with it', async () => {
    const { token, siteId } = await team();
    const { body } = await start(token, siteId, {
      base_url: hosts.staging.origin,
      paths: ['/same'],
    });
    const pathId = body.paths[0].id;
    // Its scans have not run: the comparison waits.
    await pipeline.compareMigrationPath.handle({ pathId });
    expect((await read(token, body.id)).status).toBe('working');
    await pipeline.compareMigrationPath.onFinalFailure!({ pathId }, 'worker lost');
    expect(await read(token, body.id)).toMatchObject({
      status: 'failed',
      paths: [{ status: 'failed', error: 'the comparison failed: worker lost' }],
    });
  });
});

describe('deleting the site', () => {
  it('takes its migrations, their scans on both hosts and their artifacts along', async () => {
    const { token, siteId } = await team();
    const { body } = await start(token, siteId, {
      base_url: hosts.staging.origin,
      paths: ['/same'],
    });
    await work(body);
    const scanIds = [body.paths[0].source_scan, body.paths[0].target_scan];
    const artifacts = async () =>
      (
        await t.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM artifacts WHERE scan_id = ANY($1::uuid[])',
          [scanIds],
        )
      )[0]!.count;
    expect(await artifacts()).toBeGreaterThan(0);
    expect((await browser.call('DELETE', `/v1/ops/site/${siteId}`, { token })).status).toBe(200);
    expect((await browser.get(`/v1/ops/migration/${body.id}`, { token })).status).toBe(404);
    expect(await artifacts()).toBe(0);
    const scans = await t.db.query('SELECT 1 FROM scans WHERE id = ANY($1::uuid[])', [scanIds]);
    expect(scans).toEqual([]);
  });
});

describe('bad input, other teams and the plan', () => {
  it('refuses a private other host (SSRF) and bad fields with a 400 naming the field', async () => {
    const { token, siteId } = await team();
    for (const base_url of ['http://169.254.169.254', 'http://10.0.0.8/', 'http://[::1]:8080']) {
      expect((await start(token, siteId, { base_url })).body).toEqual({
        reason: 'base_url: must not be a private or local address',
        field: 'base_url',
      });
    }
    const bad: [object, string][] = [
      [{}, 'base_url'],
      [{ base_url: 'ftp://example.com' }, 'base_url'],
      [{ base_url: 'https://example.com/?a=1' }, 'base_url'],
      [{ base_url: hosts.staging.origin, paths: ['pricing'] }, 'paths.0'],
      [{ base_url: hosts.staging.origin, paths: ['/ok', '//evil.example.com/x'] }, 'paths.1'],
      [{ base_url: hosts.staging.origin, paths: [] }, 'paths'],
      [{ base_url: hosts.staging.origin, threshold: 101 }, 'threshold'],
    ];
    for (const [body, field] of bad) {
      const answer = await start(token, siteId, body);
      expect({ status: answer.status, field: answer.body.field }).toEqual({ status: 400, field });
    }
    // Nothing was made or counted.
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 0, scans: 0 });
  });

  it("answers 404 for another team's site and migration", async () => {
    const mine = await team();
    const theirs = await team();
    const started = await start(theirs.token, theirs.siteId, { base_url: hosts.staging.origin });
    expect(
      (await start(mine.token, theirs.siteId, { base_url: hosts.staging.origin })).status,
    ).toBe(404);
    const list = await browser.get(`/v1/ops/site/${theirs.siteId}/migration`, {
      token: mine.token,
    });
    expect(list.status).toBe(404);
    const one = await browser.get(`/v1/ops/migration/${started.body.id}`, { token: mine.token });
    expect(one.status).toBe(404);
    // Their migration's scans are not readable as scans either.
    const scan = await browser.get(`/v1/ops/scan/${started.body.paths[0].source_scan}`, {
      token: theirs.token,
    });
    expect(scan.status).toBe(404);
  });

  it('counts each path as a test and two scans, and answers 426 past the plan with nothing made', async () => {
    const { token, teamId, siteId } = await team();
    expect((await start(token, siteId, { base_url: hosts.staging.origin })).status).toBe(201);
    const usage = async () => (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(await usage()).toMatchObject({ tests: 3, scans: 6 });

    // Free plan: 30 tests. Three paths, two left: the whole request is refused.
    await t.db.query('UPDATE accounts SET usage_tests = 28 WHERE id = $1', [teamId]);
    const refused = await start(token, siteId, { base_url: hosts.staging.origin });
    expect(refused).toMatchObject({ status: 426, body: { reason: 'max tests reached' } });
    expect(await usage()).toMatchObject({ tests: 28, scans: 6 });
    const list = await browser.get(`/v1/ops/site/${siteId}/migration`, { token });
    expect(list.body.count).toBe(1);

    // More paths than the plan's pages per site (free: 3) are refused by name.
    await t.db.query('UPDATE accounts SET usage_tests = 0 WHERE id = $1', [teamId]);
    const tooMany = await start(token, siteId, {
      base_url: hosts.staging.origin,
      paths: ['/a', '/b', '/c', '/d'],
    });
    expect(tooMany.body).toEqual({
      reason: "paths: at most 3 paths (the plan's pages per site)",
      field: 'paths',
    });
  });
});
