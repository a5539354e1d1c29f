import { screen, waitFor, within } from '@testing-library/react';
import { addSiteDialogOpenAtom, appStore } from '@vigil/shared';
import { trendFixture } from '../features/score-trend/testing/trend-fixtures';
import { addSiteElsewhere } from '../testing/add-site-elsewhere';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import {
  list,
  metricsFixture,
  scoredSite,
  siteFixture,
  teamFixture,
} from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { expectShows } from '../testing/expect-shows';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const sitesRegion = () => screen.findByRole('region', { name: 'Sites' });
const card = (name: string) => screen.getByRole('group', { name });

type Handlers = Parameters<typeof answerCalls>[0];
const trendOf = (input: unknown) => (input as { query: { site_id: string } }).query.site_id;

/** Home's calls; every site's trend is empty unless `handlers` says otherwise. */
function answerHome(
  sites: ReturnType<typeof list>,
  pageTwo?: ReturnType<typeof list>,
  handlers: Handlers = {},
) {
  answerCalls({
    siteScoreTrend: () => trendFixture([]),
    ...handlers,
    homeMetrics: () => metricsFixture({ sites: sites.count, pages: 12, open_issues: 4 }),
    getAccount: () => teamFixture({ scans: 7, tests: 2, caseruns: 1, flowruns: 0, schedules: 1 }),
    listSites: (input) =>
      (input as { query: { offset: number } }).query.offset > 0 && pageTwo ? pageTwo : sites,
  });
}

