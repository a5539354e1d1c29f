import { act, fireEvent, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { TOAST_DURATIONS } from './toast-catalogue';
import { ToastHost } from './toast-host';

const toastOf = (text: string) => screen.getByText(text).closest('.Toastify__toast');
const timerOf = (text: string) =>
  toastOf(text)?.querySelector<HTMLElement>('.Toastify__progress-bar') ?? null;

/** react-toastify closes a toast when its timer animation ends; jsdom runs no animations. */
function expireTimers() {
  for (const bar of document.querySelectorAll('.Toastify__progress-bar--animated')) {
    fireEvent.animationEnd(bar);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  render(<ToastHost />);
});
afterEach(() => {
  act(() => {
    notify.dismiss();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

it('gives each type its catalogue duration', () => {
  act(() => {
    notify('Blank');
    notify.error('Error');
    notify.success('Success');
    notify.custom(<strong>Custom</strong>);
    notify.loading('Loading');
  });

  expect(TOAST_DURATIONS).toEqual({
    blank: 4000,
    error: 4000,
    success: 2000,
    loading: false,
    custom: 4000,
  });
  expect(timerOf('Blank')).toHaveStyle({ animationDuration: '4000ms' });
  expect(timerOf('Error')).toHaveStyle({ animationDuration: '4000ms' });
  expect(timerOf('Success')).toHaveStyle({ animationDuration: '2000ms' });
  expect(timerOf('Custom')).toHaveStyle({ animationDuration: '4000ms' });
  expect(toastOf('Error')).toHaveClass('Toastify__toast--error');
  expect(toastOf('Success')).toHaveClass('Toastify__toast--success');

  // When every timer has run out, only the loading toast is left.
  act(() => expireTimers());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Loading']);
});

it('removes a dismissed toast 1 s later', () => {
  let id: string | number = 0;
  act(() => {
    id = notify('Going');
  });
  act(() => notify.dismiss(id));
  act(() => jest.advanceTimersByTime(999));
  expect(screen.getByText('Going')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Going')).not.toBeInTheDocument();
});

it('shows at most 20 at once; the others wait their turn', () => {
  act(() => {
    for (let n = 1; n <= 25; n += 1) notify(`Toast ${n}`);
  });
  expect(screen.getAllByRole('alert')).toHaveLength(20);
  expect(screen.queryByText('Toast 21')).not.toBeInTheDocument();

  act(() => expireTimers());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getAllByRole('alert')).toHaveLength(5);
  expect(screen.getByText('Toast 25')).toBeInTheDocument();
});

it('turns a loading toast into a success with the success duration', () => {
  let id: string | number = 0;
  act(() => {
    id = notify.loading('Saving…');
  });
  act(() => notify.update(id, { render: 'Saved', type: 'success' }));
  // react-toastify applies updates after a 100 ms delay.
  act(() => jest.advanceTimersByTime(100));
  expect(toastOf('Saved')).toHaveClass('Toastify__toast--success');
  expect(timerOf('Saved')).toHaveStyle({ animationDuration: '2000ms' });
});

it('stacks toasts bottom right, clear of the top bar and its search box', () => {
  act(() => {
    notify('Saved');
  });
  expect(toastOf('Saved')?.closest('.Toastify__toast-container')).toHaveClass(
    'Toastify__toast-container--bottom-right',
  );
});
