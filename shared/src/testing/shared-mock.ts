import type * as SharedModule from '../index';
import type * as CallModule from '../api/call';
import type { AppConfig } from '../index';
import { answersCheckedByContract } from './contract-answers';

type Shared = typeof SharedModule;

/*
 * Kept apart from remote-kit and with type-only imports of the package at the top: the jest.mock
 * factory of '@vigil/shared' loads this file while '@vigil/shared' itself is being mocked, so
 * nothing here may import the package's values before the factory has returned.
 */

/**
 * @vigil/shared with its HTTP boundary (`call`, its answers parsed with the endpoint's contract
 * response schema, also as shared's own data hooks reach it), runtime config and federation loader replaced by mocks; everything else
 * (store, session, UI, toasts) is the real thing. Use as
 * `jest.mock('@vigil/shared', () => jest.requireActual('<testing>/shared-mock').sharedWithMocks())`.
 */
export function sharedWithMocks(): Shared {
  const actual = jest.requireActual<Shared>('../index');
  const call = mockedCall();
  // shared's own query hooks (src/data) reach `call` inside the package: route them to this mock.
  jest.requireActual<typeof CallModule>('../api/call').setCallTransport(call);
  return {
    ...actual,
    call,
    getRuntimeConfig: jest.fn(() => actual.getRuntimeConfig()),
    loadRemoteModule: jest.fn(() => Promise.reject(new Error('no remote in this test'))),
  };
}

/**
 * A `call` mock whose answers are parsed with the endpoint's contract response schema, for a
 * test that builds its own '@vigil/shared' mock (`sharedWithMocks` already has one).
 */
export const mockedCall = () => answersCheckedByContract(jest.fn());

/** Runtime config for one test: the defaults with these changes (e.g. Google on). */
export function setRuntimeConfig(overrides: Partial<AppConfig>) {
  const actual = jest.requireActual<Shared>('../index');
  const mocked = jest.requireMock<Shared>('../index');
  jest
    .mocked(mocked.getRuntimeConfig)
    .mockReturnValue({ ...actual.getRuntimeConfig(), ...overrides });
}
