import { screen, waitFor, within } from '@testing-library/react';
import { appStore, metricsAtom } from '@vigil/shared';
import { issueFixture } from '../features/issues/testing/issue-fixtures';
import { answerCalls, callsTo, renderApp } from '../testing/render-app';
import { list, metricsFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const login = issueFixture(1, { title: 'Login broken', labels: ['auth', 'p1'] });
const slow = issueFixture(2, {
  title: 'Slow home page',
  affected: { type: 'page', id: issueFixture(9).id, str: 'https://shop.example.com/' },
});
const table = () => screen.findByRole('table', { name: 'Issues' });

describe('Issues list (call mocked at the @vigil/shared boundary)', () => {
  it('shows the open issues first, linking to each, with labels and affected object', async () => {
    answerCalls({ listIssues: () => list([login, slow]) });
    renderApp('/issue');
    const [, first, second] = within(await table()).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Login broken' })).toHaveAttribute(
      'href',
      `/issue/${login.id}`,
    );
    expect(first).toHaveTextContent('auth');
    expect(first).toHaveTextContent('p1');
    expect(second).toHaveTextContent('https://shop.example.com/');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo('listIssues')).toEqual([{ query: { limit: 10, offset: 0, status: 'open' } }]);
  });

  it('switches to closed issues, back on page 1, without selection', async () => {
    answerCalls({ listIssues: () => list([login], 25) });
    const { user, location } = renderApp('/issue?page=2');
    await table();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(location()).toBe('/issue?status=closed');
    await waitFor(() =>
      expect(callsTo('listIssues').at(-1)).toEqual({
        query: { limit: 10, offset: 0, status: 'closed' },
      }),
    );
    expect(screen.queryByRole('button', { name: /Close selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('searches once typing pauses, with the text in the URL', async () => {
    answerCalls({ listIssues: () => list([login]) });
    const { user, location } = renderApp('/issue');
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search issues' }), 'login');
    await waitFor(() => expect(location()).toBe('/issue?search=login'));
    await waitFor(() => expect(callsTo('listIssues')).toHaveLength(2));
    expect(callsTo('listIssues')[1]).toEqual({
      query: { limit: 10, offset: 0, status: 'open', search: 'login' },
    });
  });

  it('closes the selected issues in one call and refreshes the sidebar count', async () => {
    answerCalls({
      listIssues: () => list([login, slow]),
      closeIssues: () => ({ closed: 2 }),
      homeMetrics: () => metricsFixture({ open_issues: 3 }),
    });
    const { user } = renderApp('/issue');
    await table();
    const close = screen.getByRole('button', { name: 'Close selected' });
    expect(close).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Login broken' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Slow home page' }));
    await user.click(screen.getByRole('button', { name: 'Close selected (2)' }));
    expect(await screen.findByText('2 issues closed')).toBeVisible();
    expect(callsTo('closeIssues')).toEqual([{ body: { ids: [login.id, slow.id] } }]);
    await waitFor(() =>
      expect(appStore.get(metricsAtom)).toEqual(metricsFixture({ open_issues: 3 })),
    );
    expect(callsTo('homeMetrics')).toHaveLength(1);
    // The list is read again, and the ticks are gone.
    await waitFor(() => expect(callsTo('listIssues')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Close selected' })).toBeDisabled();
  });

  it('selects every row of the page at once', async () => {
    answerCalls({ listIssues: () => list([login, slow]) });
    const { user } = renderApp('/issue');
    await table();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: 'Close selected (2)' })).toBeEnabled();
  });

  it('says what raises issues when there are none, and offers a new one', async () => {
    answerCalls({ listIssues: () => list([]) });
    const { user, location } = renderApp('/issue');
    expect(await screen.findByText('No open issues')).toBeVisible();
    expect(screen.getByText(/opens an issue when a scheduled test, a case run/)).toBeVisible();
    const [, fromEmptyState] = screen.getAllByRole('link', { name: 'New issue' });
    await user.click(fromEmptyState!);
    expect(location()).toBe('/issue/new');
  });

  it('pages through the issues, keeping the page in the URL', async () => {
    answerCalls({ listIssues: () => list([login], 25) });
    const { user, location } = renderApp('/issue');
    const pages = await screen.findByRole('navigation', { name: 'Issues pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/issue?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(callsTo('listIssues').at(-1)).toEqual({
      query: { limit: 10, offset: 10, status: 'open' },
    });
  });
});
