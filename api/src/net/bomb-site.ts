import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const MEMBER_DECODED = 16 * 1024 * 1024;

/**
 * A gzip "bomb" (test-only): about 2 MB that inflates to about 2 GB of zeros. gzip allows
 * concatenated members, so one member of 16 MB of zeros is compressed once and repeated.
 */
export function gzipBomb(decodedBytes = 2 * 1024 * 1024 * 1024): Buffer {
  const member = gzipSync(Buffer.alloc(MEMBER_DECODED), { level: 9 });
  return Buffer.concat(Array<Buffer>(Math.ceil(decodedBytes / MEMBER_DECODED)).fill(member));
}

/**
 * A hostile site on loopback (test-only) whose robots.txt, /sitemap.xml (a gzip file) and /bomb page are
 * bombs (`content-encoding: gzip`, or a gzip file itself), /slow trickles a byte every 200 ms,
 * and / links to them next to a harmless page.
 */
export async function startBombSite(host = '127.0.0.1') {
  const bomb = gzipBomb();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (path === '/bomb' || path === '/robots.txt') {
      const type = path === '/bomb' ? 'text/html' : 'text/plain';
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      return response.end(bomb);
    }
    if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/gzip' });
      return response.end(bomb);
    }
    if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write(' '), 200);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      path === '/'
        ? '<!doctype html><title>home</title><a href="/bomb">b</a><a href="/fine">f</a>'
        : '<!doctype html><title>fine</title><p>fine</p>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    requests,
    bombBytes: bomb.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Samples the process's resident memory until stopped; answers the growth at its peak. */
export function watchMemory() {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) - start;
  };
}
