import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppProviders,
  call,
  loadRemoteModule,
  logout,
  setNavigator,
  signIn,
  takeNext,
} from '@vigil/shared';
import { sessionFixture } from '@vigil/shared/testing';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setRegistry } from '../federation/current-registry';
import type { RemoteRegistry } from '../federation/registry';
import { routes } from './router';

jest.mock('@vigil/shared', () => ({
  ...jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
  registerRemoteEntries: jest.fn(),
}));
// The shell loads metrics and sites on mount; these tests are about routing, so it never answers.
jest.mocked(call).mockImplementation(() => new Promise(() => undefined));

const session = sessionFixture();

const registry: RemoteRegistry = Object.fromEntries(
  (['auth', 'onboarding', 'billing', 'monitoring'] as const).map((name) => [
    name,
    { entry: `/remotes/${name}/1-abcdef12/mf-manifest.json`, version: '1-abcdef12' },
  ]),
);

/** Each remote's App is a stub that says which remote it is. */
jest.mocked(loadRemoteModule).mockImplementation((id: string) => {
  const remote = id.split('/')[0];
  return Promise.resolve({ App: () => <p>{`${remote} remote`}</p> } as never);
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const notFoundText = 'Page not found. Check the address or go home';
const sidebar = () => screen.queryByRole('navigation', { name: 'Main' });

beforeEach(() => {
  setNavigator(jest.fn());
  setRegistry(registry);
});
afterEach(() => {
  logout();
  sessionStorage.clear();
});

describe('signed in', () => {
  beforeEach(() => signIn(session));

  it.each(['/no/such/page', '/404', '/billing/unknown'])(
    'shows the not-found page with a link home at %s',
    async (path) => {
      renderAt(path);

      const message = await screen.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === notFoundText,
      );
      expect(within(message).getByRole('link', { name: 'go home' })).toHaveAttribute('href', '/');
      expect(sidebar()).toBeInTheDocument();
    },
  );

  it('renders /billing with the billing remote inside the shell', async () => {
    renderAt('/billing');

    const main = screen.getByRole('main');
    expect(await within(main).findByText('billing remote')).toBeInTheDocument();
    const links = within(sidebar()!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/uptime',
      '/schedule',
      '/flow',
      '/case',
      '/issue',
      '/logs',
      '/billing',
      '/account',
    ]);
    [
      'Home',
      'Uptime',
      'Schedules',
      'Flows',
      'Cases',
      'Issues',
      'Logs',
      'Billing',
      'Account',
    ].forEach((label, index) => expect(links[index]).toHaveTextContent(new RegExp(`^${label}`)));
    expect(links[7]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('account-email')).toHaveTextContent('ada@example.com');
  });

  it.each([
    ['/', 'monitoring'],
    ['/logs', 'monitoring'],
    ['/site/42/migration', 'monitoring'],
    ['/billing/update', 'billing'],
  ])('renders %s with the %s remote inside the shell', async (path, remote) => {
    renderAt(path);

    expect(await within(screen.getByRole('main')).findByText(`${remote} remote`)).toBeVisible();
    expect(screen.queryByText(notFoundText)).not.toBeInTheDocument();
  });

  it("leaves a failed remote behind: the sidebar takes the user to another remote's page", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('billing is down'));
    const user = userEvent.setup();
    renderAt('/billing');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Billing is temporarily unavailable',
    );

    await user.click(within(sidebar()!).getByRole('link', { name: 'Home' }));

    expect(await screen.findByText('monitoring remote')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('renders /onboard with the onboarding remote and no sidebar', async () => {
    renderAt('/onboard');

    expect(await screen.findByText('onboarding remote')).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
  });
});

describe('signed out', () => {
  it('sends /logs to /login and remembers /logs as the next address', async () => {
    const router = renderAt('/logs');

    expect(await screen.findByText('auth remote')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('monitoring remote')).not.toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
    expect(takeNext()).toBe('/logs');
  });

  it('remembers the query string of the interrupted address', async () => {
    renderAt('/issue?status=open');

    await screen.findByText('auth remote');
    expect(takeNext()).toBe('/issue?status=open');
  });

  it('renders /login with the auth remote and without the sidebar', async () => {
    const router = renderAt('/login');

    expect(await screen.findByText('auth remote')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(takeNext()).toBeNull();
  });
});
