import { loadRegistry } from './load-registry';

const validRegistry = {
  auth: { entry: '/remotes/auth/1-abcdef12/mf-manifest.json', version: '1-abcdef12' },
  billing: { entry: '/remotes/billing/2-abcdef12/mf-manifest.json', version: '2-abcdef12' },
};

describe('loadRegistry', () => {
  const originalFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const inlinePage = (payload: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'vigil-config';
    element.textContent = JSON.stringify(payload);
    document.head.append(element);
  };

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({}) } as Response);
    globalThis.fetch = fetchMock as typeof fetch;
  });
  afterEach(() => {
    document.getElementById('vigil-config')?.remove();
    globalThis.fetch = originalFetch;
  });

  it('uses the registry the page arrived with, without a request', async () => {
    inlinePage({ remotes: validRegistry });
    await expect(loadRegistry()).resolves.toEqual(validRegistry);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /config/remotes.json when the page has none', async () => {
    await expect(loadRegistry()).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-store' });
  });

  it('reports a malformed inline registry like a fetched one', async () => {
    inlinePage({ remotes: { billing: { entry: 'nope', version: '3' } } });
    await expect(loadRegistry()).rejects.toThrow('billing.entry');
  });
});
