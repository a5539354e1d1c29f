import type { CaseRunStatus, CaseRunStepStatus } from '@vigil/contract';
import { LookBadge, type Look } from '../../../components/look-badge';

const LOOK: Record<CaseRunStatus | CaseRunStepStatus, Look> = {
  working: { label: 'Running…', palette: 'blue' },
  running: { label: 'Running…', palette: 'blue' },
  pending: { label: 'Waiting', palette: 'gray' },
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  skipped: { label: 'Skipped', palette: 'gray' },
};

/** A run's or a step's status in words and color. */
export const CaseRunStatusBadge = ({ status }: { status: CaseRunStatus | CaseRunStepStatus }) => (
  <LookBadge look={LOOK[status]} outline={status === 'skipped'} />
);
