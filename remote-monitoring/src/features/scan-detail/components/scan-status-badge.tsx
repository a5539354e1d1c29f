import type { Scan } from '@vigil/contract';
import { scanStatus } from '../scan-status';
import { LookBadge, type Look } from '../../../components/look-badge';

const LOOK: Record<ReturnType<typeof scanStatus>, Look> = {
  running: { label: 'Running', palette: 'blue' },
  completed: { label: 'Completed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

export const ScanStatusBadge = ({ scan }: { scan: Pick<Scan, 'time_completed' | 'error'> }) => (
  <LookBadge look={LOOK[scanStatus(scan)]} />
);
