import { screen, waitFor, within } from '@testing-library/react';
import { appStore, metricsAtom } from '@vigil/shared';
import { issueFixture } from '../features/issues/testing/issue-fixtures';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { metricsFixture, uuid } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { itemTexts } from '../testing/item-texts';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const siteId = uuid(1, '5175e000');
const scanId = uuid(2, '5ca40000');
const issue = issueFixture(1, {
  title: 'Checkout button hidden',
  labels: ['checkout'],
  details: [
    '## What happens',
    '',
    'The button is <b>gone</b> <script>window.hacked = true</script>. See [the docs](https://docs.example.com) or [this](javascript:alert(1)).',
    '',
    '- on mobile',
    '- on `/cart`',
  ].join('\n'),
  trigger: { type: 'scan', id: scanId },
  affected: { type: 'site', id: siteId, str: 'https://shop.example.com' },
});

describe('Issue detail (call mocked at the @vigil/shared boundary)', () => {
  it('shows the title, status, links and the Markdown details as safe elements', async () => {
    answerCalls({ getIssue: () => issue });
    renderApp(`/issue/${issue.id}`);
    expect(await screen.findByRole('heading', { name: 'Checkout button hidden' })).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(screen.getByText('checkout')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://shop.example.com' })).toHaveAttribute(
      'href',
      `/site/${siteId}`,
    );
    expect(screen.getByRole('link', { name: /^Scan / })).toHaveAttribute('href', `/scan/${scanId}`);

    const details = screen.getByTestId('issue-details');
    expect(within(details).getByRole('heading', { name: 'What happens' })).toBeVisible();
    expect(itemTexts(details)).toEqual(['on mobile', 'on /cart']);
    const docs = within(details).getByRole('link', { name: 'the docs' });
    expect(docs).toHaveAttribute('href', 'https://docs.example.com');
    expect(docs).toHaveAttribute('rel', 'noreferrer');
    // HTML written in the details is shown as text, never run or turned into elements.
    expect(details).toHaveTextContent('<b>gone</b> <script>window.hacked = true</script>');
    expect(details.querySelector('script, b')).toBeNull();
    expect(within(details).queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(callsTo('getIssue')).toEqual([{ params: { id: issue.id } }]);
  });

  it('closes the issue, then offers to reopen it, refreshing the sidebar count each time', async () => {
    answerCalls({
      getIssue: () => issue,
      updateIssue: (input) => ({
        ...issue,
        status: (input as { body: { status: 'open' | 'closed' } }).body.status,
      }),
      homeMetrics: () => metricsFixture({ open_issues: 4 }),
    });
    const { user } = renderApp(`/issue/${issue.id}`);
    await user.click(await screen.findByRole('button', { name: 'Close issue' }));
    expect(await screen.findByRole('button', { name: 'Reopen issue' })).toBeVisible();
    expect(screen.getByText('Closed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reopen issue' }));
    expect(await screen.findByRole('button', { name: 'Close issue' })).toBeVisible();
    expect(callsTo('updateIssue')).toEqual([
      { params: { id: issue.id }, body: { status: 'closed' } },
      { params: { id: issue.id }, body: { status: 'open' } },
    ]);
    await waitFor(() => expect(callsTo('homeMetrics')).toHaveLength(2));
    expect(appStore.get(metricsAtom)).toEqual(metricsFixture({ open_issues: 4 }));
  });

  it('edits the title, details and labels', async () => {
    answerCalls({
      getIssue: () => issue,
      updateIssue: () => ({ ...issue, title: 'Checkout button missing', labels: ['a', 'b'] }),
    });
    const { user } = renderApp(`/issue/${issue.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(callsTo('updateIssue')).toHaveLength(0);
    await user.type(title, 'Checkout button missing');
    await user.clear(screen.getByRole('textbox', { name: 'Labels' }));
    await user.type(screen.getByRole('textbox', { name: 'Labels' }), 'a, b ,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Checkout button missing' })).toBeVisible();
    expect(callsTo('updateIssue')).toEqual([
      {
        params: { id: issue.id },
        body: { title: 'Checkout button missing', details: issue.details, labels: ['a', 'b'] },
      },
    ]);
    expect(callsTo('homeMetrics')).toHaveLength(0);
  });

  it('renders an issue a failed test opened: its component table, and the closing note in local time', async () => {
    const testId = uuid(3, '7e570000');
    const pageId = uuid(4, 'da9e0000');
    const closedAt = '2026-12-02T14:40:02.123Z';
    // As the API writes it (api/src/page-tests/issues.ts), with the note a passing test appends.
    const opened = issueFixture(2, {
      title: 'Test failed at 87.1 % on /pricing',
      status: 'closed',
      details: [
        `### [Test](/test/${testId}) of [/pricing](/page/${pageId})`,
        '',
        'Score **87.1 %**, threshold 95 %.',
        '',
        '| Component | Score |',
        '| --- | --- |',
        '| visual ❌ | 91.5 |',
        '| html | 100 |',
        '',
        '#### What changed',
        '',
        '- 1 changed area(s), 1200 pixels',
        '',
        `Closed: [test](/test/${testId}) passed at 100 % on ${closedAt}.`,
      ].join('\n'),
      time_closed: closedAt,
    });
    answerCalls({ getIssue: () => opened });
    renderApp(`/issue/${opened.id}`);
    const details = await screen.findByTestId('issue-details');
    expect(details).not.toHaveTextContent('| --- |');

    const table = within(details).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Component', 'Score']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['visual ❌', '91.5'],
      ['html', '100'],
    ]);
    // A wide table scrolls inside its own box rather than widening a phone's page.
    expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });

    const local = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(closedAt));
    expect(details).not.toHaveTextContent(closedAt);
    expect(details).toHaveTextContent(`passed at 100 % on ${local}.`);
    expect(within(details).getByText(local)).toHaveAttribute('datetime', closedAt);
    expect(within(details).getByRole('link', { name: 'test' })).toHaveAttribute(
      'href',
      `/test/${testId}`,
    );
    expect(within(details).getByRole('heading', { name: 'Test of /pricing' }).tagName).toBe('H5');
  });

  it("says so for an unknown issue or another team's", async () => {
    answerCalls({
      getIssue: () => {
        throw httpError(404, { reason: 'Not found.' });
      },
    });
    renderApp(`/issue/${issue.id}`);
    expect(await screen.findByText('Issue not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your issues' })).toHaveAttribute(
      'href',
      '/issue',
    );
  });
});
