import type { FlowRunNodeStatus, FlowRunStatus } from '@vigil/contract';
import { Badge } from '@vigil/shared';

// Palettes, not colors: Chakra resolves them to the right shade in light and dark themes; the
// words carry the state for whoever does not see the color.
const LOOK: Record<FlowRunStatus | FlowRunNodeStatus, { label: string; palette: string }> = {
  queued: { label: 'Queued', palette: 'gray' },
  working: { label: 'Working…', palette: 'blue' },
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  skipped: { label: 'Skipped', palette: 'gray' },
  cancelled: { label: 'Cancelled', palette: 'orange' },
};

/** A run's or a node's state in words and color. */
export function FlowStatusBadge({ status }: { status: FlowRunStatus | FlowRunNodeStatus }) {
  const { label, palette } = LOOK[status];
  return (
    <Badge variant={status === 'skipped' ? 'outline' : 'subtle'} colorPalette={palette}>
      {label}
    </Badge>
  );
}
