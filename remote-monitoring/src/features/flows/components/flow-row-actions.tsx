import type { Flow } from '@vigil/contract';
import { HStack } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ActionDeleteButtons } from '../../../components/list/action-delete-buttons';
import { useDeleteFlow } from '../../../data/flows/delete-flow';
import { RunFlowDialog } from './run-flow-dialog';

/** A flow's row buttons: Run on a site, and Delete (asked once more). */
export function FlowRowActions({ flow }: { flow: Flow }) {
  const [running, setRunning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteFlow();
  return (
    <HStack gap="2" justify="end">
      <ActionDeleteButtons
        action="Run"
        name={flow.title}
        onAction={() => setRunning(true)}
        onDelete={() => setDeleting(true)}
      />
      {running ? <RunFlowDialog flow={flow} open onClose={() => setRunning(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title="Delete this flow?"
        message={`${flow.title} and the record of its runs will be deleted. Schedules that run it stop running it.`}
        confirmLabel="Delete flow"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(flow.id, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
      />
    </HStack>
  );
}
