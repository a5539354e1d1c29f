import type { FlowRunNodeStatus, FlowRunStatus } from '@vigil/contract';
import { runStatusBadge } from '../../../components/look-badge';

/** A run's or a node's state in words and color. */
export const FlowStatusBadge = runStatusBadge<FlowRunStatus | FlowRunNodeStatus>({
  queued: { label: 'Queued', palette: 'gray' },
  working: { label: 'Working…', palette: 'blue' },
  cancelled: { label: 'Cancelled', palette: 'orange' },
});
