import { Button, HStack, Stack } from '@vigil/shared';
import { useEveryAlert } from '../../../data/alerts/list-alerts';
import type { ScheduleDraft, ScheduleFieldsProps } from '../lib/schedule-draft';
import { FieldFrame } from '../../../components/field-frame';
import { Select } from '../../../components/select';

const STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Paused', label: 'Paused' },
];

export interface ScheduleExtraFieldsProps extends ScheduleFieldsProps {
  /** Absent where no alert editor is at hand. */
  onNewAlert?: () => void;
}

/** Whether the schedule runs now, and the alert that watches its runs (or a new one). */
export function ScheduleExtraFields({
  draft,
  onChange,
  errorOf,
  onNewAlert,
}: ScheduleExtraFieldsProps) {
  const alerts = useEveryAlert();
  const alertOptions = [
    { value: '', label: 'No alert' },
    ...(alerts.data?.results ?? []).map((alert) => ({ value: alert.id, label: alert.name })),
  ];
  return (
    <>
      <FieldFrame label="Status" error={errorOf('status')}>
        <Select
          value={draft.status}
          onChange={(status) => onChange({ status: status as ScheduleDraft['status'] })}
          options={STATUSES}
        />
      </FieldFrame>
      <FieldFrame label="Alert" error={errorOf('alert_id')}>
        <HStack gap="2" align="center">
          <Stack flex="1">
            <Select
              value={draft.alert_id ?? ''}
              onChange={(alertId) => onChange({ alert_id: alertId || null })}
              options={alertOptions}
            />
          </Stack>
          {onNewAlert ? (
            <Button size="sm" variant="outline" onClick={onNewAlert}>
              New alert
            </Button>
          ) : null}
        </HStack>
      </FieldFrame>
    </>
  );
}
