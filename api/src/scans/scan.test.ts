import { readdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { Browser, signUpWithTeam } from '../../test/harness';
import { serveFixture, teamWithPages } from '../../test/scan-test-site';
import { testScanEngine, useScanWorld } from '../../test/scan-test-app';
import { testEnv } from '../env';
import { enginePipeline } from '../engine/pipeline';
import { closeScanEngines } from './jobs';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The fixture site: `/` has a console error, an image without alt and a cookie without flags. */
const fixturePages: RequestListener = (request, response) => {
  if (request.url === '/pixel.png') {
    response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
  } else if (request.url === '/hardened') {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'set-cookie': 'sid=1; Secure; HttpOnly; SameSite=Lax',
      })
      .end(
        '<!doctype html><html lang="en"><head><title>Safe</title></head>' +
          '<body><main><h1>Safe</h1><img src="/pixel.png" alt="a dot"></main></body></html>',
      );
  } else {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=abc' })
      .end(
        '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main>' +
          '<h1>Fixture</h1><img src="/pixel.png">' +
          "<script>console.error('boom from the fixture')</script></main></body></html>",
      );
  }
};

const world = useScanWorld(() => serveFixture(fixturePages));
let origin: string;
let browser: Browser;
beforeAll(() => {
  origin = world.site.origin;
});
beforeEach(() => {
  browser = new Browser(world.t.app);
});

/**
 * A team on the free plan with the fixture site (root and /hardened), stored directly: adding a
 * loopback site through the API is the crawler's business (and its SSRF rules).
 */
const teamWithSite = (pageUrls: string[] = [`${origin}/hardened`], siteUrl = origin) =>
  teamWithPages(world.t, browser, siteUrl, pageUrls);

