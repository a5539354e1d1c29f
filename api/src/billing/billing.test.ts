import { planCatalogue } from '@vigil/contract';
import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';
import { addCoupon } from './coupon-cli';
import { setTeamPlan } from './plan-cli';
import { NOT_CONFIGURED } from './service';

// Local mode: no STRIPE_SECRET_KEY.
const world = useTestApp();

/** A client that sends every price and limit it likes (server.md §7: never honoured). */
const greedyPayload = (name: string, interval = 'month') => ({
  name,
  interval,
  price_amount: 1,
  task_amount: 0,
  sites_allowed: 9999,
  pages_allowed: 9999,
  schedules_allowed: 9999,
  retention_days: 9999,
  scans_allowed: 9999,
  tests_allowed: 9999,
  caseruns_allowed: 9999,
  flowruns_allowed: 9999,
  nodes_allowed: 9999,
  conditions_allowed: 9999,
  meta: { coupon: { code: '', discount: 1 } },
});

describe('billing info', () => {
  it('describes a new team as the free plan, priced and limited by the catalogue, without a card', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const info = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      plan: {
        name: 'free',
        interval: 'month',
        price_amount: 0,
        task_amount: 0,
        meta: { coupon: null },
        usage: planCatalogue.free.limits,
      },
      card: null,
    });
    const key = await world.browser.post('/v1/billing/stripe/key', undefined, {
      token: session.token,
    });
    expect(key.body).toEqual({ key: null });
  });

  it('is for team admins only: 401 signed out, 404 without a team, 403 for contributors', async () => {
    expect((await world.browser.post('/v1/billing/info')).status).toBe(401);
    const loner = await signUp(world.browser);
    const none = await world.browser.post('/v1/billing/info', undefined, { token: loner.token });
    expect(none.status).toBe(404);

    const { team } = await signUpWithTeam(world.browser);
    const contributor = await signUp(world.browser);
    await world.t.db.query(
      `INSERT INTO members (account_id, user_id, email, status, type)
       VALUES ($1, $2, $3, 'active', 'contributor')`,
      [team.id, contributor.user.id, contributor.user.email],
    );
    const calls = [
      world.browser.post('/v1/billing/info', undefined, { token: contributor.token }),
      world.browser.post('/v1/billing/stripe/key', undefined, { token: contributor.token }),
      world.browser.get('/v1/billing/coupon/search?code=WELCOME20', { token: contributor.token }),
      world.browser.post('/v1/billing/subscription/setup', greedyPayload('selfhost'), {
        token: contributor.token,
      }),
      world.browser.post(
        '/v1/billing/subscription/complete',
        { payment_method: 'pm_1' },
        { token: contributor.token },
      ),
      world.browser.get('/v1/billing/subscription/url', { token: contributor.token }),
      world.browser.get('/v1/billing/invoices', { token: contributor.token }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ reason: 'Only team admins can manage billing.' });
    }
  });
});

describe('changing plan without Stripe (local mode)', () => {
  it('switches to selfhost at the catalogue price and limits, whatever the client sends', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const setup = await world.browser.post(
      '/v1/billing/subscription/setup',
      greedyPayload('selfhost', 'year'),
      { token: session.token },
    );
    expect(setup.status).toBe(200);
    expect(setup.body).toEqual({ success: true, client_secret: null });

    const info = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(info.body.plan).toMatchObject({
      name: 'selfhost',
      interval: 'year',
      price_amount: 1200000,
      usage: planCatalogue.selfhost.limits,
    });
    const account = await world.browser.get('/v1/auth/account', { token: session.token });
    expect(account.body).toMatchObject({ type: 'selfhost', limits: planCatalogue.selfhost.limits });
    const [row] = await world.t.db.query<{ interval: string }>(
      'SELECT interval FROM accounts WHERE id = $1',
      [account.body.id],
    );
    expect(row?.interval).toBe('year');

    const back = await world.browser.post('/v1/billing/subscription/setup', greedyPayload('free'), {
      token: session.token,
    });
    expect(back.status).toBe(200);
    const free = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(free.body.plan).toMatchObject({
      name: 'free',
      price_amount: 0,
      usage: planCatalogue.free.limits,
    });
  });

  it('refuses cloud with a clear reason, and enterprise, leaving the plan as it was', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const cloud = await world.browser.post(
      '/v1/billing/subscription/setup',
      greedyPayload('cloud'),
      {
        token: session.token,
      },
    );
    expect(cloud.status).toBe(400);
    expect(cloud.body.reason).toBe(NOT_CONFIGURED);
    const enterprise = await world.browser.post(
      '/v1/billing/subscription/setup',
      greedyPayload('enterprise'),
      { token: session.token },
    );
    expect(enterprise.status).toBe(403);
    const complete = await world.browser.post(
      '/v1/billing/subscription/complete',
      { payment_method: 'pm_1' },
      { token: session.token },
    );
    expect(complete.body).toEqual({ reason: NOT_CONFIGURED });
    const portal = await world.browser.get('/v1/billing/subscription/url', {
      token: session.token,
    });
    expect(portal.status).toBe(403);
    const info = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(info.body.plan.name).toBe('free');
  });

  it('rejects a plan payload that names no known plan, naming the field', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const bad = await world.browser.post(
      '/v1/billing/subscription/setup',
      { name: 'platinum' },
      { token: session.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
  });
});

