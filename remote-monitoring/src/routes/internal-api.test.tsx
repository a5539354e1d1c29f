import { screen, within } from '@testing-library/react';
import { appStore, authAtom, getRuntimeConfig } from '@vigil/shared';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { setRuntimeConfig } from '../testing/shared-mock';
import { InternalApiRoute } from './internal-api';
import { cancelThenConfirm } from '../testing/cancel-then-confirm';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const OLD_KEY = 'old-key-0123456789abcdefWXYZ';
const NEW_KEY = 'new-key-9876543210fedcbaNEW1';

type Handlers = Parameters<typeof answerCalls>[0];

function renderApiAccess(overrides: Handlers = {}) {
  appStore.set(authAtom, {
    token: 'access-1',
    refreshToken: 'refresh-1',
    api_token: OLD_KEY,
    account: null,
  });
  answerCalls({
    getApiToken: () => ({ api_token: OLD_KEY }),
    regenerateApiToken: () => ({ api_token: NEW_KEY }),
    ...overrides,
  });
  return renderRoute('/internal-api', <InternalApiRoute />, '/internal-api').user;
}

const keyText = () => screen.getByLabelText('Current API key').textContent;

describe('API access', () => {
  it('shows the key masked until revealed, and copies it', async () => {
    const user = renderApiAccess();
    expect(screen.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
    await screen.findByRole('button', { name: 'Reveal' });
    expect(keyText()).toBe('••••••••••••WXYZ');
    expect(screen.queryByText(OLD_KEY)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(keyText()).toBe(OLD_KEY);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(keyText()).toBe('••••••••••••WXYZ');

    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(OLD_KEY);
    expect(await screen.findByText('API key copied')).toBeVisible();
  });

  it('regenerates only after confirmation, then shows the new key', async () => {
    const user = renderApiAccess();
    await cancelThenConfirm(user, {
      button: 'Regenerate',
      dialog: 'Regenerate API key?',
      says: ['The current key stops working immediately.'],
      request: 'regenerateApiToken',
    });
    expect(
      await screen.findByText('New API key created. The old key no longer works.'),
    ).toBeVisible();
    expect(callsTo('regenerateApiToken')).toHaveLength(1);
    expect(keyText()).toBe(NEW_KEY);
    expect(appStore.get(authAtom).api_token).toBe(NEW_KEY);
  });

  it("keeps the old key and toasts the server's reason when regenerating fails", async () => {
    const user = renderApiAccess({
      regenerateApiToken: () => Promise.reject(httpError(401, { detail: 'Session expired' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Session expired')).toBeVisible();
    expect(keyText()).toBe('••••••••••••WXYZ');
  });

  it('shows the base URL from the runtime config, examples with a Token header, and the docs', async () => {
    setRuntimeConfig({
      apiBase: 'https://api.vigil.test/',
      links: { ...getRuntimeConfig().links, docs: 'https://docs.vigil.test/api' },
    });
    renderApiAccess();
    expect(screen.getByLabelText('API base URL')).toHaveTextContent('https://api.vigil.test/v1');
    const curl = screen.getByRole('figure', { name: 'curl example' });
    expect(curl).toHaveTextContent('curl "https://api.vigil.test/v1/ops/site"');
    expect(curl).toHaveTextContent('Authorization: Token $VIGIL_API_KEY');
    const ci = screen.getByRole('figure', { name: 'CI example (GitHub Actions)' });
    expect(ci).toHaveTextContent('secrets.VIGIL_API_KEY');
    expect(ci).toHaveTextContent('POST "https://api.vigil.test/v1/ops/scan"');
    expect(screen.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      'https://docs.vigil.test/api',
    );
  });

  it("links the API reference next to the key, on the API's own origin", async () => {
    setRuntimeConfig({ apiBase: 'https://api.vigil.test/' });
    renderApiAccess();
    const keySection = screen.getByRole('region', { name: 'API key' });
    const link = await within(keySection).findByRole('link', { name: 'API reference' });
    expect(link).toHaveAttribute('href', 'https://api.vigil.test/v1/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links the API reference on this origin when the API is behind the gateway', async () => {
    setRuntimeConfig({ apiBase: '' });
    renderApiAccess();
    const keySection = screen.getByRole('region', { name: 'API key' });
    const link = await within(keySection).findByRole('link', { name: 'API reference' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/v1/docs`);
  });

  it('shows an error with Retry when the key cannot be loaded', async () => {
    renderApiAccess({ getApiToken: () => Promise.reject(httpError(500, { detail: 'Down' })) });
    expect(await screen.findByText('Could not load your API key.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
