import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import {
  monitorFixture,
  OPEN_INCIDENT,
  statusPageFixture,
} from '../features/uptime/testing/monitor-fixtures';
import { answerCalls, callsTo } from '../testing/render-app';
import { list, teamFixture } from '../testing/monitoring-fixtures';
import { deleteRow, editRow, openNew, retitleAndSave } from '../features/uptime/testing/list-steps';
import { expectShows } from '../testing/expect-shows';
import { refusedOn } from '../testing/refused-on';
import { choose } from '../testing/choose';
import { resetBetweenTests } from '../testing/reset';
import { UptimeRoute } from './uptime';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

/** The screen's other sections (incidents, maintenance) answered empty unless a test says. */
const answerUptime = (handlers: Parameters<typeof answerCalls>[0]) =>
  answerCalls({
    listTeamIncidents: () => list([]),
    listMaintenance: () => list([]),
    listStatusPages: () => list([]),
    ...handlers,
  });

const renderUptime = () => renderRoute('/uptime', <UptimeRoute />, '/uptime');
const rows = () => within(screen.getByRole('table', { name: 'Monitors' })).getAllByRole('row');

const up = monitorFixture(1);
const down = monitorFixture(2, {
  state: 'down',
  uptime: { day: 87.5, week: 98.21, month: null },
  last_result: {
    time_checked: '2026-12-02T10:00:00Z',
    ok: false,
    status_code: 503,
    ms: 12,
    error_class: 'status',
    error: 'answered 503, expected 200-399',
  },
  open_incident: OPEN_INCIDENT,
});

