import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding } from './accept-encoding';
import { brotliBest, CompressionCache, type FileStat } from './compression-cache';
import { CACHE } from './routes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Already-compressed formats (png, woff2…) gain nothing from gzip.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const MIN_GZIP_BYTES = 1024;

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under root named by already-decoded path segments, or null. Callers refuse `..` before
 * this; dot-names are refused here so staging dirs, locks and temp files are never served.
 */
export async function findFile(root: string, segments: string[]): Promise<string | null> {
  if (segments.length === 0 || segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const file = join(root, ...segments);
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * One per gateway process and encoding: files are compressed once, not per request. Brotli's
 * files one at a time: at quality 11 a script takes up to a few hundred milliseconds, and a
 * page's dozen at once would hold the thread pool (and the gzip answers given meanwhile) back.
 */
const gzipped = new CompressionCache();
const brotlied = new CompressionCache(brotliBest, { oneAtATime: true });

/** Source maps are for DevTools, up to a megabyte each: gzip is enough for them. */
const brotliWorthIt = (file: string) => extname(file).toLowerCase() !== '.map';

/**
 * The file compressed for this request: brotli when the browser takes it and it is ready, else
 * gzip while brotli is compressed (a second or so for a whole build, done once, off the event
 * loop), else none. nginx serves gzip only (stock nginx has no brotli module).
 */
async function compressedFor(
  req: IncomingMessage,
  file: string,
  info: FileStat,
): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | null> {
  if (acceptsEncoding(req, 'br') && brotliWorthIt(file)) {
    const body = brotlied.ready(file, info);
    if (body) return { encoding: 'br', body };
    // A failure here only means gzip for longer; the next request tries again.
    brotlied.get(file, info).catch(() => undefined);
  }
  return acceptsEncoding(req, 'gzip')
    ? { encoding: 'gzip', body: await gzipped.get(file, info) }
    : null;
}

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  status = 200,
): Promise<void> {
  const info = await stat(file);
  const type = contentTypeOf(file);
  const compressed =
    COMPRESSIBLE.has(extname(file).toLowerCase()) && info.size >= MIN_GZIP_BYTES
      ? await compressedFor(req, file, info)
      : null;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (COMPRESSIBLE.has(extname(file).toLowerCase())) res.setHeader('Vary', 'Accept-Encoding');
  if (compressed) {
    res.setHeader('Content-Encoding', compressed.encoding);
    res.setHeader('Content-Length', compressed.body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : compressed.body);
    return;
  }
  res.setHeader('Content-Length', info.size);
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res);
}

/** Errors are plain text and never cached: a 404 must not look like a page or a module. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE.noStore,
    'Content-Length': Buffer.byteLength(`${text}\n`),
    ...headers,
  });
  res.end(`${text}\n`);
}

/** A page built in memory (index.html with its inline config), gzipped like a file would be. */
export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
  cacheControl: string,
) {
  let body = Buffer.from(html);
  const gzip = body.length >= MIN_GZIP_BYTES && acceptsEncoding(req, 'gzip');
  if (gzip) body = gzipSync(body);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES['.html']!,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
