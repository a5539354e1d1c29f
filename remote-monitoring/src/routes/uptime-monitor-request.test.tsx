import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { openNew } from '../features/uptime/testing/list-steps';
import { answerCalls, callsTo } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { choose } from '../testing/choose';
import { refusedOn } from '../testing/refused-on';
import { resetBetweenTests } from '../testing/reset';
import { UptimeRoute } from './uptime';
import { UptimeMonitorRoute } from './uptime-monitor';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

/** Issue 46: an http monitor's headers and basic auth, credentials as the team's secrets. */
const secret = (name: string) => ({
  id: `00000000-0000-4000-8000-0000000000${name === 'SHOP_KEY' ? '01' : '02'}`,
  name,
  time_created: '2026-12-01T10:00:00Z',
  time_updated: '2026-12-01T10:00:00Z',
});
const SECRETS = list([secret('SHOP_KEY'), secret('SHOP_PASSWORD')]);

describe("The monitor form's headers and basic auth", () => {
  it('sends a header from a secret, a typed one and basic auth by secret name, and shows a refusal under its header', async () => {
    answerCalls({
      listMonitors: () => list([]),
      listAlerts: () => list([]),
      listSites: () => list([]),
      listSecrets: () => SECRETS,
      listTeamIncidents: () => list([]),
      listMaintenance: () => list([]),
      listStatusPages: () => list([]),
      createMonitor: refusedOn(
        'settings.headers.0.secret',
        'settings.headers.0.secret: your team has no secret SHOP_KEY',
      ),
    });
    const { user } = renderRoute('/uptime', <UptimeRoute />, '/uptime');
    const form = await openNew(user, 'New monitor');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'API');
    await user.click(within(form).getByRole('button', { name: 'Add header' }));
    await user.type(within(form).getByRole('textbox', { name: 'Header 1 name' }), 'X-Api-Key');
    await within(form).findAllByRole('option', { name: 'SHOP_KEY' });
    await choose(user, form, 'Header 1 secret', 'SHOP_KEY');
    await user.click(within(form).getByRole('button', { name: 'Add header' }));
    await user.type(within(form).getByRole('textbox', { name: 'Header 2 name' }), 'Accept');
    await choose(user, form, 'Header 2 from', 'value');
    await user.type(within(form).getByRole('textbox', { name: 'Header 2 value' }), 'text/html');
    await user.type(within(form).getByRole('textbox', { name: 'Basic auth user' }), 'ops');
    await choose(user, form, 'Basic auth password (secret)', 'SHOP_PASSWORD');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    expect(
      await within(within(form).getByRole('group', { name: 'Header 1' })).findByText(
        'settings.headers.0.secret: your team has no secret SHOP_KEY',
      ),
    ).toBeInTheDocument();
    expect(callsTo('createMonitor')[0]).toMatchObject({
      body: {
        settings: {
          headers: [
            { name: 'X-Api-Key', value: null, secret: 'SHOP_KEY' },
            { name: 'Accept', value: 'text/html', secret: null },
          ],
          basic_auth: { username: 'ops', password_secret: 'SHOP_PASSWORD' },
        },
      },
    });
  });

  it("shows an edited monitor's headers by secret name, and removes one and the basic auth", async () => {
    const base = monitorFixture(1);
    const monitor = monitorFixture(1, {
      settings: {
        ...base.settings,
        body_contains: 'Welcome',
        headers: [{ name: 'X-Api-Key', value: null, secret: 'SHOP_KEY' }],
        basic_auth: { username: 'ops', password_secret: 'SHOP_PASSWORD' },
      },
    });
    answerCalls({
      getMonitor: () => Promise.resolve(monitor),
      getMonitorStats: () => new Promise(() => {}),
      listMonitorIncidents: () => list([]),
      listMonitorResults: () => list([]),
      listAlerts: () => list([]),
      listSites: () => list([]),
      listSecrets: () => SECRETS,
      updateMonitor: () => monitor,
    });
    const { user } = renderRoute('/uptime/:id', <UptimeMonitorRoute />, `/uptime/${monitor.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit monitor' });
    expect(within(form).getByRole('textbox', { name: 'Header 1 name' })).toHaveValue('X-Api-Key');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Header 1 secret' })).toHaveDisplayValue(
        'SHOP_KEY',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Basic auth user' })).toHaveValue('ops');
    await user.click(within(form).getByRole('button', { name: 'Remove Header 1' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Basic auth user' }));
    await choose(user, form, 'Basic auth password (secret)', '');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateMonitor')).toHaveLength(1));
    expect(callsTo('updateMonitor')[0]).toMatchObject({
      body: { settings: { body_contains: 'Welcome', headers: [], basic_auth: null } },
    });
  });
});
