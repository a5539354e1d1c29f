import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Browser, type TestApp } from '../../test/harness';
import { purgeExpired } from '../artifacts/retention';
import { diskArtifactStore } from '../artifacts/store';
import { serveFixture, teamWithPages } from '../../test/scan-test-site';
import { startScanTestApp } from '../../test/scan-test-app';
import type { ScanEngine } from './engine';
import { scanRunKind } from './run-kind';

jest.setTimeout(180_000);

/**
 * Issue 44: a re-scan keeps the capture of a page that did not change (its HTML, its same-origin
 * stylesheet and image) and captures again only what changed or what it is asked to.
 * The fixture site: `/` and `/about` share /site.css (ETag, honest 304s), `/` shows /logo.png
 * (Last-Modified only); `/liar` uses /liar.css, whose server answers 304 to any validator.
 */
const files = { about: 'About us', css: 'h1 { color: #123 }', liar: 'p { color: #000 }' };
const etag = (text: string) => `"${createHash('sha1').update(text).digest('hex')}"`;
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO_DATE = 'Tue, 01 Dec 2026 10:00:00 GMT';

function page(title: string, css: string, body: string) {
  return (
    `<!doctype html><html lang="en"><head><title>${title}</title>` +
    `<link rel="stylesheet" href="${css}"></head><body><main><h1>${title}</h1>${body}</main></body></html>`
  );
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const html = (text: string) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(text);
  const css = (text: string, tag: string) =>
    request.headers['if-none-match'] === tag
      ? response.writeHead(304, { etag: tag }).end()
      : response.writeHead(200, { 'content-type': 'text/css', etag: tag }).end(text);
  if (request.url === '/')
    return html(page('Home', '/site.css', '<img src="/logo.png" alt="Logo">'));
  if (request.url === '/about') return html(page('About', '/site.css', `<p>${files.about}</p>`));
  if (request.url === '/liar') return html(page('Liar', '/liar.css', '<p>Always 304</p>'));
  // The same page to every client that is not a browser, whatever the page now says.
  if (request.url === '/walled')
    return /Chrome/.test(request.headers['user-agent'] ?? '')
      ? html(page('Walled', '/site.css', `<p>${Date.now()}</p>`))
      : html('<p>Please use a browser</p>');
  if (request.url === '/site.css') return css(files.css, etag(files.css));
  // Any validator at all gets a 304, whatever the file now is.
  if (request.url === '/liar.css')
    return css(files.liar, request.headers['if-none-match'] ?? '"x"');
  if (request.url === '/logo.png')
    return request.headers['if-modified-since'] === LOGO_DATE
      ? response.writeHead(304).end()
      : response
          .writeHead(200, { 'content-type': 'image/png', 'last-modified': LOGO_DATE })
          .end(PIXEL);
  response.writeHead(404).end();
}

interface ScanBody {
  id: string;
  page: string;
  time_completed: string;
  images: { id: string }[];
  thumbnail: { id: string } | null;
  score: number | null;
  a11y: unknown;
  unchanged?: { since: string; scan: string | null } | null;
}

let t: TestApp;
let engine: ScanEngine;
let scans: Awaited<ReturnType<typeof startScanTestApp>>;
let site: Awaited<ReturnType<typeof serveFixture>>;
let team: Awaited<ReturnType<typeof teamWithPages>>;
let browser: Browser;
/** Page id → path. */
const pageIds = new Map<string, string>();

beforeAll(async () => {
  site = await serveFixture(handle);
  scans = await startScanTestApp();
  ({ t, engine } = scans);
  browser = new Browser(t.app);
  team = await teamWithPages(t, browser, `${site.origin}/`, [
    `${site.origin}/about`,
    `${site.origin}/liar`,
  ]);
  for (const path of ['/', '/about', '/liar']) pageIds.set(team.pageId(site.origin + path), path);
  // On a site of its own, out of the first site's Scan all that the other tests count.
  const [walled] = await t.db.query<{ id: string }>(
    `WITH s AS (INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id)
     INSERT INTO pages (account_id, site_id, page_url) SELECT $1, s.id, $2 FROM s RETURNING id`,
    [team.teamId, `${site.origin}/walled`],
  );
  pageIds.set(walled!.id, '/walled');
  await t.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.teamId]);
});
afterAll(async () => {
  await scans.close();
  await site.close();
});

