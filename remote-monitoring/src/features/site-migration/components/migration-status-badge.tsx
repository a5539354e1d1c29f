import type { SiteMigration } from '@vigil/contract';
import { Badge } from '@vigil/shared';

// Palettes, not colours: Chakra picks the shade for the light or dark theme.
const LOOK = {
  passed: { label: 'Same', palette: 'green' },
  failed: { label: 'Different', palette: 'red' },
  working: { label: 'Comparing…', palette: 'blue' },
} as const;

/** A migration's or a path's outcome: the same on both hosts, different, or still comparing. */
export function MigrationStatusBadge({ status }: { status: SiteMigration['status'] }) {
  const { label, palette } = LOOK[status];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
