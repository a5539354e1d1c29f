import Stripe from 'stripe';
import {
  customerIdOf,
  startFakeStripe,
  subscriptionIdOf,
  type FakeStripe,
  type StripeCall,
} from '../../test/fake-stripe-server';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { recordOverage } from './limits';

const WEBHOOK_SECRET = 'whsec_test_secret';

let stripe: FakeStripe;
let override: (call: StripeCall) => { status?: number; json: unknown } | undefined;
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  stripe = await startFakeStripe((call) => override(call));
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    BILLING_RETURN_URL: 'https://app.vigil.test/billing',
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  browser = new Browser(t.app);
  override = () => undefined;
  stripe.calls.length = 0;
});

const info = async (token: string) =>
  (await browser.post('/v1/billing/info', undefined, { token })).body;

/** Delivers a webhook signed as Stripe would, or with `signature` when given. */
function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header =
    signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/v1/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

let eventCounter = 0;
const event = (type: string, object: object, id = `evt_${++eventCounter}`) => ({
  id,
  object: 'event',
  type,
  data: { object },
});

/** A team that has been through the first-card flow: its own customer, card pm_card, cloud. */
async function cloudTeam() {
  const { session, team } = await signUpWithTeam(browser);
  await browser.post(
    '/v1/billing/subscription/setup',
    { name: 'cloud', interval: 'month' },
    { token: session.token },
  );
  await browser.post(
    '/v1/billing/subscription/complete',
    { payment_method: 'pm_card' },
    { token: session.token },
  );
  stripe.calls.length = 0;
  return { session, team, customer: customerIdOf(team.id), sub: subscriptionIdOf(team.id) };
}

