import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { openNew } from '../features/uptime/testing/list-steps';
import { answerCalls, callsTo, renderApp } from '../testing/render-app';
import { list, siteFixture } from '../testing/monitoring-fixtures';
import { choose } from '../testing/choose';
import { resetBetweenTests } from '../testing/reset';
import { answerSite, site } from '../testing/site-screen';
import { UptimeRoute } from './uptime';
import { UptimeMonitorRoute } from './uptime-monitor';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

/** Issue 46: "a monitor belongs to a team and optionally to a site". */
const shop = siteFixture(1);
const blog = siteFixture(2);
const sitePicker = (form: HTMLElement) =>
  within(form).getByRole('combobox', { name: 'Site (optional)' });

describe("The monitor form's site", () => {
  it('creates a monitor on the chosen site from /uptime', async () => {
    answerCalls({
      listMonitors: () => list([]),
      listAlerts: () => list([]),
      listSites: () => list([shop, blog]),
      listTeamIncidents: () => list([]),
      listMaintenance: () => list([]),
      listStatusPages: () => list([]),
      createMonitor: () => monitorFixture(1, { site_id: blog.id }),
    });
    const { user } = renderRoute('/uptime', <UptimeRoute />, '/uptime');
    const form = await openNew(user, 'New monitor');
    expect(sitePicker(form)).toHaveDisplayValue('No site');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Blog');
    await within(form).findByRole('option', { name: blog.site_url });
    await choose(user, form, 'Site (optional)', blog.id);
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(callsTo('createMonitor')).toHaveLength(1));
    expect(callsTo('createMonitor')[0]).toMatchObject({ body: { name: 'Blog', site_id: blog.id } });
  });

  it("shows the monitor's site in the edit form on /uptime/:id, and takes it off", async () => {
    const monitor = monitorFixture(1, { site_id: shop.id });
    answerCalls({
      getMonitor: () => Promise.resolve(monitor),
      getMonitorStats: () => new Promise(() => {}),
      listMonitorIncidents: () => list([]),
      listMonitorResults: () => list([]),
      listAlerts: () => list([]),
      listSites: () => list([shop, blog]),
      updateMonitor: () => ({ ...monitor, site_id: null }),
    });
    const { user } = renderRoute('/uptime/:id', <UptimeMonitorRoute />, `/uptime/${monitor.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit monitor' });
    await waitFor(() => expect(sitePicker(form)).toHaveDisplayValue(shop.site_url));
    await choose(user, form, 'Site (optional)', '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateMonitor')).toHaveLength(1));
    expect(callsTo('updateMonitor')[0]).toMatchObject({
      params: { id: monitor.id },
      body: { site_id: null },
    });
  });

  it("adds a monitor from the site's screen with that site chosen", async () => {
    answerSite({
      listMonitors: () => list([]),
      listAlerts: () => list([]),
      listSites: () => list([site, blog]),
      createMonitor: () => monitorFixture(1, { site_id: site.id }),
    });
    const { user } = renderApp(`/site/${site.id}`);
    const panel = await screen.findByRole('region', { name: 'Site monitors' });
    await user.click(within(panel).getByRole('button', { name: 'Add monitor' }));
    const form = await screen.findByRole('form', { name: 'New monitor' });
    await waitFor(() => expect(sitePicker(form)).toHaveDisplayValue(site.site_url));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Home');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(callsTo('createMonitor')).toHaveLength(1));
    expect(callsTo('createMonitor')[0]).toMatchObject({ body: { name: 'Home', site_id: site.id } });
  });
});
