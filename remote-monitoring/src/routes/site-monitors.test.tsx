import { screen, within } from '@testing-library/react';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { callsTo, renderApp } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { answerSite, site } from '../testing/site-screen';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

describe("The site's monitors (issue 46)", () => {
  it('lists the monitors naming the site, with state and uptime, each opening its monitor', async () => {
    const shop = monitorFixture(1, { name: 'Shop', site_id: site.id, state: 'down' });
    answerSite({ listMonitors: () => list([shop]) });
    renderApp(`/site/${site.id}`);
    const panel = within(await screen.findByRole('region', { name: 'Site monitors' }));
    const row = (await panel.findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Shop');
    expect(row).toHaveTextContent('Down');
    expect(row).toHaveTextContent('100 %');
    expect(within(row).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      `/uptime/${shop.id}`,
    );
    expect(callsTo('listMonitors')).toEqual([
      { query: { limit: 10, offset: 0, site_id: site.id } },
    ]);
  });
});
