import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@vigil/contract';
import { call, logout, setNavigator } from '@vigil/shared';
import { renderShell } from '../testing/render-shell';

jest.mock('@vigil/shared', () =>
  jest.requireActual('@vigil/shared/testing/shared-mock').sharedWithMocks(),
);

interface Pending {
  query: string;
  signal: AbortSignal | undefined;
  resolve: (results: SearchResult[]) => void;
}

/** Every search request stays pending until the test answers it; other calls never answer. */
let pending: Pending[] = [];
beforeEach(() => {
  pending = [];
  jest.mocked(call).mockImplementation(
    ((name: string, input?: { query?: { query: string } }, config?: { signal?: AbortSignal }) =>
      new Promise<SearchResult[]>((resolve) => {
        if (name === 'search')
          pending.push({ query: input!.query!.query, signal: config?.signal, resolve });
      })) as unknown as typeof call,
  );
});
afterEach(() => {
  const unregister = setNavigator(() => undefined);
  logout();
  unregister();
});

const site = (name: string): SearchResult => ({
  type: 'site',
  str: `https://${name}.example.com`,
  path: `/site/${name}`,
});
const searchBox = () => screen.getByRole('combobox', { name: 'Search' });
const answer = (query: string, results: SearchResult[]) =>
  act(async () => pending.find((request) => request.query === query)!.resolve(results));

describe('the search box', () => {
  it('takes focus on "/" unless the user is typing in a field', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');

    // Typed into another field, "/" is just a character.
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    await user.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(other).toHaveFocus();
    other.remove();
  });

  it('says how to start, with the prefixed examples, and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(searchBox());
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
    const examples = within(screen.getByRole('group', { name: 'Search by type' }));
    expect(examples.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'case:',
      'flow:',
      'site:',
      'page:',
      'issue:',
    ]);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByTestId('page'));
    expect(screen.queryByText('Start typing to search...')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');

    await user.click(searchBox());
    await user.click(screen.getByRole('button', { name: 'site:' }));
    expect(searchBox()).toHaveValue('site:');
    expect(pending.map((request) => request.query)).toEqual(['site:']);
  });

  it('sends one request per keystroke and shows results with a type badge, linking to their path', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'site');
    expect(pending.map((request) => request.query)).toEqual(['s', 'si', 'sit', 'site']);

    await answer('site', [
      site('shop'),
      { type: 'page', str: 'https://shop.example.com/cart', path: '/page/p1' },
    ]);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'sitehttps://shop.example.com',
      'pagehttps://shop.example.com/cart',
    ]);
    expect(options[0]).toHaveAttribute('href', '/site/shop');

    // Clearing the box sends nothing and shows the examples again.
    await user.clear(searchBox());
    expect(pending).toHaveLength(4);
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();
  });

  it('never lets a slow answer to an older query replace the newer one', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.type(searchBox(), 'si');
    await user.type(searchBox(), 'te');
    const older = pending.find((request) => request.query === 'si')!;
    // The older request is cancelled as soon as the next keystroke goes out...
    expect(older.signal?.aborted).toBe(true);
    expect(pending.find((request) => request.query === 'site')!.signal?.aborted).toBe(false);

    await answer('site', [site('newest')]);
    expect(screen.getByRole('option')).toHaveTextContent('https://newest.example.com');
    // ...and if its answer still arrives (here: after the newer one), it is ignored.
    await answer('si', [site('stale-a'), site('stale-b')]);
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('href'))).toEqual([
      '/site/newest',
    ]);
  });

  it('moves through results with the arrows, opens one with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/logs');
    await user.type(searchBox(), 'shop');
    await answer('shop', [site('one'), site('two'), site('three')]);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/site/two');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(searchBox());
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a result by clicking it, and only logs a failed search', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderShell('/');
    await user.type(searchBox(), 'x');
    await act(async () => {
      jest.mocked(call).mockRejectedValueOnce(new Error('network down'));
    });
    await user.type(searchBox(), 'y');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Search failed.', expect.any(Error)),
    );
    await answer('x', [site('clicked')]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'c');
    await answer('c', [site('clicked')]);
    await user.click(screen.getByRole('option'));
    expect(router.state.location.pathname).toBe('/site/clicked');
    consoleError.mockRestore();
  });
});
