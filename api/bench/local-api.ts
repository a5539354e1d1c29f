import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * The app listening on a free loopback port, as a load generator reaches it: its base URL and the
 * headers a browser's POSTs carry (double-submit CSRF: any response to a cookie-less request sets
 * csrftoken; POSTs echo it).
 */
export async function listeningApi(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const health = await fetch(`${base}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error(`no csrftoken cookie from /healthz (${health.status})`);
  const headers = {
    'content-type': 'application/json',
    cookie: `csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  return { base, headers };
}
