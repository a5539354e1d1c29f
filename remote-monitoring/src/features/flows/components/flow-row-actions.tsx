import type { Flow } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteFlow } from '../../../data/flows/delete-flow';
import { RunFlowDialog } from './run-flow-dialog';

/** A flow's row buttons: Run on a site, and Delete (asked once more). */
export function FlowRowActions({ flow }: { flow: Flow }) {
  const [running, setRunning] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteFlow();
  return (
    <HStack gap="2" justify="end">
      <Button
        size="xs"
        variant="outline"
        onClick={() => setRunning(true)}
        aria-label={`Run ${flow.title}`}
      >
        Run
      </Button>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={() => setDeleting(true)}
        aria-label={`Delete ${flow.title}`}
      >
        Delete
      </Button>
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
