import type { MaintenanceWindow } from '@vigil/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { monitorFixture } from '../features/uptime/testing/monitor-fixtures';
import { answerCalls, callsTo } from '../testing/render-app';
import { list, uuid } from '../testing/monitoring-fixtures';
import { deleteRow, editRow, openNew, retitleAndSave } from '../features/uptime/testing/list-steps';
import { expectShows } from '../testing/expect-shows';
import { refusedOn } from '../testing/refused-on';
import { choose } from '../testing/choose';
import { resetBetweenTests } from '../testing/reset';
import { UptimeRoute } from './uptime';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderUptime = () => renderRoute('/uptime', <UptimeRoute />, '/uptime');
const shop = monitorFixture(1, { name: 'Shop' });
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function windowFixture(index: number, overrides: Partial<MaintenanceWindow>): MaintenanceWindow {
  return {
    id: uuid(index, 'cccccccc'),
    title: `Window ${index}`,
    all_monitors: true,
    monitor_ids: [],
    kind: 'weekly',
    starts_at: null,
    ends_at: null,
    weekdays: ['sun'],
    start_time: '03:00',
    duration_minutes: 90,
    timezone: 'Europe/Berlin',
    active: false,
    next: { starts_at: hoursFromNow(30), ends_at: hoursFromNow(31.5) },
    time_created: '2026-12-01T10:00:00Z',
    time_updated: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

describe('Maintenance on the Uptime screen', () => {
  const table = () => within(screen.getByRole('table', { name: 'Maintenance windows' }));

  it('says what to do when there is none, and adds a weekly window in the browser zone', async () => {
    answerCalls({
      listMonitors: () => list([shop]),
      listMaintenance: () => list([]),
      createMaintenance: refusedOn('weekdays', 'weekdays: choose at least one day'),
    });
    const { user } = renderUptime();
    expect(await screen.findByText('No maintenance windows')).toBeInTheDocument();
    expect(screen.getByText(/nobody is alerted and the time does not count/)).toBeVisible();
    const form = await openNew(user, 'New maintenance window');
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Backups');
    await choose(user, form, 'Repeats', 'weekly');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(form).getByRole('combobox', { name: /Time zone/ })).toHaveValue(zone);
    await user.click(
      within(form).getByRole('checkbox', { name: 'All monitors, those added later too' }),
    );
    await user.click(await within(form).findByRole('checkbox', { name: 'Shop' }));
    const minutes = within(form).getByRole('spinbutton', { name: /Lasts/ });
    await user.clear(minutes);
    await user.type(minutes, '90');
    expect(form).toHaveTextContent('1 h 30 min');
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    expect(await within(form).findByText('weekdays: choose at least one day')).toBeVisible();
    expect(callsTo('createMaintenance')).toEqual([
      {
        body: {
          title: 'Backups',
          kind: 'weekly',
          all_monitors: false,
          monitor_ids: [shop.id],
          weekdays: [],
          start_time: '03:00',
          duration_minutes: 90,
          timezone: zone,
        },
      },
    ]);
  });

  it('adds a one-off window from times on the reader clock', async () => {
    answerCalls({
      listMonitors: () => list([shop]),
      listMaintenance: () => list([]),
      createMaintenance: async () => windowFixture(9, {}),
    });
    const { user } = renderUptime();
    await user.click(
      (await screen.findAllByRole('button', { name: 'New maintenance window' })).at(-1)!,
    );
    const form = await screen.findByRole('form', { name: 'New maintenance window' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Deploy');
    fireEvent.change(within(form).getByLabelText(/Starts/), {
      target: { value: '2026-12-05T22:00' },
    });
    fireEvent.change(within(form).getByLabelText(/Ends/), {
      target: { value: '2026-12-06T02:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add window' }));
    await waitFor(() => expect(callsTo('createMaintenance')).toHaveLength(1));
    expect(callsTo('createMaintenance')[0]).toMatchObject({
      body: {
        title: 'Deploy',
        kind: 'once',
        all_monitors: true,
        starts_at: new Date('2026-12-05T22:00').toISOString(),
        ends_at: new Date('2026-12-06T02:00').toISOString(),
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'New maintenance window' })).toBeNull(),
    );
  });

  it('lists windows with when they are on next, edits and deletes one', async () => {
    const active = windowFixture(1, {
      title: 'Database upgrade',
      kind: 'once',
      all_monitors: false,
      monitor_ids: [shop.id],
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(49),
      active: true,
      next: { starts_at: hoursFromNow(-1), ends_at: hoursFromNow(49) },
    });
    const weekly = windowFixture(2, { title: 'Sunday backups' });
    answerCalls({
      listMonitors: () => list([shop]),
      listMaintenance: () => list([active, weekly]),
      updateMaintenance: () => ({ ...weekly, title: 'Renamed' }),
      deleteMaintenance: () => ({ success: true }),
    });
    const { user } = renderUptime();
    await screen.findByRole('table', { name: 'Maintenance windows' });
    const [, first, second] = table().getAllByRole('row');
    expect(first).toHaveTextContent('Maintenance');
    expect(first).toHaveTextContent('On now, until');
    await waitFor(() => expect(first).toHaveTextContent('Shop'));
    expectShows(second, [
      'Every Sun at 03:00 Europe/Berlin, 1 h 30 min',
      /Next: .+ – /,
      'All monitors',
    ]);

    const form = await editRow(user, 'Sunday backups', 'Edit maintenance window');
    expect(within(form).getByRole('combobox', { name: /Time zone/ })).toHaveValue('Europe/Berlin');
    expect(within(form).getByRole('checkbox', { name: 'Sun' })).toBeChecked();
    await retitleAndSave(user, form, 'Renamed');
    await waitFor(() => expect(callsTo('updateMaintenance')).toHaveLength(1));
    expect(callsTo('updateMaintenance')[0]).toMatchObject({
      params: { id: weekly.id },
      body: { title: 'Renamed', kind: 'weekly', weekdays: ['sun'], duration_minutes: 90 },
    });

    await deleteRow(user, 'Database upgrade', 'Delete window');
    await waitFor(() =>
      expect(callsTo('deleteMaintenance')).toEqual([{ params: { id: active.id } }]),
    );
  });
});
