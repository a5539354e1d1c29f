import { crawlSite } from '../crawl/crawler';
import { startBombSite, watchMemory } from '../../test/bomb-site';
import { createSsrfGuard } from './guard';
import { FETCH_LIMITS, FetchLimitError } from './limits';
import { fetchOnce } from './safe-fetch';

const guard = createSsrfGuard('127.0.0.1');
const MB = 1024 * 1024;
let site: Awaited<ReturnType<typeof startBombSite>>;
beforeAll(async () => {
  site = await startBombSite();
});
afterAll(() => site.close());

describe('the limits of every server-side fetch', () => {
  it('stops a 2 MB gzip bomb (2 GB decoded) at the decoded limit, memory bounded', async () => {
    expect(site.bombBytes).toBeLessThan(3 * MB);
    const grown = watchMemory();
    // Time limits far away: on a loaded machine the decoding may take long, and only the
    // decoded-size limit is under test here (the crawl below meets the bomb with the defaults).
    const slowMachine = { ...FETCH_LIMITS, maxMs: 100_000 };
    const error = await fetchOnce(guard, `${site.origin}/bomb`, 100_000, 'GET', slowMachine).catch(
      (e: unknown) => e,
    );
    const growth = grown();
    expect(error).toBeInstanceOf(FetchLimitError);
    expect((error as Error).message).toBe('response once decoded larger than 10 MB');
    expect(growth).toBeLessThan(150 * MB);
  });

  it('stops a server that trickles forever at the time limit', async () => {
    const limits = { ...FETCH_LIMITS, maxMs: 1500 };
    const started = Date.now();
    await expect(fetchOnce(guard, `${site.origin}/slow`, 15_000, 'GET', limits)).rejects.toThrow(
      new FetchLimitError('took longer than 1.5 s'),
    );
    // Stopped by the 1.5 s limit, not by the request's 15 s time-out.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('a crawl meeting bombs in robots.txt, a sitemap and a page completes; the page is a finding', async () => {
    const pages: string[] = [site.origin];
    const grown = watchMemory();
    const findings = await crawlSite(
      { siteUrl: site.origin, knownPages: [site.origin], limit: 10 },
      {
        guard,
        addPages: async (urls) => void pages.push(...urls),
        progress: async () => undefined,
      },
    );
    expect(grown()).toBeLessThan(200 * MB);
    expect(site.requests).toEqual(expect.arrayContaining(['/robots.txt', '/sitemap.xml']));
    expect(pages).toEqual([site.origin, `${site.origin}/fine`]);
    // The crawl runs with the production time limits: at load 10+ (CI beside Chromium work) the
    // bomb's decoding may meet the 15 s request time-out before the 10 MB decoded limit (seen
    // once). Either way it is stopped, within the memory bound above; the first test checks the
    // decoded limit itself with the time limits out of the way.
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'broken',
        url: `${site.origin}/bomb`,
        referrer: site.origin,
        error: expect.stringMatching(
          /^(response once decoded larger than 10 MB|timed out after 15000 ms|took longer than \d+ s)$/,
        ),
      }),
    ]);
  }, 60_000);
});
