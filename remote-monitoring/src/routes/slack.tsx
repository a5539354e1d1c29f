import { slackReturnSchema, type SlackReturn } from '@vigil/contract';
import { Alert, LoadingSpinner, ScreenFrame, Stack, Text, useSearchParams } from '@vigil/shared';
import { QueryError } from '../components/query-error';
import { SectionCard } from '../components/section-card';
import { useSlackStatus } from '../data/slack/get-slack';
import { AddToSlack } from '../features/slack/components/add-to-slack';
import { ConnectWebhookForm } from '../features/slack/components/connect-webhook-form';
import { SlackConnection } from '../features/slack/components/slack-connection';

/** What the Slack install's return (`?slack=`) says happened. */
const RETURNS: Record<SlackReturn, { status: 'success' | 'warning' | 'error'; text: string }> = {
  connected: { status: 'success', text: 'Slack is connected. Send a test message to check it.' },
  denied: { status: 'warning', text: 'The install was cancelled in Slack: nothing changed.' },
  failed: {
    status: 'error',
    text: 'Slack could not be connected. Try again, or connect with a webhook URL.',
  },
};

/** /slack : where alerts with a Slack action are posted; admins connect, test, disconnect. */
export function SlackRoute() {
  const status = useSlackStatus();
  const [params] = useSearchParams();
  const returned = slackReturnSchema.safeParse(params.get('slack'));

  return (
    <ScreenFrame title="Slack">
      {returned.success ? (
        <Alert.Root status={RETURNS[returned.data].status} role="status">
          <Alert.Indicator />
          <Alert.Title>{RETURNS[returned.data].text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {status.isPending ? (
        <LoadingSpinner label="Loading the Slack connection" />
      ) : status.isError ? (
        <QueryError
          what="Could not load the Slack connection."
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          <SectionCard title="Connection">
            <SlackConnection status={status.data} />
          </SectionCard>
          {status.data.can_manage ? (
            <SectionCard title={status.data.connected ? 'Connect another channel' : 'Connect'}>
              <Stack gap="6">
                {status.data.oauth_available ? <AddToSlack /> : null}
                <ConnectWebhookForm replacing={status.data.connected} />
              </Stack>
            </SectionCard>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Only team admins can connect, test or disconnect Slack.
            </Text>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
