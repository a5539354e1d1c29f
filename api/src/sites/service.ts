import type { Page, PageQuery, Site, SiteCreateBody, SitePagesBody } from '@vigil/contract';
import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { badRequest, conflict, HttpError, notFound, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import { createSsrfGuard, ForbiddenTargetError } from '../net/guard';
import { CRAWL_MAX_PAGES } from '../env';
import { insertProcess } from '../processes/repository';
import { findAccount, limitsOf, lockAccount } from '../teams/repository';
import { startCrawl } from './crawl-start';
import { deleteSite } from './delete-site';
import { refuseNonHtmlPages } from './page-kind';
import { pageLimit } from './page-limit';
import * as sites from './repository';
import { normalizeUrl, refuseOtherHosts, siteUrlOf } from './urls';

const MAX_URL_LENGTH = 2048;
const TOO_LONG = `must be at most ${MAX_URL_LENGTH} characters`;

/**
 * The stored form of a URL the contract accepted. Percent-encoding can lengthen it, and it must
 * still fit the btree indexes (about 2.7 kB per entry), so the contract's limit applies again.
 */
function storedUrl(input: string, field: string, form = normalizeUrl): string {
  const url = form(input);
  if (url.length > MAX_URL_LENGTH) throw badRequest(`${field}: ${TOO_LONG}`, field);
  return url;
}

/** 426: the plan's limit is reached (server.md §1). */
const limitReached = (thing: 'sites' | 'pages') => new HttpError(426, `max ${thing} reached`);

export type SiteService = ReturnType<typeof createSiteService>;

/** SSRF: a site on a private or local address is refused unless the operator allows it. */
async function assertPublicTarget(guard: ReturnType<typeof createSsrfGuard>, urls: string[]) {
  try {
    // The site's host is resolved; page URLs only checked as written (the crawl checks them all).
    const [site, ...pages] = urls.map((url) => new URL(url).hostname);
    for (const host of pages) guard.assertLiteral(host);
    await guard.checkHost(site!);
  } catch (error) {
    if (error instanceof ForbiddenTargetError) {
      throw badRequest('site_url: must not be a private or local address', 'site_url');
    }
    throw error;
  }
}

export function createSiteService(
  db: Db,
  options: {
    queue?: Queue;
    allowPrivateTargets?: string;
    artifacts?: ArtifactStore;
    /** env.VIGIL_CRAWL_MAX_PAGES: the pages a site may have on a plan without a page limit. */
    maxPages?: number;
  } = {},
) {
  const maxPages = options.maxPages ?? CRAWL_MAX_PAGES;
  const guard = createSsrfGuard(options.allowPrivateTargets);
  /** The site when it is the team's; any other id is "not found". */
  const ownSite = async (accountId: string, id: string) =>
    orNotFound(await sites.findSite(db, accountId, id));

  return {
    /**
     * Stores the site and its pages (the root page plus `page_urls`) within the plan's limits
     * (0 = unlimited), refusing private targets, and starts its crawl.
     */
    async create(accountId: string, body: SiteCreateBody): Promise<Site> {
      const siteUrl = storedUrl(body.site_url, 'site_url', siteUrlOf);
      const pageUrls = [
        ...new Set([
          storedUrl(body.site_url, 'site_url'), // the root page, as the site writes it
          ...(body.page_urls ?? []).map((url, i) => storedUrl(url, `page_urls.${i}`)),
        ]),
      ];
      await assertPublicTarget(guard, pageUrls);
      refuseNonHtmlPages(body.page_urls ?? []);
      const created = await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const account = (await findAccount(tx, accountId))!;
        // product.md §6: the selfhost plan adds no sites here (its sites live on its own install).
        if (account.type === 'selfhost') throw new HttpError(426, 'not allowed');
        const limits = limitsOf(account);
        if (await sites.siteExists(tx, accountId, siteUrl)) throw conflict('site exists');
        const count = await sites.countSites(tx, accountId);
        if (limits.sites_allowed > 0 && count >= limits.sites_allowed) throw limitReached('sites');
        if (pageUrls.length > pageLimit(limits.pages_allowed, maxPages).pages)
          throw limitReached('pages');
        const inserted = await sites.insertSite(tx, {
          accountId,
          siteUrl,
          onboarding: body.onboarding ?? false,
          pageUrls,
          lighthouseSamples: body.lighthouse_samples,
          managedBy: body.managed_by ?? null,
        });
        if (!inserted) return null;
        // server.md §4.1: the crawl starts and case generation is announced (progress 1).
        await startCrawl(tx, inserted, options.queue);
        await insertProcess(tx, {
          accountId,
          siteId: inserted.id,
          type: 'case.generate',
          progress: 1,
        });
        return (await sites.findSite(tx, accountId, inserted.id))!;
      });
      if (!created) throw conflict('site exists');
      return sites.toSite(created);
    },

    /**
     * POST /v1/ops/site/{id}/pages: pages given after the site was added (on its host), within
     * the plan's pages_allowed like page_urls at creation; a URL that is a page already, or an
     * alias of one, is that page (nothing stored twice). Not scanned here: Scan all, a schedule
     * or the next crawl's scans take them.
     */
    async addPages(accountId: string, id: string, body: SitePagesBody): Promise<Page[]> {
      const site = await ownSite(accountId, id);
      const urls = body.page_urls.map((url, i) => storedUrl(url, `page_urls.${i}`));
      refuseOtherHosts(site.site_url, urls);
      refuseNonHtmlPages(body.page_urls);
      const rows = await db.transaction(async (tx) => {
        await lockAccount(tx, accountId); // two additions at once count each other's pages
        const account = (await findAccount(tx, accountId))!;
        const added = await sites.unstoredUrls(tx, site.id, urls);
        const allowed = pageLimit(limitsOf(account).pages_allowed, maxPages).pages;
        if ((await sites.countPages(tx, site.id)) + added.length > allowed)
          throw limitReached('pages');
        await sites.insertPages(tx, accountId, site.id, added);
        if (body.managed_by !== undefined) await sites.setManagedBy(tx, site.id, body.managed_by);
        return sites.pagesAt(tx, site.id, urls);
      });
      return rows.map(sites.toPage);
    },

    /** The site and everything made from it but its issues; the bytes of its artifacts too. */
    async remove(accountId: string, id: string): Promise<void> {
      if (!options.artifacts) throw new Error('deleting a site needs the artifact store');
      await deleteSite(db, options.artifacts, accountId, id);
    },

    async get(accountId: string, id: string): Promise<Site> {
      return sites.toSite(await ownSite(accountId, id));
    },

    async list(accountId: string, page: PageQuery): Promise<Rows<Site>> {
      const [count, rows] = await Promise.all([
        sites.countSites(db, accountId),
        sites.listSites(db, accountId, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(sites.toSite) };
    },

    /** Another team's page answers 404 like a missing one (server.md §1). */
    async getPage(accountId: string, id: string): Promise<Page> {
      const row = await sites.findPage(db, accountId, id);
      if (!row) throw notFound();
      return sites.toPage(row);
    },

    async listPages(accountId: string, siteId: string, page: PageQuery): Promise<Rows<Page>> {
      const site = await ownSite(accountId, siteId);
      const [count, rows] = await Promise.all([
        sites.countPages(db, site.id),
        sites.listPages(db, site.id, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(sites.toPage) };
    },
  };
}
