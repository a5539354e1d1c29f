import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a forbidden internal service answers: it must never appear in anything Vigil stores. */
export const SECRET_ANSWER = 'INTERNAL-SECRET-7f3a';

/** A loopback "internal service" that counts every TCP connection reaching it (test-only). */
export async function startSecretService(host: string) {
  const connections: string[] = [];
  const server: Server = createServer((request, response) => {
    connections.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
    response.end(`<p>${SECRET_ANSWER}</p><a href="/leaked-link">more</a>`);
  });
  server.on('connection', () => connections.push('(connection)'));
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    connections.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(0, host, () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every vector of issue 12 item 1, as sub-resources, scripts and a popup of one page. */
const vectorsPage = (secret: string) => `<!doctype html><html><head><title>hostile</title>
<link rel="stylesheet" href="/to-secret/stylesheet">
<style>.bg { background: url(/to-secret/css-background); width: 10px; height: 10px; }</style>
</head><body>
<h1>Nothing to see</h1>
<img src="/to-secret/img" alt=""><img src="${secret}/direct-img" alt="">
<div class="bg"></div>
<iframe src="/to-secret/iframe" name="sink"></iframe>
<video src="/to-secret/video" autoplay muted></video>
<form id="f" method="post" action="/to-secret-307/form" target="sink"><input name="a" value="1"></form>
<script src="/to-secret/script"></script>
<script>
  fetch('/to-secret/fetch').catch(() => {});
  fetch('${secret}/direct-fetch', { mode: 'no-cors' }).catch(() => {});
  fetch('http://169.254.169.254/latest/meta-data/', { mode: 'no-cors' }).catch(() => {});
  fetch('http://[::1]:' + ${JSON.stringify(new URL(secret).port)} + '/ipv6', { mode: 'no-cors' }).catch(() => {});
  const xhr = new XMLHttpRequest(); xhr.open('GET', '/to-secret/xhr'); xhr.send();
  navigator.sendBeacon('/to-secret-307/beacon', 'x');
  document.getElementById('f').submit();
  window.open('/to-secret/popup');
  try { new WebSocket('${secret.replace('http', 'ws')}/socket'); } catch (e) {}
  try { new WebSocket('ws://' + location.host + '/to-secret/socket'); } catch (e) {}
</script></body></html>`;

/** A page whose script navigates, through a redirect of its own site, to the secret. */
const jsNavigationPage = `<!doctype html><html><head><title>nav</title></head><body>
<a href="/harmless">harmless</a>
<script>location.href = '/to-secret/js-navigation';</script></body></html>`;

/**
 * The hostile customer site (test-only), on an address the test allows: its pages send the
 * browser towards `secret` by every vector; /to-secret/<x> redirects there (302, or 307 so a
 * POST stays a POST). `hits` lists the paths requested here, which shows each vector fired.
 */
export async function startHostileSite(host: string, secret: string) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const redirect = /^\/to-secret(-307)?\/(.*)$/.exec(path);
    if (redirect) {
      response.writeHead(redirect[1] ? 307 : 302, { location: `${secret}/${redirect[2]}` });
      return response.end();
    }
    const pages: Record<string, string> = {
      '/': vectorsPage(secret),
      '/js-navigation': jsNavigationPage,
      '/harmless': '<!doctype html><title>h</title><p>fine</p>',
    };
    response.writeHead(pages[path] ? 200 : 404, { 'content-type': 'text/html' });
    response.end(pages[path] ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
