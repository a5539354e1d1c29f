import type { Schedule } from '@vigil/contract';
import { notify } from '@vigil/shared';
import type { FormEvent } from 'react';
import { useScheduleCost } from '../../../data/schedules/preview-schedule-cost';
import { useSaveSchedule } from '../../../data/schedules/save-schedule';
import { problemOf } from '../../../lib/save-problem';
import { useDraftForm } from '../../../lib/use-draft-form';
import { bodyOf, draftOf, incompleteBecause, newDraft } from '../lib/schedule-draft';
import { useDebouncedValue } from './use-debounced-value';

/** How long the form stays still before the cost is asked again. */
export const COST_DEBOUNCE_MS = 400;

/**
 * The schedule form: its draft (a schedule's own, or a new one), Save, and what the draft would
 * cost per month, asked once the form is still and only of a draft the API would accept.
 */
export function useScheduleForm(schedule: Schedule | null, onSaved: () => void) {
  const form = useDraftForm(() => (schedule ? draftOf(schedule) : newDraft()));
  const save = useSaveSchedule(schedule?.id ?? null);
  const body = useDebouncedValue(bodyOf(form.draft), COST_DEBOUNCE_MS);
  const incomplete = incompleteBecause(body);
  const cost = useScheduleCost(incomplete ? null : body);
  const costProblem =
    incomplete ?? (cost.isError ? problemOf(cost.error, 'could not work it out').message : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(form.draft), {
      onSuccess: () => {
        notify.success(schedule ? 'Schedule saved.' : 'Schedule created.');
        onSaved();
      },
      onError: (error) => form.failed(error, 'Could not save the schedule.'),
    });
  }

  return { ...form, submit, saving: save.isPending, cost, costProblem };
}