describe('Uptime (call mocked at the @vigil/shared boundary)', () => {
  it('lists each monitor with its state and uptime', async () => {
    answerUptime({ listMonitors: () => list([up, down]), listAlerts: () => list([]) });
    renderUptime();
    await screen.findByRole('table', { name: 'Monitors' });
    const [, first, second] = rows();
    expectShows(first, [
      'Monitor 1',
      'https://site-1.example.com/health · every 1 min',
      'Up',
      '100 %',
    ]);
    expect(second).toHaveTextContent('Down');
    expect(second).toHaveTextContent('87.50 %');
    expect(callsTo('listMonitors')).toEqual([{ query: { limit: 10, offset: 0 } }]);
  });

  it('says what to do when there is no monitor yet, and adds one', async () => {
    answerUptime({
      listMonitors: () => list([]),
      listAlerts: () => list([]),
      createMonitor: refusedOn(
        'interval_seconds',
        'interval_seconds: the free plan checks at most every 60 s',
      ),
    });
    const { user } = renderUptime();
    expect(await screen.findByText('No monitors yet')).toBeInTheDocument();
    const form = await openNew(user, 'New monitor');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Shop');
    await choose(user, form, 'How often', '10');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    expect(
      await within(form).findByText('interval_seconds: the free plan checks at most every 60 s'),
    ).toBeInTheDocument();
    expect(callsTo('createMonitor')).toEqual([
      {
        body: {
          name: 'Shop',
          url: 'https://',
          interval_seconds: 10,
          alert_id: null,
          site_id: null,
          kind: 'http',
          settings: { headers: [], basic_auth: null },
        },
      },
    ]);
  });

  it('adds a heartbeat monitor without a URL, and shows its secret URL once added and when edited', async () => {
    const beat = monitorFixture(3, {
      kind: 'heartbeat',
      url: '',
      heartbeat_url: 'https://vigil.example/v1/heartbeat/abc',
    });
    answerUptime({
      listMonitors: () => list([beat]),
      listAlerts: () => list([]),
      createMonitor: async () => beat,
    });
    const { user } = renderUptime();
    await screen.findByRole('table', { name: 'Monitors' });
    expect(rows()[1]).toHaveTextContent('Heartbeat (pinged by your job) · every 1 min');
    const form = await openNew(user, 'New monitor');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Backup');
    await choose(user, form, 'Kind', 'heartbeat');
    expect(within(form).queryByRole('textbox', { name: /URL/ })).not.toBeInTheDocument();
    expect(form).toHaveTextContent('After saving, the monitor shows a secret URL');
    const grace = within(form).getByRole('spinbutton', { name: /Grace/ });
    await user.clear(grace);
    await user.type(grace, '300');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(callsTo('createMonitor')).toHaveLength(1));
    expect(callsTo('createMonitor')[0]).toEqual({
      body: {
        name: 'Backup',
        kind: 'heartbeat',
        interval_seconds: 60,
        alert_id: null,
        site_id: null,
        settings: { grace_seconds: 300, tls_warn_days: 14 },
      },
    });
    expect(
      await screen.findByText(/^Your job calls https:\/\/vigil.example\/v1\/heartbeat\/abc/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(await screen.findByRole('button', { name: 'Edit: Monitor 3' }));
    const edit = await screen.findByRole('form', { name: 'Edit monitor' });
    expect(edit).toHaveTextContent('Your job calls https://vigil.example/v1/heartbeat/abc');
  });

  it('asks a certificate monitor for the days before expiry, and sends them', async () => {
    answerUptime({
      listMonitors: () => list([]),
      listAlerts: () => list([]),
      createMonitor: () => monitorFixture(4, { kind: 'tls' }),
    });
    const { user } = renderUptime();
    const form = await openNew(user, 'New monitor');
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Certificate');
    await choose(user, form, 'Kind', 'tls');
    await user.type(within(form).getByRole('textbox', { name: /URL/ }), 'shop.example.com');
    const days = within(form).getByRole('spinbutton', { name: /Days before expiry/ });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(form).getByRole('button', { name: 'Add monitor' }));
    await waitFor(() => expect(callsTo('createMonitor')).toHaveLength(1));
    expect(callsTo('createMonitor')[0]).toMatchObject({
      body: {
        kind: 'tls',
        url: 'https://shop.example.com',
        settings: { grace_seconds: 60, tls_warn_days: 30 },
      },
    });
  });

  it("says why New monitor is off when the plan's monitors are all in use", async () => {
    const planAllowing = (monitors_allowed: number) => () => {
      const team = teamFixture();
      return { ...team, limits: { ...team.limits, monitors_allowed } };
    };
    const three = [up, down, monitorFixture(3)];
    answerUptime({ listMonitors: () => list(three), getAccount: planAllowing(3) });
    renderUptime();
    const why = await screen.findByText(
      'Your plan allows 3 monitors, all in use: delete one or change your plan to add another.',
    );
    const button = screen.getByRole('button', { name: 'New monitor' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(why.textContent!);
    expect(callsTo('createMonitor')).toEqual([]);
  });

  it('leaves New monitor on while the plan has room (2 of 3)', async () => {
    answerUptime({
      listMonitors: () => list([up, down]),
      listAlerts: () => list([]),
      getAccount: () => teamFixture(),
    });
    const { user } = renderUptime();
    await screen.findByRole('table', { name: 'Monitors' });
    await waitFor(() => expect(callsTo('getAccount')).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'New monitor' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('form', { name: 'New monitor' })).toBeInTheDocument();
  });

  it('pauses a monitor', async () => {
    answerUptime({
      listMonitors: () => list([up]),
      updateMonitor: () => ({ ...up, state: 'paused' }),
    });
    const { user } = renderUptime();
    await user.click(await screen.findByRole('button', { name: 'Pause: Monitor 1' }));
    await waitFor(() =>
      expect(callsTo('updateMonitor')).toEqual([{ params: { id: up.id }, body: { paused: true } }]),
    );
  });
});

describe('Status pages on the Uptime screen', () => {
  const statusList = () => within(screen.getByRole('table', { name: 'Status pages' }));

  it('says what to do when there is none, and makes one from the chosen monitors', async () => {
    answerUptime({
      listMonitors: () => list([up, down]),
      listStatusPages: () => list([]),
      listSites: () => list([]),
      createStatusPage: refusedOn(
        'slug',
        'slug: another status page has this address; choose another',
      ),
    });
    const { user } = renderUptime();
    expect(await screen.findByText('No status pages yet')).toBeInTheDocument();
    expect(screen.getByText(/Add a monitor first, then a status page that shows it/)).toBeVisible();
    const form = await openNew(user, 'New status page');
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Acme');
    await user.type(within(form).getByRole('textbox', { name: /Address/ }), 'acme');
    expect(form).toHaveTextContent('Public at /status/acme');
    await user.click(await within(form).findByRole('checkbox', { name: 'Monitor 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add status page' }));
    expect(
      await within(form).findByText('slug: another status page has this address; choose another'),
    ).toBeInTheDocument();
    expect(callsTo('createStatusPage')).toEqual([
      {
        body: {
          title: 'Acme',
          slug: 'acme',
          description: '',
          site_id: null,
          monitor_ids: [down.id],
          show_urls: false,
        },
      },
    ]);
  });

  it('links each page to its public address, edits and deletes it', async () => {
    const page = statusPageFixture(1, { monitor_ids: [up.id, down.id] });
    answerUptime({
      listMonitors: () => list([up, down]),
      listStatusPages: () => list([page]),
      listSites: () => list([]),
      updateStatusPage: () => ({ ...page, title: 'Renamed' }),
      deleteStatusPage: () => ({ success: true }),
    });
    const { user } = renderUptime();
    await screen.findByRole('table', { name: 'Status pages' });
    const link = statusList().getByRole('link', { name: '/status/status-1' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/status/status-1`);
    expect(statusList().getAllByRole('row')[1]).toHaveTextContent('2 monitors');
    await retitleAndSave(user, await editRow(user, 'Status 1', 'Edit status page'), 'Renamed');
    await waitFor(() => expect(callsTo('updateStatusPage')).toHaveLength(1));
    expect(callsTo('updateStatusPage')[0]).toMatchObject({
      params: { id: page.id },
      body: { title: 'Renamed', monitor_ids: [up.id, down.id] },
    });
    await deleteRow(user, 'Status 1', 'Delete status page');
    await waitFor(() => expect(callsTo('deleteStatusPage')).toEqual([{ params: { id: page.id } }]));
  });
});
