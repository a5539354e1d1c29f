import type { MaintenanceWindow, Monitor } from '@vigil/contract';
import { Button, Checkbox, HStack, Input, Modal, Stack, Text } from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import { FormProblem } from '../../../components/form-problem';
import { problemOf } from '../../../lib/save-problem';
import { useSaveMaintenance } from '../data/maintenance';
import { useMonitorChoices } from '../data/status-pages';
import { bodyOf, draftOf, type MaintenanceDraft } from '../lib/maintenance-draft';
import { FieldFrame } from './field-frame';
import { MaintenanceTimingFields } from './maintenance-timing-fields';

/** All the team's monitors (those added later too), or the ones ticked. */
function CoveredMonitors(props: {
  draft: MaintenanceDraft;
  monitors: Monitor[];
  error: string | null;
  onChange: (change: Partial<MaintenanceDraft>) => void;
}) {
  const { draft, onChange } = props;
  const toggle = (id: string, on: boolean) =>
    onChange({
      monitor_ids: on ? [...draft.monitor_ids, id] : draft.monitor_ids.filter((it) => it !== id),
    });
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
      {draft.all_monitors ? null : props.monitors.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          You have no monitor yet: add one above first.
        </Text>
      ) : (
        <Stack gap="1" maxH="12rem" overflowY="auto" borderWidth="1px" rounded="md" p="2">
          {props.monitors.map((monitor) => (
            <Checkbox.Root
              key={monitor.id}
              size="sm"
              checked={draft.monitor_ids.includes(monitor.id)}
              onCheckedChange={(change) => toggle(monitor.id, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label overflowWrap="anywhere">{monitor.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {props.error ? (
        <Text color="fg.error" textStyle="sm">
          {props.error}
        </Text>
      ) : null}
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
  const [draft, setDraft] = useState(() => draftOf(maintenance));
  const save = useSaveMaintenance(maintenance?.id ?? null);
  const monitors = useMonitorChoices();
  const problem = save.isError ? problemOf(save.error, 'Could not save the window.') : null;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const set = (change: Partial<MaintenanceDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const title = maintenance ? 'Edit maintenance window' : 'New maintenance window';

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(draft), { onSuccess: onClose });
  }

  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
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
          <FormProblem problem={problem} />
          <HStack justify="end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {maintenance ? 'Save' : 'Add window'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Modal>
  );
}
