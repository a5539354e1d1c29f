import type { ScheduleCost } from '@vigil/contract';
import { Alert, Text } from '@vigil/shared';

const USAGE_WORDS: Record<ScheduleCost['usage'], [string, string]> = {
  scans: ['scan', 'scans'],
  tests: ['test', 'tests'],
  caseruns: ['case run', 'case runs'],
  flowruns: ['flow run', 'flow runs'],
};

export interface ScheduleCostViewProps {
  cost: ScheduleCost | undefined;
  /** Why no cost could be worked out (what the form still lacks, or the API's 400), if so. */
  problem: string | null;
  loading: boolean;
}

/** "120 scans per month of 500 allowed", warned when over the plan's allowance. */
export function ScheduleCostView({ cost, problem, loading }: ScheduleCostViewProps) {
  if (problem) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status" aria-label="Cost">
        Cost: not known yet ({problem})
      </Text>
    );
  }
  if (!cost) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status" aria-label="Cost">
        {loading ? 'Working out the cost…' : 'Cost: fill in the schedule to see it'}
      </Text>
    );
  }
  const [one, many] = USAGE_WORDS[cost.usage];
  const allowed = cost.allowance === 0 ? 'unlimited allowed' : `${cost.allowance} allowed`;
  const summary = `${cost.per_month} ${cost.per_month === 1 ? one : many} per month of ${allowed}`;
  const detail = `${cost.runs_per_month} runs × ${cost.units_per_run} per run`;
  return (
    <Alert.Root
      status={cost.over_allowance ? 'warning' : 'info'}
      role="status"
      aria-label="Cost"
      aria-busy={loading}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{summary}</Alert.Title>
        <Alert.Description>
          {detail}
          {cost.over_allowance
            ? `. Over your plan: runs past the allowance are skipped until the usage resets.`
            : ''}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
