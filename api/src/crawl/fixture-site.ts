import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A page of the fixture site: HTML, or a status with headers (redirects, errors, files). */
export interface Resource {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Closes the connection without answering: the client meets a network error. */
  hangUp?: boolean;
  /** The status a HEAD request gets instead (servers that refuse or mishandle HEAD). */
  headStatus?: number;
}

const html = (links: string[], extra = '') =>
  `<!doctype html><html><head><title>t</title></head><body>${links
    .map((href) => `<a href="${href}">link</a>`)
    .join('')}${extra}</body></html>`;

/** The loopback website crawler tests run against (test-only; no network beyond 127.0.0.1). */
export function fixtureResources(origin: string): Record<string, Resource> {
  const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
    <url><loc>${origin}/from-sitemap</loc></url><url><loc>${origin}/about?utm_source=x</loc></url>
    </urlset>`;
  return {
    '/robots.txt': {
      type: 'text/plain',
      body: `User-agent: *\nDisallow: /\n\nUser-agent: VigilBot\nDisallow: /admin\nAllow: /\n\nSitemap: ${origin}/sitemap-index.xml\n`,
    },
    '/sitemap-index.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml.gz</loc></sitemap></sitemapindex>`,
    },
    '/sitemap-pages.xml.gz': { type: 'application/gzip', body: gzipSync(urlset) },
    '/': {
      body: html([
        '/about',
        '/docs/index.html', // the directory's index: one page with /docs/
        '/about#team',
        '/blog?utm_source=news&gclid=1',
        '/old-page',
        '/missing',
        '/admin/secret',
        'https://external.example/',
        'mailto:hello@example.com',
        '/docs/',
        '/image.png',
      ]),
    },
    '/about': { body: html(['/', '/team', '/missing']) },
    '/blog': { body: html(['/blog/post-1', 'blog/post-2']) },
    '/blog/post-1': { body: html([]) },
    '/blog/post-2': { body: html([]) },
    '/old-page': { status: 301, headers: { location: '/new-page' } },
    '/new-page': { body: html([]) },
    '/team': { body: html([]) },
    // A directory: the slash is the page's own address, the bare name redirects to it.
    '/docs': { status: 301, headers: { location: '/docs/' } },
    '/docs/': { body: html(['http://[bad', 'javascript:void(0)']) },
    '/from-sitemap': { body: html([]) },
    '/admin/secret': { body: html([]) },
    '/image.png': { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
  };
}

export interface FixtureSite {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** The paths of those that were HEAD requests. */
  heads: string[];
  /** Replaces or adds resources (by path, query string ignored). */
  set(resources: Record<string, Resource>): void;
  close(): Promise<void>;
}

export interface FixtureOptions {
  /** Milliseconds before each answer: a slow site, so a test can act while a crawl runs. */
  delayMs?: number;
}

export async function startFixtureSite(
  host = '127.0.0.1',
  options: FixtureOptions = {},
): Promise<FixtureSite> {
  const requests: string[] = [];
  const heads: string[] = [];
  let resources: Record<string, Resource> = {};
  const server: Server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method === 'HEAD') heads.push(path);
    requests.push(path);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const resource = resources[path];
    if (resource?.hangUp) {
      request.socket.destroy();
      return;
    }
    if (!resource) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<p>not found</p>');
      return;
    }
    const head = request.method === 'HEAD' ? resource.headStatus : undefined;
    response.writeHead(head ?? resource.status ?? 200, {
      'content-type': resource.type ?? 'text/html; charset=utf-8',
      ...resource.headers,
    });
    response.end(resource.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  resources = fixtureResources(origin);
  return {
    origin,
    requests,
    heads,
    set(extra) {
      resources = { ...resources, ...extra };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // a killed worker's or a browser's keep-alive sockets
        server.close(() => resolve());
      }),
  };
}
