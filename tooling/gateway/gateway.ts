import type { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../remotes/web-root';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from './forwarded';
import { apiAgent, proxyToApi } from './proxy';
import { CACHE, hostCacheControl, looksLikeAsset, matchRoute } from './routes';
import { SECURITY_HEADERS } from './security-headers';
import { renderIndexHtml } from './inline-config';
import { findFile, sendFile, sendHtml, sendText } from './static-files';

export interface GatewayOptions {
  port: number;
  host?: string;
  /** The web root: remotes/<name>/<version>/… and config/. */
  webDir: string;
  /** The host's build (index.html + hashed assets). */
  hostDir: string;
  apiUrl: string;
  /**
   * Proxies whose X-Forwarded-Proto/-Host are passed on to the API (a TLS-terminating proxy in
   * front): the API's VIGIL_TRUSTED_PROXIES list, and its default, a proxy on this machine.
   */
  trustedProxies?: string;
  /**
   * Whether index.html carries config/app.json and remotes.json inline (default true); false
   * serves the file as built, so the host fetches both (a baseline for `pnpm bench:web`).
   */
  inlineConfig?: boolean;
  /** The whole request must arrive within this (a trickling body gets 408); default 30 s. */
  requestTimeoutMs?: number;
  /** A connection silent both ways this long is closed; default 120 s (slow API answers pass). */
  idleTimeoutMs?: number;
  /** How long a kept-alive connection waits for its next request; default 72 s. */
  keepAliveTimeoutMs?: number;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/**
 * One origin for the browser, like the nginx gateway of docker-compose: host at /, versioned
 * remotes at /remotes/, runtime config at /config/, API at /v1/. No framework: it serves files
 * and proxies, and its behaviour is pinned by routes.ts.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const apiUrl = new URL(options.apiUrl);
  const agent = apiAgent(apiUrl);
  const upstream = {
    url: apiUrl,
    agent,
    isTrustedProxy: trustedProxies(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
  };
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const timeouts = {
    requestTimeout,
    headersTimeout: requestTimeout,
    // Node checks the request time-out periodically: often enough to close soon after it.
    connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
  };
  const server = createServer(timeouts, (req, res) => {
    handle(req, res, options, upstream).catch((error: unknown) => {
      // A browser that navigates away mid-download is not a gateway problem.
      const aborted = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
      if (!aborted) console.warn(`[gateway] ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 72_000;
  server.setTimeout(options.idleTimeoutMs ?? 120_000);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/** The API behind the gateway: where it is, the connections to it, whose forwarding to believe. */
interface Upstream {
  url: URL;
  agent: Agent;
  isTrustedProxy: (peer: string) => boolean;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: GatewayOptions,
  upstream: Upstream,
) {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  const route = matchRoute(rawPath);
  // Everything but the API's own answers (which pass through as the API sent them).
  if (route.kind !== 'api') {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  }
  if (!rawPath.startsWith('/') || hasDotSegment(rawPath)) {
    return sendText(res, 400, 'Bad request path');
  }
  // The API gets the path as sent: an encoded slash inside a segment is data there, not a file path.
  if (route.kind === 'api') {
    return proxyToApi(req, res, upstream.url, upstream.agent, upstream.isTrustedProxy);
  }
  const segments = decodeSegments(rawPath);
  if (!segments) return sendText(res, 400, 'Bad request path');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  }
  switch (route.kind) {
    case 'health':
      return sendText(res, 200, 'ok');
    case 'config':
      return serveOr404(req, res, join(options.webDir, 'config'), segments.slice(1), CACHE.noStore);
    case 'remotes': {
      // /remotes/<name>/<version>/<file…>: only known remotes, like nginx's one location each.
      const [, name, ...rest] = segments;
      const known = (REMOTE_NAMES as readonly string[]).includes(name ?? '');
      if (!known || rest.length < 2) return sendText(res, 404, 'Not found');
      return serveOr404(req, res, join(options.webDir, 'remotes', name!), rest, CACHE.immutable);
    }
    case 'host':
      return serveHost(req, res, options, segments);
  }
}

/** `.` or `..` segments, also percent-encoded: checked on the raw path (`new URL` resolves them). */
function hasDotSegment(rawPath: string): boolean {
  return rawPath.split('/').some((part) => {
    const decoded = safeDecode(part);
    return decoded === '.' || decoded === '..';
  });
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Decoded segments of a file path, or null when one could leave its root or is not a plain name:
 * `..`, NUL bytes, encoded slashes or backslashes, bad percent-encoding.
 */
export function decodeSegments(rawPath: string): string[] | null {
  let decoded: string[];
  try {
    decoded = rawPath
      .split('/')
      .slice(1)
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  const unsafe = decoded.some(
    (s) => s === '..' || s === '.' || s.includes('\0') || s.includes('/') || s.includes('\\'),
  );
  if (unsafe) return null;
  // '/a/b/' → ['a', 'b']: a trailing slash names the same resource.
  return decoded.filter((s, i) => s !== '' || i < decoded.length - 1);
}

async function serveOr404(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  segments: string[],
  cacheControl: string,
) {
  const file = await findFile(root, segments);
  if (!file) return sendText(res, 404, 'Not found');
  return sendFile(req, res, file, cacheControl);
}

async function serveHost(
  req: IncomingMessage,
  res: ServerResponse,
  options: GatewayOptions,
  segments: string[],
) {
  const isIndex = segments.length === 1 && segments[0] === 'index.html';
  const file = isIndex ? null : await findFile(options.hostDir, segments);
  if (file) return sendFile(req, res, file, hostCacheControl(segments.at(-1) ?? ''));
  // A missing script must fail as a 404, not as HTML parsed as JavaScript.
  if (!isIndex && looksLikeAsset(segments.at(-1) ?? '')) return sendText(res, 404, 'Not found');
  const index = await findFile(options.hostDir, ['index.html']);
  if (!index) return sendText(res, 503, 'The host is not built: pnpm --filter @vigil/host build');
  if (options.inlineConfig === false) return sendFile(req, res, index, CACHE.noStore);
  // The page carries the runtime config and remote registry (read now), so never cache it.
  const pathname = `/${segments.join('/')}`;
  return sendHtml(req, res, await renderIndexHtml(index, options.webDir, pathname), CACHE.noStore);
}
