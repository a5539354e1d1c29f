import { useFailureReporting } from '../testing/failure-reporting';
import { onRemoteFailure, remoteFailures, reportRemoteFailure } from './failure-report';

const world = useFailureReporting();

it('records the remote, its registry version, the lifecycle and the error message', () => {
  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('chunk failed') });

  expect(remoteFailures).toEqual([
    { remote: 'billing', version: '3-a1b2c3d4', lifecycle: 'onLoad', error: 'chunk failed' },
  ]);
});

it('logs the failure as one JSON line for operators', () => {
  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('chunk failed') });

  expect(world.consoleError).toHaveBeenCalledWith(
    '[remote failure]',
    JSON.stringify({
      remote: 'billing',
      version: '3-a1b2c3d4',
      lifecycle: 'onLoad',
      error: 'chunk failed',
    }),
  );
});

it('records a null version for a remote missing from the registry', () => {
  reportRemoteFailure({ id: 'monitoring/App', lifecycle: 'beforeRequest', error: new Error('x') });

  expect(remoteFailures).toEqual([
    { remote: 'monitoring', version: null, lifecycle: 'beforeRequest', error: 'x' },
  ]);
});

it('keeps a thrown value that is not an Error as text', () => {
  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: 'script error' });

  expect(remoteFailures[0]?.error).toBe('script error');
});

it('keeps every failure of the page, oldest first', () => {
  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('first') });
  reportRemoteFailure({ id: 'auth/App', lifecycle: 'onLoad', error: new Error('second') });

  expect(remoteFailures.map((failure) => [failure.remote, failure.error])).toEqual([
    ['billing', 'first'],
    ['auth', 'second'],
  ]);
});

it('notifies listeners until they unsubscribe', () => {
  const listener = jest.fn();
  const unsubscribe = onRemoteFailure(listener);

  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('down') });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(listener).toHaveBeenCalledWith({
    remote: 'billing',
    version: '3-a1b2c3d4',
    lifecycle: 'onLoad',
    error: 'down',
  });

  unsubscribe();
  reportRemoteFailure({ id: 'billing/App', lifecycle: 'onLoad', error: new Error('again') });
  expect(listener).toHaveBeenCalledTimes(1);
  expect(remoteFailures).toHaveLength(2);
});
