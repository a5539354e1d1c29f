import { screen, waitFor } from '@testing-library/react';
import { issueFixture } from '../features/issues/testing/issue-fixtures';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { metricsFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const created = issueFixture(7, { title: 'Footer overlaps', labels: ['layout', 'mobile'] });

describe('New issue (call mocked at the @vigil/shared boundary)', () => {
  it('asks for a title before sending anything', async () => {
    answerCalls({});
    const { user } = renderApp('/issue/new');
    await user.click(await screen.findByRole('button', { name: 'Create issue' }));
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(callsTo('createIssue')).toHaveLength(0);
  });

  it('creates the issue, refreshes the sidebar count and opens it', async () => {
    answerCalls({
      createIssue: () => created,
      getIssue: () => created,
      homeMetrics: () => metricsFixture({ open_issues: 1 }),
    });
    const { user, location } = renderApp('/issue/new');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Footer overlaps');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'On **phones**');
    await user.type(screen.getByRole('textbox', { name: 'Labels' }), 'layout, mobile, layout');
    await user.click(screen.getByRole('button', { name: 'Create issue' }));
    await waitFor(() => expect(location()).toBe(`/issue/${created.id}`));
    expect(await screen.findByRole('heading', { name: 'Footer overlaps' })).toBeVisible();
    expect(callsTo('createIssue')).toEqual([
      {
        body: { title: 'Footer overlaps', details: 'On **phones**', labels: ['layout', 'mobile'] },
      },
    ]);
    expect(callsTo('homeMetrics')).toHaveLength(1);
    // The detail shows what the create answered, without reading it again.
    expect(callsTo('getIssue')).toHaveLength(0);
  });

  it("shows the server's reason when the issue cannot be created", async () => {
    answerCalls({
      createIssue: () => {
        throw httpError(400, {
          reason: 'title: Title must be at most 200 characters',
          field: 'title',
        });
      },
    });
    const { user, location } = renderApp('/issue/new');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Create issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'title: Title must be at most 200 characters',
    );
    expect(location()).toBe('/issue/new');
  });
});
