import type { PlanInterval } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';

const LABELS: Record<PlanInterval, string> = { month: 'Monthly', year: 'Yearly' };

/** Month (the default) or year. */
export function IntervalToggle({
  value,
  onChange,
}: {
  value: PlanInterval;
  onChange: (interval: PlanInterval) => void;
}) {
  return (
    <HStack gap="2" role="group" aria-label="Billing interval">
      {(['month', 'year'] as const).map((interval) => (
        <Button
          key={interval}
          size="sm"
          aria-pressed={value === interval}
          variant={value === interval ? 'solid' : 'outline'}
          onClick={() => onChange(interval)}
        >
          {LABELS[interval]}
        </Button>
      ))}
    </HStack>
  );
}
