import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake Stripe saw it; `form` is the url-encoded body, keys as Stripe spells them. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export type StripeReply = { status?: number; json: unknown };
export type StripeRoute = (call: StripeCall) => StripeReply | undefined;

/** Ids the fake gives a team's customer and subscription (unique per team, as in Stripe). */
export const customerIdOf = (accountId: string) => `cus_${accountId.slice(0, 8)}`;
export const subscriptionIdOf = (accountId: string) => `sub_${accountId.slice(0, 8)}`;

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

/** Plausible answers of the Stripe API for the calls billing makes; a test overrides any of them. */
export const stripeDefaults: StripeRoute = ({ method, path, form }) => {
  const subscription = (id: string, status = 'active') => ({
    json: {
      id,
      object: 'subscription',
      status,
      customer: 'cus_test',
      items: { object: 'list', data: [{ id: 'si_test', object: 'subscription_item' }] },
      metadata: {},
    },
  });
  if (method === 'POST' && path === '/v1/customers')
    return { json: { id: customerIdOf(form['metadata[account_id]'] ?? ''), object: 'customer' } };
  if (method === 'POST' && path.startsWith('/v1/customers/'))
    return { json: { id: path.split('/')[3], object: 'customer' } };
  if (method === 'POST' && path === '/v1/setup_intents')
    return { json: { id: 'seti_test', object: 'setup_intent', client_secret: 'seti_test_secret' } };
  const pm = /^\/v1\/payment_methods\/([^/]+)(\/attach)?$/.exec(path);
  if (pm) {
    const customer = pm[2] ? (form.customer ?? null) : null;
    return { json: { id: pm[1], object: 'payment_method', type: 'card', customer, card } };
  }
  if (method === 'POST' && path === '/v1/products')
    return { json: { id: `prod_${form['metadata[plan]'] ?? 'x'}`, object: 'product' } };
  if (method === 'POST' && path === '/v1/coupons')
    return { json: { id: 'co_test', object: 'coupon', percent_off: Number(form.percent_off) } };
  if (method === 'POST' && path === '/v1/subscriptions')
    return subscription(subscriptionIdOf(form['metadata[account_id]'] ?? ''));
  const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  if (sub) return subscription(sub[1]!, method === 'DELETE' ? 'canceled' : 'active');
  if (method === 'POST' && path === '/v1/billing_portal/sessions')
    return {
      json: {
        id: 'bps_test',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session',
      },
    };
  if (method === 'POST' && path === '/v1/invoiceitems')
    return { json: { id: 'ii_test', object: 'invoiceitem' } };
  return undefined;
};

/**
 * A local HTTP server standing in for api.stripe.com: the real `stripe` package talks to it
 * (STRIPE_API_HOST/PORT/PROTOCOL), so the tests see the exact requests billing makes.
 */
export async function startFakeStripe(route: StripeRoute = () => undefined) {
  const calls: StripeCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const body = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body),
      );
      const call: StripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        headers: req.headers,
      };
      calls.push(call);
      const reply = route(call) ??
        stripeDefaults(call) ?? {
          status: 404,
          json: { error: { type: 'invalid_request_error', message: `No such route ${call.path}` } },
        };
      res.writeHead(reply.status ?? 200, {
        'Content-Type': 'application/json',
        'Request-Id': 'req_fake',
      });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    calls,
    /** Calls to one method and path. */
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
