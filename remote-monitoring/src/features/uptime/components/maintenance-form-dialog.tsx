import type { MaintenanceWindow, Monitor } from '@vigil/contract';
import { Checkbox, Input, Stack, Text } from '@vigil/shared';
import { FormDialog } from '../../../components/dialog-form';
import { useSaveDraft } from '../../../lib/use-save-draft';
import { useSaveMaintenance } from '../data/maintenance';
import { useMonitorChoices } from '../data/status-pages';
import { bodyOf, draftOf, type MaintenanceDraft } from '../lib/maintenance-draft';
import { FieldFrame } from '../../../components/field-frame';
import { MaintenanceTimingFields } from './maintenance-timing-fields';
import { MonitorTicks } from './monitor-ticks';

/** All the team's monitors (those added later too), or the ones ticked. */
function CoveredMonitors(props: {
  draft: MaintenanceDraft;
  monitors: Monitor[];
  error: string | null;
  onChange: (change: Partial<MaintenanceDraft>) => void;
}) {
  const { draft, onChange } = props;
  return (
    <Stack gap="2" role="group" aria-label="Monitors covered">
      <Checkbox.Root
        checked={draft.all_monitors}
        onCheckedChange={(change) => onChange({ all_monitors: change.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>All monitors, those added later too</Checkbox.Label>
      </Checkbox.Root>
      <MonitorTicks
        monitors={props.monitors}
        selected={draft.monitor_ids}
        noneText="You have no monitor yet: add one above first."
        ticksHidden={draft.all_monitors}
        error={props.error}
        onChange={(monitor_ids) => onChange({ monitor_ids })}
      />
    </Stack>
  );
}

/** New or edit: the window's title, when it is on, and which monitors it covers. */
export function MaintenanceFormDialog({
  maintenance,
  onClose,
}: {
  maintenance: MaintenanceWindow | null;
  onClose: () => void;
}) {
  const save = useSaveMaintenance(maintenance?.id ?? null);
  const monitors = useMonitorChoices();
  const form = useSaveDraft(() => draftOf(maintenance), save, 'Could not save the window.');
  const { draft, set, errorOf } = form;
  return (
    <FormDialog
      label={maintenance ? 'Edit maintenance window' : 'New maintenance window'}
      onSubmit={() => save.mutate(bodyOf(draft), { onSuccess: onClose })}
      onClose={onClose}
      problem={form.problem}
      submitLabel={maintenance ? 'Save' : 'Add window'}
      busy={save.isPending}
    >
      <Text color="fg.muted" textStyle="sm">
        During the window the checks go on, but nobody is alerted and the time does not count
        against uptime. Still down when it ends: the alert goes then.
      </Text>
      <FieldFrame label="Title" required error={errorOf('title')}>
        <Input value={draft.title} onChange={(e) => set({ title: e.target.value })} />
      </FieldFrame>
      <MaintenanceTimingFields draft={draft} onChange={set} errorOf={errorOf} />
      <CoveredMonitors
        draft={draft}
        monitors={monitors.data?.results ?? []}
        error={errorOf('monitor_ids')}
        onChange={set}
      />
    </FormDialog>
  );
}
