import { Stack } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { LogList } from '../features/logs/components/log-list';

/** /logs : the requests made with the team's API key, newest first. */
export function LogsRoute() {
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Logs"
        description="Every request made with your team's API key: passwords, tokens and other secrets are hidden."
      />
      <LogList />
    </Stack>
  );
}
