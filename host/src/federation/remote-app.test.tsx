import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, loadRemoteModule, registerRemoteEntries } from '@vigil/shared';
import type { ComponentType } from 'react';
import { setRegistry } from './current-registry';
import { RemoteApp, warmRemote } from './remote-app';

jest.mock('@vigil/shared', () => ({
  ...jest.requireActual<object>('@vigil/shared'),
  loadRemoteModule: jest.fn(),
  registerRemoteEntries: jest.fn(),
}));

const loadRemote = jest.mocked(loadRemoteModule);
const register = jest.mocked(registerRemoteEntries);

const billing = { entry: '/remotes/billing/3-a1b2c3d4/mf-manifest.json', version: '3-a1b2c3d4' };
const BillingApp = () => <p>Billing panel</p>;
const exposing = (App: ComponentType) => Promise.resolve({ App } as never);
/** The first load of the remote fails (`reason`), the next (Try again) loads it. */
const failsOnceThenLoads = (reason: string) =>
  loadRemote
    .mockRejectedValueOnce(new Error(reason))
    .mockImplementationOnce(() => exposing(BillingApp));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  loadRemote.mockReset();
  register.mockReset();
  setRegistry({ billing });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  setRegistry({});
});

const renderRemote = (remote: Parameters<typeof RemoteApp>[0]['remote']) =>
  render(
    <AppProviders>
      <RemoteApp remote={remote} />
    </AppProviders>,
  );

it('loads <remote>/App and renders its App export, without re-registering on the first load', async () => {
  loadRemote.mockImplementation(() => exposing(BillingApp));
  renderRemote('billing');

  expect(await screen.findByText('Billing panel')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledWith('billing/App');
  expect(register).not.toHaveBeenCalled();
});

it('on Try again re-registers the remote with force from the registry entry, then loads it anew', async () => {
  const user = userEvent.setup();
  failsOnceThenLoads('Failed to fetch manifest');
  renderRemote('billing');

  expect(await screen.findByRole('alert')).toHaveTextContent('Billing is temporarily unavailable');
  expect(register).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByText('Billing panel')).toBeInTheDocument();
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith([{ name: 'billing', entry: billing.entry }], {
    force: true,
  });
  expect(loadRemote.mock.calls).toEqual([['billing/App'], ['billing/App']]);
  // The stale entry is dropped before the second load, not after it.
  expect(register.mock.invocationCallOrder[0]).toBeLessThan(
    loadRemote.mock.invocationCallOrder[1]!,
  );
});

it('re-registers with the entry the registry holds at the time of the retry', async () => {
  const user = userEvent.setup();
  failsOnceThenLoads('down');
  renderRemote('billing');
  await screen.findByRole('alert');

  const rolledBack = {
    entry: '/remotes/billing/2-0a1b2c3d/mf-manifest.json',
    version: '2-0a1b2c3d',
  };
  setRegistry({ billing: rolledBack });
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  await screen.findByText('Billing panel');
  expect(register).toHaveBeenCalledWith([{ name: 'billing', entry: rolledBack.entry }], {
    force: true,
  });
});

it('shows the unavailable fallback for a remote missing from the registry, without loading it', async () => {
  renderRemote('monitoring');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Monitoring is temporarily unavailable',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

it('keeps showing the fallback on Try again while the remote is still missing', async () => {
  const user = userEvent.setup();
  renderRemote('onboarding');
  await user.click(await screen.findByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Onboarding is temporarily unavailable',
  );
  expect(loadRemote).not.toHaveBeenCalled();
  expect(register).not.toHaveBeenCalled();
});

it('shows the fallback when the remote does not expose an App', async () => {
  loadRemote.mockResolvedValue({} as never);
  renderRemote('billing');

  expect(await screen.findByRole('alert')).toHaveTextContent('Billing is temporarily unavailable');
});

it.each([
  ['auth', 'Sign-in'],
  ['onboarding', 'Onboarding'],
  ['billing', 'Billing'],
  ['monitoring', 'Monitoring'],
] as const)('names the %s remote "%s" in its fallback', async (remote, label) => {
  setRegistry({});
  renderRemote(remote);

  expect(await screen.findByRole('alert')).toHaveTextContent(`${label} is temporarily unavailable`);
});

describe('a start-up that warmed the remote first', () => {
  it('hands its load to the route: the remote is loaded once and renders', async () => {
    loadRemote.mockImplementation(() => exposing(BillingApp));
    await warmRemote('billing', '/billing').arrived;
    renderRemote('billing');

    expect(await screen.findByText('Billing panel')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('reports a failed remote once, and Try again still loads it anew', async () => {
    const user = userEvent.setup();
    failsOnceThenLoads('Failed to fetch manifest');
    await warmRemote('billing', '/billing').arrived;
    renderRemote('billing');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Billing is temporarily unavailable',
    );
    expect(loadRemote).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Billing panel')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it("waits for the remote's preload of the screen at the path, and arrives even when it fails", async () => {
    let finishPreload: () => void = () => undefined;
    const preload = jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve)));
    loadRemote.mockImplementation(() => Promise.resolve({ App: BillingApp, preload } as never));
    let arrived = false;
    const warm = warmRemote('billing', '/billing/update');
    void warm.arrived.then(() => (arrived = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledWith('/billing/update');
    expect(arrived).toBe(false);
    finishPreload();
    await warm.arrived;

    preload.mockRejectedValueOnce(new Error('Loading chunk 12 failed'));
    await expect(warmRemote('billing', '/billing').arrived).resolves.toBeUndefined();
    // An older remote without preload arrives as before.
    loadRemote.mockImplementation(() => exposing(BillingApp));
    await expect(warmRemote('billing', '/billing').arrived).resolves.toBeUndefined();
  });
});
