import { screen, waitFor, within } from '@testing-library/react';
import type { Test } from '@vigil/contract';
import { PAGE_ID, scanFixture, SITE_ID } from '../features/scan-detail/testing/scan-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { failedTest, workingTest } from '../features/test-detail/testing/test-fixtures';
import { list, pageFixture, uuid } from '../testing/monitoring-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { PageRoute } from './page';
import { stubObjectUrls } from '../testing/object-urls';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

// Issue 13 on /page/{id}: Test now, the page's tests, its latest test, and its ignored areas.
const renderPage = () => renderRoute('/page/:id', <PageRoute />, `/page/${PAGE_ID}`);
const thePage = { ...pageFixture(1, SITE_ID), page_url: 'https://site.example.com/pricing' };
const passed = (index: number): Test =>
  failedTest({ id: uuid(index, '7e570000'), status: 'passed', score: 99.2, deltas: null });
const settings = (ignore: string[]) => ({
  page: PAGE_ID,
  ignore_selectors: ignore,
  baseline_scan: null,
});

type ListQuery = { query: { limit: number; offset: number } };
/** listTests answered from `tests` (newest first), honouring limit and offset. */
const testsOf = (tests: Test[]) => (input: unknown) => {
  const { limit, offset } = (input as ListQuery).query;
  return list(tests.slice(offset, offset + limit), tests.length);
};

const answerPage = (handlers: Parameters<typeof answerCalls>[0]) =>
  answerCalls({
    listScans: () => list([scanFixture(1)]),
    getPage: () => thePage,
    getArtifact: () => new Blob(['png']),
    listTests: testsOf([]),
    getPageTestSettings: () => settings([]),
    ...handlers,
  });

stubObjectUrls('blob:latest');

describe('Page tests (call mocked at the @vigil/shared boundary)', () => {
  it('lists the tests with status and score against the threshold, the latest by the title', async () => {
    const tests = [failedTest(), ...Array.from({ length: 11 }, (_, i) => passed(i + 2))];
    answerPage({ listTests: testsOf(tests) });
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Tests' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('Test failed');
    expect(rows[1]).toHaveTextContent('87.1 % of 95 %');
    expect(rows[2]).toHaveTextContent('Test passed');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', `/test/${tests[0]!.id}`);
    expect(callsTo('listTests')[0]).toEqual({ query: { page_id: PAGE_ID, limit: 10, offset: 0 } });

    // The latest test's outcome sits by the URL and opens it.
    const latest = screen.getByRole('link', { name: 'Latest test: failed' });
    expect(latest).toHaveAttribute('href', `/test/${tests[0]!.id}`);

    // Paging the tests does not move the scans list (?page= is the scans').
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(callsTo('listTests')).toContainEqual({
      query: { page_id: PAGE_ID, limit: 10, offset: 10 },
    });
  });

  it('says what Test now does when the page has no tests yet', async () => {
    answerPage({});
    renderPage();
    expect(await screen.findByText('No tests yet')).toBeVisible();
    expect(screen.getByText('Not tested')).toBeVisible();
  });

  it('Test now starts a test of the page and opens it', async () => {
    const started = workingTest();
    answerPage({ createTest: () => [started] });
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Test now' }));
    expect(callsTo('createTest')).toEqual([{ body: { page_id: PAGE_ID } }]);
    await waitFor(() => expect(location()).toBe(`/test/${started.id}`));
  });

  it('Test now over the plan says the tests are used up and stays on the page', async () => {
    answerPage({
      createTest: () => Promise.reject(httpError(426, { reason: 'max tests reached' })),
    });
    const { user, location } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Test now' }));
    expect(await screen.findByText(/tests for this month are used up/)).toBeVisible();
    expect(location()).toBe(`/page/${PAGE_ID}`);
    expect(screen.getByRole('button', { name: 'Test now' })).toBeEnabled();
  });

  it('adds and removes ignored selectors, and shows why one is refused', async () => {
    let saved = ['.clock'];
    answerPage({
      getPageTestSettings: () => settings(saved),
      updatePageTestSettings: (input) => {
        const { ignore_selectors } = (input as { body: { ignore_selectors: string[] } }).body;
        if (ignore_selectors.some((s) => s.length > 30))
          return Promise.reject(
            httpError(400, {
              reason: 'a selector must be at most 200 characters',
              field: 'ignore_selectors.1',
            }),
          );
        saved = ignore_selectors;
        return settings(saved);
      },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Ignored areas' });
    const listed = await within(card).findByRole('list', { name: 'Ignored selectors' });
    expect(listed).toHaveTextContent('.clock');
    const input = within(card).getByRole('textbox', { name: 'CSS selector' });

    await user.type(input, '#ad-banner');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callsTo('updatePageTestSettings')).toEqual([
        { params: { id: PAGE_ID }, body: { ignore_selectors: ['.clock', '#ad-banner'] } },
      ]),
    );
    expect(await within(listed).findByText('#ad-banner')).toBeVisible();
    expect(input).toHaveValue('');

    // Checked here first: a selector the browser cannot parse, or one listed already.
    await user.type(input, 'div[[');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByText('div[ is not a CSS selector.')).toBeVisible();
    await user.clear(input);
    await user.type(input, '.clock');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByText('.clock is in the list already.')).toBeVisible();
    expect(callsTo('updatePageTestSettings')).toHaveLength(1);

    // The server's refusal is shown by the field.
    await user.clear(input);
    await user.type(input, '.a-very-long-selector-the-server-refuses');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(
      await within(card).findByText('a selector must be at most 200 characters'),
    ).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Remove .clock' }));
    await waitFor(() => expect(saved).toEqual(['#ad-banner']));
    expect(within(listed).queryByText('.clock')).not.toBeInTheDocument();
  });
});
