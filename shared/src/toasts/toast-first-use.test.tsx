/**
 * The first toast of a page: react-toastify is not loaded yet (setup-dom preloads it for the
 * other tests, so this file starts from a fresh module registry).
 */
async function freshPage() {
  jest.resetModules();
  const testing = await import('@testing-library/react/pure');
  const { notify } = await import('./notify');
  const { ToastHost } = await import('./toast-host');
  const toastifyRequests = jest.fn();
  jest.doMock('react-toastify', () => {
    toastifyRequests();
    return jest.requireActual('react-toastify');
  });
  return { ...testing, notify, ToastHost, toastifyRequests };
}

afterEach(() => jest.dontMock('react-toastify'));

it('loads nothing until the first toast, then shows the toasts in the order they were asked', async () => {
  const { render, screen, cleanup, notify, ToastHost, toastifyRequests } = await freshPage();
  const { container } = render(<ToastHost />);
  expect(container).toBeEmptyDOMElement();
  expect(toastifyRequests).not.toHaveBeenCalled();

  // Asked before the toast code has arrived: the id comes back at once, and the update that
  // follows must not overtake the toast it changes.
  const id = notify.loading('Saving the site');
  expect(typeof id).toBe('string');
  notify.update(id, { render: 'Site saved', type: 'success' });
  notify.error('Another one');

  expect(await screen.findByText('Site saved')).toBeInTheDocument();
  expect(screen.getByText('Another one')).toBeInTheDocument();
  expect(screen.queryByText('Saving the site')).not.toBeInTheDocument();
  expect(screen.getByText('Site saved').closest('.Toastify__toast')).toHaveClass(
    'Toastify__toast--success',
  );
  expect(toastifyRequests).toHaveBeenCalledTimes(1);
  cleanup();
});

it('gives distinct ids to toasts asked for before the code arrived', async () => {
  const { notify } = await freshPage();
  const ids = [notify('One'), notify.success('Two'), notify.custom('Three')];
  expect(new Set(ids).size).toBe(3);
  expect(notify('Mine', { toastId: 'my-toast' })).toBe('my-toast');
});
