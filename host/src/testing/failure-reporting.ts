import { setRegistry } from '../federation/current-registry';
import { remoteFailures } from '../federation/failure-report';

/** The billing remote's manifest as the registry names it (version 3-a1b2c3d4). */
export const BILLING_MANIFEST = '/remotes/billing/3-a1b2c3d4/mf-manifest.json';

/**
 * For each test of the failure reporting: no failure recorded yet, the billing remote registered
 * (so a failure names its version), and console.error quiet, since failures are logged on
 * purpose; its spy is `world.consoleError`.
 */
export function useFailureReporting() {
  const world = {} as { consoleError: jest.SpyInstance };
  beforeEach(() => {
    remoteFailures.length = 0;
    setRegistry({ billing: { entry: BILLING_MANIFEST, version: '3-a1b2c3d4' } });
    world.consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    world.consoleError.mockRestore();
    setRegistry({});
  });
  return world;
}
