import { screen, within } from '@testing-library/react';
import { trendFixture } from '../features/score-trend/testing/trend-fixtures';
import { callsTo, httpError, renderApp } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { answerSite, site } from '../testing/site-screen';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

describe('Site score trend', () => {
  const trendRegion = () => screen.findByRole('region', { name: 'Score trend' });

  it('charts the last 30 days with their dates when there are two days of scans', async () => {
    answerSite({ siteScoreTrend: () => trendFixture([55, 62, 81]) });
    renderApp(`/site/${site.id}`);
    const trend = await trendRegion();
    expect(
      await within(trend).findByRole('img', {
        name: 'Score trend over the last 30 days, from 55 to 81',
      }),
    ).toBeVisible();
    // The window's first and last UTC day (trendFixture ends on 2026-11-21).
    expect(trend).toHaveTextContent('Oct 23, 2026 – Nov 21, 2026');
    expect(trend).toHaveTextContent('3 days with scans, 3 scans; latest score 81.');
    expect(callsTo('siteScoreTrend')).toEqual([{ query: { site_id: site.id, days: 30 } }]);
  });

  it('says how to get a trend when there are fewer than two days of scans', async () => {
    answerSite({ siteScoreTrend: () => trendFixture([64]) });
    renderApp(`/site/${site.id}`);
    const trend = await trendRegion();
    expect(await within(trend).findByText(/^Not enough scans yet/)).toBeVisible();
    expect(within(trend).queryByRole('img')).toBeNull();
  });

  it('keeps the rest of the screen when the trend cannot load, and retries', async () => {
    let fail = true;
    answerSite({
      siteScoreTrend: () => (fail ? Promise.reject(httpError(503)) : trendFixture([40, 50])),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const trend = await trendRegion();
    expect(await within(trend).findByText('Could not load the score trend.')).toBeVisible();
    expect(screen.getByText('Score 78')).toBeVisible();
    fail = false;
    await user.click(within(trend).getByRole('button', { name: 'Retry' }));
    expect(
      await within(trend).findByRole('img', { name: /^Score trend over the last 30 days/ }),
    ).toBeVisible();
  });
});
