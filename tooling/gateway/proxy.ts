import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { clientOrigin } from './forwarded';
import { SECURITY_HEADERS } from './security-headers';

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and must not be forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) result[name] = value;
  }
  return result;
}

/**
 * The connections to the API, kept open between requests (nginx's `keepalive` in an upstream
 * block): a new TCP connection per request doubles the gateway's CPU per call (measured on
 * 2 cores at 2,000 req/s: 70 → 135 µs) and costs the API an accept per call too. Node ≥ 19's
 * global agent keeps connections alive as well, but as a process-wide default shared with
 * anything else in the process; this agent is the gateway's own, and `close()` ends its
 * connections. `lifo` reuses the busiest sockets so spare ones idle out. An idle socket closes
 * after 5 s, or 1 s before the API's `Keep-Alive: timeout` when that is shorter (the agent reads
 * the header), so that the gateway does not reuse a connection the API is closing. The time-out
 * only closes idle sockets: a slow API answer still passes.
 */
export function apiAgent(apiUrl: URL): HttpAgent {
  const options = { keepAlive: true, scheduling: 'lifo' as const, timeout: 5_000 };
  return apiUrl.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

/** Like nginx's `client_max_body_size 10m` on /v1/: a larger body never reaches the API. */
export const MAX_API_BODY_BYTES = 10 * 1024 * 1024;
/** The API's own words for a body over its limit, so both refusals read the same. */
export const TOO_LARGE = JSON.stringify({ detail: 'Request body is too large' });

function sendJson(res: ServerResponse, status: number, body: string, headers = {}) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** Past this a refused body is cut off at once rather than read to its end and thrown away. */
const DRAIN_MAX_BYTES = 4 * MAX_API_BODY_BYTES;

/**
 * 413, and the rest of the body read and thrown away: a lingering close, as nginx does (RFC 9112
 * §9.6). Closed at once, the connection would be reset under a client still sending, which then
 * fails on the reset (curl: no answer) instead of reading the 413. The connection stays open for
 * the next request; a body past DRAIN_MAX_BYTES, or trickling past the request time-out, is cut.
 */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, declared: number) {
  if (declared > DRAIN_MAX_BYTES) return sendJson(res, 413, TOO_LARGE, { Connection: 'close' });
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
  sendJson(res, 413, TOO_LARGE);
}

/** The whole request body, or null past `max` bytes (then reading stops). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Proxies the request to the API and streams the answer back: method, headers (cookies both
 * ways: Node keeps set-cookie as an array), body and status. The browser sees one origin, so the
 * API's cookies and CSRF check work exactly as in production behind nginx.
 *
 * The body is read in full first, as nginx does (proxy_request_buffering): the API may answer
 * before reading a body (413 for one over its limit) and close the connection. Sent while the
 * body was still streaming in, that early answer used to be lost to the write error that
 * followed (a 502); sent in one piece, the answer is read before the failed write is seen, and a
 * write error after an answer is not the API being down.
 */
export async function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  apiUrl: URL,
  agent: HttpAgent,
  isTrustedProxy: (peer: string) => boolean,
) {
  const declared = Number(req.headers['content-length'] ?? 0);
  let body: Buffer | null;
  try {
    body = declared > MAX_API_BODY_BYTES ? null : await readBody(req, MAX_API_BODY_BYTES);
  } catch {
    // The client went away mid-body: nobody to answer, nothing to send.
    res.destroy();
    return;
  }
  if (!body) return refuseTooLarge(req, res, declared);
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'];
  const send = apiUrl.protocol === 'https:' ? httpsRequest : httpRequest;
  const remoteAddress = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  const origin = clientOrigin(req, isTrustedProxy);
  let answered = false;
  const upstream = send(
    {
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      agent,
      method: req.method,
      path: `${apiUrl.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
      headers: {
        ...endToEnd(req.headers),
        ...(hasBody ? { 'content-length': body.length } : {}),
        'x-forwarded-for': forwardedFor
          ? `${String(forwardedFor)}, ${remoteAddress}`
          : remoteAddress,
        'x-forwarded-host': origin.host,
        'x-forwarded-proto': origin.proto,
      },
    },
    (answer) => {
      answered = true;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  let clientGone = false;
  upstream.on('error', (error) => {
    // The answer is on its way (a cut-off answer fails on its own stream, above), or the
    // browser left and the request was cancelled below: neither is the API being down.
    if (answered || clientGone) return;
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    console.warn(`[gateway] ${req.method} ${req.url}: API unreachable (${error.message})`);
    sendJson(res, 502, JSON.stringify({ reason: 'API unavailable' }));
  });
  // A browser that goes away must not leave a request hanging on the API.
  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    upstream.destroy();
  });
  upstream.end(body);
}
