import type { Context } from '../command';
import { usageError } from '../io';
import type { Change } from './plan';
import { scheduleBody, type Ids } from './schedules';
import { urlKey, type RemoteState } from './state';

const ORDER = [
  'create site',
  'update site',
  'create alert',
  'update alert',
  'create case',
  'update case',
  'create schedule',
  'update schedule',
  // Deletes last, what refers to others first: a schedule names sites, cases and alerts.
  'delete schedule',
  'delete case',
  'delete alert',
  'delete site',
];
const rank = (change: Change) => ORDER.indexOf(`${change.action} ${change.kind}`);

/** Ids by what the file calls things, filled as the deploy creates them. */
function idBook(remote: RemoteState) {
  const sites = new Map(remote.sites.map(({ site }) => [urlKey(site.site_url), site.id]));
  const siteOf = new Map(remote.sites.map(({ site }) => [site.id, urlKey(site.site_url)]));
  const alerts = new Map(remote.alerts.map((alert) => [alert.name, alert.id]));
  const cases = remote.cases.map((c) => ({
    site: c.site ? siteOf.get(c.site) : undefined,
    title: c.title,
    id: c.id,
  }));
  const missing = (what: string): never => {
    throw usageError(`${what} is not in the file nor in Vigil`);
  };
  const ids: Ids = {
    site: (url) => sites.get(urlKey(url)) ?? missing(`site ${url}`),
    alert: (name) => alerts.get(name) ?? missing(`alert "${name}"`),
    case: (siteUrls, title) => {
      const keys = siteUrls.map(urlKey);
      const found = cases.find(
        (c) => c.title === title && (keys.length === 0 || keys.includes(c.site ?? '')),
      );
      return found?.id ?? missing(`case "${title}"`);
    },
  };
  return { ids, sites, alerts, cases };
}

const DELETE = {
  site: 'deleteSite',
  alert: 'deleteAlert',
  case: 'deleteCase',
  schedule: 'deleteSchedule',
} as const;

/**
 * Applies the plan in dependency order: what a change names exists before it is applied. Every
 * create and update carries `managed_by`, so the screens mark what the file owns.
 */
export async function applyPlan(
  context: Context,
  changes: Change[],
  remote: RemoteState,
  managed_by: string,
) {
  const { call } = context;
  const book = idBook(remote);
  for (const change of [...changes].sort((a, b) => rank(a) - rank(b))) {
    context.progress(`${change.action} ${change.kind} ${change.name}`);
    if (change.action === 'delete') {
      await call(DELETE[change.kind], { params: { id: change.id } });
    } else if (change.kind === 'site' && change.action === 'create') {
      const pages = change.page_urls.length ? { page_urls: change.page_urls } : {};
      const site = await call('createSite', {
        body: { site_url: change.site_url, ...pages, managed_by },
      });
      book.sites.set(urlKey(change.site_url), site.id);
    } else if (change.kind === 'site') {
      // Only the mark to set: the root is a page of its site already, so nothing is added.
      const pageUrls = change.add_pages.length ? change.add_pages : [change.site_url];
      await call('addSitePages', {
        params: { id: change.id },
        body: { page_urls: pageUrls, managed_by },
      });
    } else if (change.kind === 'alert' && change.action === 'create') {
      const body = { ...change.body, managed_by };
      book.alerts.set(change.name, (await call('createAlert', { body })).id);
    } else if (change.kind === 'alert') {
      await call('updateAlert', {
        params: { id: change.id },
        body: { ...change.body, managed_by },
      });
    } else if (change.kind === 'case' && change.action === 'create') {
      const site = book.ids.site(change.site_url);
      const created = await call('createCase', {
        body: { title: change.name, site, steps: change.steps, managed_by },
      });
      book.cases.push({ site: urlKey(change.site_url), title: change.name, id: created.id });
    } else if (change.kind === 'case') {
      const body = { steps: change.steps, managed_by };
      await call('updateCase', { params: { id: change.id }, body });
    } else if (change.action === 'create') {
      await call('createSchedule', {
        body: { ...scheduleBody(change.schedule, book.ids), managed_by },
      });
    } else {
      await call('updateSchedule', {
        params: { id: change.id },
        body: { ...scheduleBody(change.schedule, book.ids), managed_by },
      });
    }
  }
}
