import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** POST /v1/ops/schedule/:id/run: fires it now, recorded as a manual run. */
export const runSchedule = (id: string) => call('runSchedule', { params: { id } });

const OUTCOME_WORDS = {
  ran: 'Run started.',
  partial: 'Run started; some units were skipped (over the plan).',
  skipped: 'Run skipped: the plan allows no more this month.',
  failed: 'The run failed.',
} as const;

export function useRunSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSchedule,
    onSuccess: (run) => {
      if (run.outcome === 'failed') notify.error(run.error ?? OUTCOME_WORDS.failed);
      else notify.success(OUTCOME_WORDS[run.outcome]);
      return queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not run the schedule.')),
  });
}
