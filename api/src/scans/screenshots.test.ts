import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { diskArtifactStore } from '../artifacts/store';
import { useOnePageScanWorld } from '../../test/scan-test-app';

jest.setTimeout(180_000);

/** Width and height of a WebP picture (lossy `VP8 ` or extended `VP8X`, what Chromium writes). */
function webpSize(data: Buffer) {
  const chunk = data.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X')
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ')
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  throw new Error(`not a lossy WebP: ${chunk}`);
}

// A page 30,000 px tall (a long article): its screenshot stops at 10,000.
const world = useOnePageScanWorld(
  '<!doctype html><html lang="en"><title>Long</title><main><h1>Long</h1>' +
    '<div style="height:30000px;background:linear-gradient(#fc0,#06c)"></div></main></html>',
);

it('cuts a long page at 10,000 px, adds a thumbnail, and stores the same bytes once', async () => {
  const { t, artifactDir } = world;
  const { scan: first, teamId, again } = await world.scanThePage();
  const read = async (id: string) =>
    (await diskArtifactStore(t.db, artifactDir).read(teamId, id))!.data;
  expect(webpSize(await read(first.images[0].id))).toEqual({ width: 1280, height: 10_000 });
  expect(webpSize(await read(first.thumbnail.id))).toEqual({ width: 320, height: 200 });

  // The page did not change: a second scan has its own artifacts but adds no bytes.
  const second = await again();
  expect(second.images[0].id).not.toBe(first.images[0].id);
  const files = readdirSync(join(artifactDir, teamId));
  expect(files).toHaveLength(3); // html, screenshot, thumbnail
  expect((await read(second.images[0].id)).equals(await read(first.images[0].id))).toBe(true);

  // Removing the first scan's artifacts (retention) keeps the bytes the second still uses.
  const store = diskArtifactStore(t.db, artifactDir);
  const firstRows = await t.db.query<{ id: string; account_id: string; content_hash: string }>(
    'SELECT id, account_id, content_hash FROM artifacts WHERE scan_id = $1',
    [first.id],
  );
  await store.remove(firstRows);
  await t.db.query('DELETE FROM artifacts WHERE scan_id = $1', [first.id]);
  expect(readdirSync(join(artifactDir, teamId))).toHaveLength(3);
  expect(webpSize(await read(second.images[0].id)).height).toBe(10_000);
  // …and once no artifact uses them, they go.
  const secondRows = await t.db.query<{ id: string; account_id: string; content_hash: string }>(
    'SELECT id, account_id, content_hash FROM artifacts WHERE scan_id = $1',
    [second.id],
  );
  await store.remove(secondRows);
  expect(readdirSync(join(artifactDir, teamId))).toHaveLength(0);
});
