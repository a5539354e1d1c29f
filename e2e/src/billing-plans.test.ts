import { createHmac } from 'node:crypto';
import { createUser, signInThroughForm } from './browser';
import { E2E_STRIPE_WEBHOOK_SECRET } from './stack';
import { useStack } from './use-stack';

// Local billing mode (no Stripe secret key); webhooks are signed with the shared stack's secret,
// which is how an operator's enterprise subscription reaches the API while its embedded database
// is in use (global-setup.ts).
const WEBHOOK_SECRET = E2E_STRIPE_WEBHOOK_SECRET;

const product = useStack();

/** The team of a user created by `createUser`, through the API as the wizard would use it. */
async function teamThroughApi(user: { email: string; password: string }) {
  const api = product.stack.apiUrl;
  const health = await fetch(`${api}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: `csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  const login = await fetch(`${api}/v1/auth/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const authed = { ...headers, authorization: `Bearer ${token}` };
  const account = async () =>
    (await (await fetch(`${api}/v1/auth/account`, { headers: authed })).json()) as {
      id: string;
      type: string;
    };
  const { id } = await account();
  return {
    id,
    account,
    /** The wizard's "skip billing": a new team goes to free. */
    skipBilling: () =>
      fetch(`${api}/v1/auth/account`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ id, type: 'free' }),
      }),
  };
}

/** Delivers an event to the API's Stripe webhook, signed as Stripe signs it. */
async function deliverWebhook(event: object) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  const response = await fetch(`${product.stack.apiUrl}/v1/billing/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
    body: payload,
  });
  expect(response.status).toBe(200);
}

describe('billing (local mode)', () => {
  it('a free team opens /billing and switches to selfhost without a card', async () => {
    const user = await createUser(product.stack.apiUrl);
    const team = await teamThroughApi(user);
    await team.skipBilling();
    const page = await product.browser.newPage();
    await signInThroughForm(page, product.stack.baseUrl, user);
    await page.waitForURL(/\/account\/new$/);

    await page.goto(`${product.stack.baseUrl}/billing`);
    await page.getByTestId('current-plan').filter({ hasText: 'FREE' }).waitFor();
    const update = page.getByRole('button', { name: 'Update', exact: true });
    expect(await update.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Select selfhost plan' }).click();
    await page.getByTestId('plan-selfhost').getByText('$1200').waitFor();
    await update.click();

    await page.getByText('Billing updated').waitFor();
    await page.getByTestId('current-plan').filter({ hasText: 'SELFHOST' }).waitFor();
    expect((await team.account()).type).toBe('selfhost');
    expect(await update.isDisabled()).toBe(true);

    // The host's Add Site dialog reads the new plan from the shared store: selfhost cannot add.
    await page.getByRole('button', { name: 'Add Site' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    const add = dialog.getByRole('button', { name: 'Add Site' });
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Site URL').fill('https://example.com');
    await dialog.getByLabel('Site URL').press('Enter');
    await page.getByText('not allowed', { exact: true }).waitFor();
    await page.close();
  });

  it('an enterprise team sees only Manage Billing', async () => {
    const user = await createUser(product.stack.apiUrl);
    const team = await teamThroughApi(user);
    await deliverWebhook({
      id: `evt_${team.id}`,
      object: 'event',
      type: 'customer.subscription.created',
      data: {
        object: {
          id: `sub_${team.id}`,
          object: 'subscription',
          customer: `cus_${team.id}`,
          status: 'active',
          metadata: { account_id: team.id, plan: 'enterprise' },
        },
      },
    });
    expect((await team.account()).type).toBe('enterprise');

    const page = await product.browser.newPage();
    await signInThroughForm(page, product.stack.baseUrl, user);
    await page.waitForURL(/\/account\/new$/);
    await page.goto(`${product.stack.baseUrl}/billing`);
    await page.getByTestId('current-plan').filter({ hasText: 'ENTERPRISE' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Manage Billing' }).waitFor();
    expect(await main.getByRole('button').allTextContents()).toEqual(['Manage Billing']);
    expect(await page.getByText('Loading Billing Info...').count()).toBe(0);
    await page.close();
  });
});
