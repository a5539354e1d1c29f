import type { FlowRunNodeStatus, FlowRunStatus } from '@vigil/contract';
import { LookBadge, type Look } from '../../../components/look-badge';

const LOOK: Record<FlowRunStatus | FlowRunNodeStatus, Look> = {
  queued: { label: 'Queued', palette: 'gray' },
  working: { label: 'Working…', palette: 'blue' },
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  skipped: { label: 'Skipped', palette: 'gray' },
  cancelled: { label: 'Cancelled', palette: 'orange' },
};

/** A run's or a node's state in words and color. */
export const FlowStatusBadge = ({ status }: { status: FlowRunStatus | FlowRunNodeStatus }) => (
  <LookBadge look={LOOK[status]} outline={status === 'skipped'} />
);
