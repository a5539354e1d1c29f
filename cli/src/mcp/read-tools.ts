import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { href, type Page } from '@vigil/contract';
import { z } from 'zod';
import type { Context } from '../command';
import { findSite, screen } from '../target';
import { briefPage, issueBrief, pageBrief, pageOf, scanBrief, siteBrief } from './compact';
import { jsonTool, PAGING, SITE } from './register';

/** A filtered page list looks at this many pages at most (10 requests of 100). */
const FILTER_SCAN_LIMIT = 1_000;

const crawlState = (started: string | null, completed: string | null) => ({
  started,
  completed,
  running: started !== null && (completed === null || completed < started),
});

async function siteHealth(context: Context, name: string) {
  const site = await findSite(context, name);
  const [pages, issues, broken, diffs] = await Promise.all([
    context.call('listPages', { query: { site_id: site.id, limit: 100 } }),
    context.call('listIssues', { query: { site_id: site.id, status: 'open', limit: 5 } }),
    context.call('listSiteLinks', { params: { id: site.id }, query: { kind: 'broken', limit: 1 } }),
    context.call('listCrawlDiffs', { params: { id: site.id }, query: { limit: 1 } }),
  ]);
  const scored = pages.results.filter((page) => page.info.latest_scan?.score != null);
  const lowest = [...scored]
    .sort((a, b) => a.info.latest_scan!.score! - b.info.latest_scan!.score!)
    .slice(0, 5);
  const diff = diffs.results[0];
  return {
    ...siteBrief(context, site),
    pages: pages.count,
    lowest_pages: lowest.map((page) => pageBrief(context, page)),
    open_issues: { count: issues.count, newest: issues.results.map((i) => issueBrief(context, i)) },
    broken_links: broken.count,
    last_crawl: {
      ...crawlState(site.time_crawl_started, site.time_crawl_completed),
      ...(diff
        ? { pages_found: diff.pages, added: diff.added.length, removed: diff.removed.length }
        : {}),
    },
  };
}

const PAGE_FILTER = {
  site: SITE,
  url_contains: z.string().optional().describe('Only pages whose URL contains this text'),
  max_score: z.number().min(0).max(100).optional().describe('Only pages scoring at most this'),
  test_status: z
    .enum(['passed', 'failed', 'working', 'none'])
    .optional()
    .describe("Only pages whose latest test has this status ('none': never tested)"),
  ...PAGING,
};

function matches(page: Page, filter: z.infer<z.ZodObject<typeof PAGE_FILTER>>): boolean {
  const score = page.info.latest_scan?.score;
  const status = page.info.latest_test?.status ?? 'none';
  return (
    (filter.url_contains === undefined || page.page_url.includes(filter.url_contains)) &&
    (filter.max_score === undefined || (score != null && score <= filter.max_score)) &&
    (filter.test_status === undefined || status === filter.test_status)
  );
}

async function listPages(context: Context, args: z.infer<z.ZodObject<typeof PAGE_FILTER>>) {
  const site = await findSite(context, args.site);
  const { limit = 10, offset = 0 } = args;
  const filtered =
    args.url_contains !== undefined ||
    args.max_score !== undefined ||
    args.test_status !== undefined;
  if (!filtered) {
    const pages = await context.call('listPages', { query: { site_id: site.id, limit, offset } });
    return briefPage(pages, offset, (p) => pageBrief(context, p));
  }
  // The API lists a site's pages unfiltered: the filter runs here, over the first 1,000.
  const found: Page[] = [];
  for (let at = 0; at < FILTER_SCAN_LIMIT; at += 100) {
    const batch = await context.call('listPages', {
      query: { site_id: site.id, limit: 100, offset: at },
    });
    found.push(...batch.results.filter((page) => matches(page, args)));
    if (at + 100 >= batch.count) break;
  }
  const shown = found.slice(offset, offset + limit).map((p) => pageBrief(context, p));
  return pageOf(found.length, offset, shown);
}

const ISSUE_FILTER = {
  status: z.enum(['open', 'closed']).optional(),
  site: SITE.optional(),
  search: z.string().max(200).optional().describe('Text within the title'),
  ...PAGING,
};

async function listIssues(context: Context, args: z.infer<z.ZodObject<typeof ISSUE_FILTER>>) {
  const { status, site, search, limit = 10, offset = 0 } = args;
  const siteId = site === undefined ? undefined : (await findSite(context, site)).id;
  const issues = await context.call('listIssues', {
    query: { status, search, site_id: siteId, limit, offset },
  });
  return briefPage(issues, offset, (i) => issueBrief(context, i));
}

const LINK_FILTER = {
  site: SITE,
  kind: z.enum(['broken', 'redirect', 'resource']).optional(),
  ...PAGING,
};

async function listBrokenLinks(context: Context, args: z.infer<z.ZodObject<typeof LINK_FILTER>>) {
  const { kind = 'broken', limit = 10, offset = 0 } = args;
  const site = await findSite(context, args.site);
  const links = await context.call('listSiteLinks', {
    params: { id: site.id },
    query: { kind, limit, offset },
  });
  const items = links.results.map((link) => ({
    url: link.url,
    status: link.status,
    error: link.error,
    final_url: link.final_url,
    linked_from: link.linked_from.slice(0, 3).map((from) => from.url),
    linked_from_count: link.linked_from_count ?? link.linked_from.length,
  }));
  return { ...pageOf(links.count, offset, items), link: screen(context, href.site(site.id)) };
}

export function registerReadTools(server: McpServer, context: Context): void {
  jsonTool(
    server,
    'list_sites',
    "The team's sites with their latest score and test.",
    PAGING,
    async ({ limit = 10, offset = 0 }) => {
      const sites = await context.call('listSites', { query: { limit, offset } });
      return briefPage(sites, offset, (s) => siteBrief(context, s));
    },
  );
  jsonTool(
    server,
    'site_health',
    "A site's health: its score, lowest-scoring pages, open issues, broken links and last crawl.",
    { site: SITE },
    ({ site }) => siteHealth(context, site),
  );
  jsonTool(
    server,
    'list_pages',
    "A site's pages with their latest scan score and test, optionally filtered.",
    PAGE_FILTER,
    (args) => listPages(context, args),
  );
  jsonTool(server, 'list_issues', "The team's issues, newest first.", ISSUE_FILTER, (args) =>
    listIssues(context, args),
  );
  jsonTool(
    server,
    'get_scan',
    "One scan's scores (page, Lighthouse, accessibility, security), timings and error.",
    { scan_id: z.string().min(1).describe("A scan's id (a page's latest_scan, a test's scans)") },
    async ({ scan_id }) =>
      scanBrief(context, await context.call('getScan', { params: { id: scan_id } })),
  );
  jsonTool(
    server,
    'list_broken_links',
    "Links the site's latest crawl found broken (or redirecting, or failing resources).",
    LINK_FILTER,
    (args) => listBrokenLinks(context, args),
  );
}
