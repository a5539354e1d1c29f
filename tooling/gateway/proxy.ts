import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
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
 * Streams the request to the API and the answer back: method, headers (cookies both ways: Node
 * keeps set-cookie as an array), body and status. The browser sees one origin, so the API's
 * cookies and CSRF check work exactly as in production behind nginx.
 */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, apiUrl: URL): void {
  const send = apiUrl.protocol === 'https:' ? httpsRequest : httpRequest;
  const remoteAddress = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  const upstream = send(
    {
      protocol: apiUrl.protocol,
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: `${apiUrl.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
      headers: {
        ...endToEnd(req.headers),
        'x-forwarded-for': forwardedFor
          ? `${String(forwardedFor)}, ${remoteAddress}`
          : remoteAddress,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    console.warn(`[gateway] ${req.method} ${req.url}: API unreachable (${error.message})`);
    const body = JSON.stringify({ reason: 'API unavailable' });
    res.writeHead(502, {
      ...SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  // A browser that goes away must not leave a request hanging on the API.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
