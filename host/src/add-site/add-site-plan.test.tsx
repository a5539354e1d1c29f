import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanName } from '@vigil/contract';
import {
  AppProviders,
  appStore,
  billingAtom,
  call,
  memberAtom,
  notify,
  queryClient,
} from '@vigil/shared';
import { slicesFixture } from '@vigil/shared/testing';
import { AddSiteDialog } from './add-site-dialog';

jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);

let answerPlan: (name: PlanName) => void = () => undefined;
let error: jest.SpyInstance;
beforeEach(() => {
  // The first screens after sign-in: an admin, and no plan yet (the shell asks for it late).
  appStore.set(billingAtom, null);
  appStore.set(memberAtom, slicesFixture().member);
  error = jest.spyOn(notify, 'error').mockReturnValue(0);
  jest.mocked(call).mockImplementation(((name: string) =>
    name === 'billingInfo'
      ? new Promise<unknown>((resolve) => {
          const { billing } = slicesFixture();
          answerPlan = (plan) => resolve({ ...billing, plan: { ...billing.plan, name: plan } });
        })
      : Promise.resolve({})) as typeof call);
});
afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
  appStore.set(billingAtom, null);
  appStore.set(memberAtom, null);
  jest.mocked(call).mockClear();
});

const addButton = () => screen.getByRole('button', { name: /^Add Site$/ });
const callsTo = (endpoint: string) =>
  jest.mocked(call).mock.calls.filter(([name]) => name === endpoint);

describe('the Add Site dialog opened before the plan has answered (product.md §5)', () => {
  it.each([
    ['selfhost', false],
    ['cloud', true],
  ] as const)('asks for it, waits disabled, then on %s is enabled: %s', async (plan, enabled) => {
    const user = userEvent.setup();
    render(<AddSiteDialog open onClose={() => undefined} />, { wrapper: AppProviders });
    await screen.findByRole('dialog', { name: 'Add Site' });
    expect(callsTo('billingInfo')).toHaveLength(1);

    // While the plan is asked: a busy, disabled button, and Enter sends nothing.
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    await user.type(
      screen.getByRole('textbox', { name: 'Site URL' }),
      'https://example.com{Enter}',
    );
    expect(callsTo('createSite')).toEqual([]);
    expect(error).not.toHaveBeenCalled();

    await act(async () => answerPlan(plan));
    await waitFor(() => expect(addButton()).toHaveAttribute('aria-busy', 'false'));
    if (enabled) expect(addButton()).toBeEnabled();
    else expect(addButton()).toBeDisabled();
  });
});
