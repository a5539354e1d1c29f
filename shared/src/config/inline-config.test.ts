import { appConfigFixture } from '../testing/fixtures';
import { INLINE_CONFIG_ID, readInlineConfig } from './inline-config';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const deployed = appConfigFixture();

/** The element as the gateway writes it into index.html. */
function inlinePage(text: string) {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_CONFIG_ID;
  element.textContent = text;
  document.head.append(element);
}

const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ ...deployed, google: false }),
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  jest.restoreAllMocks();
});

it('uses the config the page arrived with, without a request', async () => {
  inlinePage(JSON.stringify({ app: deployed, remotes: {} }));
  await expect(loadRuntimeConfig()).resolves.toEqual(deployed);
  expect(getRuntimeConfig()).toEqual(deployed);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('fetches /config/app.json when the page has no inline config (dev server, tests)', async () => {
  expect(readInlineConfig()).toEqual({});
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ google: false });
  expect(fetchMock).toHaveBeenCalledWith('/config/app.json', { cache: 'no-store' });
});

it('fetches when the gateway left the app config out (its file was broken)', async () => {
  inlinePage(JSON.stringify({ remotes: {} }));
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('fetches when the inline config is invalid or not JSON, and says why', async () => {
  inlinePage(JSON.stringify({ app: { ...deployed, apiBase: 'not a url' } }));
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ google: false });
  inlinePage('{ not json');
  expect(readInlineConfig()).toEqual({});
  await loadRuntimeConfig();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(console.warn).toHaveBeenCalled();
});
