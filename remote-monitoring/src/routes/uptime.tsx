import { Stack } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { MonitorList } from '../features/uptime/components/monitor-list';

/** /uptime : the team's uptime monitors, their state and uptime. */
export function UptimeRoute() {
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Uptime"
        description="URLs checked every minute or faster: whether they are up now, and how often they were this month."
      />
      <MonitorList />
    </Stack>
  );
}
