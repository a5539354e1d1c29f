import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A generated loopback website for the crawl benchmark: `pages` HTML pages (root, five section
 * indexes, then articles), each with a header nav, breadcrumb, related links and a footer, as
 * real sites have; robots.txt naming /sitemap.xml, which lists every page; 10 links to permanent
 * redirects and 10 broken links. Every page is also reachable by links alone (each page i links
 * to 2i+1 and 2i+2), so a crawler that ignores sitemaps (linkinator) finds the same pages.
 * No external links and no fragments: those would measure something else than crawling.
 */
const SECTIONS = ['products', 'blog', 'docs', 'help', 'company'];
const KINDS = ['item', 'post', 'guide', 'article', 'news'];

export function pagePath(i: number): string {
  if (i === 0) return '/';
  if (i <= SECTIONS.length) return `/${SECTIONS[i - 1]}`;
  return `/${SECTIONS[i % 5]}/${KINDS[i % 5]}-${i}`;
}

const LOREM =
  'Vigil keeps an eye on your website: pages, forms and checkouts, every day. This paragraph ' +
  'is here so the page weighs what a small real page weighs, and the parser has text to skip. ';

/** A long page with pictures (gradients), tens of thousands of pixels tall: a heavy screenshot. */
const HEAVY_PART = Array.from(
  { length: 120 },
  (_, k) =>
    `<p>${LOREM.repeat(6)}</p><div style="height:220px;background:linear-gradient(${k * 7}deg,` +
    `hsl(${k * 37},70%,60%),hsl(${k * 91},60%,30%))"></div>`,
).join('');

function pageHtml(i: number, count: number, heavy = false): string {
  const link = (j: number, text: string) => `<a href="${pagePath(j)}">${text}</a>`;
  const nav = [0, 1, 2, 3, 4, 5].map((j) => `<li>${link(j, `Section ${j}`)}</li>`).join('');
  // Children make every page reachable from the root; "related" spreads links across the site.
  const related = [2 * i + 1, 2 * i + 2, i + 1, (i * 31 + 7) % count, (i * 17 + 3) % count]
    .filter((j) => j < count && j !== i)
    .map((j) => `<li>${link(j, `Related page ${j}`)}</li>`)
    .join('');
  const extra =
    i % 100 === 50
      ? `<p>Moved: <a href="/old/${i}">old address</a></p>`
      : i % 100 === 75
        ? `<p>Gone: <a href="/gone/${i}">removed page</a></p>`
        : '';
  const section = i <= SECTIONS.length ? 0 : (i % 5) + 1;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${i} | Bench site</title><meta name="description" content="Page ${i} of the site">
<style>body{font-family:sans-serif;margin:0}header,footer{background:#eee;padding:1em}</style>
</head><body><header><nav><ul>${nav}</ul></nav></header>
<main><p class="crumbs">${link(0, 'Home')} / ${link(section, 'Section')}</p>
<h1>Page ${i}</h1>${`<p>${LOREM.repeat(4)}</p>`.repeat(3)}${heavy ? HEAVY_PART : ''}${extra}
<h2>Related</h2><ul>${related}</ul></main>
<footer>${link(5, 'Company')} ${link(4, 'Help')} <small>© Bench site</small></footer>
<script>document.documentElement.dataset.ready = '1';</script></body></html>`;
}

export interface GeneratedSite {
  origin: string;
  /** Requests answered since the start (the crawl benchmark reads it before and after a run). */
  requests(): number;
  close(): Promise<void>;
}

/** A stable pseudo-random number in [0, 1) per path, so every crawler meets the same delays. */
function jitter(path: string): number {
  let hash = 2166136261;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * `latencyMs` > 0 delays each answer by 0 to 2 × latencyMs (mean latencyMs), as a real server
 * over a real network does; 0 (the default) measures the crawlers' own overhead. `heavyEvery` > 0
 * makes every heavyEvery-th article a long page with pictures (the scan benchmarks).
 */
export async function startGeneratedSite(
  pages = 1000,
  latencyMs = 0,
  heavyEvery = 0,
): Promise<GeneratedSite> {
  // Bodies built once, so the server costs the same small amount for every crawler.
  const bodies = new Map<
    string,
    { status: number; type: string; body: string; location?: string }
  >();
  for (let i = 0; i < pages; i += 1)
    bodies.set(pagePath(i), {
      status: 200,
      type: 'text/html; charset=utf-8',
      body: pageHtml(i, pages, heavyEvery > 0 && i > 5 && i % heavyEvery === 0),
    });
  for (let i = 50; i < pages; i += 100)
    bodies.set(`/old/${i}`, {
      status: 301,
      type: 'text/html',
      body: '',
      location: pagePath(i + 1),
    });
  let requests = 0;
  const answer = (request: IncomingMessage, response: ServerResponse, path: string) => {
    const origin = `http://${request.headers.host}`;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    }
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      const urls = [...Array(pages).keys()].map(
        (i) => `<url><loc>${origin}${pagePath(i)}</loc></url>`,
      );
      return response.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`,
      );
    }
    const page = bodies.get(path);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<!doctype html><title>Not found</title><p>Not found</p>');
    }
    response.writeHead(page.status, {
      'content-type': page.type,
      ...(page.location ? { location: page.location } : {}),
    });
    response.end(page.body);
  };
  const server = createServer((request, response) => {
    requests += 1;
    const path = (request.url ?? '/').split('?')[0]!;
    if (latencyMs > 0)
      setTimeout(() => answer(request, response, path), 2 * latencyMs * jitter(path));
    else answer(request, response, path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
