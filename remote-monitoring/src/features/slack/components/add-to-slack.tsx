import { Button, Stack, Text } from '@vigil/shared';
import { useInstallSlack } from '../../../data/slack/slack-mutations';

/** The operator's Slack app: Slack's own screen asks for the workspace and the channel. */
export function AddToSlack() {
  const install = useInstallSlack();
  return (
    <Stack gap="2">
      <Text color="fg.muted" fontSize="sm">
        Install the Vigil app in your workspace and pick the channel on Slack&apos;s screen.
      </Text>
      <Button
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={install.isPending}
        onClick={() => install.mutate()}
      >
        Add to Slack
      </Button>
    </Stack>
  );
}
