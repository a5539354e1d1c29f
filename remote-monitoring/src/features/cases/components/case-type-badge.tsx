import type { Case } from '@vigil/contract';
import { Badge } from '@vigil/shared';

// Palettes, not colors: Chakra resolves them to the right shade in light and dark themes.
const LOOK = {
  generated: { label: 'Generated', palette: 'purple' },
  recorded: { label: 'Recorded', palette: 'teal' },
} as const;

/** Whether Vigil generated the case from the site's pages or someone recorded it. */
export function CaseTypeBadge({ type }: { type: Case['type'] }) {
  const { label, palette } = LOOK[type];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
