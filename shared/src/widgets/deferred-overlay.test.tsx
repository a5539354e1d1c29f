import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { loadOnce } from '../lazy/load-once';
import { DeferredOverlay, type Intent } from './deferred-overlay';

/** An overlay module whose arrival the test decides: it wraps the trigger and shows the intent. */
function controlledModule() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const Overlay = ({ trigger, intent }: { trigger: ReactElement; intent: Intent }) => (
    <section aria-label="overlay">
      {trigger}
      <output>
        {Object.keys(intent)
          .filter((key) => intent[key as keyof Intent])
          .join(' ')}
      </output>
    </section>
  );
  const module = loadOnce(
    () =>
      new Promise<{ Overlay: typeof Overlay }>((resolve, reject) =>
        attempts.push({ resolve: () => resolve({ Overlay }), reject }),
      ),
  );
  return { module, attempts };
}

function renderTrigger(
  module: ReturnType<typeof controlledModule>['module'],
  options: { delayMs?: number; opensOnPress?: boolean; onClick?: () => void } = {},
) {
  const { onClick, ...rest } = options;
  render(
    <DeferredOverlay
      module={module}
      trigger={<button onClick={onClick}>Open</button>}
      render={({ Overlay }, trigger, intent) => <Overlay trigger={trigger} intent={intent} />}
      {...rest}
    />,
  );
}

const overlay = () => screen.queryByRole('region', { name: 'overlay' });

it('loads nothing until the user reaches the trigger, then loads once', async () => {
  const { module, attempts } = controlledModule();
  renderTrigger(module);
  expect(attempts).toHaveLength(0);
  await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
  await userEvent.tab();
  expect(attempts).toHaveLength(1);
  await act(async () => attempts[0]!.resolve());
  expect(await screen.findByRole('region', { name: 'overlay' })).toHaveTextContent('point focus');
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('tells the overlay the intent has ended when the pointer left before the code arrived', async () => {
  const { module, attempts } = controlledModule();
  renderTrigger(module);
  await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
  await userEvent.unhover(screen.getByRole('button', { name: 'Open' }));
  await act(async () => attempts[0]!.resolve());
  await screen.findByRole('region', { name: 'overlay' });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('waits out the delay counted from the first intent', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { module, attempts } = controlledModule();
    renderTrigger(module, { delayMs: 100 });
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    await act(async () => attempts[0]!.resolve());
    act(() => jest.advanceTimersByTime(99));
    expect(overlay()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(overlay()).toHaveTextContent('point');
  } finally {
    jest.useRealTimers();
  }
});

it('for a menu, Enter asks for the overlay instead of clicking; otherwise keys reach the trigger', async () => {
  const menu = controlledModule();
  const onMenuClick = jest.fn();
  renderTrigger(menu.module, { opensOnPress: true, onClick: onMenuClick });
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(onMenuClick).not.toHaveBeenCalled();
  await act(async () => menu.attempts[0]!.resolve());
  expect(await screen.findByRole('region', { name: 'overlay' })).toHaveTextContent('focus press');
});

it('keeps the trigger working when the code cannot be fetched, and fetches again next time', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { module, attempts } = controlledModule();
  const onClick = jest.fn();
  renderTrigger(module, { onClick });
  await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
  await act(async () => attempts[0]!.reject(new Error('ChunkLoadError')));
  expect(warn).toHaveBeenCalledWith('An overlay could not be loaded:', expect.any(Error));
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(overlay()).not.toBeInTheDocument();
  await userEvent.unhover(screen.getByRole('button', { name: 'Open' }));
  await userEvent.hover(screen.getByRole('button', { name: 'Open' }));
  expect(attempts).toHaveLength(2);
  warn.mockRestore();
});
