import type { Schedule } from '@vigil/contract';

/** What a panel shows the schedules of: a site (with its page ids), or one page of a site. */
export interface Covered {
  siteId: string;
  /** The page, on a page's screen. */
  pageId?: string;
  /** The site's pages, on a site's screen: a page schedule on any of them covers the site. */
  sitePageIds?: ReadonlySet<string>;
}

const names = (schedule: Schedule, id: string) =>
  schedule.resources.some((resource) => resource.id === id);

/** Whether `schedule` runs on the site or page: every account schedule does. */
export function covers(schedule: Schedule, what: Covered): boolean {
  switch (schedule.scope) {
    case 'account':
      return true;
    case 'site':
      return names(schedule, what.siteId);
    case 'page':
      if (what.pageId) return names(schedule, what.pageId);
      return schedule.resources.some((resource) => what.sitePageIds?.has(resource.id) ?? false);
  }
}
