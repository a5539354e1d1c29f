import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  body: Record<string, unknown>;
  /** The body as it arrived, for a check over exactly those bytes (webhook-recipe.test.ts). */
  raw: string;
  /** Whether X-Vigil-Signature is the HMAC-SHA256 of `<X-Vigil-Timestamp>.<body>`. */
  verified: boolean;
  timestamp: string;
  /** The path and query it was called at, and its headers: what was stored is what is called. */
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver as a customer would write one: it checks the signature with the alert's
 * secret (its own HMAC, not Vigil's code) and answers 204, or `failWith` while that is set.
 */
export async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const state = { failWith: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-vigil-timestamp'] ?? '');
      const given = Buffer.from(String(request.headers['x-vigil-signature'] ?? ''));
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret()).update(`${timestamp}.${raw}`).digest('hex')}`,
      );
      const verified = given.length === expected.length && timingSafeEqual(given, expected);
      if (state.failWith) {
        response.writeHead(state.failWith).end();
        return;
      }
      received.push({
        body: JSON.parse(raw) as Record<string, unknown>,
        raw,
        verified,
        timestamp,
        path: request.url ?? '',
        headers: request.headers,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/vigil`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
