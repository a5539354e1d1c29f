import type { Site } from '@vigil/contract';
import { Badge } from '@vigil/shared';

type LatestTest = Site['info']['latest_test'];

// Palettes, not colors: Chakra resolves them to the right shade in light and dark themes.
const LOOK = {
  passed: { label: 'Test passed', palette: 'green' },
  failed: { label: 'Test failed', palette: 'red' },
  working: { label: 'Testing…', palette: 'blue' },
} as const;

/** The latest test's outcome, or "Not tested" before the first test. */
export function TestStatusBadge({ test }: { test: LatestTest }) {
  if (!test) {
    return (
      <Badge variant="outline" colorPalette="gray">
        Not tested
      </Badge>
    );
  }
  const { label, palette } = LOOK[test.status];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
