import type { Site } from '@vigil/contract';
import { Badge } from '@vigil/shared';
import { LookBadge, type Look } from './look-badge';

type LatestTest = Site['info']['latest_test'];

const LOOK: Record<NonNullable<LatestTest>['status'], Look> = {
  passed: { label: 'Test passed', palette: 'green' },
  failed: { label: 'Test failed', palette: 'red' },
  working: { label: 'Testing…', palette: 'blue' },
};

/** The latest test's outcome, or "Not tested" before the first test. */
export function TestStatusBadge({ test }: { test: LatestTest }) {
  if (!test) {
    return (
      <Badge variant="outline" colorPalette="gray">
        Not tested
      </Badge>
    );
  }
  return <LookBadge look={LOOK[test.status]} />;
}
