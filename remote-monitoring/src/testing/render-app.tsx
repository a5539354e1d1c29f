import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointName } from '@vigil/contract';
import { AppProviders, call, ToastHost } from '@vigil/shared';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../app';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * This remote's route table at `path`, under the providers the host gives it (store, Chakra,
 * toasts) and a MemoryRouter. `location()` is where the app has navigated to.
 */
export function renderApp(path: string) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
      <ToastHost />
    </AppProviders>,
  );
  return { user, location: () => screen.getByTestId('location').textContent };
}

/** An error shaped like the shared client's (axios) failures: status and body. */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}

type Handler = (input: unknown) => unknown;

/**
 * Answers `call(name, ...)` from `handlers` (tests mock `call` at the @vigil/shared boundary);
 * an unexpected endpoint fails loudly.
 */
export function answerCalls(handlers: Partial<Record<EndpointName, Handler>>) {
  jest.mocked(call).mockImplementation((async (name: EndpointName, input: unknown) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return handler(input);
  }) as typeof call);
}

/** The inputs `call` received for one endpoint, in order. */
export const callsTo = (name: EndpointName) =>
  jest
    .mocked(call)
    .mock.calls.filter(([called]) => called === name)
    .map(([, input]) => input);
