import { screen, waitFor, within } from '@testing-library/react';
import { runningScan } from '../features/scan-detail/testing/scan-fixtures';
import { workingTest } from '../features/test-detail/testing/test-fixtures';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { list, pageFixture, uuid } from '../testing/monitoring-fixtures';
import { answerSite, crawlProcess, pagesOf, site, STARTED } from '../testing/site-screen';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

describe('Site (call mocked at the @vigil/shared boundary)', () => {
  it("shows the site's URL, score, crawl state and its pages", async () => {
    answerSite({ listPages: () => pagesOf([64.5, null]) });
    renderApp(`/site/${site.id}`);
    expect(await screen.findByRole('heading', { name: site.site_url })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
    expect(screen.getByText('Score 78')).toBeVisible();
    expect(screen.getByText('Test failed')).toBeVisible();
    expect(screen.getByText(/^Crawled at /)).toBeVisible();

    const table = await screen.findByRole('table', { name: 'Pages' });
    const [, scanned, unscanned] = within(table).getAllByRole('row');
    expect(within(scanned!).getByRole('link', { name: /page-0$/ })).toHaveAttribute(
      'href',
      `/page/${pageFixture(0, site.id).id}`,
    );
    expect(within(scanned!).getByRole('link', { name: /page-0$/ })).toHaveStyle({
      textDecoration: 'underline',
    });
    expect(scanned).toHaveTextContent('Score 65');
    expect(scanned).toHaveTextContent('Not tested');
    expect(unscanned).toHaveTextContent('Score —');
    expect(unscanned).toHaveTextContent('Never');
    expect(callsTo('listPages')[0]).toEqual({
      query: { site_id: site.id, limit: 10, offset: 0 },
    });
  });

  it("shows each page's latest screenshot thumbnail, a neutral box when it has none", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
    URL.revokeObjectURL = jest.fn();
    const thumbnail = {
      id: uuid(7, '7b0a0000'),
      url: `/v1/ops/artifact/${uuid(7, '7b0a0000')}`,
      content_type: 'image/webp',
    };
    const [scanned, unscanned] = pagesOf([64.5, null]).results;
    const withThumbnail = {
      ...scanned!,
      info: { ...scanned!.info, latest_scan: { ...scanned!.info.latest_scan!, thumbnail } },
    };
    answerSite({
      listPages: () => list([withThumbnail, unscanned!]),
      getArtifact: () => new Blob(['webp']),
    });
    renderApp(`/site/${site.id}`);
    const table = await screen.findByRole('table', { name: 'Pages' });
    const image = await within(table).findByRole('img', {
      name: `Screenshot of ${scanned!.page_url}`,
    });
    expect(image).toHaveAttribute('src', 'blob:thumbnail');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(callsTo('getArtifact')).toEqual([{ params: { id: thumbnail.id } }]);
    const [, , unscannedRow] = within(table).getAllByRole('row');
    expect(within(unscannedRow!).getByRole('img', { name: 'No screenshot yet' })).toBeVisible();
  });

  it('Re-crawl starts a crawl and stays disabled while it runs', async () => {
    answerSite({
      getSite: () =>
        callsTo('crawlSite').length > 0 ? { ...site, time_crawl_started: STARTED } : site,
      listPages: () => pagesOf([]),
      crawlSite: () => crawlProcess(0),
      listProcesses: () => list([crawlProcess(40)]),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const recrawl = await screen.findByRole('button', { name: 'Re-crawl' });
    expect(recrawl).toBeEnabled();
    await user.click(recrawl);

    expect(callsTo('crawlSite')).toEqual([{ params: { id: site.id } }]);
    expect(
      await screen.findByText('Crawl started: only new pages it finds are scanned'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-crawl' })).toBeDisabled();
    expect(await screen.findByText('Crawling… 40%')).toBeVisible();
    expect(callsTo('listProcesses')[0]).toEqual({
      query: { type: 'crawl', site_id: site.id, limit: 1 },
    });
  });

  it('says what the latest crawl found new and scanned (issue 11)', async () => {
    const detail = '1 page new, 1 scanned. 9 pages found before, not rescanned (use Scan all).';
    answerSite({
      listProcesses: () =>
        list([{ ...crawlProcess(100), success: true, detail, time_completed: STARTED }]),
    });
    renderApp(`/site/${site.id}`);
    await waitFor(() => expect(screen.getByText(/^Crawled at /)).toHaveTextContent(detail));
  });

  it("toasts the server's reason when the crawl cannot start", async () => {
    answerSite({
      crawlSite: () => Promise.reject(httpError(402, { reason: 'Plan limit reached' })),
    });
    const { user } = renderApp(`/site/${site.id}`);
    await user.click(await screen.findByRole('button', { name: 'Re-crawl' }));
    expect(await screen.findByText('Plan limit reached')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-crawl' })).toBeEnabled();
  });

  it.each([
    {
      button: 'Scan all',
      request: 'createScan' as const,
      runs: () => [runningScan(1), runningScan(2)],
      says: 'Scanning 2 pages',
    },
    {
      button: 'Test all',
      request: 'createTest' as const,
      runs: () => [workingTest(), { ...workingTest(), id: uuid(2, '7e570000') }],
      says: 'Testing 2 pages',
    },
  ])('$button runs on every page of the site and says how many started', async (all) => {
    answerSite({ listPages: () => pagesOf([50, 60]), [all.request]: all.runs });
    const { user } = renderApp(`/site/${site.id}`);
    await screen.findByRole('table', { name: 'Pages' });
    await user.click(screen.getByRole('button', { name: all.button }));
    expect(callsTo(all.request)).toEqual([{ body: { site_id: site.id } }]);
    expect(await screen.findByText(all.says)).toBeVisible();
  });

  it('shows each page\'s latest test, "Testing…" while one works', async () => {
    const pages = pagesOf([50, 60]);
    pages.results[0]!.info.latest_test = {
      id: uuid(1, '7e570000'),
      status: 'working',
      score: null,
    };
    pages.results[1]!.info.latest_test = { id: uuid(2, '7e570000'), status: 'passed', score: 99 };
    answerSite({ listPages: () => pages });
    renderApp(`/site/${site.id}`);
    const [, first, second] = within(
      await screen.findByRole('table', { name: 'Pages' }),
    ).getAllByRole('row');
    expect(first).toHaveTextContent('Testing…');
    expect(second).toHaveTextContent('Test passed');
  });

  it('shows what the latest crawl changed since the previous one, lists expandable', async () => {
    const at = (path: string) => `${site.site_url}${path}`;
    answerSite({
      listCrawlDiffs: () =>
        list(
          [
            {
              id: uuid(2, 'd1ff0000'),
              crawl: uuid(2, 'c4a41000'),
              time_created: '2026-02-02T10:00:00Z',
              previous_crawl_time: '2026-02-01T10:00:00Z',
              pages: 9,
              added: [at('/careers'), at('/jobs')],
              removed: [at('/blog/post-2')],
              redirected: [{ from: at('/team'), to: at('/people') }],
            },
          ],
          2,
        ),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const card = await screen.findByRole('region', { name: 'Crawl changes' });
    expect(
      await within(card).findByText('Since the previous crawl: +2 pages, −1 page, 1 redirected'),
    ).toBeVisible();
    expect(callsTo('listCrawlDiffs')[0]).toEqual({
      params: { id: site.id },
      query: { limit: 1 },
    });
    const added = within(card).getByRole('list', { name: 'Pages added', hidden: true });
    expect(added).not.toBeVisible();
    await user.click(within(card).getByText('Pages added (2)'));
    expect(added).toBeVisible();
    expect(added).toHaveTextContent(at('/careers'));
    await user.click(within(card).getByText('Pages redirected (1)'));
    expect(within(card).getByRole('list', { name: 'Pages redirected' })).toHaveTextContent(
      `${at('/team')} → ${at('/people')}`,
    );
  });

  it('says what the crawl changes will show before a re-crawl, and after the first crawl', async () => {
    answerSite({});
    renderApp(`/site/${site.id}`);
    const card = await screen.findByRole('region', { name: 'Crawl changes' });
    expect(await within(card).findByText(/each re-crawl shows here the pages added/)).toBeVisible();
  });

  it('says the first crawl has nothing to compare with yet', async () => {
    answerSite({
      listCrawlDiffs: () =>
        list([
          {
            id: uuid(1, 'd1ff0000'),
            crawl: null,
            time_created: '2026-02-01T10:00:00Z',
            previous_crawl_time: null,
            pages: 9,
            added: [],
            removed: [],
            redirected: [],
          },
        ]),
    });
    renderApp(`/site/${site.id}`);
    const card = await screen.findByRole('region', { name: 'Crawl changes' });
    expect(await within(card).findByText(/^First crawl .*: 9 pages found\./)).toBeVisible();
  });

  it('pages through the pages ten at a time', async () => {
    answerSite({
      listPages: (input) =>
        (input as { query: { offset: number } }).query.offset === 0
          ? pagesOf(
              Array.from({ length: 10 }, () => 80),
              11,
            )
          : list([pageFixture(10, site.id, 30)], 11),
    });
    const { user, location } = renderApp(`/site/${site.id}`);
    const table = await screen.findByRole('table', { name: 'Pages' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Score 30')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(location()).toBe(`/site/${site.id}?page=2`);
  });

  it('says the site was not found when the API answers 404', async () => {
    answerCalls({ getSite: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderApp(`/site/${site.id}`);
    expect(await screen.findByText('Site not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your sites' })).toHaveAttribute('href', '/');
    expect(callsTo('listPages')).toHaveLength(0);
    expect(callsTo('siteScoreTrend')).toHaveLength(0);
  });
});
