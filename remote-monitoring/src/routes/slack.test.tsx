import { screen, waitFor, within } from '@testing-library/react';
import type { SlackStatus } from '@vigil/contract';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { leaveFor } from '../data/slack/leave-for';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { resetBetweenTests } from '../testing/reset';
import { SlackRoute } from './slack';
import { cancelThenConfirm } from '../testing/cancel-then-confirm';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
jest.mock('../data/slack/leave-for', () => ({ leaveFor: jest.fn() }));
resetBetweenTests();

const NOT_CONNECTED: SlackStatus = {
  connected: false,
  source: null,
  channel: null,
  workspace: null,
  webhook: null,
  time_connected: null,
  oauth_available: false,
  can_manage: true,
};
const CONNECTED: SlackStatus = {
  ...NOT_CONNECTED,
  connected: true,
  source: 'webhook',
  channel: '#ops',
  webhook: 'https://hooks.slack.com/services/…3kQz',
  time_connected: '2026-11-25T10:00:00.000Z',
};

type Handlers = Parameters<typeof answerCalls>[0];

function renderSlack(status: SlackStatus, handlers: Handlers = {}, path = '/slack') {
  answerCalls({ getSlack: () => status, ...handlers });
  return renderRoute('/slack', <SlackRoute />, path).user;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('Slack', () => {
  it('connects with a webhook URL and then shows only the channel and the masked URL', async () => {
    const user = renderSlack(NOT_CONNECTED, { connectSlack: () => CONNECTED });
    const connection = await section('Connection');
    expect(within(connection).getByText('Not connected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to Slack' })).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Connect with a webhook URL' });
    await user.type(
      within(form).getByLabelText(/Webhook URL/),
      'https://hooks.slack.com/services/T1/B1/secret3kQz',
    );
    await user.type(within(form).getByLabelText(/Channel/), '#ops');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Slack connected.')).toBeVisible();
    expect(callsTo('connectSlack')).toEqual([
      {
        body: { webhook_url: 'https://hooks.slack.com/services/T1/B1/secret3kQz', channel: '#ops' },
      },
    ]);
    expect(within(connection).getByText('Connected')).toBeVisible();
    expect(within(connection).getByText('#ops')).toBeVisible();
    expect(within(connection).getByLabelText('Webhook URL (masked)')).toHaveTextContent(
      'https://hooks.slack.com/services/…3kQz',
    );
    expect(screen.queryByText(/secret3kQz/)).not.toBeInTheDocument();
  });

  it("shows the server's reason under the URL field when Slack's shape is refused", async () => {
    const reason = 'Enter a Slack incoming-webhook URL (https://hooks.slack.com/services/…).';
    const user = renderSlack(NOT_CONNECTED, {
      connectSlack: () =>
        Promise.reject(httpError(400, { detail: `webhook_url: ${reason}`, webhook_url: [reason] })),
    });
    const form = await screen.findByRole('form', { name: 'Connect with a webhook URL' });
    await user.type(within(form).getByLabelText(/Webhook URL/), 'https://evil.example/x');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(reason)).toBeVisible();
  });

  it('sends a test message, and disconnects only after confirming', async () => {
    const user = renderSlack(CONNECTED, {
      testSlack: () => ({ detail: 'Test message sent to #ops.' }),
      disconnectSlack: () => NOT_CONNECTED,
    });
    await user.click(await screen.findByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Test message sent to #ops.')).toBeVisible();

    await cancelThenConfirm(user, {
      button: 'Disconnect',
      dialog: 'Disconnect Slack?',
      says: [],
      request: 'disconnectSlack',
    });
    expect(await screen.findByText('Slack disconnected.')).toBeVisible();
    expect(within(await section('Connection')).getByText('Not connected')).toBeVisible();
  });

  it("toasts Slack's refusal of the test message", async () => {
    const user = renderSlack(CONNECTED, {
      testSlack: () =>
        Promise.reject(
          httpError(502, {
            detail: 'Slack did not take the test message (the receiver answered 404).',
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Send test message' }));
    expect(
      await screen.findByText('Slack did not take the test message (the receiver answered 404).'),
    ).toBeVisible();
  });

  it('offers "Add to Slack" when the operator configured the app, and leaves for Slack', async () => {
    const consent = 'https://slack.com/oauth/v2/authorize?client_id=1&state=s';
    const user = renderSlack(
      { ...NOT_CONNECTED, oauth_available: true },
      { installSlack: () => ({ url: consent }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Add to Slack' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(consent));
  });

  it.each([
    ['connected', 'Slack is connected. Send a test message to check it.'],
    ['failed', 'Slack could not be connected. Try again, or connect with a webhook URL.'],
  ])('says what the return from Slack (%s) means', async (outcome, text) => {
    renderSlack(CONNECTED, {}, `/slack?slack=${outcome}`);
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('shows a contributor the connection read-only, with a note', async () => {
    renderSlack({ ...CONNECTED, can_manage: false, oauth_available: true });
    expect(within(await section('Connection')).getByText('#ops')).toBeVisible();
    expect(
      screen.getByText('Only team admins can connect, test or disconnect Slack.'),
    ).toBeVisible();
    for (const name of ['Send test message', 'Disconnect', 'Add to Slack', 'Connect'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the connection cannot be loaded', async () => {
    renderSlack(NOT_CONNECTED, {
      getSlack: () => Promise.reject(httpError(500, { detail: 'Down' })),
    });
    expect(await screen.findByText('Could not load the Slack connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
