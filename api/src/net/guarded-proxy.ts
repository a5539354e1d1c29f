import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { unbracket } from './addresses';
import type { SsrfGuard } from './guard';
import { PROXY_FAILURE_HEADER, proxyFailureReason } from './proxy-failure';

export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  url: string;
  /** Requests refused so far, newest last (host names only): what a scan report can show. */
  refused: string[];
  /**
   * Why the latest tunnel (CONNECT, i.e. HTTPS or WebSocket) to `host:port` failed, if it did:
   * Chromium only says ERR_TUNNEL_CONNECTION_FAILED for any of them.
   */
  tunnelFailure(host: string, port: number): string | undefined;
  close(): Promise<void>;
}

/**
 * Chromium flags that send every request of the browser through `proxy`, loopback included
 * (Chromium otherwise reaches localhost directly, which is exactly what must be checked).
 */
export const proxyFlags = (proxy: GuardedProxy) => [
  `--proxy-server=${proxy.url}`,
  '--proxy-bypass-list=<-loopback>',
];

const MAX_REFUSED_KEPT = 100;

/**
 * A forward proxy on loopback that applies the SSRF guard to every connection a browser makes,
 * for the browsers we cannot intercept request by request (Lighthouse drives its own Chromium
 * over the DevTools protocol). Plain HTTP is forwarded, HTTPS and WebSockets are tunnelled with
 * CONNECT; both connect through the guard's own DNS lookup, so the address checked is the address
 * used. A refused target gets 403 and the page sees a failed request, as with the capture's
 * `blockedbyclient`.
 */
export async function startGuardedProxy(guard: SsrfGuard): Promise<GuardedProxy> {
  const refused: string[] = [];
  const refuse = (host: string) => {
    refused.push(unbracket(host));
    if (refused.length > MAX_REFUSED_KEPT) refused.shift();
  };

  const server: Server = createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      guard.assertLiteral(target.hostname);
    } catch (error) {
      refuse(hostOf(req));
      res.writeHead(403, { [PROXY_FAILURE_HEADER]: oneLine(error) });
      res.end('refused by the SSRF guard');
      return;
    }
    const upstream = httpRequest(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port || 80,
        path: target.pathname + target.search,
        method: req.method,
        headers: withoutProxyHeaders(req.headers),
        lookup: guard.lookup,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'FORBIDDEN_TARGET') refuse(target.hostname);
      if (!res.headersSent)
        res.writeHead(error.code === 'FORBIDDEN_TARGET' ? 403 : 502, {
          [PROXY_FAILURE_HEADER]: proxyFailureReason(error),
        });
      // A body, so Chromium shows this answer (and its header) instead of a bare failure.
      res.end('the guarded proxy could not reach this address');
    });
    req.pipe(upstream);
  });

  const tunnelFailures = new Map<string, string>();
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const { hostname, port } = splitAuthority(req.url ?? '');
    const authority = `${unbracket(hostname)}:${port}`;
    // First thing: the HTTP server stops handling this socket's errors when it hands it over, and
    // a browser may reset it at any time (a refused tunnel, a closing browser). Unheard, that
    // reset is an uncaught ECONNRESET that takes the whole process down.
    client.on('error', () => client.destroy());
    let established = false;
    const fail = (status: string, error: Error & { code?: string }) => {
      if (established) return void client.destroy();
      tunnelFailures.delete(authority); // newest last, and the map stays small
      tunnelFailures.set(authority, proxyFailureReason(error));
      if (tunnelFailures.size > MAX_REFUSED_KEPT)
        tunnelFailures.delete(tunnelFailures.keys().next().value!);
      client.end(`HTTP/1.1 ${status}\r\n\r\n`);
    };
    try {
      guard.assertLiteral(hostname);
    } catch (error) {
      refuse(hostname);
      return fail('403 Forbidden', error as Error);
    }
    const upstream = connect({ host: hostname, port, lookup: guard.lookup }, () => {
      established = true;
      tunnelFailures.delete(authority);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'FORBIDDEN_TARGET') {
        refuse(hostname);
        return fail('403 Forbidden', error);
      }
      fail('502 Bad Gateway', error);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    tunnelFailure: (host, port) => tunnelFailures.get(`${unbracket(host)}:${port}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An error as a header value (one line, no control characters). */
const oneLine = (error: unknown) =>
  String((error as Error).message ?? error).replace(/[^ -~]+/g, ' ');

function hostOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '').hostname;
  } catch {
    return String(req.url ?? '');
  }
}

/** `host:port` or `[v6]:port` from a CONNECT line. */
function splitAuthority(authority: string): { hostname: string; port: number } {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(authority);
  return match
    ? { hostname: match[1]!, port: Number(match[2]) }
    : { hostname: authority, port: 443 };
}

/** Hop-by-hop headers a forward proxy must not pass on. */
function withoutProxyHeaders(headers: IncomingMessage['headers']) {
  const copy = { ...headers };
  delete copy['proxy-connection'];
  delete copy['proxy-authorization'];
  return copy;
}
