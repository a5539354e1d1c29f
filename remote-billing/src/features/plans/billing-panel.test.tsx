import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { planCatalogue } from '@vigil/contract';
import { appStore, billingAtom, getRuntimeConfig, teamAtom } from '@vigil/shared';
import { fakeCard, fakeStripe } from '../../testing/fake-stripe-elements';
import {
  billing,
  button,
  calls,
  handlers,
  onDone,
  planButton,
  priceOf,
  renderPanel,
  serve,
  TEAM,
  usePanelHarness,
  visa,
  warn,
} from '../../testing/panel-harness';
import { redirectTo } from './redirect';

jest.mock('@stripe/react-stripe-js', () =>
  jest.requireActual('../../testing/fake-stripe-elements'),
);
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));
jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);
usePanelHarness();

describe('loading', () => {
  it('says "Loading Billing Info..." until the info arrives, then shows the plan in upper case', async () => {
    serve(billing({ name: 'cloud', price_amount: 1900 }));
    let answer: (info: unknown) => void = () => undefined;
    handlers.billingInfo = () => new Promise((resolve) => (answer = resolve));
    renderPanel();
    expect(screen.getByText('Loading Billing Info...')).toBeInTheDocument();
    await act(async () => answer(billing({ name: 'cloud', price_amount: 1900 })));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('CLOUD');
    expect(appStore.get(billingAtom)?.plan.name).toBe('cloud');
  });

  it('without the info shows why and Retry, not "Loading" forever; no toast, only logs', async () => {
    serve(billing());
    let online = false;
    handlers.billingInfo = () =>
      online
        ? billing({ name: 'cloud', price_amount: 1900 })
        : Promise.reject(new Error('offline'));
    handlers.stripeKey = () => Promise.reject(new Error('offline'));
    const user = userEvent.setup();
    renderPanel();
    expect(
      await screen.findByText(
        'Billing info could not be loaded. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Loading Billing Info...')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    online = true;
    await user.click(button('Retry'));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('CLOUD');
  });
});

describe('plans', () => {
  it('offers free, cloud and selfhost (never enterprise), each with its details', async () => {
    serve(billing());
    const user = userEvent.setup();
    renderPanel(billing());
    for (const plan of ['free', 'cloud', 'selfhost']) expect(planButton(plan)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /enterprise/i })).not.toBeInTheDocument();

    const details = (plan: string) => within(screen.getByTestId(`plan-${plan}`));
    await user.click(details('free').getByRole('button', { name: 'View Details' }));
    expect(details('free').getByText('2 weeks of data retention')).toBeInTheDocument();
    expect(details('free').getByText('3 pages per site')).toBeInTheDocument();
    await user.click(details('cloud').getByRole('button', { name: 'View Details' }));
    for (const line of [
      'More than 1 site',
      '$0.10 per additional task per month',
      '1 month of data retention',
    ])
      expect(details('cloud').getByText(line)).toBeInTheDocument();
    await user.click(details('selfhost').getByRole('button', { name: 'View Details' }));
    expect(details('selfhost').getByText('Unlimited sites')).toBeInTheDocument();
    expect(details('selfhost').getByText('Premium engineer support')).toBeInTheDocument();
    await user.click(details('free').getByRole('button', { name: 'Hide Details' }));
    expect(details('free').queryByText('2 weeks of data retention')).not.toBeInTheDocument();
    expect(
      details('selfhost').getByRole('link', { name: 'Installation instructions' }),
    ).toHaveAttribute('href', getRuntimeConfig().links.installDocs);
  });

  it('prices selfhost at $1200 per month, or $1100 per month yearly; month is the default', async () => {
    serve(billing());
    const user = userEvent.setup();
    renderPanel(billing());
    expect(button('Monthly')).toHaveAttribute('aria-pressed', 'true');
    expect(priceOf('free')).toBe('$0');
    expect(priceOf('cloud')).toBe('$19');
    expect(priceOf('selfhost')).toBe('$1200');
    await user.click(button('Yearly'));
    expect(priceOf('selfhost')).toBe('$1100');
  });

  it('disables Update when the selection is the current plan', async () => {
    serve(billing({ name: 'selfhost', price_amount: 120000 }));
    const user = userEvent.setup();
    renderPanel(billing({ name: 'selfhost', price_amount: 120000 }));
    expect(planButton('selfhost')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Update')).toBeDisabled();
    await user.click(button('Yearly'));
    expect(button('Update')).toBeEnabled();
    await user.click(button('Monthly'));
    await user.click(planButton('free'));
    expect(button('Update')).toBeEnabled();
    await user.click(planButton('selfhost'));
    expect(button('Update')).toBeDisabled();
  });
});

