import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Two fixture hosts of the migration tests, like production and its staging copy: `/same` is
 * the same page on both, `/changed` differs in content and layout, `/gone` exists only on the
 * production host (404 on staging), `/clock` is the same page on both with a clock that shows the
 * moment of each request (what a page's ignore selector `#clock` masks). `delayMs` slows every page (a worker can be killed mid-scan).
 */
export interface FixtureHost {
  origin: string;
  close(): Promise<void>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head>` +
  `<body style="margin:0;font:16px sans-serif"><main>${body}</main></body></html>`;

const PRODUCTION: Record<string, string> = {
  '/same': page('About', '<h1>About us</h1><p>We watch websites.</p>'),
  '/changed': page('Pricing', '<h1>Plans</h1><p>Simple pricing for teams.</p>'),
  '/gone': page('Legacy', '<h1>Legacy page</h1><p>Still here in production.</p>'),
};

const STAGING: Record<string, string> = {
  '/same': PRODUCTION['/same']!,
  '/changed': page(
    'Pricing',
    '<h1>Our new plans</h1><p>Pricing that grows with you.</p>' +
      '<section style="height:400px;background:#1e3a8a;color:white"><p>Try it free</p></section>',
  ),
};

const clockPage = () =>
  page(
    'Status',
    '<h1>Status</h1><p>All systems normal.</p>' +
      `<p id="clock" style="font-size:40px">${new Date().toISOString()} ${process.hrtime.bigint()}</p>`,
  );

async function serve(pages: Record<string, string>, delayMs: number): Promise<FixtureHost> {
  const server: Server = createServer((request, response) => {
    const html = request.url === '/clock' ? clockPage() : pages[request.url ?? ''];
    setTimeout(() => {
      if (html) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startFixtureHosts({ delayMs = 0 } = {}) {
  const [production, staging] = await Promise.all([
    serve(PRODUCTION, delayMs),
    serve(STAGING, delayMs),
  ]);
  return {
    production,
    staging,
    close: () => Promise.all([production.close(), staging.close()]),
  };
}