describe('scanning a page', () => {
  it('records console, axe, screenshot, security, timings and score, and updates latest_scan', async () => {
    const { token, siteId, pageId } = await teamWithSite();
    const started = await browser.post('/v1/ops/scan', { page_id: pageId(origin) }, { token });
    expect(started.status).toBe(201);
    expect(started.body).toHaveLength(1);
    const scanId = started.body[0].id as string;
    expect(started.body[0]).toMatchObject({ site: siteId, time_completed: null, score: null });

    await world.engine.run(scanId);
    const { body: scan, status } = await browser.get(`/v1/ops/scan/${scanId}`, { token });
    expect(status).toBe(200);
    expect(scan.time_completed).not.toBeNull();
    expect(scan.error).toBeNull();
    expect(scan.logs).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'boom from the fixture' }),
    );
    const imageAlt = scan.a11y.violations.find((v: { id: string }) => v.id === 'image-alt');
    expect(imageAlt).toMatchObject({ impact: 'critical' });
    expect(imageAlt.nodes[0].html).toContain('pixel.png');
    expect(scan.lighthouse).toMatchObject({ status: 'not_run', scores: { average: null } });

    const failed = (id: string) =>
      scan.security.audits.filter((a: { id: string; passed: boolean }) => a.id === id && !a.passed);
    for (const id of ['https', 'content-security-policy', 'x-content-type-options']) {
      expect(failed(id)).toHaveLength(1);
    }
    for (const id of ['frame-options', 'referrer-policy', 'cookie-secure', 'cookie-httponly']) {
      expect(failed(id)).toHaveLength(1);
    }
    expect(failed('cookie-samesite')[0].message).toContain('"session"');
    // HSTS is not judged on plain HTTP; there is no mixed content on an HTTP page.
    expect(scan.security.audits.map((a: { id: string }) => a.id)).not.toContain(
      'strict-transport-security',
    );
    expect(scan.security.scores).toMatchObject({ https: 0, cookies: 0, mixed_content: 100 });

    expect(scan.timings.ttfb_ms).toBeGreaterThanOrEqual(0);
    expect(scan.timings.load_ms).toBeGreaterThan(0);
    expect(scan.score).toBeGreaterThan(0);
    expect(scan.score).toBeLessThan(100);

    // The screenshot and its thumbnail are WebP, for this team only; the page source is its HTML.
    expect(scan.images).toHaveLength(1);
    const file = (url: string, bearer: string) =>
      world.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    for (const image of [scan.images[0], scan.thumbnail]) {
      const shot = await file(image.url, token);
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe('image/webp');
      expect(shot.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const html = await file(scan.html.url, token);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<h1>Fixture</h1>');

    const other = await signUpWithTeam(browser, 'Other');
    const stranger = { token: other.session.token };
    expect((await file(scan.images[0].url, stranger.token)).statusCode).toBe(404);
    expect((await file(scan.html.url, stranger.token)).statusCode).toBe(404);
    expect((await browser.get(`/v1/ops/scan/${scanId}`, stranger)).status).toBe(404);
    expect((await browser.get(`/v1/ops/scan?page_id=${pageId(origin)}`, stranger)).status).toBe(
      404,
    );
    expect((await browser.post('/v1/ops/scan', { page_id: pageId(origin) }, stranger)).status).toBe(
      404,
    );

    // The lists show the page's latest thumbnail: the same stored WebP the scan references.
    const latest = {
      id: scanId,
      time_completed: scan.time_completed,
      score: scan.score,
      thumbnail: scan.thumbnail,
    };
    expect(scan.thumbnail).toMatchObject({ content_type: 'image/webp' });
    const page = await browser.get(`/v1/ops/page?site_id=${siteId}`, { token });
    expect(
      page.body.results.find((p: { id: string }) => p.id === pageId(origin)).info.latest_scan,
    ).toEqual(latest);
    const site = await browser.get(`/v1/ops/site/${siteId}`, { token });
    expect(site.body.info.latest_scan).toEqual(latest);
  });

  it('scans every page of a site; a hardened page passes the header and cookie checks', async () => {
    const { token, siteId, pageId } = await teamWithSite();
    const started = await browser.post('/v1/ops/scan', { site_id: siteId }, { token });
    expect(started.status).toBe(201);
    expect(started.body).toHaveLength(2);
    for (const scan of started.body) await world.engine.run(scan.id);

    const list = await browser.get(`/v1/ops/scan?page_id=${pageId(`${origin}/hardened`)}`, {
      token,
    });
    expect(list.body.count).toBe(1);
    const hardened = list.body.results[0];
    const failing = hardened.security.audits.filter((a: { passed: boolean }) => !a.passed);
    expect(failing.map((a: { id: string }) => a.id)).toEqual(['https']);
    expect(hardened.security.scores).toMatchObject({ headers: 100, cookies: 100 });
    expect(hardened.a11y.violations.map((v: { id: string }) => v.id)).not.toContain('image-alt');
    const account = await browser.get('/v1/auth/account', { token });
    expect(account.body.usage.scans).toBe(2);
  });

  it('is idempotent: a retried job for the same scan changes nothing', async () => {
    const { token, teamId, pageId } = await teamWithSite([]);
    const started = await browser.post('/v1/ops/scan', { page_id: pageId(origin) }, { token });
    const scanId = started.body[0].id as string;
    const env = testEnv({
      VIGIL_ARTIFACT_DIR: world.artifactDir,
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
      VIGIL_LIGHTHOUSE: 'off',
    });
    const job = enginePipeline({ db: world.t.db, env, queue: { send: async () => null } }).scan;
    // The job's own engine; closed below with the other engines of this process.
    await job.handle({ scanId });
    const first = (await browser.get(`/v1/ops/scan/${scanId}`, { token })).body;
    await job.handle({ scanId });
    await world.engine.run(scanId);
    const again = (await browser.get(`/v1/ops/scan/${scanId}`, { token })).body;
    expect(again).toEqual(first);
    const counts = await world.t.db.query<{ scans: number; artifacts: number }>(
      `SELECT (SELECT count(*)::int FROM scans WHERE page_id = $1) AS scans,
              (SELECT count(*)::int FROM artifacts WHERE scan_id = $2) AS artifacts`,
      [pageId(origin), scanId],
    );
    expect(counts[0]).toEqual({ scans: 1, artifacts: 3 }); // html, screenshot, thumbnail
    expect(readdirSync(join(world.artifactDir, teamId))).toHaveLength(3);
    await closeScanEngines();
  });

  it('completes with an error when the page cannot be reached', async () => {
    // A port that was just free: nothing listens there.
    const closed = await serveFixture(() => undefined);
    await closed.close();
    const deadUrl = closed.origin;
    const { token, pageId } = await teamWithSite([], deadUrl);
    const started = await browser.post('/v1/ops/scan', { page_id: pageId(deadUrl) }, { token });
    await world.engine.run(started.body[0].id);
    const scan = (await browser.get(`/v1/ops/scan/${started.body[0].id}`, { token })).body;
    expect(scan.time_completed).not.toBeNull();
    expect(scan.error).toMatch(/ERR_CONNECTION_REFUSED/);
    expect(scan.score).toBeNull();
  });

  it('refuses a private target unless the operator allows it (SSRF guard)', async () => {
    const { token, pageId } = await teamWithSite([]);
    const guarded = testScanEngine(world.t.db, world.artifactDir, {
      allowPrivateTargets: undefined,
    });
    const started = await browser.post('/v1/ops/scan', { page_id: pageId(origin) }, { token });
    await guarded.run(started.body[0].id);
    await guarded.close();
    const scan = (await browser.get(`/v1/ops/scan/${started.body[0].id}`, { token })).body;
    expect(scan.error).toMatch(/^refused: 127\.0\.0\.1/);
    expect(scan.images).toEqual([]);
  });

  it('runs Lighthouse when it is on and records its four scores and their average', async () => {
    const { token, pageId } = await teamWithSite([]);
    const withLighthouse = testScanEngine(world.t.db, world.artifactDir, { lighthouse: true });
    const started = await browser.post('/v1/ops/scan', { page_id: pageId(origin) }, { token });
    try {
      await withLighthouse.run(started.body[0].id);
    } finally {
      await withLighthouse.close();
    }
    const scan = (await browser.get(`/v1/ops/scan/${started.body[0].id}`, { token })).body;
    expect(scan.lighthouse.status).toBe('done');
    for (const category of ['performance', 'accessibility', 'best_practices', 'seo', 'average']) {
      expect(scan.lighthouse.scores[category]).toBeGreaterThanOrEqual(0);
      expect(scan.lighthouse.scores[category]).toBeLessThanOrEqual(100);
    }
    // The image without alt costs accessibility points in Lighthouse too.
    expect(scan.lighthouse.audits.map((a: { id: string }) => a.id)).toContain('image-alt');
  });
});
