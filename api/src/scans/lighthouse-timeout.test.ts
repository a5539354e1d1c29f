import { useOnePageScanWorld } from '../../test/scan-test-app';

jest.setTimeout(240_000);

// A Lighthouse run past its time (90 s in production, 1 s here: Lighthouse takes longer than
// that to start) is reported as such on the scan, not as "Lighthouse failed (null):".
const world = useOnePageScanWorld(
  '<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>',
  { lighthouse: true, lighthouseTimeoutMs: 1_000 },
);

it('a Lighthouse run past its time is reported as not finished, the page still scored', async () => {
  const { scan } = await world.scanThePage();
  expect(scan.error).toBeNull();
  expect(scan.lighthouse).toMatchObject({
    status: 'failed',
    error:
      'Lighthouse did not finish within 1 s (not measured: the page score leaves Lighthouse out)',
    scores: { average: null },
  });
  expect(scan.score).toEqual(expect.any(Number));
});
