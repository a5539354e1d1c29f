import { appConfigFixture } from '../testing/fixtures';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config';

const deployed = appConfigFixture();

const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue({ ok: status < 400, status, json: async () => body });

it('loads /config/app.json without the HTTP cache and keeps it', async () => {
  answer(200, deployed);
  await expect(loadRuntimeConfig()).resolves.toEqual(deployed);
  expect(fetchMock).toHaveBeenCalledWith('/config/app.json', { cache: 'no-store' });
  expect(getRuntimeConfig()).toEqual(deployed);
});

it('accepts an empty apiBase (same origin)', async () => {
  answer(200, { ...deployed, apiBase: '' });
  await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBase: '' });
});

it.each([
  ['an invalid file', () => answer(200, { ...deployed, links: { docs: 'not a url' } })],
  ['an HTTP error', () => answer(404, 'Not found')],
  ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
])('falls back to the defaults on %s, and says why', async (_, arrange) => {
  arrange();
  const config = await loadRuntimeConfig();
  expect(config.apiBase).toBe('');
  expect(config.google).toBe(false);
  expect(getRuntimeConfig()).toBe(config);
  expect(console.warn).toHaveBeenCalled();
});
