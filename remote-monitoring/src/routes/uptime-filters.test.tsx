import { screen, waitFor, within } from '@testing-library/react';
import type { Monitor } from '@vigil/contract';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { answerCalls, callsTo } from '../testing/render-app';
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
    expect(await screen.findByRole('cell', { name: /Blog/ })).toBeInTheDocument();
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
