import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@vigil/shared';
import type { ComponentType } from 'react';
import {
  RemoteBoundary,
  STILL_LOADING_AFTER_MS,
  type RemoteBoundaryProps,
} from './remote-boundary';

type Load = RemoteBoundaryProps['load'];

const BillingApp = () => <p>Billing panel</p>;
const loaded = (App: ComponentType) => ({ default: App });
const never = () => new Promise<never>(() => undefined);

function renderBoundary(load: Load) {
  return render(
    <AppProviders>
      <p>Sidebar stays</p>
      <RemoteBoundary label="Billing" load={load} />
    </AppProviders>,
  );
}

// React reports every error an error boundary catches on console.error.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it("renders the remote's component once load resolves, loading it once with attempt 0", async () => {
  const load = jest.fn<ReturnType<Load>, Parameters<Load>>().mockResolvedValue(loaded(BillingApp));
  renderBoundary(load);

  expect(await screen.findByText('Billing panel')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith(0);
});

it('also renders a load that resolves to the component itself', async () => {
  renderBoundary(() => Promise.resolve(BillingApp));

  expect(await screen.findByText('Billing panel')).toBeInTheDocument();
});

describe('while loading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`shows a spinner, and says the remote is still loading after ${STILL_LOADING_AFTER_MS} ms`, () => {
    renderBoundary(never);

    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(STILL_LOADING_AFTER_MS - 1));
    expect(screen.queryByText('Billing is still loading…')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Billing is still loading…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the loading state with the remote when it arrives late', async () => {
    let resolve!: (module: { default: ComponentType }) => void;
    renderBoundary(() => new Promise((done) => (resolve = done)));
    act(() => jest.advanceTimersByTime(STILL_LOADING_AFTER_MS));
    expect(screen.getByText('Billing is still loading…')).toBeInTheDocument();

    await act(async () => resolve(loaded(BillingApp)));

    expect(screen.getByText('Billing panel')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('when the remote fails', () => {
  it('shows the unavailable fallback with Try again, and the rest of the page stays', async () => {
    renderBoundary(() => Promise.reject(new Error('ChunkLoadError')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Billing is temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Sidebar stays')).toBeInTheDocument();
  });

  it('Try again loads afresh with attempt 1 and renders the remote when it now resolves', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<ReturnType<Load>, Parameters<Load>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(loaded(BillingApp));
    renderBoundary(load);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Billing panel')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([[0], [1]]);
  });

  it('offers Try again again after a second failure, counting attempts up', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<ReturnType<Load>, Parameters<Load>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce(loaded(BillingApp));
    renderBoundary(load);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Billing panel')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([[0], [1], [2]]);
  });

  it('also catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    renderBoundary(() => Promise.resolve(loaded(Broken)));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Billing is temporarily unavailable',
    );
    expect(screen.getByText('Sidebar stays')).toBeInTheDocument();
  });
});
