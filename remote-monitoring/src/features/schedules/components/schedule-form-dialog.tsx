import type { Alert, Schedule } from '@vigil/contract';
import { Button, HStack, Modal, Stack } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { FormProblem } from '../../../components/form-problem';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { useScheduleForm } from '../hooks/use-schedule-form';
import { ScheduleCostView } from './schedule-cost';
import { ScheduleExtraFields } from './schedule-extra-fields';
import { ScheduleTargetFields } from './schedule-target-fields';
import { ScheduleTimingFields } from './schedule-timing-fields';

export { COST_DEBOUNCE_MS } from '../hooks/use-schedule-form';

/** The alert editor, opened from "New alert" (alerts are another feature: the route passes it). */
export type RenderNewAlert = (props: {
  onClose: () => void;
  onCreated: (alert: Alert) => void;
}) => ReactNode;

export interface ScheduleFormDialogProps {
  /** null: a new schedule. */
  schedule: Schedule | null;
  onClose: () => void;
  renderNewAlert?: RenderNewAlert;
}

/** Creates or edits a schedule, with what it will cost per month shown before saving. */
export function ScheduleFormDialog({ schedule, onClose, renderNewAlert }: ScheduleFormDialogProps) {
  const form = useScheduleForm(schedule, onClose);
  const [newAlertOpen, setNewAlertOpen] = useState(false);
  const fields = { draft: form.draft, onChange: form.change, errorOf: form.errorOf };
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={schedule ? 'Edit schedule' : 'New schedule'}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" form="schedule-form" loading={form.saving}>
            {schedule ? 'Save schedule' : 'Create schedule'}
          </Button>
        </HStack>
      }
    >
      <form id="schedule-form" onSubmit={form.submit} noValidate aria-label="Schedule">
        <Stack gap="4">
          {schedule?.managed_by ? (
            <HStack>
              <ManagedByCodeBadge managedBy={schedule.managed_by} />
            </HStack>
          ) : null}
          <ScheduleTargetFields {...fields} />
          <ScheduleTimingFields {...fields} />
          <ScheduleExtraFields
            {...fields}
            onNewAlert={renderNewAlert ? () => setNewAlertOpen(true) : undefined}
          />
          <ScheduleCostView
            cost={form.cost.data}
            problem={form.costProblem}
            loading={form.cost.isFetching}
          />
          <FormProblem problem={form.problem} />
        </Stack>
      </form>
      {newAlertOpen && renderNewAlert
        ? renderNewAlert({
            onClose: () => setNewAlertOpen(false),
            onCreated: (alert) => {
              form.change({ alert_id: alert.id });
              setNewAlertOpen(false);
            },
          })
        : null}
    </Modal>
  );
}
