import { act, render, screen, within } from '@testing-library/react';
import { loadStripe } from '@stripe/stripe-js/pure';
import {
  defaultBillingInfo,
  type Account,
  type BillingInfo,
  type EndpointName,
} from '@vigil/contract';
import {
  AppProviders,
  appStore,
  billingAtom,
  call,
  notify,
  teamAtom,
  ToastHost,
} from '@vigil/shared';
import { failOnContractDrift, slicesFixture } from '@vigil/shared/testing';
import { fakeCard, fakeStripe } from './fake-stripe-elements';
import { redirectTo } from '../features/plans/redirect';
import { BillingPanel } from '../features/plans/billing-panel';

// The billing panel under test with `call` answered by per-endpoint handlers. Test files still
// declare their own jest.mock lines (@stripe/*, ./redirect, @vigil/shared): Jest hoists them per file.
type Handler = (input: { query?: unknown; body?: unknown }) => unknown;
const mockedCall = jest.mocked(call);
export let handlers: Partial<Record<EndpointName, Handler>> = {};

export const TEAM = {
  ...slicesFixture().team,
  name: 'Engines',
  type: 'selfhost',
} satisfies Account;

export function billing(
  overrides: Partial<BillingInfo['plan']> = {},
  card: BillingInfo['card'] = null,
) {
  return { plan: { ...defaultBillingInfo.plan, ...overrides }, card } as BillingInfo;
}
export const visa = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };

/** The server as the panel sees it: `info` is what POST /v1/billing/info answers. */
export function serve(info: BillingInfo, key: string | null = null) {
  handlers = {
    billingInfo: () => info,
    stripeKey: () => ({ key }),
    getAccount: () => TEAM,
    subscriptionSetup: () => ({ success: true, client_secret: null }),
    subscriptionComplete: () => ({ success: true }),
    couponSearch: () => ({ success: false, coupon: null }),
    subscriptionUrl: () => ({ stripe_url: 'https://billing.stripe.test/session' }),
  };
}

export const calls = (name: EndpointName) =>
  mockedCall.mock.calls.filter(([called]) => called === name).map(([, input]) => input);

export let onDone: jest.Mock;
export let warn: jest.SpyInstance;
export function renderPanel(stored: BillingInfo | null = null) {
  appStore.set(billingAtom, stored);
  onDone = jest.fn();
  return render(
    <AppProviders>
      <BillingPanel onDone={onDone} />
      <ToastHost />
    </AppProviders>,
  );
}

/** Installs the mocked server and clean state around every test of the calling file. */
export function usePanelHarness() {
  beforeEach(() => {
    mockedCall.mockReset();
    mockedCall.mockImplementation((async (name: EndpointName, input = {}) => {
      const handler = handlers[name];
      if (!handler) throw new Error(`unexpected call ${name}`);
      return handler(input);
    }) as typeof call);
    jest.mocked(loadStripe).mockResolvedValue(fakeStripe as never);
    fakeStripe.confirmCardSetup.mockReset();
    fakeStripe.createPaymentMethod.mockReset();
    fakeCard.clear.mockReset();
    jest.mocked(redirectTo).mockReset();
    appStore.set(teamAtom, null);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => notify.dismiss());
    warn.mockRestore();
    failOnContractDrift();
  });
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const planButton = (plan: string) => button(`Select ${plan} plan`);
export const priceOf = (plan: string) =>
  within(screen.getByTestId(`plan-${plan}`)).getByText(/^\$\d+$/).textContent;
