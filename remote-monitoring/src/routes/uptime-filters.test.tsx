import { screen, waitFor, within } from '@testing-library/react';
import type { Monitor } from '@vigil/contract';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { UptimeRoute } from './uptime';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

type ListQuery = { state?: string; q?: string };
const up = monitorFixture(1, { name: 'Shop' });
const down = monitorFixture(2, { name: 'Blog', state: 'down' });

/** The monitors the API would answer for a query: by state and by text, as the server does. */
function answerMonitors(monitors: Monitor[], more: Parameters<typeof answerCalls>[0] = {}): void {
  answerCalls({
    listTeamIncidents: () => list([]),
    listMaintenance: () => list([]),
    listStatusPages: () => list([]),
    listMonitors: (input) => {
      const { state, q } = (input as { query: ListQuery }).query;
      return list(
        monitors.filter(
          (it) =>
            (!state || it.state === state) &&
            (!q || it.name.toLowerCase().includes(q.toLowerCase())),
        ),
      );
    },
    ...more,
  });
}

const renderUptime = (path = '/uptime') => renderRoute('/uptime', <UptimeRoute />, path);
const table = () => within(screen.getByRole('table', { name: 'Monitors' }));
const lastQuery = () => callsTo('listMonitors').at(-1);

describe('/uptime filters', () => {
  it('reads the filters from the address and sends them', async () => {
    answerMonitors([up, down]);
    renderUptime('/uptime?state=down&q=blo');
    expect(await screen.findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    expect(lastQuery()).toEqual({ query: { limit: 10, offset: 0, state: 'down', q: 'blo' } });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('down');
    expect(screen.getByRole('searchbox', { name: 'Search monitors' })).toHaveValue('blo');
  });

  it('keeps the state and the typed text in the address, the text once typing pauses', async () => {
    answerMonitors([up, down]);
    const { user, location } = renderUptime('/uptime?page=2');
    await screen.findByRole('table', { name: 'Monitors' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'up');
    expect(location()).toBe('/uptime?state=up');
    await user.type(screen.getByRole('searchbox', { name: 'Search monitors' }), 'Sho');
    await waitFor(() => expect(location()).toBe('/uptime?state=up&q=Sho'));
    // One request for the paused text, none per keystroke.
    const searched = callsTo('listMonitors').filter(
      (it) => 'q' in (it as { query: ListQuery }).query,
    );
    expect(searched).toEqual([{ query: { limit: 10, offset: 0, state: 'up', q: 'Sho' } }]);
    expect(table().getAllByRole('row')[1]).toHaveTextContent('Shop');
  });

  it('says when no monitor matches, and clears the filters', async () => {
    answerMonitors([up, down]);
    const { user, location } = renderUptime('/uptime?state=paused&q=zzz');
    expect(await screen.findByText('No monitor matches')).toBeInTheDocument();
    expect(screen.queryByText('No monitors yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(location()).toBe('/uptime');
    expect(await screen.findByRole('table', { name: 'Monitors' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search monitors' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });
});

describe('/uptime bulk pause and resume', () => {
  const paused = monitorFixture(3, { name: 'Docs', state: 'paused' });

  it('pauses the ticked monitors not yet paused, one change each, and says what failed', async () => {
    answerMonitors([up, down, paused], {
      updateMonitor: (input) => {
        const { params } = input as { params: { id: string } };
        if (params.id === down.id)
          return Promise.reject(httpError(403, { reason: 'Only admins may change this.' }));
        return { ...up, state: 'paused' };
      },
    });
    const { user } = renderUptime();
    await screen.findByRole('table', { name: 'Monitors' });
    expect(screen.getByRole('button', { name: 'Pause selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: 'Resume selected (1)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pause selected (2)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Paused 1 monitor. Could not change 1 monitor: Blog (Only admins may change this.)',
    );
    expect(callsTo('updateMonitor')).toEqual([
      { params: { id: up.id }, body: { paused: true } },
      { params: { id: down.id }, body: { paused: true } },
    ]);
    // The ticks are cleared once done.
    expect(screen.getByRole('checkbox', { name: 'Select Shop' })).not.toBeChecked();
  });

  it('resumes the ticked paused monitors', async () => {
    answerMonitors([up, paused], { updateMonitor: () => ({ ...paused, state: 'pending' }) });
    const { user } = renderUptime();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Docs' }));
    expect(screen.getByRole('button', { name: 'Pause selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resume selected (1)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Resumed 1 monitor.');
    expect(callsTo('updateMonitor')).toEqual([
      { params: { id: paused.id }, body: { paused: false } },
    ]);
  });
});
