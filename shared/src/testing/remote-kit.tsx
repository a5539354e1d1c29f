/**
 * What every remote's tests need, once: @vigil/shared with its HTTP boundary mocked, answers for
 * `call`, an error shaped like the client's, a render under the host's providers, and a reset
 * between tests. A remote's own `src/testing/` only adds its App and its fixtures.
 *
 * It imports the package through '../index' (not '@vigil/shared'): Jest keys mocks by real path,
 * so a test's `jest.mock('@vigil/shared', …)` replaces that same module here too.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointName } from '@vigil/contract';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type * as SharedModule from '../index';
import {
  AppProviders,
  call,
  getRuntimeConfig,
  loadRemoteModule,
  notify,
  ToastHost,
} from '../index';
import { checkedAnswer, failOnContractDrift, forgetContractDrift } from './contract-answers';
import { resetApp } from './reset-app';

type Shared = typeof SharedModule;
const actualShared = () => jest.requireActual<Shared>('../index');

/**
 * A signed-out app with empty storage, the default runtime config and fresh mocks, per test; a
 * test fails if a mocked answer did not match its endpoint's contract (the app may have swallowed
 * the error).
 */
export function resetBetweenTests(alsoReset: () => void = () => undefined) {
  beforeEach(() => {
    forgetContractDrift();
    resetApp();
    sessionStorage.clear();
    jest.mocked(call).mockReset();
    jest.mocked(getRuntimeConfig).mockReset().mockImplementation(actualShared().getRuntimeConfig);
    jest
      .mocked(loadRemoteModule)
      .mockReset()
      .mockRejectedValue(new Error('no remote in this test'));
    alsoReset();
  });
  afterEach(() => {
    notify.dismiss();
    failOnContractDrift();
  });
}

/** An error shaped like the shared client's (axios) failures: status and body. */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

type Handler = (input: unknown, config: unknown) => unknown;

/**
 * Answers `call(name, …)` from `handlers`, each answer parsed with the endpoint's contract
 * response schema; an unexpected endpoint fails the test loudly.
 */
export function answerCalls(handlers: Partial<Record<EndpointName, Handler>>) {
  jest.mocked(call).mockImplementation(((name: EndpointName, input: unknown, config: unknown) => {
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`unexpected call ${name}`));
    try {
      return checkedAnswer(name, handler(input, config));
    } catch (error) {
      return Promise.reject(error);
    }
  }) as typeof call);
}

/** What `call` received for one endpoint, in order: the input and the axios config. */
export const callsWithConfigTo = (name: EndpointName) =>
  jest
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, input, config]) => ({ input, config }));

/** The inputs `call` received for one endpoint, in order. */
export const callsTo = (name: EndpointName) => callsWithConfigTo(name).map(({ input }) => input);

/** Every address the app has been at, in order (redirect chains included). */
let visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    visited.push(here);
  }, [here]);
  return <div data-testid="location">{here}</div>;
}

/**
 * `app` (a remote's route table) at `path`, under the providers the host gives it (store, Chakra,
 * toasts) and a MemoryRouter. `location()` is where the app has navigated to.
 */
export function renderRemote(
  app: ReactElement,
  path: string,
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  visited = [];
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {app}
        <LocationProbe />
      </MemoryRouter>
      <ToastHost />
    </AppProviders>,
  );
  return {
    user,
    location: () => screen.getByTestId('location').textContent,
    visited: () => [...visited],
  };
}