describe('changing plan without a card (the server has no Stripe)', () => {
  it('sends the plan payload, reloads billing and team, toasts and calls back', async () => {
    serve(billing());
    const user = userEvent.setup();
    renderPanel(billing());
    let finish: () => void = () => undefined;
    handlers.subscriptionSetup = () =>
      new Promise((resolve) => (finish = () => resolve({ success: true, client_secret: null })));
    await user.click(planButton('selfhost'));
    await user.click(button('Yearly'));
    handlers.billingInfo = () =>
      billing({ name: 'selfhost', interval: 'year', price_amount: 1200000 });
    await user.click(button('Update'));
    // While saving: disabled, spinning.
    expect(button(/Update/)).toBeDisabled();
    await act(async () => finish());

    expect(await screen.findByText('Billing updated')).toBeInTheDocument();
    expect(calls('subscriptionSetup')).toEqual([
      {
        body: {
          name: 'selfhost',
          interval: 'year',
          price_amount: 1200000,
          task_amount: 0,
          ...planCatalogue.selfhost.limits,
          meta: { coupon: null },
        },
      },
    ]);
    expect(screen.getByTestId('current-plan')).toHaveTextContent('SELFHOST');
    expect(appStore.get(teamAtom)).toEqual(TEAM);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(button('Update')).toBeDisabled();
  });

  it('toasts "contact support" on failure and stops the spinner', async () => {
    serve(billing());
    handlers.subscriptionSetup = () => Promise.reject(new Error('400'));
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(planButton('cloud'));
    await user.click(button('Update'));
    expect(await screen.findByText('contact support')).toBeInTheDocument();
    expect(button('Update')).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText('Billing updated')).not.toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('checks each change; a valid code toasts its rounded percent and prices round up', async () => {
    serve(billing());
    handlers.couponSearch = ({ query }) =>
      (query as { code: string }).code === 'SAVE'
        ? { success: true, coupon: { code: 'SAVE', discount: 0.155 } }
        : { success: false, coupon: null };
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(button('Enter Coupon'));
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE');
    expect(await screen.findByText('16% off code applied!')).toBeInTheDocument();
    expect(calls('couponSearch').map((input) => input?.query)).toEqual([
      { code: 'S' },
      { code: 'SA' },
      { code: 'SAV' },
      { code: 'SAVE' },
    ]);
    expect(priceOf('cloud')).toBe('$17'); // 19 × 0.845 = 16.06, rounded up
    expect(priceOf('selfhost')).toBe('$1014');
    expect(button('View Coupon')).toBeInTheDocument();

    // An invalid code: discount back to 0, no message (only the earlier toast is there).
    await user.type(screen.getByLabelText('Coupon code'), 'X');
    await waitFor(() => expect(priceOf('cloud')).toBe('$19'));
    expect(button('Enter Coupon')).toBeInTheDocument();
    expect(screen.getAllByText(/code applied/)).toHaveLength(1);
  });

  it('sends the applied coupon with the plan, and only logs a failed check', async () => {
    serve(billing());
    handlers.couponSearch = () => ({ success: true, coupon: { code: 'HALF', discount: 0.5 } });
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(button('Enter Coupon'));
    await user.type(screen.getByLabelText('Coupon code'), 'H');
    await screen.findByText('50% off code applied!');
    handlers.couponSearch = () => Promise.reject(new Error('offline'));
    await user.clear(screen.getByLabelText('Coupon code'));
    await user.type(screen.getByLabelText('Coupon code'), 'HALF');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The coupon could not be checked:', expect.any(Error)),
    );
    handlers.couponSearch = () => ({ success: true, coupon: { code: 'HALF', discount: 0.5 } });
    await user.type(screen.getByLabelText('Coupon code'), ' ');
    await waitFor(() => expect(priceOf('selfhost')).toBe('$600'));
    await user.click(planButton('selfhost'));
    await user.click(button('Update'));
    await screen.findByText('Billing updated');
    expect(calls('subscriptionSetup')[0]?.body).toMatchObject({
      name: 'selfhost',
      price_amount: 60000,
      meta: { coupon: { code: 'HALF', discount: 0.5 } },
    });
  });
});

