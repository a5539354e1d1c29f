import type * as SharedModule from '@vigil/shared';
import type { AppConfig } from '@vigil/shared';

type Shared = typeof SharedModule;

/**
 * @vigil/shared with its HTTP boundary (`call`), runtime config and federation loader replaced
 * by mocks; everything else (store, session, UI, toasts) is the real thing. Use as
 * `jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks())`.
 */
export function sharedWithMocks(): Shared {
  const actual = jest.requireActual<Shared>('@vigil/shared');
  return {
    ...actual,
    call: jest.fn(),
    getRuntimeConfig: jest.fn(() => actual.getRuntimeConfig()),
    loadRemoteModule: jest.fn(() => Promise.reject(new Error('no remote in this test'))),
  };
}

/** Runtime config for one test: the defaults with these changes (e.g. Google on). */
export function setRuntimeConfig(overrides: Partial<AppConfig>) {
  // Looked up at call time: this module is also loaded inside the mock factory itself.
  const actual = jest.requireActual<Shared>('@vigil/shared');
  const mocked = jest.requireMock<Shared>('@vigil/shared');
  jest
    .mocked(mocked.getRuntimeConfig)
    .mockReturnValue({ ...actual.getRuntimeConfig(), ...overrides });
}