describe('Home (call mocked at the @vigil/shared boundary)', () => {
  it('shows usage as used / allowed, pages and open issues', async () => {
    answerHome(list([scoredSite(1, 91.6, 'passed')]));
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Sites' })).toHaveTextContent('1 / 1');
    expect(card('Scans')).toHaveTextContent('7 / 30');
    expect(card('Tests')).toHaveTextContent('2 / 30');
    expect(card('Case runs')).toHaveTextContent('1 / 15');
    expect(card('Flow runs')).toHaveTextContent('0 / 5');
    expect(card('Schedules')).toHaveTextContent('1 / 1');
    expect(card('Pages')).toHaveTextContent('12');
    expect(within(card('Open issues')).getByRole('link', { name: '4' })).toHaveAttribute(
      'href',
      '/issue',
    );
  });

  it('says when the usage counters reset: 30 days after the period started', async () => {
    const team = teamFixture();
    answerCalls({
      homeMetrics: () => metricsFixture(),
      getAccount: () => ({
        ...team,
        usage: { ...team.usage, period_start: '2026-11-20T10:00:00Z' },
      }),
      listSites: () => list([]),
    });
    renderApp('/');
    const resets = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date('2026-12-20T10:00:00Z'),
    );
    expect(
      await screen.findByText(`Scans, tests, case runs and flow runs reset on ${resets}.`),
    ).toBeVisible();
  });

  it('says unlimited where the plan allows any number (limit 0)', async () => {
    const team = teamFixture({ scans: 40 });
    answerCalls({
      homeMetrics: () => metricsFixture({ sites: 3 }),
      getAccount: () => ({ ...team, limits: { ...team.limits, scans_allowed: 0 } }),
      listSites: () => list([]),
    });
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Scans' })).toHaveTextContent('40 / unlimited');
  });

  it('shows only the figures metrics/home gave when the team account cannot load', async () => {
    answerCalls({
      homeMetrics: () => metricsFixture({ sites: 2 }),
      getAccount: () => Promise.reject(httpError(500)),
      listSites: () => list([]),
    });
    renderApp('/');
    expect(await screen.findByRole('group', { name: 'Sites' })).toHaveTextContent(/^Sites2$/);
    expect(screen.queryByRole('group', { name: 'Scans' })).toBeNull();
  });

  it('lists each site as a link named by its URL, with its score, test and crawl state', async () => {
    const crawling = siteFixture(2, { time_crawl_completed: null });
    answerHome(list([scoredSite(1, 91.6, 'passed'), crawling]));
    renderApp('/');
    const sites = await sitesRegion();
    const link = await within(sites).findByRole('link', { name: 'https://site-1.example.com' });
    expect(link).toHaveAttribute('href', `/site/${scoredSite(1, 0, 'passed').id}`);
    const [first, second] = within(sites).getAllByRole('listitem');
    expectShows(first, ['Score 92', 'Test passed', 'Crawled at']);
    expectShows(second, ['Score —', 'Not tested', 'Crawling…']);
  });

  it('marks a site vigil deploy made "Managed by code", not one made in the screens', async () => {
    answerHome(list([siteFixture(1, { managed_by: 'vigil.config' }), siteFixture(2)]));
    renderApp('/');
    const sites = await sitesRegion();
    await within(sites).findByRole('link', { name: 'https://site-1.example.com' });
    const [coded, clicked] = within(sites).getAllByRole('listitem');
    expect(within(coded!).getByText('Managed by code')).toBeVisible();
    expect(within(clicked!).queryByText('Managed by code')).toBeNull();
  });

  it("offers a team without sites the host's Add Site dialog", async () => {
    answerHome(list([]));
    const { user } = renderApp('/');
    const sites = await sitesRegion();
    expect(await within(sites).findByText('No sites yet')).toBeVisible();
    expect(within(sites).queryByRole('listitem')).toBeNull();
    expect(appStore.get(addSiteDialogOpenAtom)).toBe(false);
    await user.click(within(sites).getByRole('button', { name: 'Add Site' }));
    // The host's shell renders its one dialog from this shared atom (host shell.test.tsx).
    expect(appStore.get(addSiteDialogOpenAtom)).toBe(true);
  });

  it('keeps Add Site in the Sites section once a site exists', async () => {
    answerHome(list([scoredSite(1, 91.6, 'passed')]));
    const { user } = renderApp('/');
    const sites = await sitesRegion();
    await within(sites).findByRole('listitem');
    await user.click(within(sites).getByRole('button', { name: 'Add Site' }));
    expect(appStore.get(addSiteDialogOpenAtom)).toBe(true);
  });

  it('pages through the sites ten at a time, asking only for their trends', async () => {
    const firstTen = Array.from({ length: 10 }, (_, index) => siteFixture(index));
    answerHome(list(firstTen, 12), list([siteFixture(10), siteFixture(11)], 12));
    const { user, location } = renderApp('/');
    const sites = await sitesRegion();
    expect(await within(sites).findAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(callsTo('siteScoreTrend')).toHaveLength(10));
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await within(sites).findByRole('link', { name: 'https://site-11.example.com' }),
    ).toBeVisible();
    expect(within(sites).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(location()).toBe('/?page=2');
    expect(callsTo('listSites').at(-1)).toEqual({ query: { limit: 10, offset: 10 } });
    await waitFor(() => expect(callsTo('siteScoreTrend')).toHaveLength(12));
    const trendsAsked = callsTo('siteScoreTrend').map(trendOf);
    expect(new Set(trendsAsked)).toEqual(
      new Set([...firstTen, siteFixture(10), siteFixture(11)].map((site) => site.id)),
    );
  });

  it('reloads the list, the counts and the usage once when a site is added anywhere', async () => {
    let sites = list([siteFixture(1)]);
    answerCalls({
      homeMetrics: () => metricsFixture({ sites: sites.count }),
      getAccount: () => teamFixture(),
      listSites: () => sites,
      createSite: () => siteFixture(2),
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'https://site-1.example.com' });
    expect(callsTo('listSites')).toHaveLength(1);
    sites = list([siteFixture(2), siteFixture(1)]);
    addSiteElsewhere('https://site-2.example.com');
    expect(await screen.findByRole('link', { name: 'https://site-2.example.com' })).toBeVisible();
    await waitFor(() => expect(callsTo('getAccount')).toHaveLength(2));
    expect(callsTo('listSites')).toHaveLength(2);
    expect(callsTo('homeMetrics')).toHaveLength(2);
  });

  it('shows the reason and a retry when the sites cannot load', async () => {
    let fail = true;
    answerCalls({
      homeMetrics: () => metricsFixture(),
      getAccount: () => teamFixture(),
      listSites: () =>
        fail ? Promise.reject(httpError(503, { reason: 'Down for maintenance' })) : list([]),
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No sites yet')).toBeVisible();
  });
});

describe('Home score trends', () => {
  it("draws a site's trend beside its score when it has two days of scans or more", async () => {
    const rising = scoredSite(1, 81, 'passed');
    const oneDay = scoredSite(2, 64, 'failed');
    const unscanned = siteFixture(3);
    const trends: Record<string, number[]> = { [rising.id]: [55, 70, 81], [oneDay.id]: [64] };
    answerHome(list([rising, oneDay, unscanned]), undefined, {
      siteScoreTrend: (input) => trendFixture(trends[trendOf(input)] ?? []),
    });
    renderApp('/');
    const sites = await sitesRegion();
    const [first, second, third] = await within(sites).findAllByRole('listitem');
    expect(
      await within(first!).findByRole('img', {
        name: 'Score trend over the last 30 days, from 55 to 81',
      }),
    ).toBeVisible();
    // The e2e journey's contract is untouched: the link named by the URL, the score in the row.
    expect(within(first!).getByRole('link', { name: rising.site_url })).toBeVisible();
    // A URL that is a link looks like one.
    expect(within(first!).getByRole('link', { name: rising.site_url })).toHaveStyle({
      textDecoration: 'underline',
    });
    expect(first).toHaveTextContent('Score 81');
    expect(within(second!).queryByRole('img', { name: /score trend/i })).toBeNull();
    expect(within(third!).queryByRole('img', { name: /score trend/i })).toBeNull();
    expect(second).toHaveTextContent('Score 64');
    expect(third).toHaveTextContent('Score —');
    // Day 1 says when the line will appear instead of leaving a gap.
    expect(await within(second!).findByText('Trend after a second day of scans')).toBeVisible();
    expect(await within(third!).findByText('Trend after 2 days of scans')).toBeVisible();
    expect(callsTo('siteScoreTrend').map(trendOf).sort()).toEqual(
      [rising.id, oneDay.id, unscanned.id].sort(),
    );
    expect(callsTo('siteScoreTrend')[0]).toEqual({
      query: { site_id: expect.any(String), days: 30 },
    });
  });

  it('shows the list without trends when the trends cannot load', async () => {
    answerHome(list([scoredSite(1, 70, 'passed')]), undefined, {
      siteScoreTrend: () => Promise.reject(httpError(500)),
    });
    renderApp('/');
    const sites = await sitesRegion();
    expect(await within(sites).findByText('Score 70')).toBeVisible();
    expect(within(sites).queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
