import { createInstance } from '@module-federation/enhanced/runtime';
import resiliencePlugin, { CHUNK_LOAD_TIMEOUT_MS } from './resilience-plugin';

jest.mock('./failure-report', () => ({ reportRemoteFailure: jest.fn() }));

// The real federation runtime with the host's plugin. jsdom never fetches a <script src>, so a
// remote's remoteEntry.js here is exactly a stalled one: neither load nor error ever comes.
it('waits 120 s for a stalled remoteEntry.js, then fails with a ChunkLoadError', async () => {
  jest.useFakeTimers();
  const federation = createInstance({
    name: 'host',
    remotes: [
      {
        name: 'stalled',
        entry: 'http://127.0.0.1:9/remoteEntry.js',
        type: 'global',
        entryGlobalName: 'stalled',
      },
    ],
    plugins: [resiliencePlugin()],
  });
  let outcome: unknown = 'pending';
  void federation.loadRemote('stalled/App').then(
    (module) => (outcome = module),
    (error: unknown) => (outcome = error),
  );

  // The runtime's own default gave up at 20 s with RUNTIME-008.
  await jest.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000);
  expect(outcome).toBe('pending');

  await jest.advanceTimersByTimeAsync(1000);
  expect(outcome).toBeInstanceOf(Error);
  expect((outcome as Error).name).toBe('ChunkLoadError');
  expect((outcome as Error).message).toMatch(/remoteEntry\.js/);
  jest.useRealTimers();
});
