import { useOnePageScanWorld } from '../../test/scan-test-app';
import { lighthouseNotRun } from './lighthouse';
import { a11yScore, logsScore } from './score';

jest.setTimeout(240_000);

// A page that paints nothing: Lighthouse ends with NO_FCP, yet reports some categories.
const world = useOnePageScanWorld(
  '<!doctype html><html lang="en"><head><title>Blank</title></head><body></body></html>',
  { lighthouse: true },
);

it('a failed Lighthouse run is "not measured": no category scores, left out of the page score', async () => {
  const { scan } = await world.scanThePage();
  expect(scan.error).toBeNull();
  // Every category not measured: the scores of a Lighthouse run that did not happen.
  expect(scan.lighthouse).toMatchObject({
    status: 'failed',
    scores: lighthouseNotRun('failed').scores,
  });
  expect(Object.values(scan.lighthouse.scores)).toEqual([null, null, null, null, null]);
  expect(scan.lighthouse.error).toMatch(/not measured: the page score leaves Lighthouse out/);
  const measured = [
    a11yScore(scan.a11y.violations),
    scan.security.scores.average,
    logsScore(scan.logs),
  ];
  expect(scan.score).toBe(Math.round(measured.reduce((a, b) => a + b, 0) / measured.length));
});
