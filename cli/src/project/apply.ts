import type { Context } from '../command';
import type { Change } from './plan';
import { urlKey, type RemoteState } from './state';

const ORDER: Record<string, number> = {
  'create site': 0,
  'update site': 1,
  'create alert': 2,
  'update alert': 3,
  'create case': 4,
  'update case': 5,
  // Deletes last, dependents first: a site's cases go with it anyway.
  'delete case': 6,
  'delete alert': 7,
  'delete site': 8,
};

/** Applies the plan in dependency order: a case's site exists before the case is created. */
export async function applyPlan(context: Context, changes: Change[], remote: RemoteState) {
  const { call } = context;
  const siteIds = new Map(remote.sites.map(({ site }) => [urlKey(site.site_url), site.id]));
  const sorted = [...changes].sort(
    (a, b) => ORDER[`${a.action} ${a.kind}`]! - ORDER[`${b.action} ${b.kind}`]!,
  );
  for (const change of sorted) {
    context.progress(`${change.action} ${change.kind} ${change.name}`);
    if (change.action === 'delete') {
      const name =
        change.kind === 'site'
          ? 'deleteSite'
          : change.kind === 'alert'
            ? 'deleteAlert'
            : 'deleteCase';
      await call(name, { params: { id: change.id } });
    } else if (change.kind === 'site' && change.action === 'create') {
      const site = await call('createSite', {
        body: {
          site_url: change.site_url,
          ...(change.page_urls.length ? { page_urls: change.page_urls } : {}),
        },
      });
      siteIds.set(urlKey(change.site_url), site.id);
    } else if (change.kind === 'site') {
      await call('addSitePages', {
        params: { id: change.id },
        body: { page_urls: change.add_pages },
      });
    } else if (change.kind === 'alert' && change.action === 'create') {
      await call('createAlert', { body: change.body });
    } else if (change.kind === 'alert') {
      await call('updateAlert', { params: { id: change.id }, body: change.body });
    } else if (change.action === 'create') {
      const site = siteIds.get(urlKey(change.site_url))!;
      await call('createCase', { body: { title: change.name, site, steps: change.steps } });
    } else {
      await call('updateCase', { params: { id: change.id }, body: { steps: change.steps } });
    }
  }
}