describe('Stripe calls (fake Stripe server)', () => {
  it('hands out the publishable key', async () => {
    const { session } = await signUpWithTeam(browser);
    const key = await browser.post('/v1/billing/stripe/key', undefined, { token: session.token });
    expect(key.body).toEqual({ key: 'pk_test_fake' });
  });

  it('first card: a SetupIntent for the customer, then complete subscribes at the catalogue price', async () => {
    const { session, team } = await signUpWithTeam(browser, 'Paying Co');
    const setup = await browser.post(
      '/v1/billing/subscription/setup',
      { name: 'cloud', interval: 'month', price_amount: 1, sites_allowed: 999 },
      { token: session.token },
    );
    expect(setup.body).toEqual({ success: true, client_secret: 'seti_test_secret' });
    const [customer] = stripe.to('POST', '/v1/customers');
    expect(customer?.form).toMatchObject({
      email: session.user.email,
      name: 'Paying Co',
      'metadata[account_id]': team.id,
    });
    expect(customer?.headers.authorization).toBe('Bearer sk_test_fake');
    const cus = customerIdOf(team.id);
    expect(stripe.to('POST', '/v1/setup_intents')[0]?.form).toMatchObject({
      customer: cus,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
    // Not charged yet: still free until the card is confirmed.
    expect((await info(session.token)).plan.name).toBe('free');

    const complete = await browser.post(
      '/v1/billing/subscription/complete',
      { payment_method: 'pm_card' },
      { token: session.token },
    );
    expect(complete.body).toEqual({ success: true });
    expect(stripe.to('POST', '/v1/payment_methods/pm_card/attach')[0]?.form).toEqual({
      customer: cus,
    });
    expect(stripe.to('POST', `/v1/customers/${cus}`)[0]?.form).toEqual({
      'invoice_settings[default_payment_method]': 'pm_card',
    });
    expect(stripe.to('POST', '/v1/subscriptions')[0]?.form).toMatchObject({
      customer: cus,
      default_payment_method: 'pm_card',
      payment_behavior: 'error_if_incomplete',
      'items[0][price_data][unit_amount]': '1900',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][product]': 'prod_cloud',
      'metadata[plan]': 'cloud',
      'metadata[account_id]': team.id,
    });
    expect(await info(session.token)).toMatchObject({
      plan: { name: 'cloud', price_amount: 1900, task_amount: 10, usage: { sites_allowed: 30 } },
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
  });

  it('with a saved card, moves the subscription to selfhost yearly with the coupon, no SetupIntent', async () => {
    const { session, sub } = await cloudTeam();
    const setup = await browser.post(
      '/v1/billing/subscription/setup',
      {
        name: 'selfhost',
        interval: 'year',
        price_amount: 5,
        meta: { coupon: { code: 'welcome20' } },
      },
      { token: session.token },
    );
    expect(setup.body).toEqual({ success: true, client_secret: null });
    expect(stripe.to('POST', '/v1/setup_intents')).toHaveLength(0);
    expect(stripe.to('POST', '/v1/coupons')[0]?.form).toMatchObject({
      percent_off: '20',
      duration: 'forever',
      'metadata[code]': 'WELCOME20',
    });
    expect(stripe.to('POST', `/v1/subscriptions/${sub}`)[0]?.form).toMatchObject({
      'items[0][id]': 'si_test',
      'items[0][price_data][unit_amount]': '1200000',
      'items[0][price_data][recurring][interval]': 'year',
      'discounts[0][coupon]': 'co_test',
      default_payment_method: 'pm_card',
    });
    expect((await info(session.token)).plan).toMatchObject({
      name: 'selfhost',
      interval: 'year',
      price_amount: 1200000,
      meta: { coupon: { code: 'WELCOME20', discount: 0.2 } },
    });
  });

  it('updates only the card in card mode, and cancels the subscription on free', async () => {
    const { session, sub } = await cloudTeam();
    await browser.post(
      '/v1/billing/subscription/complete',
      { payment_method: 'pm_new' },
      { token: session.token },
    );
    expect(stripe.to('POST', `/v1/subscriptions/${sub}`)[0]?.form).toEqual({
      default_payment_method: 'pm_new',
    });
    expect(stripe.to('POST', '/v1/subscriptions')).toHaveLength(0);
    const free = await browser.post(
      '/v1/billing/subscription/setup',
      { name: 'free', interval: 'month' },
      { token: session.token },
    );
    expect(free.status).toBe(200);
    expect(stripe.to('DELETE', `/v1/subscriptions/${sub}`)).toHaveLength(1);
    expect((await info(session.token)).plan.name).toBe('free');
  });

  it("answers the provider's refusal as a reason, never a 500", async () => {
    const { session, sub } = await cloudTeam();
    override = (call) =>
      call.path === `/v1/subscriptions/${sub}` && call.method === 'POST'
        ? {
            status: 402,
            json: { error: { type: 'card_error', code: 'card_declined', message: 'declined' } },
          }
        : undefined;
    const setup = await browser.post(
      '/v1/billing/subscription/setup',
      { name: 'selfhost', interval: 'month' },
      { token: session.token },
    );
    expect(setup.status).toBe(402);
    expect(setup.body).toEqual({ reason: 'The card was declined.' });
    expect((await info(session.token)).plan.name).toBe('cloud');
  });
});

describe('the Stripe webhook', () => {
  it('refuses a wrong or missing signature and changes nothing', async () => {
    const { session, team, sub } = await cloudTeam();
    const forged = event('customer.subscription.deleted', {
      id: sub,
      object: 'subscription',
      status: 'canceled',
      metadata: { account_id: team.id },
    });
    const wrong = await deliver(forged, 't=1700000000,v1=deadbeef');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ reason: 'Webhook signature verification failed.' });
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(forged),
      secret: 'whsec_someone_else',
    });
    expect((await deliver(forged, otherSecret)).statusCode).toBe(400);
    expect((await info(session.token)).plan.name).toBe('cloud');
  });

  it('keeps the plan in sync and applies each event once', async () => {
    const { session, team, customer, sub: id } = await cloudTeam();
    const sub = { id, object: 'subscription', customer, metadata: {} };
    const cancelled = event('customer.subscription.deleted', { ...sub, status: 'canceled' });
    expect((await deliver(cancelled)).json()).toEqual({ received: true });
    expect((await info(session.token)).plan.name).toBe('free');

    const renewed = event('customer.subscription.updated', {
      ...sub,
      status: 'active',
      metadata: { account_id: team.id, plan: 'selfhost', interval: 'year' },
    });
    await deliver(renewed);
    expect((await info(session.token)).plan).toMatchObject({ name: 'selfhost', interval: 'year' });
    // Stripe delivers at least once: a repeat of the cancellation is not applied again.
    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect((await info(session.token)).plan.name).toBe('selfhost');
  });

  it('makes a team enterprise from an operator-made subscription, whose admin gets the portal', async () => {
    const { session, team } = await signUpWithTeam(browser);
    await deliver(
      event('customer.subscription.created', {
        id: 'sub_enterprise',
        object: 'subscription',
        customer: 'cus_enterprise',
        status: 'active',
        metadata: { account_id: team.id, plan: 'enterprise' },
      }),
    );
    expect((await info(session.token)).plan.name).toBe('enterprise');
    const portal = await browser.get('/v1/billing/subscription/url', { token: session.token });
    expect(portal.body).toEqual({ stripe_url: 'https://billing.stripe.test/p/session' });
    expect(stripe.to('POST', '/v1/billing_portal/sessions')[0]?.form).toEqual({
      customer: 'cus_enterprise',
      return_url: 'https://app.vigil.test/billing',
    });
    const change = await browser.post(
      '/v1/billing/subscription/setup',
      { name: 'free' },
      { token: session.token },
    );
    expect(change.status).toBe(403);
  });

  it('keeps the card and invoices in sync, and bills cloud overage on the draft invoice', async () => {
    const { session, team, customer } = await cloudTeam();
    await deliver(
      event('payment_method.attached', {
        id: 'pm_other',
        object: 'payment_method',
        customer,
        card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 },
      }),
    );
    expect((await info(session.token)).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await deliver(
      event('payment_method.detached', {
        id: 'pm_other',
        object: 'payment_method',
        customer: null,
      }),
    );
    expect((await info(session.token)).card).toBeNull();

    await recordOverage(t.db, team.id, 3);
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer,
      number: null,
      status: 'draft',
      amount_due: 1900,
      amount_paid: 0,
      currency: 'usd',
      hosted_invoice_url: null,
      invoice_pdf: null,
      created: 1767225600,
    };
    await deliver(event('invoice.created', invoice));
    expect(stripe.to('POST', '/v1/invoiceitems')[0]?.form).toMatchObject({
      customer,
      invoice: 'in_1',
      amount: '30',
      currency: 'usd',
    });
    await deliver(
      event('invoice.paid', {
        ...invoice,
        number: 'VIG-0001',
        status: 'paid',
        amount_due: 1930,
        amount_paid: 1930,
        invoice_pdf: 'https://stripe.test/in_1.pdf',
      }),
    );
    const invoices = await browser.get('/v1/billing/invoices', { token: session.token });
    expect(invoices.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 'in_1',
          number: 'VIG-0001',
          status: 'paid',
          amount_due: 1930,
          amount_paid: 1930,
          currency: 'usd',
          hosted_invoice_url: null,
          invoice_pdf: 'https://stripe.test/in_1.pdf',
          time_created: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
  });
});