/** POSTs the scan, runs each scan's job, and returns the scans as served, by page path. */
async function scan(body: Record<string, unknown> = { site_id: team.siteId }) {
  const started = await browser.post('/v1/ops/scan', body, { token: team.token });
  expect(started.status).toBe(201);
  const byPath: Record<string, ScanBody> = {};
  for (const { id } of started.body as { id: string }[]) {
    await engine.run(id);
    const served = (await browser.get(`/v1/ops/scan/${id}`, { token: team.token })).body;
    byPath[pageIds.get(served.page)!] = served;
  }
  return byPath;
}

const artifactCount = async () =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM artifacts WHERE account_id = $1',
      [team.teamId],
    )
  )[0]!.n;

const captured = (scans: Record<string, ScanBody>) =>
  Object.keys(scans)
    .filter((path) => !scans[path]!.unchanged)
    .sort();

let first: Record<string, ScanBody>;

it('keeps every capture when nothing changed: same screenshot and scores, no new artifact', async () => {
  first = await scan();
  expect(captured(first)).toEqual(['/', '/about', '/liar']);
  const artifacts = await artifactCount();

  const second = await scan();
  expect(captured(second)).toEqual([]);
  for (const path of ['/', '/about', '/liar']) {
    const [before, after] = [first[path]!, second[path]!];
    expect(after.unchanged).toEqual({ since: before.time_completed, scan: before.id });
    expect(after.images).toEqual(before.images);
    expect(after.thumbnail).toEqual(before.thumbnail);
    expect(after.score).toBe(before.score);
    expect(after.a11y).toEqual(before.a11y);
  }
  expect(await artifactCount()).toBe(artifacts);
  // An alert compares the scan with the page's previous one: nothing moved.
  const facts = await scanRunKind.facts(t.db, second['/']!.id);
  expect(facts?.metrics).toMatchObject({ health_delta: 0 });
});

it('captures again only the page whose HTML changed', async () => {
  files.about = 'About us, now with a longer story';
  const third = await scan();
  expect(captured(third)).toEqual(['/about']);
  // Still the first capture that the others keep.
  expect(third['/']!.unchanged?.scan).toBe(first['/']!.id);
});

it('captures again the pages whose stylesheet changed, also behind a server that always says 304', async () => {
  files.css = 'h1 { color: #456 }';
  files.liar = 'p { color: #c00 }';
  expect(captured(await scan())).toEqual(['/', '/about', '/liar']);
});

it('captures when asked: Scan now, force, a failed last scan, a capture past the maximum age', async () => {
  expect(captured(await scan({ page_id: team.pageId(`${site.origin}/`) }))).toEqual(['/']);
  expect(captured(await scan({ site_id: team.siteId, force: true }))).toHaveLength(3);

  const [latest] = await t.db.query<{ id: string }>(
    'SELECT id FROM scans WHERE page_id = $1 ORDER BY time_completed DESC LIMIT 1',
    [team.pageId(`${site.origin}/about`)],
  );
  await t.db.query(`UPDATE scans SET error = 'could not load' WHERE id = $1`, [latest!.id]);
  // Eight days ago: past the default week an unchanged page keeps its capture.
  await t.db.query(
    `UPDATE scans SET time_completed = time_completed - interval '8 days' WHERE page_id = $1`,
    [team.pageId(`${site.origin}/liar`)],
  );
  expect(captured(await scan())).toEqual(['/about', '/liar']);
});

it('captures a page whose server answers the check otherwise than the browser (a page for bots)', async () => {
  const walled = [...pageIds].find(([, path]) => path === '/walled')![0];
  await scan({ page_id: walled });
  const again = await scan({ page_id: walled, force: false });
  expect(captured(again)).toEqual(['/walled']);
});

it("keeps a capture's screenshot past retention while a newer scan still keeps it", async () => {
  const kept = await scan();
  const home = kept['/']!;
  expect(home.unchanged?.scan).toBeTruthy();
  // The free plan keeps 15 days: the capture was taken 20 days ago, the scan keeping it is new.
  await t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.teamId]);
  await t.db.query(`UPDATE scans SET time_created = now() - interval '20 days' WHERE id = $1`, [
    home.unchanged!.scan,
  ]);
  const store = diskArtifactStore(t.db, scans.artifactDir);
  await purgeExpired(t.db, store);
  expect(await store.read(team.teamId, home.images[0]!.id)).not.toBeNull();
  // Once no scan keeps it any more, it goes like any other.
  await t.db.query(
    `UPDATE scans SET time_created = now() - interval '20 days' WHERE page_id = $1`,
    [home.page],
  );
  await purgeExpired(t.db, store);
  expect(await store.read(team.teamId, home.images[0]!.id)).toBeNull();
});
