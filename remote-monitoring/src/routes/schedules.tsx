import { Stack, Tabs, useSearchParams } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { AlertEditorDialog } from '../features/alerts/components/alert-editor-dialog';
import { AlertList } from '../features/alerts/components/alert-list';
import type { RenderNewAlert } from '../features/schedules/components/schedule-form-dialog';
import { ScheduleList } from '../features/schedules/components/schedule-list';

// "New alert" in the schedule form opens the alert editor (features do not import each other).
const renderNewAlert: RenderNewAlert = ({ onClose, onCreated }) => (
  <AlertEditorDialog alertId={null} onClose={onClose} onSaved={onCreated} />
);

/** /schedule : the team's schedules and, on a second tab, its alerts (`?tab=alerts`). */
export function SchedulesRoute() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'alerts' ? 'alerts' : 'schedules';
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Schedules"
        description="Scans, tests and case runs that run by themselves, and the alerts that tell you when something breaks."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(change) => setParams(change.value === 'alerts' ? { tab: 'alerts' } : {})}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="schedules">Schedules</Tabs.Trigger>
          <Tabs.Trigger value="alerts">Alerts</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="schedules">
          <ScheduleList renderNewAlert={renderNewAlert} />
        </Tabs.Content>
        <Tabs.Content value="alerts">
          <AlertList />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
