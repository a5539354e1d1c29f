import type { Alert, Schedule } from '@vigil/contract';
import { Button, HStack, Link, Modal, notify, RouterLink, Stack, Text } from '@vigil/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useEveryAlert } from '../../../data/alerts/list-alerts';
import { useScheduleCost } from '../../../data/schedules/preview-schedule-cost';
import { useSaveSchedule } from '../../../data/schedules/save-schedule';
import { paths } from '../../../paths';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import {
  bodyOf,
  draftOf,
  incompleteBecause,
  newDraft,
  type ScheduleDraft,
} from '../lib/schedule-draft';
import { problemOf, type SaveProblem } from '../../../lib/save-problem';
import { FieldFrame } from './field-frame';
import { ScheduleCostView } from './schedule-cost';
import { ScheduleTargetFields } from './schedule-target-fields';
import { ScheduleTimingFields } from './schedule-timing-fields';
import { Select } from './select';

/** How long the form stays still before the cost is asked again. */
export const COST_DEBOUNCE_MS = 400;

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
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    schedule ? draftOf(schedule) : newDraft(),
  );
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [newAlertOpen, setNewAlertOpen] = useState(false);
  const save = useSaveSchedule(schedule?.id ?? null);
  const alerts = useEveryAlert();
  const body = useDebouncedValue(bodyOf(draft), COST_DEBOUNCE_MS);
  const incomplete = incompleteBecause(body);
  const cost = useScheduleCost(incomplete ? null : body);
  const costProblem =
    incomplete ?? (cost.isError ? problemOf(cost.error, 'could not work it out').message : null);

  const change = (part: Partial<ScheduleDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setProblem(null);
  };
  // The API names a path ("resources.0"): its first part is the form's field.
  const errorOf = (field: string) =>
    problem?.field?.split('.')[0] === field ? problem.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(draft), {
      onSuccess: () => {
        notify.success(schedule ? 'Schedule saved.' : 'Schedule created.');
        onClose();
      },
      onError: (error) => setProblem(problemOf(error, 'Could not save the schedule.')),
    });
  }

  const alertOptions = [
    { value: '', label: 'No alert' },
    ...(alerts.data?.results ?? []).map((alert) => ({ value: alert.id, label: alert.name })),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={schedule ? 'Edit schedule' : 'New schedule'}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="schedule-form" loading={save.isPending}>
            {schedule ? 'Save schedule' : 'Create schedule'}
          </Button>
        </HStack>
      }
    >
      <form id="schedule-form" onSubmit={submit} noValidate aria-label="Schedule">
        <Stack gap="4">
          <ScheduleTargetFields draft={draft} onChange={change} errorOf={errorOf} />
          <ScheduleTimingFields draft={draft} onChange={change} errorOf={errorOf} />
          <FieldFrame label="Status" error={errorOf('status')}>
            <Select
              value={draft.status}
              onChange={(status) => change({ status: status as ScheduleDraft['status'] })}
              options={[
                { value: 'Active', label: 'Active' },
                { value: 'Paused', label: 'Paused' },
              ]}
            />
          </FieldFrame>
          <FieldFrame label="Alert" error={errorOf('alert_id')}>
            <HStack gap="2" align="center">
              <Stack flex="1">
                <Select
                  value={draft.alert_id ?? ''}
                  onChange={(alertId) => change({ alert_id: alertId || null })}
                  options={alertOptions}
                />
              </Stack>
              {renderNewAlert ? (
                <Button size="sm" variant="outline" onClick={() => setNewAlertOpen(true)}>
                  New alert
                </Button>
              ) : null}
            </HStack>
          </FieldFrame>
          <ScheduleCostView cost={cost.data} problem={costProblem} loading={cost.isFetching} />
          {problem && !problem.field ? (
            <Text role="alert" color="fg.error">
              {problem.message}
              {problem.overPlan ? (
                <>
                  {' '}
                  <Link asChild>
                    <RouterLink to={paths.billing}>See the plans</RouterLink>
                  </Link>
                </>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      </form>
      {newAlertOpen && renderNewAlert
        ? renderNewAlert({
            onClose: () => setNewAlertOpen(false),
            onCreated: (alert) => {
              change({ alert_id: alert.id });
              setNewAlertOpen(false);
            },
          })
        : null}
    </Modal>
  );
}
