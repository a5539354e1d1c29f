import type { CaseRunStatus, CaseRunStepStatus } from '@vigil/contract';
import { runStatusBadge } from '../../../components/look-badge';

/** A run's or a step's status in words and color. */
export const CaseRunStatusBadge = runStatusBadge<CaseRunStatus | CaseRunStepStatus>({
  working: { label: 'Running…', palette: 'blue' },
  running: { label: 'Running…', palette: 'blue' },
  pending: { label: 'Waiting', palette: 'gray' },
});
