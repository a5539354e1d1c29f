import type { MonitorStats } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture, OPEN_INCIDENT } from '../features/uptime/testing/monitor-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { expectShows } from '../testing/expect-shows';
import { resetBetweenTests } from '../testing/reset';
import { UptimeRoute } from './uptime';
import { UptimeMonitorRoute } from './uptime-monitor';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

// The chart is a lazy chunk of its own (recharts, seconds to load in Jest): loaded once here,
// under its own time limit, so a busy machine's module loading does not eat into the 5 s that
// each findBy* below waits for what the screen shows.
beforeAll(() => import('../features/uptime/components/monitor-detail-chart'), 60_000);

const monitor = monitorFixture(1, {
  state: 'down',
  uptime: { day: 87.5, week: 98.21, month: 99.5 },
  open_incident: OPEN_INCIDENT,
});
const renderMonitor = (id = monitor.id) =>
  renderRoute('/uptime/:id', <UptimeMonitorRoute />, `/uptime/${id}`);

const bucket = (hour: number, overrides: Partial<MonitorStats['buckets'][number]> = {}) => ({
  start: `2026-12-02T${String(hour).padStart(2, '0')}:00:00.000Z`,
  checks: 60,
  failures: 0,
  uptime: 100,
  p50_ms: 80,
  p95_ms: 140,
  gap: false,
  ...overrides,
});
const stats = (buckets: MonitorStats['buckets']): MonitorStats => ({
  period: '24h',
  bucket_seconds: 3600,
  uptime: 87.5,
  buckets,
});
const incidents = [
  monitor.open_incident!,
  {
    id: '00000000-0000-4000-8000-000000000002',
    time_started: '2026-12-01T08:00:00Z',
    time_resolved: '2026-12-01T08:12:00Z',
    error: 'connect ECONNREFUSED',
    issue_id: null,
  },
];
const failed = {
  time_checked: '2026-12-02T09:59:00Z',
  ok: false,
  status_code: 503,
  ms: 12,
  error_class: 'status' as const,
  error: 'answered 503, expected 200-399',
};

describe('/uptime/:id (call mocked at the @vigil/shared boundary)', () => {
  it('shows the state, uptime, response times, incidents and last checks, and checks now', async () => {
    answerCalls({
      getMonitor: () => Promise.resolve(monitor),
      getMonitorStats: () =>
        Promise.resolve(stats([bucket(7), bucket(8, { checks: 0, gap: true, uptime: null })])),
      listMonitorIncidents: () => list(incidents),
      listMonitorResults: () => list([failed]),
      checkMonitor: () => Promise.resolve({ ...failed, ms: 9, time_checked: failed.time_checked }),
    });
    const { user } = renderMonitor();
    expect(await screen.findByRole('heading', { name: 'Monitor 1' })).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    expect(screen.getByText(/https:\/\/site-1\.example\.com\/health · http · every 1 min/));
    const uptime = screen.getByRole('group', { name: 'Uptime' });
    expect(uptime).toHaveTextContent('24 h87.50 %');
    expect(uptime).toHaveTextContent('7 days98.21 %');
    expect(await screen.findByText(/Uptime over 24 h/)).toHaveTextContent('87.50 % of 60 checks');
    expect(screen.getByText(/1 hour without checks/)).toBeInTheDocument();

    const timeline = await screen.findByRole('region', { name: 'Incidents' });
    const [ongoing, resolved] = within(timeline).getAllByRole('listitem');
    expect(ongoing).toHaveTextContent('Ongoing');
    expect(ongoing).toHaveTextContent('answered 503, expected 200-399');
    expectShows(resolved, ['Resolved', 'Down for 12 min', 'connect ECONNREFUSED']);

    const checks = await screen.findByRole('table', { name: 'Last checks' });
    const [, row] = within(checks).getAllByRole('row');
    expectShows(row, ['Status', 'answered 503, expected 200-399', '503']);

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Status: answered 503, expected 200-399')).toBeInTheDocument();
    expect(callsTo('checkMonitor')).toEqual([{ params: { id: monitor.id } }]);
  });

  it('reads another period when switched', async () => {
    answerCalls({
      getMonitor: () => Promise.resolve(monitor),
      getMonitorStats: () => Promise.resolve(stats([bucket(7)])),
      listMonitorIncidents: () => list([]),
      listMonitorResults: () => list([]),
    });
    const { user } = renderMonitor();
    await user.click(await screen.findByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(callsTo('getMonitorStats')).toContainEqual({
        params: { id: monitor.id },
        query: { period: '7d' },
      }),
    );
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what to do when a new monitor has no checks yet', async () => {
    const fresh = monitorFixture(2, { state: 'pending', last_result: null });
    answerCalls({
      getMonitor: () => Promise.resolve(fresh),
      getMonitorStats: () => Promise.resolve(stats([bucket(7, { checks: 0, uptime: null })])),
      listMonitorIncidents: () => list([]),
      listMonitorResults: () => list([]),
    });
    renderMonitor(fresh.id);
    // The response times and the last checks both say it.
    await waitFor(() =>
      expect(screen.getAllByText('No checks yet: the first runs within its interval')).toHaveLength(
        2,
      ),
    );
    expect(await screen.findByText('No incidents')).toBeInTheDocument();
  });

  it('says so when the monitor is not found', async () => {
    answerCalls({
      getMonitor: () => Promise.reject(httpError(404, { reason: 'Not found.' })),
    });
    renderMonitor();
    expect(await screen.findByText('Monitor not found')).toBeInTheDocument();
  });
});

describe('/uptime links each monitor to its screen', () => {
  it('names each monitor with a link to /uptime/:id', async () => {
    answerCalls({ listMonitors: () => list([monitor]), listAlerts: () => list([]) });
    renderRoute('/uptime', <UptimeRoute />, '/uptime');
    const link = await screen.findByRole('link', { name: 'Monitor 1' });
    expect(link).toHaveAttribute('href', `/uptime/${monitor.id}`);
  });
});
