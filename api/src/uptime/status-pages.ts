import type {
  Monitor,
  PageQuery,
  StatusPage,
  StatusPageCreateBody,
  StatusPageUpdateBody,
} from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { badRequest, notFound } from '../http/errors';
import { createIncidentUpdateService } from './incident-updates';
import type { Rows } from '../http/pagination';
import { isTeams, toMonitors } from './repository';
import * as pages from './repository-status-pages';
import { loadPublicStatus, publicStatusCache } from './status-feed';

export type StatusPageService = ReturnType<typeof createStatusPageService>;

/** Where the public reads a page on the product's origin (both gateways send /status/ here). */
export const publicPathOf = (slug: string) => `/status/${slug}`;

const toStatusPage = (row: pages.StatusPageRow): StatusPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  site_id: row.site_id,
  monitor_ids: row.monitor_ids,
  show_urls: row.show_urls,
  public_path: publicPathOf(row.slug),
  time_created: row.time_created.toISOString(),
});

/** The site and every monitor must be the team's: another team's id is refused by its field. */
async function checkOwned(db: Queryable, accountId: string, siteId: string | null, ids: string[]) {
  if (siteId && !(await isTeams(db, 'sites', siteId, accountId)))
    throw badRequest("site_id: not one of your team's sites", 'site_id');
  const mine = await pages.teamMonitorIds(db, accountId, ids);
  if (ids.some((id) => !mine.has(id)))
    throw badRequest("monitor_ids: not all of them are your team's monitors", 'monitor_ids');
}

const slugTaken = () =>
  badRequest('slug: another status page has this address; choose another', 'slug');

/** The team's status pages (issue 46): CRUD; the public reads are status-public.ts's. */
export function createStatusPageService(db: Db, appUrl: string) {
  async function owned(accountId: string, id: string) {
    const row = await pages.findStatusPage(db, accountId, id);
    if (!row) throw notFound();
    return row;
  }
  const publicPictures = publicStatusCache((slug) => loadPublicStatus(db, slug, appUrl));

  return {
    async create(accountId: string, body: StatusPageCreateBody): Promise<StatusPage> {
      await checkOwned(db, accountId, body.site_id, body.monitor_ids);
      const row = await db.transaction((tx) =>
        pages.insertStatusPage(tx, accountId, body, body.monitor_ids),
      );
      if (!row) throw slugTaken();
      return toStatusPage(row);
    },

    async get(accountId: string, id: string): Promise<StatusPage> {
      return toStatusPage(await owned(accountId, id));
    },

    async list(accountId: string, query: PageQuery): Promise<Rows<StatusPage>> {
      const page = await pages.listStatusPages(db, accountId, query.limit, query.offset);
      return { count: page.count, rows: page.rows.map(toStatusPage) };
    },

    async update(accountId: string, id: string, body: StatusPageUpdateBody): Promise<StatusPage> {
      const current = await owned(accountId, id);
      const fields = {
        slug: body.slug ?? current.slug,
        title: body.title ?? current.title,
        description: body.description ?? current.description,
        site_id: body.site_id === undefined ? current.site_id : body.site_id,
        show_urls: body.show_urls ?? current.show_urls,
      };
      const monitorIds = body.monitor_ids ?? current.monitor_ids;
      await checkOwned(db, accountId, fields.site_id, monitorIds);
      const row = await db.transaction((tx) => pages.updateStatusPage(tx, id, fields, monitorIds));
      if (!row) throw slugTaken();
      publicPictures.forget(current.slug, row.slug);
      return toStatusPage(row);
    },

    async remove(accountId: string, id: string) {
      const { slug } = await owned(accountId, id);
      await pages.deleteStatusPage(db, accountId, id);
      publicPictures.forget(slug);
      return { success: true };
    },

    /** The public picture of a page by its slug (no sign-in; at most 30 s old), or null. */
    publicStatus(slug: string) {
      return publicPictures.get(slug);
    },

    /** What the team writes about its incidents; an update redraws the pages showing it. */
    incidentUpdates: createIncidentUpdateService(db, publicPictures.forget),

    /** A badge's monitor: only one that some status page shows, else null (404). */
    async badgeMonitor(id: string): Promise<Monitor | null> {
      const row = await pages.findShownMonitor(db, id);
      return row ? ((await toMonitors(db, [row], appUrl))[0] ?? null) : null;
    },
  };
}
