import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser } from './harness';

export interface SlackPost {
  path: string;
  text: string;
}

/** The bot token every install gets. */
export const ISSUED_TOKEN = 'xoxb-secret-token';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * A local server shaped like Slack for the tests: incoming webhooks under `/services/…` (200
 * `ok`; `/services/gone/…` answers 404 `no_service` like a removed hook), the consent screen
 * `/oauth/v2/authorize` (approves at once and redirects back with a code, as Slack does after the
 * user picked a channel), `oauth.v2.access` (checks the app's credentials and the code) and
 * `auth.revoke` (records the bearer token; answers `ok: false` while `failRevoke` is set); and
 * `GET /posts`, the hooks' posts so far, for a test running in another process.
 */
export async function startFakeSlack(app = { clientId: 'client-1', clientSecret: 'secret-1' }) {
  const posts: SlackPost[] = [];
  const exchanges: { code: string; redirectUri: string }[] = [];
  const revoked: string[] = [];
  const control = { failRevoke: false };
  let base = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    void readBody(request).then((raw) => {
      if (request.method === 'POST' && url.pathname.startsWith('/services/')) {
        if (url.pathname.startsWith('/services/gone/')) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('no_service');
          return;
        }
        posts.push({ path: url.pathname, text: (JSON.parse(raw) as { text: string }).text });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      if (request.method === 'GET' && url.pathname === '/posts') {
        // What the hooks received, for a test in another process than this server (the journeys).
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(posts));
        return;
      }
      if (request.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', `code-for-${url.searchParams.get('client_id')}`);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.href }).end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/api/auth.revoke') {
        const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        const json = (status: number, body: object) =>
          response
            .writeHead(status, { 'content-type': 'application/json' })
            .end(JSON.stringify(body));
        if (control.failRevoke) return json(500, { ok: false, error: 'fatal_error' });
        if (token !== ISSUED_TOKEN) return json(200, { ok: false, error: 'invalid_auth' });
        revoked.push(token);
        json(200, { ok: true, revoked: true });
        return;
      }
      if (request.method === 'POST' && url.pathname === '/api/oauth.v2.access') {
        const form = new URLSearchParams(raw);
        const basic = Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64');
        const json = (body: object) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.headers.authorization !== `Basic ${basic}`)
          return json({ ok: false, error: 'invalid_client' });
        const code = form.get('code') ?? '';
        exchanges.push({ code, redirectUri: form.get('redirect_uri') ?? '' });
        if (code !== `code-for-${app.clientId}`) return json({ ok: false, error: 'invalid_code' });
        return json({
          ok: true,
          access_token: ISSUED_TOKEN,
          token_type: 'bot',
          scope: 'incoming-webhook',
          team: { id: 'T123', name: 'Acme HQ' },
          incoming_webhook: {
            channel: '#monitoring',
            channel_id: 'C42',
            configuration_url: `${base}/services/B9`,
            url: `${base}/services/T123/B9/oauthHookSecret`,
          },
        });
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    app,
    posts,
    exchanges,
    /** Tokens `auth.revoke` revoked, in order. */
    revoked,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows "Add to Slack" as a browser would: our start, Slack's consent, our callback, as the
 * admin `token` (without the flow's cookie when `keepCookie` is false).
 */
export async function followSlackInstall(
  browser: Browser,
  app: FastifyInstance,
  token: string,
  { keepCookie = true }: { keepCookie?: boolean } = {},
) {
  const start = await browser.call('POST', '/v1/auth/slack/install', { token });
  const cookie = start.response.cookies.find((c) => c.name === 'vigil_slack_flow');
  const consent = await fetch(start.body.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: keepCookie ? { cookie: `vigil_slack_flow=${cookie?.value}` } : {},
  });
  return { start, callback };
}
