import { screen } from '@testing-library/react';
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
