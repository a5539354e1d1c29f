import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The fixture site of the test suites: pages whose content, layout and console change between
 * two visits when a test says so. Every answer carries fresh noise (a CSP nonce, a CSRF token, a
 * build hash and a server time) that a comparison must not count.
 */
export interface FixtureSite {
  origin: string;
  /** `/pricing` and `/offer` serve version `a` or `b`. */
  setVersion(version: 'a' | 'b'): void;
  close(): Promise<void>;
}

const noise = () => {
  const token = randomBytes(24).toString('hex');
  const hash = randomBytes(4).toString('hex');
  return {
    nonce: randomBytes(8).toString('base64url'),
    head: `<meta name="csrf-token" content="${token}"><script defer src="/app.${hash}.js"></script>`,
    form: `<form><input type="hidden" name="csrfmiddlewaretoken" value="${token}"><button>Buy</button></form>`,
    time: `<meta name="generated" content="${new Date().toISOString()}">`,
  };
};

function pricing(version: 'a' | 'b') {
  const { nonce, head, form, time } = noise();
  const console =
    version === 'a'
      ? "console.warn('Deprecated option used')"
      : "console.error('Payment widget failed to load after ' + (1000 + Math.floor(Math.random() * 99)) + ' ms')";
  const body =
    version === 'a'
      ? `<h1>Plans</h1><p>Simple pricing for teams.</p>${form}`
      : `<h1>Our plans</h1><p>Simple pricing for teams.</p>${form}` +
        '<section style="height:300px;background:#fde8e8"><p>Limited offer</p><img src="/dot.png"></section>';
  return (
    `<!doctype html><html lang="en"><head><title>Pricing</title>${head}${time}</head>` +
    `<body style="margin:0;font:16px sans-serif"><main>${body}</main><div style="height:1200px"></div>` +
    `<script nonce="${nonce}">${console}</script></body></html>`
  );
}

/** A ticking clock: its text differs at every visit (the page's ignore selectors hide it). */
const clock = () =>
  '<!doctype html><html lang="en"><head><title>Clock</title></head><body><main><h1>Status</h1>' +
  `<p id="clock" style="font-size:40px">${Date.now()}</p><p>All systems normal</p></main></body></html>`;

/**
 * A page whose only change is visual: version b paints its 300 px section (at y 100) pale pink
 * through the stylesheet, so the HTML stays the same and only the screenshots differ.
 */
const offer = () =>
  '<!doctype html><html lang="en"><head><title>Offer</title><link rel="stylesheet" href="/offer.css">' +
  '</head><body style="margin:0"><div style="height:100px"></div>' +
  '<section id="offer" style="height:300px"></section><div style="height:400px"></div></body></html>';
const offerCss = (version: 'a' | 'b') =>
  `#offer { background: ${version === 'a' ? '#ffffff' : '#fde8e8'} }`;

const DOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** `delayMs`: how long /pricing takes to answer (keeps a scan running, to kill its worker). */
export async function startFixtureSite({ delayMs = 0 } = {}): Promise<FixtureSite> {
  let version: 'a' | 'b' = 'a';
  const server: Server = createServer((request, response) => {
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (request.url === '/dot.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(DOT);
    else if (request.url?.startsWith('/app.'))
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('');
    else if (request.url === '/clock') html(clock());
    else if (request.url === '/offer') html(offer());
    else if (request.url === '/offer.css')
      response.writeHead(200, { 'content-type': 'text/css' }).end(offerCss(version));
    else if (request.url === '/pricing') setTimeout(() => html(pricing(version)), delayMs);
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
