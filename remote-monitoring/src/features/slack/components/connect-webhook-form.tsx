import { Button, Field, Flex, Input, Stack, Text } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useConnectSlack } from '../../../data/slack/slack-mutations';
import { fieldMessage } from '../field-message';

/**
 * An incoming-webhook URL from Slack ("Incoming WebHooks" in the workspace's apps). The channel
 * is fixed by Slack when the hook is made; the name typed here is only shown.
 */
export function ConnectWebhookForm({ replacing }: { replacing: boolean }) {
  const [url, setUrl] = useState('');
  const [channel, setChannel] = useState('');
  const connect = useConnectSlack(() => {
    setUrl('');
    setChannel('');
  });
  const urlError = connect.error ? fieldMessage(connect.error, 'webhook_url') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    connect.mutate({ webhook_url: url, ...(channel.trim() ? { channel: channel.trim() } : {}) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Connect with a webhook URL">
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          In Slack, add the Incoming WebHooks app to the channel alerts should go to and paste its
          webhook URL here. Vigil keeps the URL secret: after saving you only see its end.
        </Text>
        <Field.Root invalid={urlError !== null} required>
          <Field.Label>Webhook URL</Field.Label>
          <Input
            value={url}
            type="url"
            autoComplete="off"
            placeholder="https://hooks.slack.com/services/…"
            onChange={(event) => setUrl(event.target.value)}
          />
          {urlError ? <Field.ErrorText>{urlError}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root>
          <Field.Label>Channel (shown here only)</Field.Label>
          <Input
            value={channel}
            placeholder="#alerts"
            onChange={(event) => setChannel(event.target.value)}
          />
        </Field.Root>
        <Flex>
          <Button type="submit" loading={connect.isPending} width={{ base: 'full', sm: 'auto' }}>
            {replacing ? 'Replace connection' : 'Connect'}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
