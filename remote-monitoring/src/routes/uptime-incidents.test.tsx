import type { IncidentUpdate, TeamIncident } from '@vigil/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { expectShows } from '../testing/expect-shows';
import { resetBetweenTests } from '../testing/reset';
import { IncidentList } from '../features/uptime/components/incident-list';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderIncidents = () => renderRoute('/uptime', <IncidentList />, '/uptime');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const update = (n: number, extra: Partial<IncidentUpdate> = {}): IncidentUpdate => ({
  id: id(100 + n),
  incident_id: id(1),
  status: 'investigating',
  message: `Message ${n}`,
  author_email: 'ops@acme.example',
  time_created: '2026-12-02T10:05:00Z',
  ...extra,
});

const ongoing: TeamIncident = {
  id: id(1),
  monitor_id: id(11),
  monitor_name: 'Checkout',
  time_started: '2026-12-02T10:00:00Z',
  time_resolved: null,
  error: 'answered 503, expected 200-399',
  updates: [
    update(2, { status: 'identified', message: 'The disk is full.' }),
    update(1, { message: 'Looking into it.' }),
  ],
};
const resolved: TeamIncident = {
  id: id(2),
  monitor_id: id(12),
  monitor_name: 'Blog',
  time_started: '2026-12-01T08:00:00Z',
  time_resolved: '2026-12-01T08:30:00Z',
  error: null,
  updates: [],
};

describe('Incidents on /uptime (call mocked at the @vigil/shared boundary)', () => {
  it('says what the section is for when there is no incident', async () => {
    answerCalls({ listTeamIncidents: () => list([]) });
    renderIncidents();
    expect(await screen.findByText('No incidents')).toBeInTheDocument();
    expect(screen.getByText(/When a monitor goes down, its incident shows here/)).toBeVisible();
    expect(callsTo('listTeamIncidents')).toEqual([{ query: { limit: 10, offset: 0 } }]);
  });

  it('lists open and past incidents with their updates, newest first', async () => {
    answerCalls({ listTeamIncidents: () => list([ongoing, resolved]) });
    renderIncidents();
    const shown = await screen.findByRole('list', { name: 'Incidents' });
    const [first, second] = Array.from(shown.children) as HTMLElement[];
    expectShows(first, ['Ongoing', 'Checkout', 'answered 503, expected 200-399']);
    const updates = within(first!).getByRole('list', { name: 'Updates' });
    const [newest, oldest] = within(updates).getAllByRole('listitem');
    expectShows(newest, ['Identified', 'The disk is full.', 'ops@acme.example']);
    expect(oldest).toHaveTextContent('Investigating');
    expectShows(second, ['Resolved', 'Blog', '(30 min)']);
  });

  it('posts an update from the dialog, showing a refusal on the message field', async () => {
    let refused = false;
    answerCalls({
      listTeamIncidents: () => list([ongoing]),
      createIncidentUpdate: async (input) => {
        if (!refused) {
          refused = true;
          throw httpError(400, { reason: 'message: Message is required', field: 'message' });
        }
        return update(3, (input as { body: Partial<IncidentUpdate> }).body);
      },
    });
    const { user } = renderIncidents();
    await user.click(await screen.findByRole('button', { name: 'Post update' }));
    const form = await screen.findByRole('form', { name: 'Post an update' });
    // After "Identified", the work most likely moves on to watching the fix.
    expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('monitoring');
    await user.click(within(form).getByRole('button', { name: 'Post update' }));
    expect(await within(form).findByText('message: Message is required')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Fixed; watching.');
    await user.click(within(form).getByRole('button', { name: 'Post update' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Post an update' })).not.toBeInTheDocument(),
    );
    expect(callsTo('createIncidentUpdate').at(-1)).toEqual({
      params: { id: ongoing.id },
      body: { status: 'monitoring', message: 'Fixed; watching.' },
    });
    // The list is read again, so the new update shows under its incident.
    await waitFor(() => expect(callsTo('listTeamIncidents').length).toBeGreaterThan(1));
  });

  it('deletes an update after confirming', async () => {
    answerCalls({
      listTeamIncidents: () => list([ongoing]),
      deleteIncidentUpdate: async () => ({ success: true }),
    });
    const { user } = renderIncidents();
    const updates = await screen.findByRole('list', { name: 'Updates' });
    await user.click(
      within(updates).getAllByRole('button', { name: /^Delete the Identified/ })[0]!,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete update' }));
    await waitFor(() =>
      expect(callsTo('deleteIncidentUpdate')).toEqual([
        { params: { id: ongoing.id, update_id: ongoing.updates[0]!.id } },
      ]),
    );
  });
});