describe('coupons', () => {
  it('finds the seeded coupon whatever the case, and answers success false for anything else', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const search = (code: string) =>
      world.browser.get(`/v1/billing/coupon/search?code=${encodeURIComponent(code)}`, {
        token: session.token,
      });
    expect((await search('welcome20')).body).toEqual({
      success: true,
      coupon: { code: 'WELCOME20', discount: 0.2 },
    });
    expect((await search('NOPE')).body).toEqual({ success: false, coupon: null });
    expect((await search('')).body).toEqual({ success: false, coupon: null });
  });

  it('adds coupons by operator command; expired ones are not found; a valid one is kept on the plan', async () => {
    const { session } = await signUpWithTeam(world.browser);
    await addCoupon(world.t.db, ['spring15', '15']);
    await addCoupon(world.t.db, ['OLD50', '0.5', '2001-01-01']);
    const found = await world.browser.get('/v1/billing/coupon/search?code=Spring15', {
      token: session.token,
    });
    expect(found.body).toEqual({ success: true, coupon: { code: 'SPRING15', discount: 0.15 } });
    const expired = await world.browser.get('/v1/billing/coupon/search?code=OLD50', {
      token: session.token,
    });
    expect(expired.body.success).toBe(false);
    await expect(addCoupon(world.t.db, ['BAD', '150'])).rejects.toThrow(/discount/);

    const payload = { ...greedyPayload('selfhost'), meta: { coupon: { code: 'spring15' } } };
    await world.browser.post('/v1/billing/subscription/setup', payload, { token: session.token });
    const info = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(info.body.plan.meta.coupon).toEqual({ code: 'SPRING15', discount: 0.15 });
  });
});

describe('invoices and webhooks without Stripe', () => {
  it('lists no invoices and refuses webhook deliveries', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const invoices = await world.browser.get('/v1/billing/invoices', { token: session.token });
    expect(invoices.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const hook = await world.t.app.inject({
      method: 'POST',
      url: '/v1/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json()).toEqual({ reason: 'Stripe webhooks are not configured on this server.' });
  });
});

describe('the team:plan operator command', () => {
  it('makes a team enterprise with its own limits; its admin then only gets the portal', async () => {
    const { session, team } = await signUpWithTeam(world.browser);
    const limits = { ...planCatalogue.cloud.limits, sites_allowed: 100 };
    await setTeamPlan(world.t.db, [team.id, 'enterprise', JSON.stringify(limits)]);
    const info = await world.browser.post('/v1/billing/info', undefined, { token: session.token });
    expect(info.body.plan).toMatchObject({ name: 'enterprise', usage: limits });
    const change = await world.browser.post(
      '/v1/billing/subscription/setup',
      greedyPayload('free'),
      {
        token: session.token,
      },
    );
    expect(change.status).toBe(403);
    // Without Stripe there is no portal to send them to.
    const portal = await world.browser.get('/v1/billing/subscription/url', {
      token: session.token,
    });
    expect(portal.body).toEqual({ reason: NOT_CONFIGURED });
    await expect(setTeamPlan(world.t.db, [team.id, 'platinum'])).rejects.toThrow(/usage/);
  });
});
