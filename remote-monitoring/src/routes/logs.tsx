import { Heading, Stack, Text } from '@vigil/shared';
import { LogList } from '../features/logs/components/log-list';

/** /logs : the requests made with the team's API key, newest first. */
export function LogsRoute() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          Logs
        </Heading>
        <Text color="fg.muted">
          Every request made with your team&apos;s API key: passwords, tokens and other secrets are
          hidden.
        </Text>
      </Stack>
      <LogList />
    </Stack>
  );
}
