import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '../start-up/app-providers';
import { lazyScreen, preloadScreenAt, ScreenRoutes } from './screen-routes';

/** Stands in for the host's RemoteBoundary: shows the failure, Try again remounts. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <button onClick={() => this.setState({ failed: false })}>Try again</button>;
  }
}

function renderAt(path: string, ui: ReactNode) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Boundary>{ui}</Boundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

const billingPanel = () => <p>billing panel</p>;

it("renders the screen of the remote's route at the address, once its chunk arrives", async () => {
  const load = jest.fn(() => Promise.resolve(billingPanel));
  const billing = lazyScreen(load);
  renderAt(
    '/billing/update',
    <ScreenRoutes remote="billing" screens={{ billing, billingUpdate: billing }} />,
  );

  expect(await screen.findByText('billing panel')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches a failed chunk again on Try again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let online = false;
  const load = jest.fn(() =>
    online ? Promise.resolve(billingPanel) : Promise.reject(new Error('ChunkLoadError')),
  );
  const billing = lazyScreen(load);
  renderAt(
    '/billing',
    <ScreenRoutes remote="billing" screens={{ billing, billingUpdate: billing }} />,
  );
  const tryAgain = await screen.findByRole('button', { name: 'Try again' });

  online = true;
  await userEvent.click(tryAgain);

  expect(await screen.findByText('billing panel')).toBeInTheDocument();
});

it("renders under the host's pathless layout route without React Router's descendant-routes warning", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const billing = lazyScreen(() => Promise.resolve(billingPanel));
  const remote = <ScreenRoutes remote="billing" screens={{ billing, billingUpdate: billing }} />;
  // The host's shape: a pathless layout route per remote, whose element mounts the remote.
  const router = createMemoryRouter(
    [{ element: remote, children: [{ path: '/billing/update', element: <Outlet /> }] }],
    { initialEntries: ['/billing/update'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  expect(await screen.findByText('billing panel')).toBeInTheDocument();
  expect(warn.mock.calls.flat().join('\n')).not.toMatch(/descendant <Routes>/);
  warn.mockRestore();
});

describe('preloadScreenAt', () => {
  it('fetches only the screen the path shows, and the route then renders it with no loading state', async () => {
    const billingLoad = jest.fn(() => Promise.resolve(() => <p>billing panel</p>));
    const onboardLoad = jest.fn(() => Promise.resolve(() => <p>onboarding</p>));
    const billing = lazyScreen(billingLoad);
    lazyScreen(onboardLoad);
    const screens = { billing, billingUpdate: billing };

    await preloadScreenAt('billing', screens, '/billing/update');
    expect(billingLoad).toHaveBeenCalledTimes(1);
    expect(onboardLoad).not.toHaveBeenCalled();
    renderAt('/billing/update', <ScreenRoutes remote="billing" screens={screens} />);
    // Synchronously there: no Suspense fallback, no wait.
    expect(screen.getByText('billing panel')).toBeInTheDocument();
    expect(billingLoad).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path the remote does not show, or a screen that is not lazy', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>billing panel</p>));
    const billing = lazyScreen(load);
    await preloadScreenAt('billing', { billing, billingUpdate: billing }, '/logs');
    const plain = () => <p>plain</p>;
    await preloadScreenAt('billing', { billing: plain, billingUpdate: plain }, '/billing');
    expect(load).not.toHaveBeenCalled();
  });
});
