import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billing, renderPanel, serve, usePanelHarness } from '../../testing/panel-harness';

jest.mock('@stripe/react-stripe-js', () =>
  jest.requireActual('../../testing/fake-stripe-elements'),
);
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));
jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);
usePanelHarness();

// jsdom lays nothing out, so the rule is read from the grid's style: what a customer would see
// is each card at least 15rem wide, stacking when its container (the wizard's card, a phone) is
// narrower than three of them, instead of three 95 px columns that clip "$12/00".
it('gives every plan card at least 15rem, wrapping by the panel width rather than the window', () => {
  serve(billing());
  renderPanel(billing());
  const grid = screen.getByTestId('plan-cards');
  expect(grid).toHaveStyle({ gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' });
  expect(grid.children).toHaveLength(3);
});

it('says why Update is disabled, and the hint goes once another plan is chosen', async () => {
  serve(billing());
  const user = userEvent.setup();
  renderPanel(billing());
  const update = screen.getByRole('button', { name: 'Update' });
  expect(update).toBeDisabled();
  expect(update).toHaveAccessibleDescription(
    'This is your current plan: choose a different plan or interval to update.',
  );
  await user.click(screen.getByRole('button', { name: 'Select cloud plan' }));
  expect(update).toBeEnabled();
  expect(screen.queryByText(/This is your current plan/)).toBeNull();
});

it('keeps the interval toggle in place when the coupon field opens (top-aligned row)', async () => {
  serve(billing());
  const user = userEvent.setup();
  renderPanel(billing());
  await user.click(screen.getByRole('button', { name: 'Enter Coupon' }));
  expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  const row = screen.getByTestId('plan-options');
  expect(row).toContainElement(screen.getByRole('group', { name: 'Billing interval' }));
  expect(row).toHaveStyle({ alignItems: 'flex-start' });
});
