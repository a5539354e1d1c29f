import type { Scan } from '@vigil/contract';
import { HStack, Spinner, Text } from '@vigil/shared';

/**
 * Why the screenshot and scores below may not be the newest scan's: it is still running (the
 * list polls until it completes) or it failed.
 */
export function LatestScanNotice({ latest }: { latest: Scan | undefined }) {
  if (!latest) return null;
  if (latest.time_completed === null) {
    return (
      <HStack role="status" aria-live="polite" gap="2">
        <Spinner size="xs" aria-hidden="true" />
        <Text color="fg.muted">Scan running…</Text>
      </HStack>
    );
  }
  if (latest.error === null) return null;
  return (
    <Text role="status" color="fg.error">
      The latest scan failed: {latest.error}
    </Text>
  );
}
