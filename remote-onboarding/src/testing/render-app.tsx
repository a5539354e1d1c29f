import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointName } from '@vigil/contract';
import { AppProviders, call, ToastHost } from '@vigil/shared';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app';

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
 * This remote's route table at `path`, under the providers the host gives it (store, Chakra,
 * toasts) and a MemoryRouter. `location()` is where the app has navigated to.
 */
export function renderApp(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  visited = [];
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  );
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <App />
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

/** An error shaped like the shared client's (axios) failures: status and body. */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

type Handler = (input: unknown, config: unknown) => unknown;

/**
 * Answers `call(name, ...)` from `handlers` (tests mock `call` at the @vigil/shared boundary);
 * an unexpected endpoint fails the test loudly.
 */
export function answerCalls(handlers: Partial<Record<EndpointName, Handler>>) {
  jest.mocked(call).mockImplementation((async (
    name: EndpointName,
    input: unknown,
    config: unknown,
  ) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(input, config);
  }) as typeof call);
}

/** The inputs `call` received for one endpoint, in order. */
export const callsTo = (name: EndpointName) =>
  jest
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, input, config]) => ({ input, config }));
