import type { Page, Site } from '@vigil/contract';
import type { Context } from './command';
import { CliError, usageError } from './io';

export type Target = { kind: 'site'; site: Site } | { kind: 'page'; page: Page };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

const notFound = (error: unknown) =>
  error instanceof CliError && error.message.startsWith('not found');

/** A site's id or its URL (as `sites list` shows it). */
export async function findSite(context: Context, idOrUrl: string | undefined): Promise<Site> {
  if (!idOrUrl) throw usageError('name a site: its id or URL (`vigil sites list`)');
  if (UUID.test(idOrUrl)) {
    try {
      return await context.call('getSite', { params: { id: idOrUrl } });
    } catch (error) {
      throw notFound(error) ? usageError(`no site ${idOrUrl} in this team`) : error;
    }
  }
  const sites = await context.call('listSites', { query: { limit: 100 } });
  const site = sites.results.find((candidate) => sameUrl(candidate.site_url, idOrUrl));
  if (!site) throw usageError(`no site ${idOrUrl} in this team (\`vigil sites list\`)`);
  return site;
}

/** `<site|page>`: a site's id or URL, or a page's id. */
export async function findTarget(context: Context, value: string | undefined): Promise<Target> {
  if (!value) throw usageError('name a site (id or URL) or a page (id)');
  if (UUID.test(value)) {
    try {
      return { kind: 'page', page: await context.call('getPage', { params: { id: value } }) };
    } catch (error) {
      if (!notFound(error)) throw error;
    }
  }
  return { kind: 'site', site: await findSite(context, value) };
}

export const targetBody = (target: Target) =>
  target.kind === 'site' ? { site_id: target.site.id } : { page_id: target.page.id };

/** A link to a screen of the product (the route table's href). */
export const screen = (context: Context, path: string) => new URL(path, context.url).href;
