import { mkdtempSync, rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, startTestApp, type TestApp } from './harness';
import { testEnv } from '../src/env';
import type { Db } from '../src/db/connection';
import { createScanEngine, type ScanEngine } from '../src/scans/engine';
import { scanOnce, serveFixture, teamWithPages } from './scan-test-site';

/** What a scan test may change of its engine: Lighthouse and its time limit, SSRF, Chromium. */
export type TestScanEngineOptions = Partial<
  Pick<
    Parameters<typeof createScanEngine>[0],
    'lighthouse' | 'lighthouseTimeoutMs' | 'allowPrivateTargets' | 'chromiumPath'
  >
>;

/**
 * A scan engine on a test's database and artifact folder, as the scan tests want it unless they
 * say otherwise: Lighthouse off, loopback fixture sites allowed.
 */
export function testScanEngine(db: Db, artifactDir: string, options: TestScanEngineOptions = {}) {
  return createScanEngine({
    db,
    artifactDir,
    chromiumPath: testEnv().CHROMIUM_PATH,
    lighthouse: false,
    allowPrivateTargets: '127.0.0.1',
    ...options,
  });
}

/**
 * Test helper of the scan tests: an API on a fresh database with an artifact folder of its own,
 * and a scan engine on both (loopback fixture sites allowed; Lighthouse off unless asked for).
 * `close` ends the engine and the API and removes the folder.
 */
export async function startScanTestApp(options: TestScanEngineOptions = {}) {
  const artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  const t = await startTestApp({
    VIGIL_ARTIFACT_DIR: artifactDir,
    ...(options.lighthouse ? {} : { VIGIL_LIGHTHOUSE: 'off' }),
  });
  const engine = testScanEngine(t.db, artifactDir, options);
  return {
    t,
    engine,
    artifactDir,
    async close() {
      await engine.close();
      await t.close();
      rmSync(artifactDir, { recursive: true, force: true });
    },
  };
}

type Scan = Awaited<ReturnType<typeof scanOnce>>;

export interface ScanWorld<Site extends { origin: string }> {
  t: TestApp;
  engine: ScanEngine;
  artifactDir: string;
  site: Site;
}

/**
 * The world of a scan test: a loopback site (`startSite`) and the scan test app (engine
 * `options`), both before the file's tests and closed after; filled in by its `beforeAll`.
 */
export function useScanWorld<Site extends { origin: string; close(): Promise<unknown> }>(
  startSite: () => Promise<Site>,
  options: TestScanEngineOptions = {},
): ScanWorld<Site> {
  const world = {} as ScanWorld<Site>;
  let scans: Awaited<ReturnType<typeof startScanTestApp>> | undefined;
  beforeAll(async () => {
    world.site = await startSite();
    scans = await startScanTestApp(options);
    Object.assign(world, { t: scans.t, engine: scans.engine, artifactDir: scans.artifactDir });
  });
  afterAll(async () => {
    await scans?.close();
    await world.site?.close();
  });
  return world;
}

export interface OnePageScanWorld extends ScanWorld<{ origin: string }> {
  /**
   * A new free team with the site's page, scanned once by the engine: the scan as served, and
   * `again` to scan the same page once more.
   */
  scanThePage(): Promise<{ scan: Scan; teamId: string; again: () => Promise<Scan> }>;
}

/**
 * The world of a scan test about one page: a loopback site answering every path with `html`.
 * Several scan tests are each about what one kind of page does to a scan (blank, slow, very long).
 */
export function useOnePageScanWorld(
  html: string,
  options: TestScanEngineOptions = {},
): OnePageScanWorld {
  const page: RequestListener = (_, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  const world: OnePageScanWorld = Object.assign(
    useScanWorld(() => serveFixture(page), options),
    {
      async scanThePage() {
        const browser = new Browser(world.t.app);
        const { token, teamId, pageId } = await teamWithPages(
          world.t,
          browser,
          world.site.origin,
          [],
        );
        const again = () =>
          scanOnce(browser, token, pageId(world.site.origin), (id) => world.engine.run(id));
        return { scan: await again(), teamId, again };
      },
    },
  );
  return world;
}
