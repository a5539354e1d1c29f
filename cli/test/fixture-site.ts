import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A two-page site on loopback whose home page a test can break (`setVersion('b')`). */
export interface FixtureSite {
  origin: string;
  setVersion(version: 'a' | 'b'): void;
  close(): Promise<void>;
}

const DOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head>` +
  `<body style="margin:0;font:16px sans-serif"><main>${body}</main></body></html>`;

/** Version b: a new heading, a console error and an image without alt (a11y), as a bad deploy. */
const home = (version: 'a' | 'b') =>
  version === 'a'
    ? page('Home', '<h1>Plans</h1><p>Simple pricing.</p><a href="/about">About</a>')
    : page(
        'Home',
        '<h1>Our new plans</h1><p>Simple pricing.</p><a href="/about">About</a>' +
          '<section style="height:300px;background:#fde8e8"><img src="/dot.png"></section>' +
          "<script>console.error('Payment widget failed to load')</script>",
      );

export async function startFixtureSite(): Promise<FixtureSite> {
  let version: 'a' | 'b' = 'a';
  const server: Server = createServer((request, response) => {
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (request.url === '/') html(home(version));
    else if (request.url === '/about')
      html(page('About', '<h1>About us</h1><p>We watch sites.</p>'));
    else if (request.url === '/dot.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(DOT);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setVersion: (next) => {
      version = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