describe('the card form (Stripe configured)', () => {
  it('initial mode: Update waits for a complete card, then setup, confirm and complete', async () => {
    serve(billing(), 'pk_test_1');
    handlers.subscriptionSetup = () => ({ success: true, client_secret: 'seti_secret' });
    fakeStripe.confirmCardSetup.mockResolvedValue({
      setupIntent: { payment_method: 'pm_confirmed' },
    });
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(planButton('cloud'));
    const card = await screen.findByLabelText('Card number');
    expect(button('Update')).toBeDisabled();
    expect(button('Hide Card')).toBeInTheDocument();
    await user.type(card, '4242 4242 4242');
    expect(button('Update')).toBeDisabled();
    await user.type(card, ' 4242');
    expect(button('Update')).toBeEnabled();
    handlers.billingInfo = () => billing({ name: 'cloud', price_amount: 1900 }, visa);
    await user.click(button('Update'));

    expect(await screen.findByText('Billing updated')).toBeInTheDocument();
    expect(calls('subscriptionSetup')[0]?.body).toMatchObject({
      name: 'cloud',
      price_amount: 1900,
    });
    expect(fakeStripe.confirmCardSetup).toHaveBeenCalledWith('seti_secret', {
      payment_method: { card: fakeCard },
    });
    expect(calls('subscriptionComplete')).toEqual([{ body: { payment_method: 'pm_confirmed' } }]);
    expect(fakeCard.clear).toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(jest.mocked(loadStripe)).toHaveBeenCalledWith('pk_test_1');
    // Now on cloud with the card: Update Card and Update, no card form.
    expect(screen.getByTestId('current-plan')).toHaveTextContent('CLOUD');
    expect(button('Update Card')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('keeps submit disabled while processing and says "contact support" when confirmation fails', async () => {
    serve(billing(), 'pk_test_1');
    handlers.subscriptionSetup = () => ({ success: true, client_secret: 'seti_secret' });
    let fail: () => void = () => undefined;
    fakeStripe.confirmCardSetup.mockReturnValue(
      new Promise((resolve) => (fail = () => resolve({ error: { message: 'declined' } }))),
    );
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(planButton('selfhost'));
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.click(button('Update'));
    await waitFor(() => expect(fakeStripe.confirmCardSetup).toHaveBeenCalled());
    expect(button(/Update/)).toBeDisabled();
    await act(async () => fail());
    expect(await screen.findByText('contact support')).toBeInTheDocument();
    expect(button('Update')).toBeEnabled();
    expect(calls('subscriptionComplete')).toHaveLength(0);
  });

  it('hides the card form with Hide Card', async () => {
    serve(billing(), 'pk_test_1');
    const user = userEvent.setup();
    renderPanel(billing());
    await user.click(planButton('cloud'));
    await user.click(await screen.findByRole('button', { name: 'Hide Card' }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('card mode: a paid plan with a saved card updates only the card', async () => {
    const cloud = billing({ name: 'cloud', price_amount: 1900 }, visa);
    serve(cloud, 'pk_test_1');
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_created' } });
    const user = userEvent.setup();
    renderPanel(cloud);
    expect(screen.getByText('VISA ending in 4242')).toBeInTheDocument();
    expect(button('Update')).toBeDisabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(button('Update Card'));
    await user.type(await screen.findByLabelText('Card number'), '5555555555554444');
    await user.click(button('Save Card'));

    expect(await screen.findByText('Card updated')).toBeInTheDocument();
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: fakeCard });
    expect(calls('subscriptionComplete')).toEqual([{ body: { payment_method: 'pm_created' } }]);
    expect(calls('subscriptionSetup')).toHaveLength(0);
    expect(calls('billingInfo').length).toBeGreaterThanOrEqual(2);
    expect(calls('getAccount')).toHaveLength(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('enterprise', () => {
  it('shows only Manage Billing, which goes to the portal address', async () => {
    const enterprise = billing({ name: 'enterprise' });
    serve(enterprise);
    const user = userEvent.setup();
    renderPanel(enterprise);
    expect(screen.getByTestId('current-plan')).toHaveTextContent('ENTERPRISE');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Manage Billing']);
    await user.click(button('Manage Billing'));
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.test/session'),
    );
  });
});
