import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp } from './harness';
import { testEnv } from '../src/env';
import { createScanEngine } from '../src/scans/engine';

/**
 * Test helper of the scan tests: an API on a fresh database with an artifact folder of its own,
 * and a scan engine on both (loopback fixture sites allowed; Lighthouse off unless asked for).
 * `close` ends the engine and the API and removes the folder.
 */
export async function startScanTestApp({ lighthouse = false } = {}) {
  const artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  const t = await startTestApp({
    VIGIL_ARTIFACT_DIR: artifactDir,
    ...(lighthouse ? {} : { VIGIL_LIGHTHOUSE: 'off' }),
  });
  const engine = createScanEngine({
    db: t.db,
    artifactDir,
    chromiumPath: testEnv().CHROMIUM_PATH,
    lighthouse,
    allowPrivateTargets: '127.0.0.1',
  });
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
