import { screen, waitFor } from '@testing-library/react';
import { slicesFixture } from '@vigil/shared/testing';
import { trendFixture } from '../features/score-trend/testing/trend-fixtures';
import { answerCalls, callsTo, renderApp } from '../testing/render-app';
import { list, scoredSite } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { cancelThenConfirm } from '../testing/cancel-then-confirm';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const site = scoredSite(1, 78.2, 'failed');
const admin = slicesFixture().member;

function answerSite(type: 'admin' | 'contributor') {
  let deleted = false;
  answerCalls({
    getSite: () => site,
    getMember: () => ({ ...admin, type }),
    siteScoreTrend: () => trendFixture([]),
    listPages: () => list([]),
    listSiteLinks: () => list([]),
    deleteSite: () => {
      deleted = true;
      return { success: true };
    },
    listSites: () => list(deleted ? [] : [site]),
  });
}

describe('deleting a site (call mocked at the @vigil/shared boundary)', () => {
  it('asks first, names what goes and what stays, deletes, and goes home', async () => {
    answerSite('admin');
    const { user, location } = renderApp(`/site/${site.id}`);
    await cancelThenConfirm(user, {
      button: 'Delete site',
      dialog: 'Delete site',
      says: [`Delete ${site.site_url}?`, 'its issues are kept'],
      request: 'deleteSite',
    });
    expect(await screen.findByText('Site deleted')).toBeVisible();
    expect(callsTo('deleteSite')).toEqual([{ params: { id: site.id } }]);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('offers no Delete to a contributor', async () => {
    answerSite('contributor');
    renderApp(`/site/${site.id}`);
    expect(await screen.findByRole('button', { name: 'Re-crawl' })).toBeVisible();
    await screen.findByText('Score 78');
    expect(screen.queryByRole('button', { name: 'Delete site' })).toBeNull();
  });
});
