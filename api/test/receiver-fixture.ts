import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTeamApp, type TeamApp } from './harness';

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

export interface WebhookTeamApp {
  /** The app and its signed-up team, once the file's `beforeAll` has run. */
  app: TeamApp;
  /** The receiver: started at once, closed after the file. */
  receiver: ReturnType<typeof startReceiver>;
  /** The secret the receiver checks signatures with: set it to the one the API answered. */
  secret: string;
  /**
   * Makes the team's alert `name` (health below 80) whose one action is a webhook to the
   * receiver, which then checks signatures with its secret; the alert as the API answered.
   */
  alertToReceiver(name: string): Promise<{ id: string; webhook_secret: string }>;
}

/**
 * The start of a webhook test file (alerts, flows, uptime, the recipe): the app with a signed-up
 * team, allowed to call loopback, and a receiver on loopback checking what it is sent; `ready`
 * adds the file's own data.
 */
export function withWebhookTeamApp(
  ready: (app: TeamApp) => unknown = () => undefined,
): WebhookTeamApp {
  const hooks = { secret: '' } as WebhookTeamApp;
  hooks.receiver = startReceiver(() => hooks.secret);
  hooks.alertToReceiver = async (name) => {
    const created = await hooks.app.browser.call('POST', '/v1/ops/alert', {
      token: hooks.app.token,
      body: {
        name,
        expressions: [{ metric: 'health', operator: '<', value: 80 }],
        actions: [{ type: 'webhook', target: (await hooks.receiver).url }],
      },
    });
    if (created.status !== 201) throw new Error(`alert failed: ${JSON.stringify(created.body)}`);
    hooks.secret = created.body.webhook_secret;
    return created.body;
  };
  withTeamApp(
    async (app) => {
      hooks.app = app;
      await ready(app);
    },
    { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
  );
  afterAll(async () => (await hooks.receiver).close());
  return hooks;
}
