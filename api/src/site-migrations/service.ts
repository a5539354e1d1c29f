import type {
  PageQuery,
  SiteMigration,
  SiteMigrationCreateBody,
  SiteMigrationSummary,
} from '@vigil/contract';
import { recordOverage } from '../billing/limits';
import { addUsage } from '../billing/repository';
import type { Db, Queryable } from '../db/connection';
import { badRequest, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { JobSender } from '../jobs/define-job';
import { createSsrfGuard, ForbiddenTargetError } from '../net/guard';
import { allowance } from '../page-tests/service';
import { enqueueScans } from '../scans/jobs';
import { insertUrlScans } from '../scans/repository';
import { chargeScans } from '../scans/service';
import { lockAccount } from '../teams/repository';
import { limitsOf } from '../teams/repository';
import { findSite, pageUrlsOf } from '../sites/repository';
import * as migrations from './repository';
import { baseUrlOf, pathOf, urlAt } from './urls';

export type SiteMigrationService = ReturnType<typeof createSiteMigrationService>;

/** Paths of one migration at most, whatever the plan (0 = unlimited pages per site). */
const MAX_PATHS = 1000;

interface OwnSite {
  id: string;
  site_url: string;
}

/** What a migration compares: the other host, the paths on both, the passing score. */
interface MigrationPlan {
  baseUrl: string;
  paths: string[];
  threshold: number;
  /** The caller named the paths (too many is refused rather than cut). */
  given: boolean;
}

async function chargeTests(tx: Queryable, accountId: string, count: number, overage: number) {
  await addUsage(tx, accountId, 'usage_tests', count);
  if (overage > 0) await recordOverage(tx, accountId, overage);
}

export function createSiteMigrationService(
  db: Db,
  options: { queue?: JobSender | undefined; allowPrivateTargets?: string } = {},
) {
  const guard = createSsrfGuard(options.allowPrivateTargets);

  async function ownSite(accountId: string, siteId: string): Promise<OwnSite> {
    const site = await findSite(db, accountId, siteId);
    if (!site) throw notFound();
    return { id: site.id, site_url: site.site_url };
  }

  /** SSRF: the other host is refused on a private or local address unless the operator allows. */
  async function assertPublicBase(baseUrl: string) {
    try {
      await guard.checkHost(new URL(baseUrl).hostname);
    } catch (error) {
      if (error instanceof ForbiddenTargetError)
        throw badRequest('base_url: must not be a private or local address', 'base_url');
      throw error;
    }
  }

  /** The given paths (duplicates once), else the paths of the site's pages on its host. */
  async function pathsToCompare(site: OwnSite, given: string[] | undefined): Promise<string[]> {
    if (given) return [...new Set(given)];
    const origin = new URL(site.site_url).origin;
    const pages = await pageUrlsOf(db, site.id);
    const onHost = pages.filter((url) => new URL(url).origin === origin);
    return [...new Set(onHost.map(pathOf))];
  }

  async function detail(row: migrations.MigrationRow): Promise<SiteMigration> {
    const paths = await migrations.pathsOf(db, row.id);
    return {
      ...migrations.toSummary(row),
      paths: paths.map((path) => migrations.toPath(path, row)),
    };
  }

  /**
   * One working migration: per path a scan of the site's URL and one of the other host's, taken
   * together, each path counted as a test and two scans (426 past either limit, nothing made;
   * cloud bills the overage). The scans are queued with their rows; each pair is compared when
   * both have completed (engine/pipeline.ts). Paths past the plan's pages per site are refused
   * when `given`, else cut there.
   */
  async function start(accountId: string, site: OwnSite, plan: MigrationPlan): Promise<string> {
    const origin = new URL(site.site_url).origin;
    const urls = plan.paths.map((path, n) => ({
      path,
      source: urlAt(origin, path, `paths.${n}`),
      target: urlAt(plan.baseUrl, path, `paths.${n}`),
    }));
    return db.transaction(async (tx) => {
      const account = await lockAccount(tx, accountId);
      const cap = Math.min(limitsOf(account).pages_allowed || MAX_PATHS, MAX_PATHS);
      if (plan.given && urls.length > cap)
        throw badRequest(`paths: at most ${cap} paths (the plan's pages per site)`, 'paths');
      const compared = urls.slice(0, cap);
      const testOverage = allowance(account, 'test', account.usage_tests, compared.length);
      const scanOverage = allowance(account, 'scan', account.usage_scans, compared.length * 2);
      const migrationId = await migrations.insertMigration(tx, {
        accountId,
        siteId: site.id,
        baseUrl: plan.baseUrl,
        threshold: plan.threshold,
      });
      const scanIds = await insertUrlScans(
        tx,
        accountId,
        site.id,
        compared.flatMap((url) => [url.source, url.target]),
      );
      await migrations.insertPaths(
        tx,
        accountId,
        migrationId,
        compared.map((url, n) => ({
          path: url.path,
          sourceScanId: scanIds[2 * n]!,
          targetScanId: scanIds[2 * n + 1]!,
        })),
      );
      await chargeScans(tx, accountId, scanIds.length, scanOverage);
      await chargeTests(tx, accountId, compared.length, testOverage);
      // Source and target of a path next to each other in the queue: taken at the same moment.
      if (options.queue) await enqueueScans(options.queue, scanIds, tx);
      return migrationId;
    });
  }

  return {
    /** POST /v1/ops/site/{id}/migration: the other host checked, the paths chosen, started. */
    async create(
      accountId: string,
      siteId: string,
      body: SiteMigrationCreateBody,
    ): Promise<SiteMigration> {
      const site = await ownSite(accountId, siteId);
      const baseUrl = baseUrlOf(body.base_url);
      await assertPublicBase(baseUrl);
      const paths = await pathsToCompare(site, body.paths);
      if (paths.length === 0)
        throw badRequest('paths: the site has no pages on its host; give paths', 'paths');
      const plan = { baseUrl, paths, threshold: body.threshold, given: body.paths !== undefined };
      return detail((await migrations.findMigration(db, await start(accountId, site, plan)))!);
    },

    /**
     * The site's latest migration again (a schedule's or a flow node's task): the same other
     * host, paths and threshold. Its host passed the address check when it was first made, and
     * every visit is checked again by the scanner. Refused (400) when the site has none yet.
     */
    async repeatLatest(accountId: string, siteId: string): Promise<string> {
      const site = await ownSite(accountId, siteId);
      const latest = await migrations.latestPlan(db, siteId);
      if (!latest)
        throw badRequest(
          'the site has no migration to repeat: compare it with its other host once on its migration screen',
        );
      return start(accountId, site, { ...latest, given: false });
    },

    async get(accountId: string, id: string): Promise<SiteMigration> {
      const row = await migrations.findMigration(db, id, accountId);
      if (!row) throw notFound();
      return detail(row);
    },

    async list(
      accountId: string,
      siteId: string,
      page: PageQuery,
    ): Promise<Rows<SiteMigrationSummary>> {
      await ownSite(accountId, siteId);
      const [count, rows] = await Promise.all([
        migrations.countMigrations(db, siteId),
        migrations.listMigrations(db, siteId, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(migrations.toSummary) };
    },
  };
}
