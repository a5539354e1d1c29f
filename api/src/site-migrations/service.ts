import type {
  PageQuery,
  SiteMigration,
  SiteMigrationCreateBody,
  SiteMigrationSummary,
} from '@vigil/contract';
import type { Db } from '../db/connection';
import { badRequest, notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { JobSender } from '../jobs/define-job';
import { assertPublicHost, createSsrfGuard } from '../net/guard';
import { findSite, pageUrlsOf } from '../sites/repository';
import * as migrations from './repository';
import { startMigration, type OwnSite } from './start-migration';
import { baseUrlOf, pathOf } from './urls';

export type SiteMigrationService = ReturnType<typeof createSiteMigrationService>;

type SsrfGuard = ReturnType<typeof createSsrfGuard>;

async function ownSite(db: Db, accountId: string, siteId: string): Promise<OwnSite> {
  const site = await findSite(db, accountId, siteId);
  if (!site) throw notFound();
  return { id: site.id, site_url: site.site_url };
}

/** SSRF: the other host is refused on a private or local address unless the operator allows. */
const assertPublicBase = (guard: SsrfGuard, baseUrl: string) =>
  assertPublicHost(guard, new URL(baseUrl).hostname, () =>
    badRequest('base_url: must not be a private or local address', 'base_url'),
  );

/** The given paths (duplicates once), else the paths of the site's pages on its host. */
async function pathsToCompare(db: Db, site: OwnSite, given: string[] | undefined) {
  if (given) return [...new Set(given)];
  const origin = new URL(site.site_url).origin;
  const pages = await pageUrlsOf(db, site.id);
  const onHost = pages.filter((url) => new URL(url).origin === origin);
  return [...new Set(onHost.map(pathOf))];
}

async function detail(db: Db, row: migrations.MigrationRow): Promise<SiteMigration> {
  const paths = await migrations.pathsOf(db, row.id);
  return {
    ...migrations.toSummary(row),
    paths: paths.map((path) => migrations.toPath(path, row)),
  };
}

interface Deps {
  db: Db;
  queue: JobSender | undefined;
  guard: SsrfGuard;
}

/** A migration as its caller asked for it: the other host checked, the paths chosen. */
async function startAsked(
  deps: Deps,
  accountId: string,
  site: OwnSite,
  body: SiteMigrationCreateBody,
) {
  const baseUrl = baseUrlOf(body.base_url);
  await assertPublicBase(deps.guard, baseUrl);
  const paths = await pathsToCompare(deps.db, site, body.paths);
  if (paths.length === 0)
    throw badRequest('paths: the site has no pages on its host; give paths', 'paths');
  const plan = { baseUrl, paths, threshold: body.threshold, given: body.paths !== undefined };
  return startMigration(deps.db, deps.queue, accountId, site, plan);
}

/**
 * The site's latest migration again: the same other host, paths and threshold. Its host passed
 * the address check when it was first made, and every visit is checked again by the scanner.
 * Refused (400) when the site has none yet.
 */
async function repeatLatest(deps: Deps, accountId: string, site: OwnSite) {
  const latest = await migrations.latestPlan(deps.db, site.id);
  if (!latest)
    throw badRequest(
      'the site has no migration to repeat: compare it with its other host once on its migration screen',
    );
  return startMigration(deps.db, deps.queue, accountId, site, { ...latest, given: false });
}

export function createSiteMigrationService(
  db: Db,
  options: { queue?: JobSender | undefined; allowPrivateTargets?: string } = {},
) {
  const deps = { db, queue: options.queue, guard: createSsrfGuard(options.allowPrivateTargets) };

  return {
    /** POST /v1/ops/site/{id}/migration: the other host checked, the paths chosen, started. */
    async create(
      accountId: string,
      siteId: string,
      body: SiteMigrationCreateBody,
    ): Promise<SiteMigration> {
      const id = await startAsked(deps, accountId, await ownSite(db, accountId, siteId), body);
      return detail(db, (await migrations.findMigration(db, id))!);
    },

    /** The site's latest migration again (a schedule's or a flow node's task). */
    async repeatLatest(accountId: string, siteId: string): Promise<string> {
      return repeatLatest(deps, accountId, await ownSite(db, accountId, siteId));
    },

    async get(accountId: string, id: string): Promise<SiteMigration> {
      const row = await migrations.findMigration(db, id, accountId);
      if (!row) throw notFound();
      return detail(db, row);
    },

    async list(
      accountId: string,
      siteId: string,
      page: PageQuery,
    ): Promise<Rows<SiteMigrationSummary>> {
      await ownSite(db, accountId, siteId);
      const [count, rows] = await Promise.all([
        migrations.countMigrations(db, siteId),
        migrations.listMigrations(db, siteId, page.limit, page.offset),
      ]);
      return { count, rows: rows.map(migrations.toSummary) };
    },
  };
}
