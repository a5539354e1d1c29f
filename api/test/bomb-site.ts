import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, crc32, deflateRawSync } from 'node:zlib';

const BLOCK_DECODED = 16 * 1024 * 1024;

/**
 * A gzip "bomb" (test-only): one gzip member of about 2 MB that inflates to 2 GB of zeros (a
 * single member: browsers decode only the first). Deflate blocks of zeros that follow a window of
 * zeros are all alike, so one is compressed (against a zero dictionary) and repeated, instead of
 * compressing 2 GB for every test run.
 */
export function gzipBomb(decodedBytes = 2 * 1024 * 1024 * 1024): Buffer {
  const zeros = Buffer.alloc(BLOCK_DECODED);
  const sync = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const first = deflateRawSync(zeros, sync);
  const next = deflateRawSync(zeros, { ...sync, dictionary: Buffer.alloc(32 * 1024) });
  const blocks = Math.ceil(decodedBytes / BLOCK_DECODED);
  let crc = 0;
  for (let block = 0; block < blocks; block += 1) crc = crc32(zeros, crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((blocks * BLOCK_DECODED) % 2 ** 32, 4);
  return Buffer.concat([
    Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]), // gzip header, no name, no time
    first,
    ...Array<Buffer>(blocks - 1).fill(next),
    Buffer.from([0x03, 0x00]), // an empty final block
    trailer,
  ]);
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
