import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, startTestApp, type TestApp } from '../../test/harness';
import { scanOnce, serveFixture, teamWithPages } from '../../test/scan-test-site';
import { testEnv } from '../env';
import { createScanEngine, type ScanEngine } from './engine';

jest.setTimeout(240_000);

// A Lighthouse run past its time (90 s in production, 1 s here: Lighthouse takes longer than
// that to start) is reported as such on the scan, not as "Lighthouse failed (null):".

let t: TestApp;
let site: Awaited<ReturnType<typeof serveFixture>>;
let engine: ScanEngine;
const artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));

beforeAll(async () => {
  site = await serveFixture((_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>'),
  );
  t = await startTestApp({ VIGIL_ARTIFACT_DIR: artifactDir });
  engine = createScanEngine({
    db: t.db,
    artifactDir,
    chromiumPath: testEnv().CHROMIUM_PATH,
    lighthouse: true,
    allowPrivateTargets: '127.0.0.1',
    lighthouseTimeoutMs: 1_000,
  });
});
afterAll(async () => {
  await engine.close();
  await t.close();
  await site.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

it('a Lighthouse run past its time is reported as not finished, the page still scored', async () => {
  const browser = new Browser(t.app);
  const { token, pageId } = await teamWithPages(t, browser, site.origin, []);
  const scan = await scanOnce(browser, token, pageId(site.origin), (id) => engine.run(id));
  expect(scan.error).toBeNull();
  expect(scan.lighthouse).toMatchObject({
    status: 'failed',
    error:
      'Lighthouse did not finish within 1 s (not measured: the page score leaves Lighthouse out)',
    scores: { average: null },
  });
  expect(scan.score).toEqual(expect.any(Number));
});
