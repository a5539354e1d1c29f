import type { SlackStatus } from '@vigil/contract';
import { Badge, Box, Button, Flex, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDisconnectSlack, useTestSlack } from '../../../data/slack/slack-mutations';
import { MutationButton } from '../../../components/mutation-button';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap={{ base: '0', sm: '3' }} direction={{ base: 'column', sm: 'row' }}>
      <Text color="fg.muted" fontSize="sm" minW="8rem">
        {label}
      </Text>
      <Box fontSize="sm" overflowWrap="anywhere" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

/** Where alerts go now; admins send a test message or disconnect (confirmed). */
export function SlackConnection({ status }: { status: SlackStatus }) {
  const [confirming, setConfirming] = useState(false);
  const test = useTestSlack();
  const disconnect = useDisconnectSlack(() => setConfirming(false));

  if (!status.connected)
    return (
      <Stack gap="2">
        <Badge alignSelf="flex-start" colorPalette="gray" variant="subtle">
          Not connected
        </Badge>
        <Text fontSize="sm">
          Alerts with a Slack action are recorded as failed until a channel is connected.
        </Text>
      </Stack>
    );
  return (
    <Stack gap="3">
      <Badge alignSelf="flex-start" colorPalette="green" variant="subtle">
        Connected
      </Badge>
      <ConnectionFacts status={status} />
      {status.can_manage ? (
        <Flex gap="2" wrap="wrap">
          <MutationButton size="sm" variant="outline" mutation={test}>
            Send test message
          </MutationButton>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
          >
            Disconnect
          </Button>
        </Flex>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Disconnect Slack?"
        message="Vigil forgets the webhook. Alerts with a Slack action fail until you connect a channel again."
        confirmLabel="Disconnect"
        busy={disconnect.isPending}
        onConfirm={() => disconnect.mutate(undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The channel, workspace, masked webhook, how it was connected and since when. */
function ConnectionFacts({ status }: { status: SlackStatus }) {
  return (
    <Stack gap="2">
      <Row label="Channel">{status.channel ?? "The webhook's channel"}</Row>
      {status.workspace ? <Row label="Workspace">{status.workspace}</Row> : null}
      <Row label="Webhook">
        <Text as="span" fontFamily="mono" aria-label="Webhook URL (masked)">
          {status.webhook}
        </Text>
      </Row>
      <Row label="Connected with">
        {status.source === 'oauth' ? 'the Vigil app for Slack' : 'an incoming-webhook URL'}
      </Row>
      {status.time_connected ? (
        <Row label="Since">{new Date(status.time_connected).toLocaleString()}</Row>
      ) : null}
    </Stack>
  );
}
