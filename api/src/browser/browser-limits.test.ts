import { Browser, signUpWithTeam, type TestApp } from '../../test/harness';
import { startBombSite, watchMemory } from '../../test/bomb-site';
import { type ScanEngine } from '../scans/engine';
import { startScanTestApp } from '../../test/scan-test-app';

const MB = 1024 * 1024;
let t: TestApp;
let site: Awaited<ReturnType<typeof startBombSite>>;
let engine: ScanEngine;
let scans: Awaited<ReturnType<typeof startScanTestApp>>;
beforeAll(async () => {
  site = await startBombSite();
  scans = await startScanTestApp();
  ({ t, engine } = scans);
});
afterAll(async () => {
  await scans.close();
  await site.close();
});

/** A scan of `url` for a new team (the page stored directly, as scan.test.ts does). */
async function scanOf(url: string) {
  const browser = new Browser(t.app);
  const { session, team } = await signUpWithTeam(browser);
  const [row] = await t.db.query<{ id: string }>(
    `WITH site AS (INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id)
     INSERT INTO pages (account_id, site_id, page_url) SELECT $1, id, $2 FROM site RETURNING id`,
    [team.id, url],
  );
  const token = session.token;
  const started = await browser.post('/v1/ops/scan', { page_id: row!.id }, { token });
  await engine.run(started.body[0].id);
  return (await browser.get(`/v1/ops/scan/${started.body[0].id}`, { token })).body;
}

describe("the browser's response limits", () => {
  it('a page that is a gzip bomb completes its scan with the reason; the worker stays small', async () => {
    const grown = watchMemory();
    const scan = await scanOf(`${site.origin}/bomb`);
    expect(grown()).toBeLessThan(300 * MB);
    expect(scan.time_completed).not.toBeNull();
    expect(scan.error).toBe('a response of the page is larger than 50 MB decoded');
    expect(scan.html).toBeNull();
    // The same engine goes on scanning the next page.
    expect((await scanOf(`${site.origin}/fine`)).error).toBeNull();
  }, 180_000);
});
