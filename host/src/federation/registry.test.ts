import { fetchRegistry, parseRegistry, RegistryError } from './registry';

const remote = (name: string, version = '1-abcdef12') => ({
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  version,
});

/** What `pnpm remote:publish` writes once every remote has been published. */
const validRegistry = {
  auth: remote('auth'),
  onboarding: remote('onboarding', '2-0a1b2c3d'),
  billing: remote('billing', '3-a1b2c3d4'),
  monitoring: remote('monitoring', '4-deadbeef'),
};

describe('parseRegistry', () => {
  it('accepts a valid registry as it is', () => {
    expect(parseRegistry(validRegistry)).toEqual(validRegistry);
  });

  it('accepts absolute manifest URLs on another origin', () => {
    const registry = {
      ...validRegistry,
      billing: { entry: 'https://cdn.example.com/billing/3/mf-manifest.json', version: '3' },
    };
    expect(parseRegistry(registry).billing).toEqual(registry.billing);
  });

  // The publish tooling writes one remote at a time (tooling/remotes/registry.ts `Pointer` is a
  // Partial record), and remote-app.tsx handles a remote missing from the registry.
  it('accepts a registry that lists only the remotes published so far', () => {
    const partial = { billing: validRegistry.billing };
    expect(parseRegistry(partial)).toEqual(partial);
  });

  it.each([
    ['a bare word', 'billing'],
    ['a remoteEntry.js script', '/remotes/billing/3-a1b2c3d4/remoteEntry.js'],
    ['a relative path', 'remotes/billing/3-a1b2c3d4/mf-manifest.json'],
  ])('rejects a billing entry that is %s, naming billing.entry', (_, entry) => {
    const registry = { ...validRegistry, billing: { ...validRegistry.billing, entry } };
    expect(() => parseRegistry(registry)).toThrow(RegistryError);
    expect(() => parseRegistry(registry)).toThrow(
      'billing.entry: entry must point to a mf-manifest.json',
    );
  });

  it('rejects an entry that is not text, naming the field', () => {
    const registry = { ...validRegistry, auth: { ...validRegistry.auth, entry: 42 } };
    expect(() => parseRegistry(registry)).toThrow(
      'auth.entry: entry must be a URL or an absolute path',
    );
  });

  it('rejects a missing version, naming the remote', () => {
    const registry = { ...validRegistry, monitoring: { entry: validRegistry.monitoring.entry } };
    expect(() => parseRegistry(registry)).toThrow('monitoring.version: version is required');
  });

  it('rejects a row that is not an object, naming the remote', () => {
    const registry = { ...validRegistry, billing: '/remotes/billing/3/mf-manifest.json' };
    expect(() => parseRegistry(registry)).toThrow(
      'remotes.json: billing: expected an object with entry and version',
    );
  });

  it('keeps only entry and version of each row', () => {
    const registry = { auth: { ...validRegistry.auth, note: 'rolled back by ops' } };
    expect(parseRegistry(registry)).toEqual({ auth: validRegistry.auth });
  });

  it('rejects an empty version', () => {
    const registry = { ...validRegistry, auth: { ...validRegistry.auth, version: '' } };
    expect(() => parseRegistry(registry)).toThrow('auth.version: version is required');
  });

  it('rejects a remote the host does not know, naming it', () => {
    const registry = { ...validRegistry, payments: remote('payments') };
    expect(() => parseRegistry(registry)).toThrow(RegistryError);
    expect(() => parseRegistry(registry)).toThrow(/payments/);
  });

  it.each([
    ['an array', []],
    ['a string', 'billing'],
    ['null', null],
  ])('rejects %s instead of an object, naming remotes.json', (_, raw) => {
    expect(() => parseRegistry(raw)).toThrow(RegistryError);
    expect(() => parseRegistry(raw)).toThrow(/^remotes\.json: .*expected record/);
  });
});

describe('fetchRegistry', () => {
  const originalFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const reply = (status: number, body: unknown) =>
    ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('fetches /config/remotes.json without the HTTP cache and returns the parsed registry', async () => {
    fetchMock.mockResolvedValue(reply(200, validRegistry));

    await expect(fetchRegistry()).resolves.toEqual(validRegistry);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-store' });
  });

  it('fetches the URL it is given', async () => {
    fetchMock.mockResolvedValue(reply(200, validRegistry));

    await fetchRegistry('https://example.com/config/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('https://example.com/config/remotes.json', {
      cache: 'no-store',
    });
  });

  it('reports an HTTP error with its status', async () => {
    fetchMock.mockResolvedValue(reply(503, { reason: 'down' }));

    const result = fetchRegistry();
    await expect(result).rejects.toThrow(RegistryError);
    await expect(result).rejects.toThrow('remotes.json: HTTP 503');
  });

  it('reports a served but malformed registry with the field at fault', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { ...validRegistry, billing: { entry: 'nope', version: '3' } }),
    );

    await expect(fetchRegistry()).rejects.toThrow('billing.entry');
  });
});
