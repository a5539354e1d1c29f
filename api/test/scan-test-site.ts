import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUpWithTeam, type Browser, type TestApp } from './harness';

// Test helpers of the scan tests: a fixture site on loopback, and a team with that site's pages
// stored directly (adding a loopback site through the API is the crawler's business).

export async function serveFixture(handler: RequestListener) {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A site of small pages, each linking to the paths `links` lists for it (others 404), with a
 * /sitemap.xml listing the paths `sitemap` gives, in that order (none: no sitemap). `layoutOf`
 * gives markup a page shows before its links (its template's layout; none by default).
 */
export function serveLinkedPages(
  links: Record<string, string[]>,
  sitemap: string[] = [],
  layoutOf: (path: string) => string = () => '',
) {
  return serveFixture((request, response) => {
    if (request.url === '/sitemap.xml' && sitemap.length > 0) {
      const origin = `http://${request.headers.host}`;
      const entries = sitemap.map((path) => `<url><loc>${origin}${path}</loc></url>`).join('');
      return void response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`);
    }
    const hrefs = links[request.url ?? ''];
    if (!hrefs) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><title>${request.url}</title><main><h1>Page</h1>` +
          layoutOf(request.url ?? '') +
          hrefs.map((href) => `<a href="${href}">${href}</a>`).join('') +
          '</main></html>',
      );
  });
}

/** A free-plan team with a site whose pages are the root (`siteUrl`) and `pageUrls`. */
export async function teamWithPages(
  t: TestApp,
  browser: Browser,
  siteUrl: string,
  pageUrls: string[],
) {
  const { session, team } = await signUpWithTeam(browser);
  await t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, siteUrl],
  );
  const pages = await t.db.query<{ id: string; page_url: string }>(
    `INSERT INTO pages (account_id, site_id, page_url)
     SELECT $1, $2, url FROM unnest($3::text[]) AS url RETURNING id, page_url`,
    [team.id, site!.id, [siteUrl, ...pageUrls]],
  );
  const pageId = (url: string) => pages.find((page) => page.page_url === url)!.id;
  return { token: session.token, teamId: team.id, siteId: site!.id, pageId };
}

/** Scans one page through the API and the given engine run; returns the scan as served. */
export async function scanOnce(
  browser: Browser,
  token: string,
  pageId: string,
  run: (scanId: string) => Promise<void>,
) {
  const started = await browser.post('/v1/ops/scan', { page_id: pageId }, { token });
  if (started.status !== 201) throw new Error(`POST /v1/ops/scan: ${started.status}`);
  const scanId = started.body[0].id as string;
  await run(scanId);
  return (await browser.get(`/v1/ops/scan/${scanId}`, { token })).body;
}
