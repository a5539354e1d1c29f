import { screen, waitFor, within } from '@testing-library/react';
import type { Alert, AlertCreateBody } from '@vigil/contract';
import { slicesFixture } from '@vigil/shared/testing';
import { alertFixture, deliveryFixture } from '../features/alerts/testing/alert-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { expectShows } from '../testing/expect-shows';
import { refusedOn } from '../testing/refused-on';
import { choose } from '../testing/choose';
import { resetBetweenTests } from '../testing/reset';
import { SchedulesRoute } from './schedules';

/** The dialog's code loads on its first opening: on a busy machine that takes over a second. */
const DIALOG_LOADS = { timeout: 5000 };

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const existing = alertFixture(1, {
  name: 'Checkout broke',
  expressions: [
    { joiner: '', metric: 'health', operator: '<', value: 70 },
    { joiner: 'or', metric: 'caserun_status', operator: '==', value: 'failed' },
  ],
  actions: [{ type: 'webhook', target: 'https://hooks.example.com/vigil' }],
  webhook_secret: 'whsec_abc123',
});

const renderAlerts = () => renderRoute('/schedule', <SchedulesRoute />, '/schedule?tab=alerts');

describe('The alert editor (call mocked at the @vigil/shared boundary)', () => {
  it('creates an alert from its conditions and actions, then shows its webhook secret', async () => {
    let created: Alert | null = null;
    answerCalls({
      listAlerts: () => list(created ? [created] : []),
      createAlert: (input) => {
        created = {
          ...alertFixture(5, { webhook_secret: 'whsec_new' }),
          ...(input as { body: AlertCreateBody }).body,
        };
        return created;
      },
      getAlert: () => created,
      listAlertDeliveries: () => list([]),
    });
    const { user } = renderAlerts();
    expect(await screen.findByText('No alerts yet')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'New alert' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New alert' }, DIALOG_LOADS);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Site is slow');
    const first = within(dialog).getByRole('group', { name: 'Condition 1' });
    await choose(user, first, 'Metric 1', 'performance');
    await user.clear(within(first).getByRole('textbox', { name: 'Value 1' }));
    await user.type(within(first).getByRole('textbox', { name: 'Value 1' }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    const second = within(dialog).getByRole('group', { name: 'Condition 2' });
    await choose(user, second, 'Joiner 2', 'or');
    await choose(user, second, 'Metric 2', 'test_status');
    // The operators are the contract's.
    expect(
      within(within(second).getByRole('combobox', { name: 'Operator 2' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['>=', '<=', '==', '>', '<', '!=']);
    const action = within(dialog).getByRole('group', { name: 'Action 1' });
    await choose(user, action, 'Action type 1', 'Webhook');
    await user.type(
      within(action).getByRole('textbox', { name: 'Target 1' }),
      'https://hooks.example.com/in',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    expect(await within(dialog).findByText('whsec_new')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy webhook secret' })).toBeVisible();
    expect(callsTo('createAlert')).toEqual([
      {
        body: {
          name: 'Site is slow',
          expressions: [
            { joiner: '', metric: 'performance', operator: '<', value: 50 },
            { joiner: 'or', metric: 'test_status', operator: '==', value: 'failed' },
          ],
          actions: [{ type: 'webhook', target: 'https://hooks.example.com/in' }],
        },
      },
    ]);
  });

  it('marks an alert vigil deploy made "Managed by code", and an edit does not send the mark', async () => {
    const coded = { ...existing, managed_by: 'vigil.config' };
    const clicked = alertFixture(2, { name: 'Made here' });
    answerCalls({
      listAlerts: () => list([coded, clicked]),
      getAlert: () => coded,
      updateAlert: () => coded,
      listAlertDeliveries: () => list([]),
    });
    const { user } = renderAlerts();
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const [, codedRow, clickedRow] = within(table).getAllByRole('row');
    expect(within(codedRow!).getByText('Managed by code')).toBeVisible();
    expect(within(clickedRow!).queryByText('Managed by code')).toBeNull();
    await user.click(within(codedRow!).getByRole('button', { name: 'Checkout broke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' }, DIALOG_LOADS);
    expect(await within(dialog).findByText('Managed by code')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(callsTo('updateAlert')).toHaveLength(1));
    expect(callsTo('updateAlert')[0]).not.toHaveProperty('body.managed_by');
  });

  it('shows a 400 on the part of the alert it names', async () => {
    answerCalls({
      listAlerts: () => list([]),
      createAlert: refusedOn('actions.0.target', 'webhook target must be a public address'),
    });
    const { user } = renderAlerts();
    await user.click((await screen.findAllByRole('button', { name: 'New alert' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New alert' }, DIALOG_LOADS);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Down');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent('webhook target must be a public address');
    // Shown under the actions, not the conditions.
    expect(problem.closest('fieldset')).toHaveTextContent('Tell');
  });

  it('edits an alert, with its secret and its delivery log a page at a time', async () => {
    answerCalls({
      listAlerts: () => list([existing]),
      getAlert: () => existing,
      updateAlert: (input) => ({ ...existing, ...(input as { body: AlertCreateBody }).body }),
      listAlertDeliveries: (input) => {
        const { query } = input as { query: { offset: number } };
        return query.offset === 0
          ? list(
              [
                deliveryFixture(1, { kind: 'recovered', status: 'sent' }),
                deliveryFixture(2, {
                  status: 'failed',
                  error: 'connect ECONNREFUSED',
                  attempts: 3,
                  time_sent: null,
                }),
              ],
              12,
            )
          : list([deliveryFixture(3)], 12);
      },
    });
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Checkout broke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    expect(await within(dialog).findByText('whsec_abc123')).toBeVisible();
    const second = within(dialog).getByRole('group', { name: 'Condition 2' });
    expect(within(second).getByRole('combobox', { name: 'Joiner 2' })).toHaveValue('or');
    expect(within(second).getByRole('combobox', { name: 'Value 2' })).toHaveValue('failed');

    const log = within(dialog).getByRole('table', { name: 'Deliveries' });
    const [, recovered, failed] = within(log).getAllByRole('row');
    expectShows(recovered, ['Recovered', 'webhook', 'https://hooks.example.com/vigil', 'sent']);
    expectShows(failed, ['Failing', 'failed', 'connect ECONNREFUSED', '3']);
    const pages = within(dialog).getByRole('navigation', { name: 'Deliveries pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo('listAlertDeliveries').at(-1)).toEqual({
        params: { id: existing.id },
        query: { limit: 10, offset: 10 },
      }),
    );

    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Checkout is broken');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(callsTo('updateAlert')).toEqual([
        {
          params: { id: existing.id },
          body: expect.objectContaining({ name: 'Checkout is broken' }),
        },
      ]),
    );
  });

  it('shows a contributor the webhook masked and read-only, and saves it back as read', async () => {
    // What the API answers a non-admin: the URL's origin only, no secret (issue 42).
    const { webhook_secret: _secret, ...masked } = alertFixture(2, {
      name: 'Pricing',
      actions: [
        { type: 'webhook', target: 'https://hooks.example.com/…' },
        { type: 'email', target: 'ops@example.com' },
      ],
    });
    answerCalls({
      listAlerts: () => list([masked]),
      getAlert: () => masked,
      getMember: () => ({ ...slicesFixture().member, type: 'contributor' }),
      updateAlert: (input) => ({ ...masked, ...(input as { body: AlertCreateBody }).body }),
      listAlertDeliveries: () => list([]),
    });
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Pricing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    const hook = within(dialog).getByRole('group', { name: 'Action 1' });
    const target = within(hook).getByRole('textbox', { name: 'Target 1' });
    expect(target).toHaveValue('https://hooks.example.com/…');
    expect(target).toHaveAttribute('readonly');
    expect(within(hook).getByRole('combobox', { name: 'Action type 1' })).toBeDisabled();
    expect(within(hook).getByRole('button', { name: 'Remove action 1' })).toBeDisabled();
    expect(within(dialog).getByText(/Only admins can see a webhook's URL/)).toBeVisible();
    expect(within(dialog).getByText(/Only admins can see the webhook secret/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Copy webhook secret' })).toBeNull();
    // Their other actions stay theirs, but none becomes a webhook.
    const email = within(dialog).getByRole('group', { name: 'Action 2' });
    expect(within(email).getByRole('option', { name: 'Webhook' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add action' }));
    const added = within(dialog).getByRole('group', { name: 'Action 3' });
    expect(within(added).getByRole('combobox', { name: 'Action type 3' })).toHaveValue('email');
    await user.type(within(added).getByRole('textbox', { name: 'Target 3' }), 'me@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    // The mask goes back as read: the API keeps the real URL behind it.
    await waitFor(() =>
      expect(callsTo('updateAlert')).toEqual([
        {
          params: { id: masked.id },
          body: expect.objectContaining({
            actions: [
              { type: 'webhook', target: 'https://hooks.example.com/…' },
              { type: 'email', target: 'ops@example.com' },
              { type: 'email', target: 'me@example.com' },
            ],
          }),
        },
      ]),
    );
  });

  it('says when an alert has sent nothing yet', async () => {
    answerCalls({
      listAlerts: () => list([existing]),
      getAlert: () => existing,
      listAlertDeliveries: () => list([]),
    });
    const { user } = renderAlerts();
    await user.click(await screen.findByRole('button', { name: 'Edit: Checkout broke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    expect(await within(dialog).findByText('Nothing sent yet')).toBeVisible();
  });
});
