import type { Scan } from '@vigil/contract';
import { Badge } from '@vigil/shared';
import { scanStatus } from '../scan-status';

const LOOK = {
  running: { label: 'Running', palette: 'blue' },
  completed: { label: 'Completed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
} as const;

export function ScanStatusBadge({ scan }: { scan: Pick<Scan, 'time_completed' | 'error'> }) {
  const { label, palette } = LOOK[scanStatus(scan)];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
