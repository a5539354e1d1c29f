import type { CaseRunStatus, CaseRunStepStatus } from '@vigil/contract';
import { Badge } from '@vigil/shared';

// Palettes, not colors: Chakra resolves them to the right shade in light and dark themes.
const LOOK: Record<CaseRunStatus | CaseRunStepStatus, { label: string; palette: string }> = {
  working: { label: 'Running…', palette: 'blue' },
  running: { label: 'Running…', palette: 'blue' },
  pending: { label: 'Waiting', palette: 'gray' },
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  skipped: { label: 'Skipped', palette: 'gray' },
};

/** A run's or a step's status in words and color. */
export function CaseRunStatusBadge({ status }: { status: CaseRunStatus | CaseRunStepStatus }) {
  const { label, palette } = LOOK[status];
  return (
    <Badge variant={status === 'skipped' ? 'outline' : 'subtle'} colorPalette={palette}>
      {label}
    </Badge>
  );
}
