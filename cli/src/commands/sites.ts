import { href } from '@vigil/contract';
import { list, PAGE_OPTIONS, passed, text, type Command } from '../command';
import { listed, pageQuery, SCORED_HEADERS, scoredRow } from '../format';
import { usageError } from '../io';
import { findSite, screen } from '../target';

export const sitesList: Command = {
  name: 'sites list',
  usage: '[--limit N] [--offset N]',
  summary: "The team's sites with their latest scan and test.",
  options: PAGE_OPTIONS,
  async run(context, values) {
    const query = pageQuery(values);
    const sites = await context.call('listSites', { query });
    const rows = sites.results.map((site) => scoredRow(site.id, site.site_url, site.info));
    const empty = 'No sites yet: add one with `vigil sites add <url>`.';
    return listed(sites, query.offset, SCORED_HEADERS, rows, empty);
  },
};

export const sitesAdd: Command = {
  name: 'sites add',
  usage: '<url> [--page URL]...',
  summary: 'Adds a site (its root page and any --page) and starts its crawl.',
  options: { page: { type: 'string', multiple: true } },
  async run(context, values, [url]) {
    if (!url) throw usageError('give the site URL: vigil sites add https://example.com');
    const pages = list(values, 'page');
    const site = await context.call('createSite', {
      body: { site_url: url, ...(pages.length ? { page_urls: pages } : {}) },
    });
    return passed(
      site,
      `${site.id}\nAdded ${site.site_url}; crawling: ${screen(context, href.site(site.id))}`,
    );
  },
};

export const sitesRm: Command = {
  name: 'sites rm',
  usage: '<site> --yes',
  summary: 'Deletes a site with its pages, scans and tests (asks for --yes).',
  options: { yes: { type: 'boolean' } },
  async run(context, values, [idOrUrl]) {
    const site = await findSite(context, idOrUrl);
    if (!values.yes) {
      const message = `would delete ${site.site_url} (${site.id}) with its pages, scans and tests; run again with --yes`;
      return { exitCode: 2, data: { confirm: 'delete', site }, text: message };
    }
    await context.call('deleteSite', { params: { id: site.id } });
    return passed({ deleted: site.id }, `Deleted ${site.site_url}`);
  },
};

export const pagesList: Command = {
  name: 'pages list',
  usage: '<site> [--limit N] [--offset N]',
  summary: "A site's pages with their latest scan score and test.",
  options: PAGE_OPTIONS,
  async run(context, values, [idOrUrl]) {
    const site = await findSite(context, idOrUrl ?? text(values, 'site'));
    const query = pageQuery(values);
    const pages = await context.call('listPages', { query: { ...query, site_id: site.id } });
    const rows = pages.results.map((page) => scoredRow(page.id, page.page_url, page.info));
    const empty = `No pages yet: the crawl adds them (${screen(context, href.site(site.id))}).`;
    return listed(pages, query.offset, SCORED_HEADERS, rows, empty);
  },
};
