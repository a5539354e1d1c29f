import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrawlDiff } from '@vigil/contract';
import { AppProviders } from '@vigil/shared';
import { answerCalls, callsTo } from '../../../testing/render-app';
import { list, uuid } from '../../../testing/monitoring-fixtures';
import { resetBetweenTests } from '../../../testing/reset';
import { formatTime } from '../../../lib/format-time';
import { CrawlDiffSection } from './crawl-diff';

jest.mock('@vigil/shared', () =>
  jest.requireActual('../../../testing/shared-mock').sharedWithMocks(),
);
resetBetweenTests();

const SITE = uuid(1, '5173e000');
const at = (path: string) => `https://site-1.example.com${path}`;
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T10:00:00Z`;

/** Crawl n of a site crawled daily: crawl 1 is the first; crawl n added `/new-n`. */
const crawl = (n: number): CrawlDiff => ({
  id: uuid(n, 'd1ff0000'),
  crawl: uuid(n, 'c4a41000'),
  time_created: day(n),
  previous_crawl_time: n === 1 ? null : day(n - 1),
  pages: 8 + n,
  added: n === 1 ? [at('/')] : [at(`/new-${n}`)],
  removed: [],
  redirected: [],
});

/** The API over `count` crawls, newest first, paged as asked. */
function answerCrawls(count: number) {
  const all = Array.from({ length: count }, (_, index) => crawl(count - index));
  answerCalls({
    listCrawlDiffs: (input) => {
      const { limit, offset = 0 } = (input as { query: { limit: number; offset?: number } }).query;
      return list(all.slice(offset, offset + limit), all.length);
    },
  });
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <CrawlDiffSection siteId={SITE} crawledAt={day(12)} />
    </AppProviders>,
  );
  return { user, card: () => screen.getByRole('region', { name: 'Crawl changes' }) };
}

describe('Crawl changes (call mocked at the @vigil/shared boundary)', () => {
  it('shows the latest crawl first and the earlier ones on demand, paged newest first', async () => {
    answerCrawls(12);
    const { user, card } = renderSection();
    expect(
      await within(card()).findByText('Since the previous crawl: +1 page, −0 pages, 0 redirected'),
    ).toBeVisible();
    // Earlier crawls are read only when asked for.
    expect(callsTo('listCrawlDiffs')).toEqual([{ params: { id: SITE }, query: { limit: 1 } }]);

    await user.click(within(card()).getByText('Previous crawls (11)'));
    const earlier = await within(card()).findByRole('list', { name: 'Previous crawls' });
    const items = within(earlier).getAllByRole('listitem', { name: /^Crawl of / });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 10 }, (_, index) => `Crawl of ${formatTime(day(11 - index))}`),
    );
    expect(items[0]).toHaveTextContent(`${formatTime(day(11))}: +1 page, −0 pages, 0 redirected`);
    expect(callsTo('listCrawlDiffs')[1]).toEqual({
      params: { id: SITE },
      query: { limit: 10, offset: 1 },
    });

    // An earlier crawl's lists expand like the latest's; long URLs wrap on a 390 px phone.
    await user.click(within(items[0]!).getByText('Pages added (1)'));
    const added = within(items[0]!).getByRole('list', { name: 'Pages added' });
    expect(added).toBeVisible();
    expect(within(added).getByText(at('/new-11'))).toHaveStyle({ wordBreak: 'break-all' });

    // The oldest crawl is on the next page, said as the first crawl.
    const pager = within(card()).getByRole('navigation', { name: 'Previous crawls pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeVisible());
    const oldest = await within(card()).findByRole('listitem', {
      name: `Crawl of ${formatTime(day(1))}`,
    });
    expect(oldest).toHaveTextContent('first crawl, 9 pages found');
    expect(callsTo('listCrawlDiffs')[2]).toEqual({
      params: { id: SITE },
      query: { limit: 10, offset: 11 },
    });
  });

  it('offers no earlier crawls after the first one', async () => {
    answerCrawls(1);
    const { card } = renderSection();
    expect(await within(card()).findByText(/^First crawl .*: 9 pages found\./)).toBeVisible();
    expect(within(card()).queryByText(/Previous crawls/)).toBeNull();
  });

  it('says what to do before any crawl has finished', async () => {
    answerCrawls(0);
    const { card } = renderSection();
    expect(await within(card()).findByText(/Start one with Re-crawl\.$/)).toBeVisible();
  });
});
