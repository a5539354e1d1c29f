import type { SlackConnectBody, SlackStatus } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { leaveFor } from './leave-for';
import { slackKeys } from './keys';

/** POST /v1/auth/slack: an incoming-webhook URL (admins). */
export const connectSlack = (body: SlackConnectBody) => call('connectSlack', { body });
/** DELETE /v1/auth/slack (admins). */
export const disconnectSlack = () => call('disconnectSlack');
/** POST /v1/auth/slack/test: a message to the connected channel (admins). */
export const testSlack = () => call('testSlack');
/** POST /v1/auth/slack/install: Slack's consent URL for "Add to Slack" (admins). */
export const installSlack = () => call('installSlack');

/** The answer of a connect or disconnect is the new status: shown at once. */
function useStatusMutation<A>(
  request: (input: A) => Promise<SlackStatus>,
  done: string,
  /** Null: the caller shows the error itself (the connect form, under its field). */
  failed: string | null,
  onDone?: () => void,
) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (status) => {
      queries.setQueryData(slackKeys.status(), status);
      notify.success(done);
      onDone?.();
    },
    onError: (error) => {
      if (failed) notify.error(apiErrorMessage(error, failed));
    },
  });
}

export const useConnectSlack = (onDone: () => void) =>
  useStatusMutation(connectSlack, 'Slack connected.', null, onDone);

export const useDisconnectSlack = (onDone: () => void) =>
  useStatusMutation(
    () => disconnectSlack(),
    'Slack disconnected.',
    'Could not disconnect Slack.',
    onDone,
  );

export function useTestSlack() {
  return useMutation({
    mutationFn: testSlack,
    onSuccess: ({ detail }) => notify.success(detail),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not send the test message.')),
  });
}

/** Leaves for Slack's consent screen; Slack sends the browser back to /slack. */
export function useInstallSlack() {
  return useMutation({
    mutationFn: installSlack,
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the Slack install.')),
  });
}
