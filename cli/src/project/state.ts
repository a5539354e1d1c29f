import type { Alert, Case, Page, Schedule, Site } from '@vigil/contract';
import type { Context } from '../command';

/** Every item of a paginated list, 100 at a time. */
export async function everyItem<T>(
  page: (offset: number) => Promise<{ count: number; results: T[] }>,
): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const next = await page(items.length);
    items.push(...next.results);
    if (items.length >= next.count || next.results.length === 0) return items;
  }
}

/** What the team has now, as far as a config file can declare it. */
export interface RemoteState {
  sites: { site: Site; pages: Page[] }[];
  alerts: Alert[];
  /** Recorded cases (generated ones are Vigil's, never declared). */
  cases: Case[];
  schedules: Schedule[];
}

export async function readRemote(context: Context): Promise<RemoteState> {
  const { call } = context;
  const sites = await everyItem((offset) => call('listSites', { query: { limit: 100, offset } }));
  const withPages = await Promise.all(
    sites.map(async (site) => ({
      site,
      pages: await everyItem((offset) =>
        call('listPages', { query: { site_id: site.id, limit: 100, offset } }),
      ),
    })),
  );
  const alerts = await everyItem((offset) => call('listAlerts', { query: { limit: 100, offset } }));
  const cases = await everyItem((offset) =>
    call('listCases', { query: { type: 'recorded', limit: 100, offset } }),
  );
  const schedules = await everyItem((offset) =>
    call('listSchedules', { query: { limit: 100, offset } }),
  );
  return { sites: withPages, alerts, cases, schedules };
}

/** URLs compared as Vigil stores them: case-insensitive host, no trailing slash. */
export function urlKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return url;
  }
}
