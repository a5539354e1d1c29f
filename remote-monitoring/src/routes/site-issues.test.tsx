import { screen, within } from '@testing-library/react';
import { issueFixture } from '../features/issues/testing/issue-fixtures';
import { callsTo, renderApp } from '../testing/render-app';
import { list, pageFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { answerSite, site } from '../testing/site-screen';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const pricing = pageFixture(1, site.id);
const failed = issueFixture(1, {
  title: 'Test failed at 87.1 % on /pricing',
  labels: ['test'],
  affected: { type: 'page', id: pricing.id, str: pricing.page_url },
});
const fixed = issueFixture(2, {
  title: 'Checkout flow failed',
  status: 'closed',
  labels: ['flow'],
});
type Query = { query: { status: string; site_id: string; offset: number } };

/** The API's answer: the site's issues of the status asked for, 12 open ones over two pages. */
function answerIssues() {
  answerSite({
    listIssues: (input) => {
      const { status, offset } = (input as Query).query;
      if (status === 'closed') return list([fixed]);
      return offset === 0 ? list([failed], 12) : list([issueFixture(3)], 12);
    },
  });
}

const issuesSection = () => screen.findByRole('region', { name: 'Issues' });

describe("The site's issues (issue 43)", () => {
  it('lists the open issues of the site, each opening its issue, and pages through them', async () => {
    answerIssues();
    const { user } = renderApp(`/site/${site.id}`);
    const section = await issuesSection();
    const link = await within(section).findByRole('link', { name: failed.title });
    expect(link).toHaveAttribute('href', `/issue/${failed.id}`);
    expect(within(section).getByText(pricing.page_url)).toBeVisible();
    expect(callsTo('listIssues')).toEqual([
      { query: { limit: 10, offset: 0, status: 'open', site_id: site.id } },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    expect(await within(section).findByRole('link', { name: 'Issue 3' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'All issues of the team' })).toHaveAttribute(
      'href',
      '/issue',
    );
  });

  it('shows the closed ones on asking, from their first page', async () => {
    answerIssues();
    const { user } = renderApp(`/site/${site.id}`);
    const section = await issuesSection();
    await within(section).findByRole('link', { name: failed.title });
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    await within(section).findByRole('link', { name: 'Issue 3' });
    await user.click(within(section).getByRole('button', { name: 'Closed' }));
    expect(await within(section).findByRole('link', { name: fixed.title })).toBeVisible();
    expect(within(section).queryByRole('link', { name: failed.title })).toBeNull();
    expect(callsTo('listIssues').at(-1)).toEqual({
      query: { limit: 10, offset: 0, status: 'closed', site_id: site.id },
    });
  });

  it('says what opens one when the site has none', async () => {
    answerSite({});
    renderApp(`/site/${site.id}`);
    const section = await issuesSection();
    expect(
      await within(section).findByText(
        'No open issues on this site. A failing test, case run or flow opens one here.',
      ),
    ).toBeVisible();
  });
});
