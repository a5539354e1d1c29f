import { recordOverage } from '../billing/limits';
import { addUsage } from '../billing/repository';
import type { Db, Queryable } from '../db/connection';
import { badRequest } from '../http/errors';
import type { JobSender } from '../jobs/define-job';
import { allowance } from '../page-tests/service';
import { enqueueScans } from '../scans/jobs';
import { insertUrlScans } from '../scans/repository';
import { chargeScans } from '../scans/service';
import { limitsOf, lockAccount, type AccountRow } from '../teams/repository';
import * as migrations from './repository';
import { urlAt } from './urls';

/** Paths of one migration at most, whatever the plan (0 = unlimited pages per site). */
const MAX_PATHS = 1000;

export interface OwnSite {
  id: string;
  site_url: string;
}

/** What a migration compares: the other host, the paths on both, the passing score. */
export interface MigrationPlan {
  baseUrl: string;
  paths: string[];
  threshold: number;
  /** The caller named the paths (too many is refused rather than cut). */
  given: boolean;
}

/** One path's two URLs: on the site's own host and on the other host. */
interface ComparedUrl {
  path: string;
  source: string;
  target: string;
}

/** Each path's URL on both hosts (a path that makes no URL is refused, naming it). */
function comparedUrls(site: OwnSite, plan: MigrationPlan): ComparedUrl[] {
  const origin = new URL(site.site_url).origin;
  return plan.paths.map((path, n) => ({
    path,
    source: urlAt(origin, path, `paths.${n}`),
    target: urlAt(plan.baseUrl, path, `paths.${n}`),
  }));
}

/** The paths within the plan's pages per site: refused past it when `given`, else cut there. */
function withinPlan(account: AccountRow, plan: MigrationPlan, urls: ComparedUrl[]) {
  const cap = Math.min(limitsOf(account).pages_allowed || MAX_PATHS, MAX_PATHS);
  if (plan.given && urls.length > cap)
    throw badRequest(`paths: at most ${cap} paths (the plan's pages per site)`, 'paths');
  return urls.slice(0, cap);
}

async function chargeTests(tx: Queryable, accountId: string, count: number, overage: number) {
  await addUsage(tx, accountId, 'usage_tests', count);
  if (overage > 0) await recordOverage(tx, accountId, overage);
}

/** The migration's row, a scan of each URL (source and target of a path side by side), paths. */
async function insertMigrationScans(
  tx: Queryable,
  accountId: string,
  site: OwnSite,
  plan: MigrationPlan,
  compared: ComparedUrl[],
) {
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
  return { migrationId, scanIds };
}

/**
 * One working migration: per path a scan of the site's URL and one of the other host's, taken
 * together, each path counted as a test and two scans (426 past either limit, nothing made;
 * cloud bills the overage). The scans are queued with their rows; each pair is compared when
 * both have completed (engine/pipeline.ts). Paths past the plan's pages per site are refused
 * when `given`, else cut there.
 */
export async function startMigration(
  db: Db,
  queue: JobSender | undefined,
  accountId: string,
  site: OwnSite,
  plan: MigrationPlan,
): Promise<string> {
  const urls = comparedUrls(site, plan);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const compared = withinPlan(account, plan, urls);
    const testOverage = allowance(account, 'test', account.usage_tests, compared.length);
    const scanOverage = allowance(account, 'scan', account.usage_scans, compared.length * 2);
    const made = await insertMigrationScans(tx, accountId, site, plan, compared);
    await chargeScans(tx, accountId, made.scanIds.length, scanOverage);
    await chargeTests(tx, accountId, compared.length, testOverage);
    // Source and target of a path next to each other in the queue: taken at the same moment.
    if (queue) await enqueueScans(queue, made.scanIds, tx);
    return made.migrationId;
  });
}
