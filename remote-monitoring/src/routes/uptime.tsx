import { Heading, Stack } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { IncidentList } from '../features/uptime/components/incident-list';
import { MaintenanceSection } from '../features/uptime/components/maintenance-list';
import { MonitorList } from '../features/uptime/components/monitor-list';
import { StatusPageList } from '../features/uptime/components/status-page-list';

/** /uptime : the team's uptime monitors, their state and uptime, and its public status pages. */
export function UptimeRoute() {
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Uptime"
        description="URLs checked every minute or faster: whether they are up now, and how often they were this month."
      />
      <MonitorList />
      <IncidentList />
      <Stack gap="3" as="section" aria-labelledby="status-pages-heading">
        <Heading as="h2" size="md" id="status-pages-heading">
          Status pages
        </Heading>
        <StatusPageList />
      </Stack>
      <MaintenanceSection />
    </Stack>
  );
}
