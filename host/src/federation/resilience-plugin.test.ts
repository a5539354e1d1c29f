import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailures } from './failure-report';
import { BILLING_MANIFEST, useFailureReporting } from '../testing/failure-reporting';
import resiliencePlugin, { MANIFEST_TIMEOUT_MS } from './resilience-plugin';

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/** The arguments the federation runtime passes; `origin` (the runtime instance) is not read. */
const errorArgs = (args: Omit<ErrorArgs, 'origin' | 'from'>) =>
  ({ from: 'runtime', origin: {}, ...args }) as ErrorArgs;

useFailureReporting();

describe('errorLoadRemote', () => {
  it('reports the failed load with the remote version and returns undefined (the error is rethrown)', async () => {
    const plugin = resiliencePlugin();
    const result = await plugin.errorLoadRemote!(
      errorArgs({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('chunk failed') }),
    );

    expect(result).toBeUndefined();
    expect(remoteFailures).toEqual([
      { remote: 'billing', version: '3-a1b2c3d4', lifecycle: 'onLoad', error: 'chunk failed' },
    ]);
  });

  // For a manifest that fails to load (the time-out this plugin adds), the runtime calls the hook
  // with id = the manifest URL and the remote in `remote` (runtime-core SnapshotHandler,
  // lifecycle 'afterResolve'). failure-report.ts takes the remote from `id.split('/')[0]`, so it
  // records remote '' and version null: the one failure operators most need to attribute.
  it('attributes a manifest failure to its remote and version', async () => {
    const plugin = resiliencePlugin();
    await plugin.errorLoadRemote!(
      errorArgs({
        id: BILLING_MANIFEST,
        lifecycle: 'afterResolve',
        remote: {
          name: 'billing',
          entry: BILLING_MANIFEST,
          type: 'global',
          entryGlobalName: 'billing',
          shareScope: 'default',
        },
        error: new DOMException('The operation timed out.', 'TimeoutError'),
      }),
    );

    expect(remoteFailures).toEqual([
      {
        remote: 'billing',
        version: '3-a1b2c3d4',
        lifecycle: 'afterResolve',
        error: 'The operation timed out.',
      },
    ]);
  });
});

describe('fetch', () => {
  const originalFetch = globalThis.fetch;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const response = { ok: true, status: 200 } as Response;

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(response);
    globalThis.fetch = fetchMock as typeof fetch;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = originalFetch;
  });

  it('fetches the manifest with the caller options and a time-out signal', async () => {
    const plugin = resiliencePlugin();
    await expect(plugin.fetch!(BILLING_MANIFEST, { credentials: 'omit' })).resolves.toBe(response);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(BILLING_MANIFEST);
    expect(init).toMatchObject({ credentials: 'omit' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it(`aborts a manifest that has not answered after ${MANIFEST_TIMEOUT_MS} ms`, async () => {
    const plugin = resiliencePlugin();
    await plugin.fetch!(BILLING_MANIFEST, {});
    const signal = fetchMock.mock.calls[0]![1]!.signal!;

    jest.advanceTimersByTime(MANIFEST_TIMEOUT_MS - 1);
    expect(signal.aborted).toBe(false);

    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('gives every manifest request its own time-out', async () => {
    const plugin = resiliencePlugin();
    await plugin.fetch!(BILLING_MANIFEST, {});
    jest.advanceTimersByTime(MANIFEST_TIMEOUT_MS - 1);
    await plugin.fetch!(BILLING_MANIFEST, {});
    jest.advanceTimersByTime(1);

    const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.signal);
    expect(first?.aborted).toBe(true);
    expect(second?.aborted).toBe(false);
  });
});
