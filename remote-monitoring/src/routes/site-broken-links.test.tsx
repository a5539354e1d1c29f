import { screen, waitFor, within } from '@testing-library/react';
import type { CrawlLink } from '@vigil/contract';
import { answerCalls, callsTo, renderApp } from '../testing/render-app';
import { list, pageFixture, siteFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const site = siteFixture(1);
const storedPage = pageFixture(0, site.id);

const broken: CrawlLink = {
  url: 'https://site.example.com/gone',
  kind: 'broken',
  status: 404,
  final_url: null,
  error: null,
  linked_from: [
    { url: storedPage.page_url, page: storedPage.id },
    { url: 'https://site.example.com/elsewhere', page: null },
    { url: 'https://site.example.com/a', page: null },
    { url: 'https://site.example.com/b', page: null },
  ],
};
const redirect: CrawlLink = {
  url: 'http://site.example.com/old',
  kind: 'redirect',
  status: 301,
  final_url: 'https://site.example.com/new',
  error: null,
  linked_from: [{ url: 'https://site.example.com/a', page: null }],
};

// One stylesheet missing on every page: one finding, however many pages load it (issue 11).
const stylesheet: CrawlLink = {
  url: 'https://site.example.com/_static/theme.css',
  kind: 'resource',
  status: 404,
  final_url: null,
  error: null,
  linked_from: Array.from({ length: 241 }, (_, i) => ({
    url: `https://site.example.com/p${i}`,
    page: null,
  })),
};

function answerLinks(links: (kind: string | undefined) => CrawlLink[], crawled = site) {
  answerCalls({
    getSite: () => crawled,
    listPages: () => list([]),
    listSiteLinks: (input) => list(links((input as { query: { kind?: string } }).query.kind)),
  });
}

const section = () => screen.findByRole('region', { name: 'Broken links' });

describe('Site broken links (call mocked at the @vigil/shared boundary)', () => {
  it('lists what the crawl found, with the pages that link to it', async () => {
    answerLinks(() => [broken, redirect]);
    const { user } = renderApp(`/site/${site.id}`);
    const links = await section();
    await within(links).findByText('https://site.example.com/gone');
    // The findings' own list; each finding nests the list of pages linking to it.
    const [findings] = within(links).getAllByRole('list');
    const [gone, moved] = Array.from(findings!.children) as HTMLElement[];
    expect(gone).toHaveTextContent('Broken');
    expect(gone).toHaveTextContent('https://site.example.com/gone');
    expect(gone).toHaveTextContent('HTTP 404');
    expect(within(gone!).getByRole('link', { name: storedPage.page_url })).toHaveAttribute(
      'href',
      `/page/${storedPage.id}`,
    );
    expect(gone).toHaveTextContent('https://site.example.com/elsewhere');
    expect(gone).not.toHaveTextContent('https://site.example.com/b');
    await user.click(within(gone!).getByRole('button', { name: 'Show 1 more' }));
    expect(gone).toHaveTextContent('https://site.example.com/b');
    expect(moved).toHaveTextContent('301 redirects to https://site.example.com/new');
    expect(callsTo('listSiteLinks')[0]).toEqual({
      params: { id: site.id },
      query: { limit: 10, offset: 0 },
    });
  });

  it('shows only broken links or only redirects on request', async () => {
    answerLinks((kind) => [broken, redirect].filter((link) => !kind || link.kind === kind));
    const { user } = renderApp(`/site/${site.id}`);
    const links = await section();
    await within(links).findByText('http://site.example.com/old');
    await user.click(within(links).getByRole('button', { name: 'Broken' }));
    expect(await within(links).findByText('https://site.example.com/gone')).toBeVisible();
    expect(within(links).queryByText('http://site.example.com/old')).toBeNull();
    expect(within(links).getByRole('button', { name: 'Broken' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo('listSiteLinks').at(-1)).toEqual({
      params: { id: site.id },
      query: { limit: 10, offset: 0, kind: 'broken' },
    });
  });

  it('lists broken images, scripts and stylesheets once, with the pages that use them', async () => {
    answerLinks((kind) =>
      [broken, redirect, stylesheet].filter((link) => !kind || link.kind === kind),
    );
    const { user } = renderApp(`/site/${site.id}`);
    const links = await section();
    await within(links).findByText(stylesheet.url);
    await user.click(within(links).getByRole('button', { name: 'Resources' }));
    await waitFor(() => expect(within(links).queryByText(broken.url)).toBeNull());
    const [findings] = within(links).getAllByRole('list');
    expect(findings!.children).toHaveLength(1);
    const [item] = Array.from(findings!.children) as HTMLElement[];
    expect(item).toHaveTextContent('Broken resource');
    expect(item).toHaveTextContent('HTTP 404');
    expect(item).toHaveTextContent('Used on 241 pages');
    expect(within(item!).getByRole('button', { name: 'Show 238 more' })).toBeVisible();
    expect(callsTo('listSiteLinks').at(-1)).toEqual({
      params: { id: site.id },
      query: { limit: 10, offset: 0, kind: 'resource' },
    });
  });

  it('counts every page using a resource when the row carries only the first ten, and reads the rest a page at a time', async () => {
    // As the API answers since issue 44: the first ten referrers and how many there are.
    const row: CrawlLink = {
      ...stylesheet,
      linked_from: stylesheet.linked_from.slice(0, 10),
      linked_from_count: 241,
    };
    answerCalls({
      getSite: () => site,
      listPages: () => list([]),
      listSiteLinks: () => list([row]),
      listSiteLinkPages: (input) => {
        const { offset } = (input as { query: { offset: number } }).query;
        return { ...list(stylesheet.linked_from.slice(offset, offset + 10)), count: 241 };
      },
    });
    const { user } = renderApp(`/site/${site.id}`);
    const links = await section();
    const item = (await within(links).findByText(stylesheet.url)).closest('li')!;
    expect(item).toHaveTextContent('Used on 241 pages');
    await user.click(within(item).getByRole('button', { name: 'Show 238 more' }));
    await user.click(await within(item).findByRole('button', { name: 'Next' }));
    expect(await within(item).findByText('https://site.example.com/p15')).toBeVisible();
    expect(within(item).getByText('Page 2 of 25')).toBeVisible();
    expect(callsTo('listSiteLinkPages').at(-1)).toEqual({
      params: { id: site.id },
      query: { limit: 10, offset: 10, kind: 'resource', url: stylesheet.url },
    });
  });

  it('says so when the latest crawl found nothing', async () => {
    answerLinks(() => []);
    renderApp(`/site/${site.id}`);
    expect(await within(await section()).findByText(/found no broken links/)).toBeVisible();
  });

  it('asks to wait for the first crawl before there are findings', async () => {
    answerLinks(() => [], siteFixture(1, { time_crawl_completed: null }));
    renderApp(`/site/${site.id}`);
    expect(await within(await section()).findByText(/once the first crawl/)).toBeVisible();
  });
});
