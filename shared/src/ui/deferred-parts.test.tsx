import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { deferredParts } from './deferred-parts';

/** A two-part compound component whose code arrives when the test says so. */
function slowParts() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<object>((resolve) => {
        arrive = () =>
          resolve({
            Root: ({ children }: { children: ReactNode }) => <section>{children}</section>,
            Counter: ({ label }: { label: string }) => {
              const [count, setCount] = useState(0);
              return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
            },
          });
      }),
  );
  const { parts, preload } = deferredParts(load, ['Root', 'Counter']);
  return { parts, preload, load, arrive: () => act(async () => arrive()) };
}

it('renders nothing until the code arrives, fetching it once for every part', async () => {
  const { parts, load, arrive } = slowParts();
  const { Root, Counter } = parts;
  render(
    <div>
      <p>Around it</p>
      <Root>
        <Counter label="A" />
      </Root>
      <Counter label="B" />
    </div>,
  );
  // The rest of the screen is not held back (each part has its own Suspense).
  expect(screen.getByText('Around it')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  await arrive();
  expect(screen.getByRole('button', { name: 'A 0' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'B 0' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('keeps a part mounted before the code came through later renders (its state survives)', async () => {
  const { parts, arrive } = slowParts();
  const { Counter } = parts;
  function Screen() {
    const [title, setTitle] = useState('first');
    return (
      <>
        <h1 onClick={() => setTitle('second')}>{title}</h1>
        <Counter label="Clicks" />
      </>
    );
  }
  render(<Screen />);
  await arrive();
  await userEvent.click(screen.getByRole('button', { name: 'Clicks 0' }));
  await userEvent.click(screen.getByRole('heading', { name: 'first' }));
  expect(screen.getByRole('heading', { name: 'second' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeInTheDocument();
});

it('renders at once once preloaded', async () => {
  const { parts, preload, arrive } = slowParts();
  const loading = preload();
  await arrive();
  await loading;
  render(<parts.Counter label="Ready" />);
  expect(screen.getByRole('button', { name: 'Ready 0' })).toBeInTheDocument();
});
