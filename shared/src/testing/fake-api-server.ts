import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeReply {
  status: number;
  json?: unknown;
  /** Answer after this many ms (to keep requests in flight together). */
  delayMs?: number;
  /** Further response headers (readable by the page: they are exposed to it). */
  headers?: Record<string, string>;
}

export type FakeRoute = (request: SeenRequest) => FakeReply;

/**
 * A real HTTP server on 127.0.0.1 for client tests. jsdom's XMLHttpRequest enforces CORS (the
 * test page is http://localhost), so it answers preflights and allows credentials like a
 * cross-origin API would.
 */
export async function startFakeApi(route: FakeRoute) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-CSRFToken');
        res.writeHead(204).end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      seen.push(request);
      const reply = route(request);
      setTimeout(() => {
        const headers = reply.headers ?? {};
        res.writeHead(reply.status, {
          'Content-Type': 'application/json',
          'Access-Control-Expose-Headers': Object.keys(headers).join(', '),
          ...headers,
        });
        res.end(JSON.stringify(reply.json ?? {}));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** Requests to one path (query string ignored). */
    to: (path: string) => seen.filter((request) => request.path.split('?')[0] === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
